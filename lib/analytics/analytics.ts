import "server-only";
import { zoneOrUtc } from "@/lib/dates";
import { prisma } from "@/lib/db";
import { notFound } from "@/lib/errors";
import type { AnalyticsQuery } from "./range";
import { planAnalytics } from "./plan";
import type { FiguresRow, FollowUpRow, ServiceRow, SourceRow, TrendRow } from "./sql";
import type { Analytics, Figures } from "./types";

const toCents = (value: bigint | number | null) => Number(value ?? 0);
const oneDecimal = (value: number | null) =>
  value === null || !Number.isFinite(Number(value)) ? null : Math.round(Number(value) * 10) / 10;

function toFigures(row: FiguresRow): Figures {
  return {
    views: row.views,
    requests: row.requests,
    quotesSent: row.quotesSent,
    quotesApproved: row.quotesApproved,
    approvedAfterText: row.approvedAfterText,
    depositsPaid: row.depositsPaid,
    quotedCents: toCents(row.quotedCents),
    wonCents: toCents(row.wonCents),
    depositsCents: toCents(row.depositsCents),
    // Of the quotes sent in the period, the share approved since (docs/analytics.md).
    winRate: row.quotesSent > 0 ? row.sentThenApproved / row.quotesSent : null,
    medianHoursRequestToSent: oneDecimal(row.medianHoursRequestToSent),
    medianHoursSentToApproved: oneDecimal(row.medianHoursSentToApproved),
    quotesScheduled: row.quotesScheduled,
    quotesCompleted: row.quotesCompleted,
    quotesInvoiced: row.quotesInvoiced,
    quotesPaid: row.quotesPaid,
    medianDaysApprovedToPaid: oneDecimal(row.medianDaysApprovedToPaid),
  };
}

/**
 * The funnel, trend, services and sources of a company for a range of its local days and
 * the previous period (docs/analytics.md). Every figure is one SQL aggregate.
 */
export async function getAnalytics(
  companyId: string,
  query: AnalyticsQuery,
  now = new Date(),
): Promise<Analytics> {
  const company = await prisma.company.findUnique({
    where: { id: companyId },
    select: { timeZone: true },
  });
  if (!company) throw notFound("Company not found.");
  const timeZone = zoneOrUtc(company.timeZone);
  const { range, statements } = planAnalytics(companyId, timeZone, query, now);
  const [[currentRow], [previousRow], trend, previousTrend, services, sources, [followUps]] =
    await Promise.all([
      prisma.$queryRaw<FiguresRow[]>(statements.current),
      prisma.$queryRaw<FiguresRow[]>(statements.previous),
      prisma.$queryRaw<TrendRow[]>(statements.trend),
      prisma.$queryRaw<TrendRow[]>(statements.previousTrend),
      prisma.$queryRaw<ServiceRow[]>(statements.services),
      prisma.$queryRaw<SourceRow[]>(statements.sources),
      prisma.$queryRaw<FollowUpRow[]>(statements.followUps),
    ]);
  return {
    range,
    current: toFigures(currentRow),
    previous: toFigures(previousRow),
    trend,
    previousTrend,
    services: services.map((row) => {
      const requestedCents = toCents(row.requestedCents);
      const total = toCents(row.totalRequestedCents);
      return {
        serviceId: row.serviceId,
        name: row.name,
        category: row.category,
        requested: row.requested,
        requestedQuantity: row.requestedQuantity,
        requestedCents,
        won: row.won,
        wonCents: toCents(row.wonCents),
        share: total > 0 ? requestedCents / total : 0,
        views: row.views,
      };
    }),
    sources: sources.map((row) => ({
      source: row.source,
      views: row.views,
      requests: row.requests,
      conversion: row.views > 0 ? row.requests / row.views : null,
    })),
    followUps,
  };
}
