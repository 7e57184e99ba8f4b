/**
 * GET /api/dashboard/analytics as the browser reads it: the server's own types
 * (docs/analytics.md), imported as types only so no server code reaches the bundle.
 */
export type {
  Analytics,
  Figures,
  ServiceFigures,
  SourceFigures,
  TrendWeek,
} from "@/lib/analytics/types";
export type { AnalyticsPreset } from "@/lib/analytics/range";
