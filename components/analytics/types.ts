/**
 * GET /api/dashboard/analytics as the browser reads it (docs/analytics.md). Money fields are
 * integer cents; rates are 0..1; medians are hours with one decimal.
 */
export type Figures = {
  views: number;
  requests: number;
  quotesSent: number;
  quotesApproved: number;
  depositsPaid: number;
  quotedCents: number;
  wonCents: number;
  depositsCents: number;
  winRate: number | null; // approved / sent, 0..1
  medianHoursRequestToSent: number | null; // 1 decimal
  medianHoursSentToApproved: number | null;
};

export type TrendWeek = {
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
  share: number /* of requestedCents, 0..1 */;
  views: number /* see docs/analytics.md */;
};

export type SourceFigures = {
  source: string /* "direct" or an embedding host */;
  views: number;
  requests: number;
  conversion: number | null;
};

export type Analytics = {
  range: { from: string; to: string; previousFrom: string; previousTo: string; timeZone: string };
  current: Figures;
  previous: Figures;
  trend: TrendWeek[];
  previousTrend: TrendWeek[]; // the previous period's weeks, aligned by index
  services: ServiceFigures[];
  sources: SourceFigures[];
};

export type AnalyticsPreset = "7d" | "30d" | "90d" | "year" | "week";
