import "server-only";
import type { InvoiceStatus, Prisma } from "@prisma/client";
import { prisma } from "@/lib/db";
import { CSV_BOM, toCsv } from "@/lib/csv/csv";
import { addDays, dayIn, parseDay, startOfDayIn } from "@/lib/dates";
import { toCents } from "@/lib/pricing/money";
import { priceQuote } from "@/lib/quotes/price";
import { PAYMENT_METHOD_LABELS, QUOTE_STATUS_LABELS } from "@/lib/quotes/format";
import { invoiceDisplayNumber, quoteDisplayNumber } from "@/lib/format";
import { formatAddress, type AddressLike } from "@/lib/properties/match";
import {
  depositColumns,
  depositRow,
  salesColumns,
  salesRows,
  type DocLine,
  type LayoutOptions,
  type SalesDoc,
} from "./layouts";
import {
  BANK_STATEMENT_COLUMNS,
  invoiceColumns,
  invoiceDocLines,
  invoiceRows,
  paymentRow,
  type InvoiceDoc,
  type InvoicePaymentRecord,
} from "./invoice-layouts";
import type { ExportDataset, ExportQuery } from "@/lib/validation/export";

/**
 * Accounting exports (docs/accounting-exports.md): CSV files of a company's quotes with
 * their lines, estimate requests with their items, deposits, invoices with their lines or
 * invoice payments, for an inclusive range of
 * days in the company's time zone, in the columns QuickBooks Online or Xero import. Read a page at a time by
 * cursor and written as a stream, so memory stays bounded whatever the range holds; every
 * read is by the session's company id.
 */
export const EXPORT_PAGE_SIZE = 200;

type Page = { take: number; cursor?: { id: string }; skip?: number };

async function* pages<T extends { id: string }>(read: (page: Page) => Promise<T[]>) {
  let cursor: string | undefined;
  for (;;) {
    const page = await read({
      take: EXPORT_PAGE_SIZE,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    });
    if (page.length > 0) yield page;
    if (page.length < EXPORT_PAGE_SIZE) return;
    cursor = page[page.length - 1]!.id;
  }
}

const ADDRESS_SELECT = {
  line1: true,
  line2: true,
  city: true,
  region: true,
  postalCode: true,
} as const;

/** A request's address as the customer typed it (a JSON column), when it has one. */
function typedAddress(value: Prisma.JsonValue | null): AddressLike | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const { line1, line2, city, region, postalCode } = value as Record<string, unknown>;
  const text = (part: unknown) => (typeof part === "string" ? part : "");
  if (!text(line1)) return null;
  return {
    line1: text(line1),
    line2: text(line2) || null,
    city: text(city),
    region: text(region),
    postalCode: text(postalCode),
  };
}

/**
 * The address column: where the work is (the quote's property, else its request's, else the
 * address the request gave), else the client's own address.
 */
function docAddress(
  places: (AddressLike | null | undefined)[],
  clientAddress: string | null | undefined,
) {
  const place = places.find((candidate) => candidate);
  return place ? formatAddress(place) : (clientAddress ?? null);
}

const quoteInclude = {
  lines: { orderBy: [{ sortOrder: "asc" }, { id: "asc" }] },
  client: { select: { name: true, email: true, phone: true, address: true } },
  property: { select: ADDRESS_SELECT },
  estimateRequest: {
    select: {
      customerName: true,
      customerEmail: true,
      customerPhone: true,
      serviceAddress: true,
      property: { select: ADDRESS_SELECT },
    },
  },
} satisfies Prisma.QuoteInclude;
type QuoteRow = Prisma.QuoteGetPayload<{ include: typeof quoteInclude }>;

/** A quote as a sales document: its included lines, each line's fee and the discount as rows of their own. */
export function quoteDoc(quote: QuoteRow, date: Date): SalesDoc {
  const lines: DocLine[] = [];
  // The same arithmetic as every save (docs/pricing.md Q1-Q2): included lines, each fee apart.
  for (const priced of priceQuote(quote).lines) {
    if (!priced.included) continue;
    const line = priced.line.source;
    lines.push({
      item: line.name,
      description: [line.description, line.note].filter(Boolean).join(" "),
      quantity: line.quantity.toString(),
      rateCents: toCents(line.unitPrice),
      amountCents: priced.subtotalCents,
    });
    if (priced.feeCents !== 0)
      lines.push({
        item: line.feeName ?? "Fee",
        description: `Fee on ${line.name}`,
        quantity: "1",
        rateCents: priced.feeCents,
        amountCents: priced.feeCents,
      });
  }
  const discountCents = toCents(quote.discountAmount);
  if (discountCents > 0)
    lines.push({
      item: "Discount",
      description: quote.discountType === "percentage" ? `${quote.discountValue}% off` : "",
      quantity: "1",
      rateCents: -discountCents,
      amountCents: -discountCents,
    });
  const request = quote.estimateRequest;
  return {
    type: "quote",
    number: quoteDisplayNumber(quote.number, quote.revision),
    status: QUOTE_STATUS_LABELS[quote.status],
    date,
    customer: quote.client?.name ?? request?.customerName ?? quote.sentTo ?? "Customer",
    email: quote.client?.email ?? request?.customerEmail ?? quote.sentTo ?? null,
    phone: quote.client?.phone ?? request?.customerPhone ?? null,
    address: docAddress(
      [quote.property, request?.property, typedAddress(request?.serviceAddress ?? null)],
      quote.client?.address,
    ),
    reference: quote.title ?? "",
    lines,
    subtotalCents: toCents(quote.subtotal),
    discountCents,
    taxRate: quote.taxRate.toString(),
    taxCents: toCents(quote.taxAmount),
    totalCents: toCents(quote.total),
    depositCents: toCents(quote.depositAmount),
  };
}

const requestInclude = {
  items: { orderBy: { id: "asc" } },
  client: { select: { address: true } },
  property: { select: ADDRESS_SELECT },
} satisfies Prisma.EstimateRequestInclude;
type RequestRow = Prisma.EstimateRequestGetPayload<{ include: typeof requestInclude }>;

/** A request's short reference: the end of its id (ids are random), e.g. "REQ-K3X9QZ2M1A". */
export const requestNumber = (id: string) => `REQ-${id.slice(-10).toUpperCase()}`;

const REQUEST_STATUS: Record<string, string> = {
  new: "New",
  contacted: "Contacted",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
};

/** A request as a sales document: its items, their fees and the service-call fee as rows. */
export function requestDoc(request: RequestRow, date: Date): SalesDoc {
  const lines: DocLine[] = [];
  let linesCents = 0;
  for (const item of request.items) {
    const amountCents = toCents(item.lineSubtotal);
    lines.push({
      item: item.name,
      description: "",
      quantity: item.quantity.toString(),
      rateCents: toCents(item.unitPrice),
      amountCents,
    });
    const feeCents = toCents(item.feeAmount);
    if (feeCents !== 0)
      lines.push({
        item: item.feeName ?? "Fee",
        description: `Fee on ${item.name}`,
        quantity: "1",
        rateCents: feeCents,
        amountCents: feeCents,
      });
    linesCents += amountCents + feeCents;
  }
  // docs/pricing.md rule 5: the subtotal holds the service-call fee, once per request.
  const subtotalCents = toCents(request.subtotal);
  const callFeeCents = subtotalCents - linesCents;
  if (callFeeCents !== 0)
    lines.push({
      item: "Service call fee",
      description: "",
      quantity: "1",
      rateCents: callFeeCents,
      amountCents: callFeeCents,
    });
  return {
    type: "request",
    number: requestNumber(request.id),
    status: REQUEST_STATUS[request.status] ?? request.status,
    date,
    customer: request.customerName,
    email: request.customerEmail,
    phone: request.customerPhone,
    address: docAddress(
      [request.property, typedAddress(request.serviceAddress)],
      request.client?.address,
    ),
    reference: request.customerZip ? `ZIP ${request.customerZip}` : "",
    lines,
    subtotalCents,
    discountCents: 0,
    taxRate: null,
    taxCents: toCents(request.taxAmount),
    totalCents: toCents(request.totalAmount),
    depositCents: 0,
  };
}

/** The [start, end) instants of an inclusive range of days in the company's time zone. */
function instantBounds(query: ExportQuery, timeZone: string) {
  const end = addDays(query.to, 1);
  return { gte: startOfDayIn(query.from, timeZone), lt: startOfDayIn(end, timeZone) };
}

/** The same range for a calendar-date column (a payment's day needs no time zone). */
function dateBounds(query: ExportQuery) {
  return { gte: parseDay(query.from)!, lt: parseDay(addDays(query.to, 1))! };
}

async function* quoteDocs(companyId: string, query: ExportQuery, timeZone: string) {
  const range = instantBounds(query, timeZone);
  const approved = query.status === "approved";
  const where: Prisma.QuoteWhereInput = approved
    ? { companyId, status: "approved", approvedAt: range }
    : { companyId, supersededById: null, createdAt: range };
  const orderBy: Prisma.QuoteOrderByWithRelationInput[] = approved
    ? [{ approvedAt: "asc" }, { id: "asc" }]
    : [{ createdAt: "asc" }, { id: "asc" }];
  for await (const page of pages((page) =>
    prisma.quote.findMany({ where, orderBy, include: quoteInclude, ...page }),
  ))
    yield page.map((quote) =>
      quoteDoc(quote, parseDay(dayIn(approved ? quote.approvedAt! : quote.createdAt, timeZone))!),
    );
}

async function* requestDocs(companyId: string, query: ExportQuery, timeZone: string) {
  for await (const page of pages((page) =>
    prisma.estimateRequest.findMany({
      where: { companyId, isSpam: false, createdAt: instantBounds(query, timeZone) },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      include: requestInclude,
      ...page,
    }),
  ))
    yield page.map((request) => requestDoc(request, parseDay(dayIn(request.createdAt, timeZone))!));
}

async function* depositRows(companyId: string, query: ExportQuery) {
  for await (const page of pages((page) =>
    prisma.quotePayment.findMany({
      where: { companyId, paidOn: dateBounds(query) },
      orderBy: [{ paidOn: "asc" }, { id: "asc" }],
      include: {
        quote: {
          select: {
            number: true,
            revision: true,
            sentTo: true,
            client: { select: { name: true } },
            estimateRequest: { select: { customerName: true } },
          },
        },
      },
      ...page,
    }),
  ))
    yield page.map((payment) => ({
      id: payment.id,
      date: payment.paidOn,
      quoteNumber: quoteDisplayNumber(payment.quote.number, payment.quote.revision),
      customer:
        payment.quote.client?.name ??
        payment.quote.estimateRequest?.customerName ??
        payment.quote.sentTo ??
        "Customer",
      method: PAYMENT_METHOD_LABELS[payment.method],
      amountCents: toCents(payment.amount),
      note: payment.note,
    }));
}

const invoiceInclude = {
  lines: { orderBy: [{ sortOrder: "asc" }, { id: "asc" }] },
  client: { select: { name: true, email: true, address: true } },
  property: { select: ADDRESS_SELECT },
} satisfies Prisma.InvoiceInclude;
type InvoiceRow = Prisma.InvoiceGetPayload<{ include: typeof invoiceInclude }>;

/** The invoices the invoice files hold: every issued one; drafts and voided invoices are left out. */
export const EXPORTED_INVOICE_STATUSES = [
  "sent",
  "viewed",
  "partially_paid",
  "paid",
] as const satisfies readonly InvoiceStatus[];

/** An invoice as the files need it: its lines, their fees and the discount as rows. */
export function invoiceDoc(invoice: InvoiceRow): InvoiceDoc {
  return {
    number: invoiceDisplayNumber(invoice.number),
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    terms: invoice.terms,
    customer: invoice.client?.name ?? invoice.sentTo ?? "Customer",
    email: invoice.client?.email ?? invoice.sentTo ?? null,
    address: docAddress([invoice.property], invoice.client?.address),
    reference: invoice.title ?? "",
    lines: invoiceDocLines(invoice.lines, {
      amountCents: toCents(invoice.discountAmount),
      type: invoice.discountType,
      value: invoice.discountValue,
    }),
    taxRate: invoice.taxRate.toString(),
    taxCents: toCents(invoice.taxAmount),
    totalCents: toCents(invoice.total),
    depositCents: toCents(invoice.depositApplied),
  };
}

/** Invoices issued in the range (their issue day is a calendar date, as a payment's). */
async function* invoiceDocs(companyId: string, query: ExportQuery) {
  for await (const page of pages((page) =>
    prisma.invoice.findMany({
      where: {
        companyId,
        status: { in: [...EXPORTED_INVOICE_STATUSES] },
        issueDate: dateBounds(query),
      },
      orderBy: [{ issueDate: "asc" }, { number: "asc" }, { id: "asc" }],
      include: invoiceInclude,
      ...page,
    }),
  ))
    yield page.map(invoiceDoc);
}

/** Payments and refunds (negative) recorded on invoices, paid in the range. */
async function* invoicePayments(companyId: string, query: ExportQuery) {
  for await (const page of pages((page) =>
    prisma.invoicePayment.findMany({
      where: { companyId, paidOn: dateBounds(query) },
      orderBy: [{ paidOn: "asc" }, { id: "asc" }],
      include: {
        invoice: { select: { number: true, sentTo: true, client: { select: { name: true } } } },
      },
      ...page,
    }),
  ))
    yield page.map((payment): InvoicePaymentRecord => ({
      date: payment.paidOn,
      invoiceNumber: invoiceDisplayNumber(payment.invoice.number),
      customer: payment.invoice.client?.name ?? payment.invoice.sentTo ?? "Customer",
      method: payment.method,
      reference: payment.reference,
      amountCents: toCents(payment.amount),
      note: payment.note,
      reason: payment.reason,
    }));
}

/** The file's text, a header and then a piece per page. */
async function* csvChunks(
  companyId: string,
  dataset: ExportDataset,
  query: ExportQuery,
  timeZone: string,
) {
  const options: LayoutOptions = query;
  // The invoice and payment files start with a byte-order mark (Excel then reads UTF-8).
  if (dataset === "invoices") {
    yield CSV_BOM + toCsv([[...invoiceColumns(query.format)]]);
    for await (const page of invoiceDocs(companyId, query)) {
      yield toCsv(page.flatMap((doc) => invoiceRows(query.format, doc, options)));
    }
    return;
  }
  if (dataset === "payments") {
    yield CSV_BOM + toCsv([[...BANK_STATEMENT_COLUMNS]]);
    for await (const page of invoicePayments(companyId, query)) {
      yield toCsv(page.map((payment) => paymentRow(payment, options)));
    }
    return;
  }
  if (dataset === "deposits") {
    yield toCsv([[...depositColumns(query.format)]]);
    for await (const page of depositRows(companyId, query)) {
      yield toCsv(page.map((deposit) => depositRow(query.format, deposit, options)));
    }
    return;
  }
  yield toCsv([[...salesColumns(query.format)]]);
  const docs =
    dataset === "quotes"
      ? quoteDocs(companyId, query, timeZone)
      : requestDocs(companyId, query, timeZone);
  for await (const page of docs) {
    yield toCsv(page.flatMap((doc) => salesRows(query.format, doc, options)));
  }
}

/** The export as a stream of UTF-8 CSV bytes, produced as the client reads it, and its file name. */
export async function accountingExport(
  companyId: string,
  dataset: ExportDataset,
  query: ExportQuery,
) {
  const company = await prisma.company.findUniqueOrThrow({
    where: { id: companyId },
    select: { slug: true, timeZone: true },
  });
  const encoder = new TextEncoder();
  const iterator = csvChunks(companyId, dataset, query, company.timeZone);
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (next.done) controller.close();
        else if (next.value) controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return(undefined);
    },
  });
  const status = dataset === "quotes" && query.status === "all" ? "-all" : "";
  const fileName = `quotecraft-${company.slug}-${dataset}${status}-${query.format}-${query.from}-to-${query.to}.csv`;
  return { stream, fileName };
}
