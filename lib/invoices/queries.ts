import "server-only";
import type { InvoiceStatus, Prisma } from "@prisma/client";
import { notFound } from "@/lib/errors";
import { companyToday } from "@/lib/companies/today";
import { prisma } from "@/lib/db";
import { keysetPage } from "@/lib/db/keyset";
import type { SqlParams } from "@/lib/db/statements";
import {
  inOrderOf,
  searchDocumentIds,
  selectIds,
  sumDocumentMatches,
  type DocumentSearch,
} from "@/lib/search/documents";
import { invoiceDisplayNumber } from "@/lib/format";
import { centsToDecimalString, toCents } from "@/lib/pricing";
import type { InvoiceQuoteContext } from "@/lib/pricing/invoice";
import { readInvoice, type InvoiceResource } from "@/lib/resources";
import type { InvoiceListFilter } from "@/lib/validation/invoice";
import { OPEN_INVOICE_STATUSES, shownInvoiceStatus } from "./format";
import { readQuoteBilling } from "./quote-context";

type Db = Prisma.TransactionClient | typeof prisma;

export const INVOICE_PAGE_SIZE = 25;
const MAX_EVENTS = 200;

/** The company's invoice or 404: another company's id is never found. */
export async function findInvoiceOrThrow(companyId: string, id: string, db: Db = prisma) {
  const invoice = await db.invoice.findFirst({ where: { id, companyId } });
  if (!invoice) throw notFound("Invoice not found.");
  return invoice;
}

export type InvoicePaymentDto = {
  id: string;
  amount: string;
  method: string;
  reference: string | null;
  paidOn: string;
  note: string | null;
  refundOfId: string | null;
  reason: string | null;
  /** What is left to refund of a payment (0 for refunds). */
  refundableAmount: string;
  online: boolean;
  createdAt: string;
};

export type InvoiceEventDto = {
  id: string;
  type: string;
  actor: string;
  detail: string | null;
  createdAt: string;
};

/** The invoice as the owner's dashboard reads it: the public shape and what the editor needs. */
export type InvoiceDto = InvoiceResource & {
  shownStatus: InvoiceStatus | "overdue";
  propertyId: string | null;
  discount: { type: "percentage" | "fixed"; value: string } | null;
  taxRate: string;
  remindersEnabled: boolean;
  /** Days whose reminder is dealt with: mailed, or skipped (before sending, after downtime). */
  remindersSent: number[];
  /** Of those, the days whose reminder mail went out (the timeline's reminder rows). */
  remindersMailed: number[];
  /** The company's reminder days (offsets from the due date), for the schedule shown. */
  reminderDays: number[];
  payments: InvoicePaymentDto[];
  events: InvoiceEventDto[];
  /** For the editor's totals (docs/pricing.md I3-I7): null for an invoice of no quote. */
  quoteContext: InvoiceQuoteContext | null;
  today: string;
};

export async function getInvoice(companyId: string, id: string): Promise<InvoiceDto> {
  const row = await findInvoiceOrThrow(companyId, id);
  const [resource, payments, events, company, today, quoteContext, mailed] = await Promise.all([
    readInvoice(prisma, id, companyId),
    prisma.invoicePayment.findMany({
      where: { invoiceId: id, companyId },
      orderBy: [{ paidOn: "asc" }, { createdAt: "asc" }],
    }),
    prisma.invoiceEvent.findMany({
      where: { invoiceId: id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: MAX_EVENTS,
    }),
    prisma.company.findUniqueOrThrow({
      where: { id: companyId },
      select: { invoiceReminderDays: true },
    }),
    companyToday(companyId),
    row.quoteId ? readQuoteBilling(prisma, companyId, row.quoteId, id) : null,
    prisma.invoiceEvent.findMany({
      where: { invoiceId: id, type: "reminder_sent" },
      select: { data: true },
    }),
  ]);
  const refunded = new Map<string, number>();
  for (const payment of payments)
    if (payment.refundOfId)
      refunded.set(
        payment.refundOfId,
        (refunded.get(payment.refundOfId) ?? 0) - toCents(payment.amount),
      );
  return {
    ...resource,
    shownStatus: shownInvoiceStatus(resource, today),
    propertyId: row.propertyId,
    discount:
      row.discountType && row.discountValue !== null
        ? { type: row.discountType, value: row.discountValue.toString() }
        : null,
    taxRate: row.taxRate.toString(),
    remindersEnabled: row.remindersEnabled,
    remindersSent: row.remindersSent,
    remindersMailed: mailed
      .map((event) => (event.data as { day?: unknown } | null)?.day)
      .filter((day): day is number => typeof day === "number"),
    reminderDays: company.invoiceReminderDays,
    payments: payments.map((payment) => {
      const cents = toCents(payment.amount);
      const left = cents > 0 ? cents - (refunded.get(payment.id) ?? 0) : 0;
      return {
        id: payment.id,
        amount: payment.amount.toFixed(2),
        method: payment.method,
        reference: payment.reference,
        paidOn: payment.paidOn.toISOString().slice(0, 10),
        note: payment.note,
        refundOfId: payment.refundOfId,
        reason: payment.reason,
        refundableAmount: centsToDecimalString(left),
        online: payment.stripeEventId !== null,
        createdAt: payment.createdAt.toISOString(),
      };
    }),
    events: events.reverse().map((event) => ({
      id: event.id,
      type: event.type,
      actor: event.actor,
      detail: event.detail,
      createdAt: event.createdAt.toISOString(),
    })),
    quoteContext: quoteContext?.context ?? null,
    today,
  };
}

export type InvoiceListItem = {
  id: string;
  number: string;
  status: InvoiceStatus;
  shownStatus: InvoiceStatus | "overdue";
  title: string | null;
  client: { id: string; name: string } | null;
  issueDate: string;
  dueDate: string;
  total: string;
  balance: string;
};

export type InvoiceListDto = {
  invoices: InvoiceListItem[];
  /** The id to pass as `cursor` for the next page; null on the last one. */
  nextCursor: string | null;
  /**
   * Sums over every invoice the filter matches (not only this page), on the first page only:
   * a later page answers null (the sums are the first page's).
   */
  sums: { count: number; total: string; balance: string } | null;
};

/** "INV-0012", "inv12", "12" → 12 (a search by number). */
function numberIn(q: string) {
  const match = /^(?:inv-?)?0*(\d{1,9})$/i.exec(q.trim());
  return match ? Number(match[1]) : null;
}

/**
 * The count, total and balance of every invoice a status filter keeps (`statuses`, null for
 * all; with `dueBefore`, the open ones due before that day: "overdue"), from the sums the
 * triggers of migration 20261128170000 keep: one row a status, or one a due date.
 */
async function filterSums(
  companyId: string,
  statuses: readonly InvoiceStatus[] | null,
  dueBefore: string | null,
): Promise<{ count: number; total: string; balance: string }> {
  const _sum = { count: true, total: true, balance: true } as const;
  const { _sum: sum } = dueBefore
    ? // "overdue" keeps the open statuses, the statuses InvoiceOpenDueSums counts.
      await prisma.invoiceOpenDueSums.aggregate({
        where: { companyId, dueDate: { lt: new Date(`${dueBefore}T00:00:00.000Z`) } },
        _sum,
      })
    : await prisma.invoiceStatusSums.aggregate({
        where: { companyId, ...(statuses ? { status: { in: [...statuses] } } : {}) },
        _sum,
      });
  return {
    count: sum.count ?? 0,
    total: (sum.total ?? 0).toFixed(2),
    balance: (sum.balance ?? 0).toFixed(2),
  };
}

/**
 * The company's invoices, newest number first, with a status filter (the stored statuses,
 * "overdue" and "unpaid": sent, viewed or partially paid), a search by number, title or
 * client, and the sums of what matches. 25 a page from `cursor` (the id of the last invoice
 * seen: a keyset page below its number, lib/db/keyset.ts).
 */
export async function listInvoices(
  companyId: string,
  { status, q, cursor }: Pick<InvoiceListFilter, "status" | "q" | "cursor">,
): Promise<InvoiceListDto> {
  const today = await companyToday(companyId);
  // What the status filter keeps ("overdue": the open invoices due before today).
  const statuses: readonly InvoiceStatus[] | null =
    status === "overdue" || status === "unpaid" ? OPEN_INVOICE_STATUSES : status ? [status] : null;
  const dueBefore = status === "overdue" ? today : null;
  let before: number | null = null;
  if (cursor) {
    const after = await prisma.invoice.findFirst({
      where: { id: cursor, companyId },
      select: { number: true },
    });
    if (!after) return { invoices: [], nextCursor: null, sums: null };
    before = after.number;
  }
  const select = {
    id: true,
    number: true,
    status: true,
    title: true,
    issueDate: true,
    dueDate: true,
    total: true,
    balance: true,
    client: { select: { id: true, name: true } },
  } satisfies Prisma.InvoiceSelect;
  const take = INVOICE_PAGE_SIZE + 1;
  let rows: Prisma.InvoiceGetPayload<{ select: typeof select }>[];
  let sums: { count: number; total: string; balance: string } | null = null;
  // The filter (and the keyset after a cursor) as SQL on alias `d`, for the ways below that
  // read ids first.
  const filterSql = (p: SqlParams, withCursor: boolean) => {
    const conditions: string[] = [];
    if (statuses)
      conditions.push(
        `d."status" IN (${statuses.map((value) => p.add(value, '"InvoiceStatus"')).join(", ")})`,
      );
    if (dueBefore) conditions.push(`d."dueDate" < ${p.add(dueBefore, "date")}`);
    if (withCursor && before !== null) conditions.push(`d."number" < ${p.add(before, "int")}`);
    return conditions;
  };
  if (q) {
    // A search: the matches by their indexes (lib/search/documents.ts), then the rows.
    const search = (withCursor: boolean): DocumentSearch => ({
      table: "Invoice",
      companyId,
      text: q,
      number: numberIn(q),
      clientEmail: true,
      where: (p) => filterSql(p, withCursor),
    });
    const [ids, matched] = await Promise.all([
      searchDocumentIds(search(true), {
        orderColumns: ["number"],
        orderBy: (alias) => `${alias}."number" DESC`,
        limit: take,
      }),
      cursor
        ? null
        : sumDocumentMatches<{ count: number; total: string; balance: string }>(
            search(false),
            ["total", "balance"],
            `count(*)::int AS "count",
             COALESCE(sum(m."total"), 0)::numeric(16, 2)::text AS "total",
             COALESCE(sum(m."balance"), 0)::numeric(16, 2)::text AS "balance"`,
          ),
    ]);
    rows = inOrderOf(
      ids,
      await prisma.invoice.findMany({ where: { id: { in: ids }, companyId }, select }),
    );
    sums = matched;
  } else if (statuses) {
    // A status filter: the page's ids from the (companyId, number) index alone, which carries
    // the status and due date (migration 20261128160000), then the rows. The walk skips the
    // newest invoices the filter leaves out (for "overdue", those not yet due: a few hundred
    // in a busy company) without reading them from the table.
    const [ids, aggregate] = await Promise.all([
      selectIds((p) => {
        const conditions = [`d."companyId" = ${p.add(companyId, "text")}`, ...filterSql(p, true)];
        return `SELECT d."id" FROM "Invoice" d WHERE ${conditions.join(" AND ")}
          ORDER BY d."number" DESC LIMIT ${p.add(take, "int")}`;
      }),
      cursor ? null : filterSums(companyId, statuses, dueBefore),
    ]);
    rows = inOrderOf(
      ids,
      await prisma.invoice.findMany({ where: { id: { in: ids }, companyId }, select }),
    );
    sums = aggregate;
  } else {
    const [page, aggregate] = await Promise.all([
      prisma.invoice.findMany({
        where: before !== null ? { companyId, number: { lt: before } } : { companyId },
        orderBy: [{ number: "desc" }],
        take,
        select,
      }),
      cursor ? null : filterSums(companyId, null, null),
    ]);
    rows = page;
    sums = aggregate;
  }
  const { page, last } = keysetPage(rows, INVOICE_PAGE_SIZE);
  return {
    invoices: page.map((row) => {
      const dueDate = row.dueDate.toISOString().slice(0, 10);
      return {
        id: row.id,
        number: invoiceDisplayNumber(row.number),
        status: row.status,
        shownStatus: shownInvoiceStatus({ status: row.status, dueDate }, today),
        title: row.title,
        client: row.client,
        issueDate: row.issueDate.toISOString().slice(0, 10),
        dueDate,
        total: row.total.toFixed(2),
        balance: row.status === "void" ? "0.00" : row.balance.toFixed(2),
      };
    }),
    nextCursor: last?.id ?? null,
    sums,
  };
}

/**
 * The quote's billing as its page shows it: its invoices, what they bill of it (the quote's
 * part, I3), and what was paid: its deposit payments and the payments on its invoices.
 */
export async function quoteInvoicing(companyId: string, quoteId: string) {
  const quote = await prisma.quote.findFirst({
    where: { id: quoteId, companyId },
    select: { number: true, total: true },
  });
  if (!quote) throw notFound("Quote not found.");
  const [invoices, deposits] = await Promise.all([
    prisma.invoice.findMany({
      where: { companyId, quote: { number: quote.number } },
      orderBy: { number: "asc" },
      select: {
        id: true,
        number: true,
        status: true,
        total: true,
        quotedAmount: true,
        amountPaid: true,
        depositApplied: true,
        balance: true,
      },
    }),
    prisma.quotePayment.aggregate({
      where: { companyId, quote: { number: quote.number } },
      _sum: { amount: true },
    }),
  ]);
  const live = invoices.filter((invoice) => invoice.status !== "void");
  const invoicedCents = live.reduce((sum, invoice) => sum + toCents(invoice.quotedAmount), 0);
  const depositCents = toCents(deposits._sum.amount ?? 0);
  const paidCents =
    depositCents + live.reduce((sum, invoice) => sum + toCents(invoice.amountPaid), 0);
  const totalCents = toCents(quote.total);
  // Owed on the quote: what is not invoiced yet (less deposit money no invoice was credited
  // yet) and the balances of its live invoices, added lines included.
  const creditedCents = live.reduce((sum, invoice) => sum + toCents(invoice.depositApplied), 0);
  const owedCents =
    Math.max(0, totalCents - invoicedCents - Math.max(0, depositCents - creditedCents)) +
    live.reduce((sum, invoice) => sum + Math.max(0, toCents(invoice.balance)), 0);
  return {
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      number: invoiceDisplayNumber(invoice.number),
      status: invoice.status,
      total: invoice.total.toFixed(2),
      balance: invoice.balance.toFixed(2),
    })),
    invoiced: centsToDecimalString(invoicedCents),
    paid: centsToDecimalString(paidCents),
    /** What is left to invoice of the quote. */
    remainingToInvoice: centsToDecimalString(Math.max(0, totalCents - invoicedCents)),
    /** What is left to be paid of the quote. */
    remainingToPay: centsToDecimalString(owedCents),
    fullyInvoiced: invoicedCents >= totalCents && totalCents > 0,
    fullyPaid: owedCents === 0 && totalCents > 0,
  };
}
