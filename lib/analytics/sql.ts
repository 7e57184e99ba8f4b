/**
 * The analytics statements (docs/analytics.md), built as Prisma.sql fragments so that the
 * app runs them through `$queryRaw` and the bench (bench/analytics.mjs) runs the very same
 * text and values bare with `pg`. Nothing here reads the database or imports server code.
 *
 * Timestamps are stored as UTC `timestamp(3)`; a company-local calendar day `d` starts at
 * `(d::timestamp AT TIME ZONE tz) AT TIME ZONE 'UTC'` (a UTC wall-clock time again), so every
 * filter compares a bare column with a constant and the (companyId, <time>) indexes apply.
 */
import { Prisma } from "@prisma/client";

/** A period: company, IANA zone and local days [from, end) as YYYY-MM-DD (end exclusive). */
export type Period = { companyId: string; timeZone: string; from: string; end: string };

const startOf = (day: string, timeZone: string) =>
  Prisma.sql`((${day}::date::timestamp AT TIME ZONE ${timeZone}) AT TIME ZONE 'UTC')`;

/** `column` within the period, as UTC wall-clock bounds. */
const within = (column: Prisma.Sql, p: Period) =>
  Prisma.sql`${column} >= ${startOf(p.from, p.timeZone)} AND ${column} < ${startOf(p.end, p.timeZone)}`;

/** The week (Monday 00:00, local) of a UTC `timestamp` column in the company's zone. */
const localWeek = (column: Prisma.Sql, timeZone: string) =>
  Prisma.sql`date_trunc('week', (${column} AT TIME ZONE 'UTC') AT TIME ZONE ${timeZone})`;

const cents = (sum: Prisma.Sql) => Prisma.sql`(COALESCE(${sum}, 0) * 100)::bigint`;
const hours = (later: Prisma.Sql, earlier: Prisma.Sql) =>
  Prisma.sql`percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM (${later} - ${earlier})) / 3600.0)`;

/** A follow-up text counts once it left (sent, delivered, read): not skipped, failed or queued. */
const SENT_TEXT = Prisma.sql`('sent', 'delivered', 'read')`;

/** A follow-up text of any revision of quote number `number` sent before `before`. */
const followUpTextBefore = (
  companyId: string,
  number: Prisma.Sql,
  before: Prisma.Sql,
) => Prisma.sql`
    SELECT 1 FROM "Quote" rev
    JOIN "TextMessage" text ON text."quoteId" = rev."id"
    WHERE rev."companyId" = ${companyId} AND rev."number" = ${number}
      AND text."companyId" = ${companyId} AND text."purpose" = 'follow-up'
      AND text."direction" = 'outbound' AND text."status" IN ${SENT_TEXT}
      AND text."createdAt" < ${before}`;

export type FiguresRow = {
  views: number;
  requests: number;
  quotesSent: number;
  sentThenApproved: number;
  quotesApproved: number;
  approvedAfterText: number;
  depositsPaid: number;
  quotedCents: bigint;
  wonCents: bigint;
  depositsCents: bigint;
  medianHoursRequestToSent: number | null;
  medianHoursSentToApproved: number | null;
  quotesScheduled: number;
  quotesCompleted: number;
  quotesInvoiced: number;
  quotesPaid: number;
  medianDaysApprovedToPaid: number | null;
};

/**
 * The funnel of one period. A quote is its number: it is sent when revision 1 is sent
 * (drafts change in place, so revision 1 is always the first one sent) and quoted at the
 * total of its current revision; it is won when a revision is approved. Of the quotes approved
 * in the period, it is scheduled when the job of any revision has a visit (not cancelled),
 * completed when that job is, invoiced when any revision has a live (not void) invoice, and
 * paid when those invoices are all paid, on the last one's paidAt (docs/analytics.md "The
 * funnel").
 */
export function figuresSql(p: Period): Prisma.Sql {
  const c = p.companyId;
  return Prisma.sql`
WITH sent AS (
  SELECT first."sentAt", request."createdAt" AS "requestedAt", latest."total",
         latest."status" = 'approved' AS won
  FROM "Quote" first
  JOIN "Quote" latest ON latest."companyId" = first."companyId"
    AND latest."number" = first."number" AND latest."supersededById" IS NULL
  LEFT JOIN "EstimateRequest" request ON request."id" = first."estimateRequestId"
  WHERE first."companyId" = ${c} AND first."revision" = 1 AND ${within(Prisma.sql`first."sentAt"`, p)}
), approved AS (
  SELECT quote."total", quote."approvedAt", first."sentAt",
         EXISTS (${followUpTextBefore(c, Prisma.sql`quote."number"`, Prisma.sql`quote."approvedAt"`)}) AS "afterText",
         billing."invoiced", billing."invoiced" AND billing."allPaid" AS "paid", billing."paidAt",
         work."scheduled", work."completed"
  FROM "Quote" quote
  LEFT JOIN "Quote" first ON first."companyId" = quote."companyId"
    AND first."number" = quote."number" AND first."revision" = 1
  CROSS JOIN LATERAL (
    SELECT count(*) > 0 AS "invoiced", COALESCE(bool_and(invoice."status" = 'paid'), false) AS "allPaid",
           max(invoice."paidAt") AS "paidAt"
    FROM "Quote" rev
    JOIN "Invoice" invoice ON invoice."quoteId" = rev."id"
    WHERE rev."companyId" = ${c} AND rev."number" = quote."number"
      AND invoice."companyId" = ${c} AND invoice."status" <> 'void'
  ) billing
  CROSS JOIN LATERAL (
    SELECT COALESCE(bool_or(EXISTS (
             SELECT 1 FROM "Visit" visit
             WHERE visit."jobId" = job."id" AND visit."status" <> 'cancelled')), false) AS "scheduled",
           COALESCE(bool_or(job."status" = 'completed'), false) AS "completed"
    FROM "Quote" rev
    JOIN "Job" job ON job."quoteId" = rev."id"
    WHERE rev."companyId" = ${c} AND rev."number" = quote."number" AND job."companyId" = ${c}
  ) work
  WHERE quote."companyId" = ${c} AND ${within(Prisma.sql`quote."approvedAt"`, p)}
), paid AS (
  SELECT count(DISTINCT quote."number")::int AS quotes, ${cents(Prisma.sql`sum(payment."amount")`)} AS amount
  FROM "QuotePayment" payment
  JOIN "Quote" quote ON quote."id" = payment."quoteId"
  WHERE payment."companyId" = ${c}
    AND payment."paidOn" >= ${p.from}::date AND payment."paidOn" < ${p.end}::date
)
SELECT
  (SELECT count(*)::int FROM "CalculatorView" v
    WHERE v."companyId" = ${c} AND ${within(Prisma.sql`v."createdAt"`, p)}) AS "views",
  (SELECT count(*)::int FROM "EstimateRequest" request
    WHERE request."companyId" = ${c} AND NOT request."isSpam"
      AND ${within(Prisma.sql`request."createdAt"`, p)}) AS "requests",
  (SELECT count(*)::int FROM sent) AS "quotesSent",
  (SELECT count(*) FILTER (WHERE won)::int FROM sent) AS "sentThenApproved",
  (SELECT ${cents(Prisma.sql`sum("total")`)} FROM sent) AS "quotedCents",
  (SELECT ${hours(Prisma.sql`"sentAt"`, Prisma.sql`"requestedAt"`)} FROM sent) AS "medianHoursRequestToSent",
  (SELECT count(*)::int FROM approved) AS "quotesApproved",
  (SELECT count(*) FILTER (WHERE "afterText")::int FROM approved) AS "approvedAfterText",
  (SELECT ${cents(Prisma.sql`sum("total")`)} FROM approved) AS "wonCents",
  (SELECT ${hours(Prisma.sql`"approvedAt"`, Prisma.sql`"sentAt"`)} FROM approved) AS "medianHoursSentToApproved",
  (SELECT count(*) FILTER (WHERE "scheduled")::int FROM approved) AS "quotesScheduled",
  (SELECT count(*) FILTER (WHERE "completed")::int FROM approved) AS "quotesCompleted",
  (SELECT count(*) FILTER (WHERE "invoiced")::int FROM approved) AS "quotesInvoiced",
  (SELECT count(*) FILTER (WHERE "paid")::int FROM approved) AS "quotesPaid",
  (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM ("paidAt" - "approvedAt")) / 86400.0)
    FROM approved WHERE "paid") AS "medianDaysApprovedToPaid",
  (SELECT quotes FROM paid) AS "depositsPaid",
  (SELECT amount FROM paid) AS "depositsCents"`;
}

export type TrendRow = {
  weekStart: string;
  views: number;
  requests: number;
  quotesSent: number;
  quotesApproved: number;
};

/** `weeks` local weeks from the week holding `p.from`, counting only rows inside the period. */
export function trendSql(p: Period, weeks: number): Prisma.Sql {
  const c = p.companyId;
  const tz = p.timeZone;
  // One union of four small per-week counts, joined to the weeks once: chained joins of
  // each count would make the planner expect millions of rows (and compile them with JIT).
  return Prisma.sql`
WITH week AS (
  SELECT date_trunc('week', ${p.from}::date::timestamp) + make_interval(weeks => n) AS "start"
  FROM generate_series(0, ${weeks}::int - 1) AS n
), counted AS (
  SELECT ${localWeek(Prisma.sql`"createdAt"`, tz)} AS "start", count(*) AS views,
         0 AS requests, 0 AS sent, 0 AS approved
  FROM "CalculatorView" WHERE "companyId" = ${c} AND ${within(Prisma.sql`"createdAt"`, p)}
  GROUP BY 1
  UNION ALL
  SELECT ${localWeek(Prisma.sql`"createdAt"`, tz)}, 0, count(*), 0, 0
  FROM "EstimateRequest"
  WHERE "companyId" = ${c} AND NOT "isSpam" AND ${within(Prisma.sql`"createdAt"`, p)}
  GROUP BY 1
  UNION ALL
  SELECT ${localWeek(Prisma.sql`"sentAt"`, tz)}, 0, 0, count(*), 0
  FROM "Quote" WHERE "companyId" = ${c} AND "revision" = 1 AND ${within(Prisma.sql`"sentAt"`, p)}
  GROUP BY 1
  UNION ALL
  SELECT ${localWeek(Prisma.sql`"approvedAt"`, tz)}, 0, 0, 0, count(*)
  FROM "Quote" WHERE "companyId" = ${c} AND ${within(Prisma.sql`"approvedAt"`, p)}
  GROUP BY 1
), weekly AS (
  SELECT "start", sum(views)::int AS views, sum(requests)::int AS requests,
         sum(sent)::int AS sent, sum(approved)::int AS approved
  FROM counted GROUP BY "start"
)
SELECT to_char(week."start", 'YYYY-MM-DD') AS "weekStart",
  COALESCE(weekly.views, 0) AS "views", COALESCE(weekly.requests, 0) AS "requests",
  COALESCE(weekly.sent, 0) AS "quotesSent", COALESCE(weekly.approved, 0) AS "quotesApproved"
FROM week
LEFT JOIN weekly ON weekly."start" = week."start"
ORDER BY week."start"`;
}

export type ServiceRow = {
  serviceId: string | null;
  name: string;
  category: string;
  requested: number;
  requestedQuantity: string;
  requestedCents: bigint;
  totalRequestedCents: bigint;
  won: number;
  wonCents: bigint;
  views: number;
};

/** How many services the table lists at most (the most requested, won and added first). */
export const MAX_SERVICE_ROWS = 200;

/**
 * Services requested (request lines of the period's requests), won (selected lines of the
 * quotes approved in the period) and added to a calculator estimate in the period. Lines of
 * no service (custom lines, the service-call fee) are grouped by their name.
 */
export function servicesSql(p: Period): Prisma.Sql {
  const c = p.companyId;
  return Prisma.sql`
WITH requested AS (
  SELECT COALESCE(item."serviceId", 'name:' || item."name") AS "key", item."serviceId",
         max(item."name") AS "name", count(DISTINCT request."id")::int AS "requested",
         sum(item."quantity") AS "quantity", sum(item."lineSubtotal" + item."feeAmount") AS "amount"
  FROM "EstimateRequest" request
  JOIN "EstimateRequestItem" item ON item."estimateRequestId" = request."id"
  WHERE request."companyId" = ${c} AND NOT request."isSpam"
    AND ${within(Prisma.sql`request."createdAt"`, p)}
  GROUP BY 1, 2
), won AS (
  SELECT COALESCE(line."serviceId", 'name:' || line."name") AS "key", line."serviceId",
         max(line."name") AS "name", count(DISTINCT quote."id")::int AS "won",
         sum(line."lineTotal") AS "amount"
  FROM "Quote" quote
  JOIN "QuoteLine" line ON line."quoteId" = quote."id"
  WHERE quote."companyId" = ${c} AND ${within(Prisma.sql`quote."approvedAt"`, p)} AND line."selected"
  GROUP BY 1, 2
), added AS (
  SELECT "serviceId" AS "key", "serviceId", count(*)::int AS "views"
  FROM "CalculatorServiceAdd"
  WHERE "companyId" = ${c} AND ${within(Prisma.sql`"createdAt"`, p)}
  GROUP BY 1, 2
), merged AS (
  SELECT COALESCE(requested."key", won."key", added."key") AS "key",
         COALESCE(requested."serviceId", won."serviceId", added."serviceId") AS "serviceId",
         COALESCE(requested."name", won."name") AS "lineName",
         COALESCE(requested."requested", 0) AS "requested",
         COALESCE(requested."quantity", 0)::numeric(14, 2)::text AS "requestedQuantity",
         ${cents(Prisma.sql`requested."amount"`)} AS "requestedCents",
         COALESCE(won."won", 0) AS "won",
         ${cents(Prisma.sql`won."amount"`)} AS "wonCents",
         COALESCE(added."views", 0) AS "views"
  FROM requested
  FULL JOIN won ON won."key" = requested."key"
  FULL JOIN added ON added."key" = COALESCE(requested."key", won."key")
)
SELECT merged."serviceId", COALESCE(service."name", merged."lineName", 'Removed service') AS "name",
       COALESCE(service."category"::text, 'custom') AS "category",
       merged."requested", merged."requestedQuantity", merged."requestedCents",
       (sum(merged."requestedCents") OVER ())::bigint AS "totalRequestedCents",
       merged."won", merged."wonCents", merged."views"
FROM merged
LEFT JOIN "Service" service ON service."id" = merged."serviceId" AND service."companyId" = ${c}
ORDER BY merged."requested" DESC, merged."won" DESC, merged."views" DESC, 2
LIMIT ${MAX_SERVICE_ROWS}`;
}

export type SourceRow = { source: string; views: number; requests: number };

/** How many sources are listed at most (by views, then requests). */
export const MAX_SOURCE_ROWS = 100;

/** Views and requests per source: "direct", an embedding host, or "embed" (host unknown). */
export function sourcesSql(p: Period): Prisma.Sql {
  const c = p.companyId;
  return Prisma.sql`
SELECT "source", sum("views")::int AS "views", sum("requests")::int AS "requests"
FROM (
  SELECT COALESCE("host", "source") AS "source", count(*) AS "views", 0 AS "requests"
  FROM "CalculatorView" WHERE "companyId" = ${c} AND ${within(Prisma.sql`"createdAt"`, p)}
  GROUP BY 1
  UNION ALL
  SELECT COALESCE("sourceHost", "source"), 0, count(*)
  FROM "EstimateRequest"
  WHERE "companyId" = ${c} AND NOT "isSpam" AND ${within(Prisma.sql`"createdAt"`, p)}
  GROUP BY 1
) AS counted
GROUP BY "source"
ORDER BY 2 DESC, 3 DESC, 1
LIMIT ${MAX_SOURCE_ROWS}`;
}

export type FollowUpRow = {
  quotesSent: number;
  followedUp: number;
  followedUpByText: number;
  followedUpByMail: number;
  approved: number;
  approvedAfterFollowUp: number;
  approvedAfterText: number;
  approvedAfterMail: number;
};

/**
 * The follow-up report (docs/analytics.md "Follow-ups"): of the quote numbers first sent in the
 * period, those followed up (a reminder mail: a `reminder_sent` timeline row of channel mail; a
 * follow-up text: a `TextMessage` of purpose follow-up that left), by channel, and those
 * approved (by now) after a follow-up of each channel.
 */
export function followUpsSql(p: Period): Prisma.Sql {
  const c = p.companyId;
  return Prisma.sql`
WITH sent AS (
  SELECT first."number", latest."status" = 'approved' AS won, latest."approvedAt"
  FROM "Quote" first
  JOIN "Quote" latest ON latest."companyId" = first."companyId"
    AND latest."number" = first."number" AND latest."supersededById" IS NULL
  WHERE first."companyId" = ${c} AND first."revision" = 1 AND ${within(Prisma.sql`first."sentAt"`, p)}
), steps AS (
  SELECT sent."number", 'mail' AS channel, event."createdAt" AS "at"
  FROM sent
  JOIN "Quote" rev ON rev."companyId" = ${c} AND rev."number" = sent."number"
  JOIN "QuoteEvent" event ON event."quoteId" = rev."id"
  WHERE event."type" = 'reminder_sent' AND COALESCE(event."data"->>'channel', 'mail') = 'mail'
  UNION ALL
  SELECT sent."number", 'text', text."createdAt"
  FROM sent
  JOIN "Quote" rev ON rev."companyId" = ${c} AND rev."number" = sent."number"
  JOIN "TextMessage" text ON text."quoteId" = rev."id"
  WHERE text."companyId" = ${c} AND text."purpose" = 'follow-up'
    AND text."direction" = 'outbound' AND text."status" IN ${SENT_TEXT}
), per AS (
  SELECT sent."number", sent.won,
    COALESCE(bool_or(steps.channel = 'mail'), false) AS mail,
    COALESCE(bool_or(steps.channel = 'text'), false) AS text,
    COALESCE(bool_or(steps.channel = 'mail' AND sent.won AND steps."at" < sent."approvedAt"), false) AS "mailBefore",
    COALESCE(bool_or(steps.channel = 'text' AND sent.won AND steps."at" < sent."approvedAt"), false) AS "textBefore"
  FROM sent
  LEFT JOIN steps ON steps."number" = sent."number"
  GROUP BY sent."number", sent.won
)
SELECT count(*)::int AS "quotesSent",
  count(*) FILTER (WHERE mail OR text)::int AS "followedUp",
  count(*) FILTER (WHERE text)::int AS "followedUpByText",
  count(*) FILTER (WHERE mail)::int AS "followedUpByMail",
  count(*) FILTER (WHERE won)::int AS "approved",
  count(*) FILTER (WHERE "mailBefore" OR "textBefore")::int AS "approvedAfterFollowUp",
  count(*) FILTER (WHERE "textBefore")::int AS "approvedAfterText",
  count(*) FILTER (WHERE "mailBefore")::int AS "approvedAfterMail"
FROM per`;
}
