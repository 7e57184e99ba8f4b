import "server-only";
import { Prisma } from "@prisma/client";
import { prisma } from "@/lib/db";
import { todayIn, zoneOrUtc } from "@/lib/dates";

/**
 * The dashboard home's money (docs/invoices.md "Money on the dashboard"): what open invoices
 * (OPEN_INVOICE_STATUSES) still owe, aged by days past due, and the money received this calendar month. Days are the
 * company's (Company.timeZone); money is integer cents, summed exactly in SQL.
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
  const bucketOf = Prisma.sql`CASE
      ${Prisma.join(
        AGING_BUCKETS.filter((bucket) => bucket.maxDays !== null).map(
          (bucket) =>
            Prisma.sql`WHEN ${today}::date - "dueDate" <= ${bucket.maxDays} THEN ${bucket.key}`,
        ),
        " ",
      )}
      ELSE ${AGING_BUCKETS[AGING_BUCKETS.length - 1].key} END`;
  const [aged, [received]] = await Promise.all([
    // The open invoices' sums by due date, kept by triggers (migration 20261128170000): one
    // row a due date, not one an invoice.
    prisma.$queryRaw<{ bucket: AgingBucketKey; count: number; cents: bigint }[]>`
      SELECT ${bucketOf} AS "bucket", COALESCE(sum("count"), 0)::int AS "count",
             (COALESCE(sum("balance"), 0) * 100)::bigint AS "cents"
      FROM "InvoiceOpenDueSums"
      WHERE "companyId" = ${companyId}
      GROUP BY 1`,
    prisma.$queryRaw<{ invoicePayments: bigint; deposits: bigint }[]>`
      SELECT
        (SELECT (COALESCE(sum("amount"), 0) * 100)::bigint FROM "InvoicePayment"
          WHERE "companyId" = ${companyId}
            AND "paidOn" >= ${from}::date AND "paidOn" <= ${to}::date) AS "invoicePayments",
        (SELECT (COALESCE(sum("amount"), 0) * 100)::bigint FROM "QuotePayment"
          WHERE "companyId" = ${companyId}
            AND "paidOn" >= ${from}::date AND "paidOn" <= ${to}::date) AS "deposits"`,
  ]);
  const buckets = AGING_BUCKETS.map(({ key, label }): AgingBucket => {
    const row = aged.find((entry) => entry.bucket === key);
    return {
      key,
      label,
      status: key === "current" ? "unpaid" : "overdue",
      count: row?.count ?? 0,
      cents: Number(row?.cents ?? 0),
    };
  });
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
