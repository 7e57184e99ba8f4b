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
  jobFailures: ["/api/queue/failures"] as const,
  customTemplates: ["/api/custom-templates"] as const,
  overview: ["/api/dashboard/overview"] as const,
  money: ["/api/dashboard/money"] as const,
  setup: ["/api/dashboard/setup"] as const,
  analytics: ["/api/dashboard/analytics"] as const,
  account: ["/api/account"] as const,
  profile: ["/api/company/profile"] as const,
  serviceAreas: ["/api/service-areas"] as const,
  calculatorSettings: ["/api/calculator-settings"] as const,
  calculatorServices: ["/api/calculator-settings/services"] as const,
  clients: ["/api/clients"] as const,
  tasks: ["/api/tasks"] as const,
  quotes: ["/api/quotes"] as const,
  quoteSettings: ["/api/company/quote-settings"] as const,
  invoices: ["/api/invoices"] as const,
  invoiceSettings: ["/api/company/invoice-settings"] as const,
  webhooks: ["/api/webhooks"] as const,
  starterTemplates: ["/api/marketplace/starters"] as const,
  communityTemplates: ["/api/marketplace/community"] as const,
  billing: ["/api/billing"] as const,
  billingDetails: ["/api/billing/details"] as const,
  textsUnread: ["/api/texts/unread"] as const,
  textSettings: ["/api/company/text-settings"] as const,
  /** The company's members (docs/team.md), and the companies the signed-in user belongs to. */
  teamMembers: ["/api/team/members"] as const,
  myCompanies: ["/api/account/companies"] as const,
  // The prefixes above invalidate every list of their kind; these name one list or record.
  quoteList: (filter: { status?: string; q?: string; assigned?: "me" }) =>
    [...queryKeys.quotes, filter] as const,
  starterTemplate: (id: string) => [`/api/marketplace/starters/${encodeURIComponent(id)}`] as const,
  communityTemplate: (id: string) =>
    [`/api/marketplace/community/${encodeURIComponent(id)}`] as const,
  estimate: (id: string) => [`/api/estimates/${encodeURIComponent(id)}`] as const,
  quote: (id: string) => [`/api/quotes/${encodeURIComponent(id)}`] as const,
  invoiceList: (filter: { status?: string; q?: string }) =>
    [...queryKeys.invoices, filter] as const,
  invoice: (id: string) => [`/api/invoices/${encodeURIComponent(id)}`] as const,
  /** A quote's invoices and what is invoiced, paid and remaining. */
  quoteInvoicing: (id: string) => [`/api/quotes/${encodeURIComponent(id)}/invoicing`] as const,
  /** A search's first page (`pages`: the clients page's list, read page by page). */
  clientList: (filter: { q?: string; pages?: true }) => [...queryKeys.clients, filter] as const,
  client: (id: string) => [`/api/clients/${encodeURIComponent(id)}`] as const,
  /** The text conversation on one client, quote or request (GET /api/texts). */
  conversation: (target: { clientId: string } | { quoteId: string } | { requestId: string }) => {
    const [[name, id]] = Object.entries(target);
    return [`/api/texts?${name}=${encodeURIComponent(id)}`] as const;
  },
  clientProperties: (id: string) => [`/api/clients/${encodeURIComponent(id)}/properties`] as const,
  quoteProperty: (id: string) => [`/api/quotes/${encodeURIComponent(id)}/property`] as const,
  quotePhotos: (id: string) => [`/api/quotes/${encodeURIComponent(id)}/photos`] as const,
  webhookDeliveries: (id: string) =>
    [`/api/webhooks/${encodeURIComponent(id)}/deliveries`] as const,
  taskList: (filter: {
    due?: "today" | "open";
    clientId?: string;
    estimateRequestId?: string;
    quoteId?: string;
  }) => [...queryKeys.tasks, filter] as const,
  /** The schedule (docs/jobs.md): visits of a range (the prefix: every range), unscheduled jobs. */
  visits: ["/api/visits"] as const,
  visitRange: (filter: { from: string; to: string; userId?: string }) =>
    [...queryKeys.visits, filter] as const,
  unscheduledJobs: ["/api/jobs", { status: "unscheduled" }] as const,
};
