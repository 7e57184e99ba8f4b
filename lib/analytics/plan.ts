/**
 * What one analytics answer runs: the range a query resolves to in the company's time zone
 * and the seven SQL statements (docs/analytics.md). Pure, so that bench/analytics.mjs runs the
 * very statements the route runs.
 */
import { addDays } from "@/lib/dates";
import { resolveRange, weekCount, type AnalyticsQuery } from "./range";
import { figuresSql, followUpsSql, servicesSql, sourcesSql, trendSql, type Period } from "./sql";

export function planAnalytics(
  companyId: string,
  timeZone: string,
  query: AnalyticsQuery,
  now: Date,
) {
  const range = resolveRange(query, now, timeZone);
  const current: Period = {
    companyId,
    timeZone,
    from: range.from,
    end: addDays(range.to, 1),
  };
  const previous: Period = {
    companyId,
    timeZone,
    from: range.previousFrom,
    end: addDays(range.previousTo, 1),
  };
  const weeks = weekCount(range.from, range.to);
  return {
    range: {
      from: range.from,
      to: range.to,
      previousFrom: range.previousFrom,
      previousTo: range.previousTo,
      timeZone,
    },
    statements: {
      current: figuresSql(current),
      previous: figuresSql(previous),
      trend: trendSql(current, weeks),
      previousTrend: trendSql(previous, weeks),
      services: servicesSql(current),
      sources: sourcesSql(current),
      followUps: followUpsSql(current),
    },
  };
}
