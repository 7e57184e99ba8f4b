import "server-only";
import { prisma } from "@/lib/db";
import { addDays, todayIn, zoneOrUtc } from "@/lib/dates";
import { OPEN_INVOICE_STATUSES } from "@/lib/invoices/format";
import { sqlDatabase } from "@/lib/db/sql";
import { SqlParams } from "@/lib/db/statements";

/**
 * The dashboard home's money (docs/invoices.md "Money on the dashboard"): what open invoices
 * (OPEN_INVOICE_STATUSES) still owe, aged by days past due, and the money received this
 * calendar month. Days are the company's (Company.timeZone); money is integer cents, summed
 * exactly in SQL.
 */

export type AgingBucketKey = "current" | "1-30" | "31-60" | "61-90" | "90+";

export type AgingBucket = {
  key: AgingBucketKey;
  label: string;
  /** The invoice list's filter that shows these invoices (current: unpaid; else overdue). */
  status: "unpaid" | "overdue";
  count: number;
  cents: number;
};

export type MoneyOverview = {
  /** Today in the company's time zone (YYYY-MM-DD), and that zone. */
  today: string;
  timeZone: string;
  /** The balance of every open invoice (sent, viewed, partially paid). */
  owed: { count: number; cents: number };
  buckets: AgingBucket[];
  /** From the 1st of this month to its end, in the company's days (payment dates). */
  receivedThisMonth: {
    from: string;
    to: string;
    cents: number;
    /** Payments on invoices less refunds. */
    invoicePaymentsCents: number;
    /** Deposits paid on quotes. */
    depositsCents: number;
  };
};

/** Days past due: 0 or less is current (due today or later). */
export const AGING_BUCKETS: { key: AgingBucketKey; label: string; maxDays: number | null }[] = [
  { key: "current", label: "Current (not yet due)", maxDays: 0 },
  { key: "1-30", label: "1–30 days past due", maxDays: 30 },
  { key: "31-60", label: "31–60 days past due", maxDays: 60 },
  { key: "61-90", label: "61–90 days past due", maxDays: 90 },
  { key: "90+", label: "Over 90 days past due", maxDays: null },
];

/** The last day of the month of `day` (YYYY-MM-DD). */
function monthEnd(day: string) {
  const [year, month] = day.split("-").map(Number);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${day.slice(0, 7)}-${String(last).padStart(2, "0")}`;
}

export async function getMoneyOverview(
  companyId: string,
  now = new Date(),
): Promise<MoneyOverview> {
  const company = await prisma.company.findUniqueOrThrow({
    where: { id: companyId },
    select: { timeZone: true },
  });
  const timeZone = zoneOrUtc(company.timeZone);
  const today = todayIn(timeZone, now);
  const from = `${today.slice(0, 7)}-01`;
  const to = monthEnd(today);
  // Each bucket but the last is a range of due dates ending today - its maxDays; the last is
  // everything older: what is owed in all less the other buckets.
  const dated = AGING_BUCKETS.flatMap((bucket, index) =>
    bucket.maxDays === null
      ? []
      : [
          {
            key: bucket.key,
            from: addDays(today, -bucket.maxDays),
            before: index === 0 ? null : addDays(today, -(AGING_BUCKETS[index - 1].maxDays ?? 0)),
          },
        ],
  );
  const oldest = dated[dated.length - 1].from;
  const p = new SqlParams();
  const companyParam = p.add(companyId, "text");
  const open = OPEN_INVOICE_STATUSES.map((status) => p.add(status, '"InvoiceStatus"')).join(", ");
  const inRange = (range: (typeof dated)[number]) =>
    range.before === null
      ? `"dueDate" >= ${p.add(range.from, "date")}`
      : `"dueDate" >= ${p.add(range.from, "date")} AND "dueDate" < ${p.add(range.before, "date")}`;
  const agedSql = `SELECT
      (SELECT COALESCE(sum("count"), 0)::int FROM "InvoiceStatusSums"
        WHERE "companyId" = ${companyParam} AND "status" IN (${open})) AS "owedCount",
      (SELECT (COALESCE(sum("balance"), 0) * 100)::bigint FROM "InvoiceStatusSums"
        WHERE "companyId" = ${companyParam} AND "status" IN (${open})) AS "owedCents",
      ${dated
        .map((range) => {
          const where = inRange(range);
          return `COALESCE(sum("count") FILTER (WHERE ${where}), 0)::int AS "${range.key}Count",
            (COALESCE(sum("balance") FILTER (WHERE ${where}), 0) * 100)::bigint
              AS "${range.key}Cents"`;
        })
        .join(",\n")}
    FROM "InvoiceOpenDueSums"
    WHERE "companyId" = ${companyParam} AND "dueDate" >= ${p.add(oldest, "date")}`;
  const [[aged], [received]] = await Promise.all([
    // From the sums the invoice triggers keep (migration 20261128170000), in one statement (one
    // snapshot): what the open statuses owe in all, and the due dates of the last 90 days and
    // later one row each; the older ones are never read (docs/scaling.md "What grows").
    sqlDatabase.query<Record<string, number | string>>(agedSql, p.values),
    prisma.$queryRaw<{ invoicePayments: bigint; deposits: bigint }[]>`
      SELECT
        (SELECT (COALESCE(sum("amount"), 0) * 100)::bigint FROM "InvoicePayment"
          WHERE "companyId" = ${companyId}
            AND "paidOn" >= ${from}::date AND "paidOn" <= ${to}::date) AS "invoicePayments",
        (SELECT (COALESCE(sum("amount"), 0) * 100)::bigint FROM "QuotePayment"
          WHERE "companyId" = ${companyId}
            AND "paidOn" >= ${from}::date AND "paidOn" <= ${to}::date) AS "deposits"`,
  ]);
  const datedCount = (key: string) => Number(aged[`${key}Count`]);
  const datedCents = (key: string) => Number(aged[`${key}Cents`]);
  const owedCount = Number(aged.owedCount);
  const owedCents = Number(aged.owedCents);
  const buckets = AGING_BUCKETS.map(({ key, label, maxDays }): AgingBucket => ({
    key,
    label,
    status: key === "current" ? "unpaid" : "overdue",
    count:
      maxDays !== null
        ? datedCount(key)
        : owedCount - dated.reduce((sum, range) => sum + datedCount(range.key), 0),
    cents:
      maxDays !== null
        ? datedCents(key)
        : owedCents - dated.reduce((sum, range) => sum + datedCents(range.key), 0),
  }));
  const invoicePaymentsCents = Number(received.invoicePayments);
  const depositsCents = Number(received.deposits);
  return {
    today,
    timeZone,
    owed: {
      count: buckets.reduce((sum, bucket) => sum + bucket.count, 0),
      cents: buckets.reduce((sum, bucket) => sum + bucket.cents, 0),
    },
    buckets,
    receivedThisMonth: {
      from,
      to,
      cents: invoicePaymentsCents + depositsCents,
      invoicePaymentsCents,
      depositsCents,
    },
  };
}
