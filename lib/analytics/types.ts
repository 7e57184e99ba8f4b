/** GET /api/dashboard/analytics (docs/api.md, definitions in docs/analytics.md). Money in integer cents. */
export type Figures = {
  views: number;
  requests: number;
  quotesSent: number;
  quotesApproved: number;
  /** Of the quotes approved in the period, those approved after a follow-up text was sent. */
  approvedAfterText: number;
  depositsPaid: number;
  quotedCents: number;
  wonCents: number;
  depositsCents: number;
  /** Of the quotes sent in the period, the share approved (0..1); null without quotes sent. */
  winRate: number | null;
  /** Hours, one decimal. */
  medianHoursRequestToSent: number | null;
  medianHoursSentToApproved: number | null;
  /** Of the quotes approved in the period, those whose job has a visit (not cancelled) by now. */
  quotesScheduled: number;
  /** Of the quotes approved in the period, those whose job is completed by now. */
  quotesCompleted: number;
  /** Of the quotes approved in the period, those with a live (not void) invoice by now. */
  quotesInvoiced: number;
  /** Of those, the ones whose live invoices are all paid. */
  quotesPaid: number;
  /** Days from approval to the last invoice's payment, over the paid ones; one decimal. */
  medianDaysApprovedToPaid: number | null;
};

export type TrendWeek = {
  /** Monday of the week (YYYY-MM-DD) in the company's time zone. */
  weekStart: string;
  views: number;
  requests: number;
  quotesSent: number;
  quotesApproved: number;
};

export type ServiceFigures = {
  serviceId: string | null;
  name: string;
  category: string;
  requested: number;
  requestedQuantity: string;
  requestedCents: number;
  won: number;
  wonCents: number;
  /** Of the period's requested cents, 0..1. */
  share: number;
  /** Times customers added the service to a calculator estimate (docs/analytics.md). */
  views: number;
};

export type SourceFigures = {
  /** "direct", an embedding page's host, or "embed" when the host is unknown. */
  source: string;
  views: number;
  requests: number;
  conversion: number | null;
};

/** The follow-up report of the quotes first sent in the range (docs/analytics.md). */
export type FollowUpFigures = {
  quotesSent: number;
  followedUp: number;
  followedUpByText: number;
  followedUpByMail: number;
  approved: number;
  approvedAfterFollowUp: number;
  approvedAfterText: number;
  approvedAfterMail: number;
};

export type Analytics = {
  range: { from: string; to: string; previousFrom: string; previousTo: string; timeZone: string };
  current: Figures;
  previous: Figures;
  trend: TrendWeek[];
  previousTrend: TrendWeek[];
  services: ServiceFigures[];
  sources: SourceFigures[];
  followUps: FollowUpFigures;
};
