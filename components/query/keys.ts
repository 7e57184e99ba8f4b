/**
 * The one query-key factory of the browser: the first element is the API path the default
 * loader GETs (components/query/client.ts). Mutations invalidate these exact keys.
 */
export const queryKeys = {
  company: ["/api/company"] as const,
  tooltips: ["/api/user/tooltips"] as const,
  services: ["/api/services"] as const,
  laborRates: ["/api/labor-rates"] as const,
  serviceFees: ["/api/service-fees"] as const,
  estimates: ["/api/estimates"] as const,
  jobFailures: ["/api/jobs/failures"] as const,
  customTemplates: ["/api/custom-templates"] as const,
  overview: ["/api/dashboard/overview"] as const,
  analytics: ["/api/dashboard/analytics"] as const,
  account: ["/api/account"] as const,
  profile: ["/api/company/profile"] as const,
  serviceAreas: ["/api/service-areas"] as const,
  calculatorSettings: ["/api/calculator-settings"] as const,
  calculatorServices: ["/api/calculator-settings/services"] as const,
};
