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
  /** Every quote list (invalidate this prefix after a change to any quote). */
  quotes: ["/api/quotes"] as const,
  quoteList: (filter: { status?: string; q?: string; page?: number }) =>
    ["/api/quotes", filter] as const,
  quote: (id: string) => [`/api/quotes/${encodeURIComponent(id)}`] as const,
  /** Every client list (prefix). */
  clients: ["/api/clients"] as const,
  clientList: (filter: { q?: string; page?: number }) => ["/api/clients", filter] as const,
  client: (id: string) => [`/api/clients/${encodeURIComponent(id)}`] as const,
  /** Task lists: `tasks()` is the prefix of all of them. */
  tasks: (
    filter: {
      due?: "today" | "open";
      clientId?: string;
      estimateRequestId?: string;
      quoteId?: string;
    } = {},
  ) =>
    Object.keys(filter).length === 0
      ? (["/api/tasks"] as const)
      : (["/api/tasks", filter] as const),
  quoteSettings: ["/api/company/quote-settings"] as const,
};
