/**
 * Query keys: the first element is the API path the default loader fetches.
 * Mutations invalidate these exact keys.
 */
export const queryKeys = {
  company: ["/api/company"] as const,
  tooltips: ["/api/user/tooltips"] as const,
  services: ["/api/services"] as const,
  laborRates: ["/api/labor-rates"] as const,
  serviceFees: ["/api/service-fees"] as const,
  estimates: ["/api/estimates"] as const,
  jobFailures: ["/api/jobs/failures"] as const,
  clients: ["/api/clients"] as const,
  tasks: ["/api/tasks"] as const,
  quotes: ["/api/quotes"] as const,
  quoteSettings: ["/api/company/quote-settings"] as const,
};
