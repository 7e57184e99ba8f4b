import { z } from "zod";
import { $Enums } from "@prisma/client";
import { getServerEnv } from "@/lib/env";
import { SqlParams, sqlExecutor, type SqlDb } from "@/lib/db/statements";
import { invoiceDisplayNumber, quoteDisplayNumber } from "@/lib/format";
import { FEE_TYPES, UNIT_TYPES } from "@/lib/pricing";
import {
  daySchema,
  daySql,
  decimalSchema,
  decimalSql,
  isoSql,
  listSql,
  moneySchema,
  moneySql,
  timestampSchema,
  toListPage,
  type ListQuery,
  readRowById,
} from "./common";
import { serviceAddressResourceSchema } from "./estimate-request";
import { quoteClientSchema, requiredLinkSecret } from "./quote";
import { deriveInvoiceToken, invoicePath } from "./quote-link";

export const INVOICE_STATUSES = Object.values($Enums.InvoiceStatus) as [
  $Enums.InvoiceStatus,
  ...$Enums.InvoiceStatus[],
];
export const INVOICE_TERMS = Object.values($Enums.InvoiceTerms) as [
  $Enums.InvoiceTerms,
  ...$Enums.InvoiceTerms[],
];
export const INVOICE_PAYMENT_METHODS = Object.values($Enums.InvoicePaymentMethod) as [
  $Enums.InvoicePaymentMethod,
  ...$Enums.InvoicePaymentMethod[],
];

/** The absolute URL of an invoice's public page, or null while it has no link (never sent). */
export function publicInvoiceUrl(invoice: { id: string; tokenNonce: string | null }) {
  if (!invoice.tokenNonce) return null;
  const secret = requiredLinkSecret();
  const site = getServerEnv().SITE_URL;
  return `${site}${invoicePath(deriveInvoiceToken(secret, invoice.id, invoice.tokenNonce))}`;
}

export const invoiceLineSchema = z
  .object({
    id: z.string(),
    quoteLineId: z
      .string()
      .nullable()
      .meta({ description: "The quote line it bills; null for a line added on the invoice." }),
    serviceId: z.string().nullable(),
    name: z.string(),
    description: z.string().nullable(),
    unitType: z.enum(UNIT_TYPES),
    unitPrice: moneySchema,
    quantity: decimalSchema.meta({ example: "2" }),
    feeName: z.string().nullable(),
    feeType: z.enum(FEE_TYPES).nullable(),
    feeValue: decimalSchema
      .nullable()
      .meta({ description: "Percent for percentage fees, USD for fixed ones." }),
    lineTotal: moneySchema,
  })
  .meta({ id: "InvoiceLine" });

/**
 * An invoice as /api/v1 answers it and invoice.* webhooks carry it (docs/invoices.md): its
 * client, the quote it bills, its totals, the deposit credited, what was paid and the
 * balance, and whether it is overdue (due before today in the company's time zone).
 */
export const invoiceSchema = z
  .object({
    id: z.string(),
    number: z.string().meta({ example: "INV-0012" }),
    revision: z
      .number()
      .int()
      .meta({ description: "Bumped when a sent invoice is edited; the number stays." }),
    status: z.enum(INVOICE_STATUSES),
    overdue: z.boolean().meta({
      description:
        "Sent, viewed or partially paid and due before today in the company's time zone.",
    }),
    title: z.string().nullable(),
    clientId: z.string().nullable(),
    client: quoteClientSchema.nullable(),
    quoteId: z.string().nullable(),
    quoteNumber: z.string().nullable().meta({ example: "Q-0012" }),
    serviceAddress: serviceAddressResourceSchema.nullable(),
    issueDate: daySchema,
    dueDate: daySchema,
    terms: z.enum(INVOICE_TERMS),
    subtotal: moneySchema,
    discountAmount: moneySchema,
    taxAmount: moneySchema,
    total: moneySchema,
    depositApplied: moneySchema.meta({
      description: "The quote's deposit credited on this invoice.",
    }),
    amountPaid: moneySchema.meta({ description: "Payments less refunds." }),
    balance: moneySchema.meta({ description: "total − depositApplied − amountPaid." }),
    notes: z.string().nullable(),
    publicUrl: z
      .string()
      .nullable()
      .meta({ description: "The customer's page; null for an invoice never sent." }),
    sentAt: timestampSchema.nullable(),
    sentTo: z.string().nullable(),
    firstViewedAt: timestampSchema.nullable(),
    paidAt: timestampSchema.nullable(),
    voidedAt: timestampSchema.nullable(),
    voidReason: z.string().nullable(),
    lines: z.array(invoiceLineSchema),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: "Invoice" });

export type InvoiceResource = z.infer<typeof invoiceSchema>;

type InvoiceRow = Omit<InvoiceResource, "number" | "publicUrl" | "quoteNumber"> & {
  number: number;
  tokenNonce: string | null;
  quoteNumber: number | null;
  quoteRevision: number | null;
};

/** Sent, viewed or partially paid, and due before the company's today. */
export const overdueSql = (alias: string, companyAlias: string) =>
  `(${alias}."status" IN ('sent', 'viewed', 'partially_paid')
    AND ${alias}."dueDate" < (now() AT TIME ZONE ${companyAlias}."timeZone")::date)`;

const SELECT = `SELECT i."id", i."number", i."revision", i."status"::text AS "status",
    ${overdueSql("i", "co")} AS "overdue", i."title", i."clientId",
    CASE WHEN c."id" IS NULL THEN NULL ELSE json_build_object('id', c."id", 'name', c."name",
      'email', c."email", 'phone', c."phone") END AS "client",
    i."quoteId", q."number" AS "quoteNumber", q."revision" AS "quoteRevision",
    CASE WHEN pr."id" IS NULL THEN NULL ELSE json_build_object('line1', pr."line1",
      'line2', pr."line2", 'city', pr."city", 'region', pr."region",
      'postalCode', pr."postalCode") END AS "serviceAddress",
    ${daySql('i."issueDate"')} AS "issueDate", ${daySql('i."dueDate"')} AS "dueDate",
    i."terms"::text AS "terms",
    ${moneySql('i."subtotal"')} AS "subtotal", ${moneySql('i."discountAmount"')} AS "discountAmount",
    ${moneySql('i."taxAmount"')} AS "taxAmount", ${moneySql('i."total"')} AS "total",
    ${moneySql('i."depositApplied"')} AS "depositApplied",
    ${moneySql('i."amountPaid"')} AS "amountPaid", ${moneySql('i."balance"')} AS "balance",
    i."notes", i."tokenNonce", ${isoSql('i."sentAt"')} AS "sentAt", i."sentTo",
    ${isoSql('i."firstViewedAt"')} AS "firstViewedAt", ${isoSql('i."paidAt"')} AS "paidAt",
    ${isoSql('i."voidedAt"')} AS "voidedAt", i."voidReason",
    COALESCE((SELECT json_agg(json_build_object('id', l."id", 'quoteLineId', l."quoteLineId",
        'serviceId', l."serviceId", 'name', l."name", 'description', l."description",
        'unitType', l."unitType", 'unitPrice', ${moneySql('l."unitPrice"')},
        'quantity', ${decimalSql('l."quantity"')}, 'feeName', l."feeName", 'feeType', l."feeType",
        'feeValue', ${decimalSql('l."feeValue"')}, 'lineTotal', ${moneySql('l."lineTotal"')})
        ORDER BY l."sortOrder", l."id")
      FROM "InvoiceLine" l WHERE l."invoiceId" = i."id"), '[]'::json) AS "lines",
    ${isoSql('i."createdAt"')} AS "createdAt", ${isoSql('i."updatedAt"')} AS "updatedAt"
  FROM "Invoice" i JOIN "Company" co ON co."id" = i."companyId"
    LEFT JOIN "Client" c ON c."id" = i."clientId"
    LEFT JOIN "Quote" q ON q."id" = i."quoteId"
    LEFT JOIN "Property" pr ON pr."id" = i."propertyId"`;

function toInvoice({ tokenNonce, quoteNumber, quoteRevision, ...row }: InvoiceRow) {
  const invoice: InvoiceResource = {
    ...row,
    number: invoiceDisplayNumber(row.number),
    quoteNumber: quoteNumber === null ? null : quoteDisplayNumber(quoteNumber, quoteRevision ?? 1),
    publicUrl: publicInvoiceUrl({ id: row.id, tokenNonce }),
  };
  // Key order as the schema lists it (a webhook body reads the same every time).
  return Object.fromEntries(
    Object.keys(invoiceSchema.shape).map((key) => [key, invoice[key as keyof InvoiceResource]]),
  ) as InvoiceResource;
}

/**
 * One invoice by id with its lines, in one statement on any executor; with `companyId`, only
 * that company's. Throws a not-found error when there is none.
 */
export async function readInvoice(
  db: SqlDb,
  id: string,
  companyId?: string,
): Promise<InvoiceResource> {
  return toInvoice(await readRowById<InvoiceRow>(db, SELECT, "i", "Invoice", id, companyId));
}

/** A page of the company's invoices, newest first. */
export async function listInvoices(
  db: SqlDb,
  query: ListQuery & { status?: $Enums.InvoiceStatus },
) {
  const p = new SqlParams();
  const extra: string[] = [];
  if (query.status) extra.push(`i."status"::text = ${p.add(query.status, "text")}`);
  const rows = await sqlExecutor(db).query<InvoiceRow>(
    `${SELECT} ${listSql(p, "i", query, extra)}`,
    p.values,
  );
  return toListPage(rows.map(toInvoice), query.limit);
}

/**
 * A payment on an invoice (table InvoicePayment) as /api/v1 answers it and payment.recorded /
 * payment.refunded carry it: the payment (a refund is negative, with the payment it refunds
 * and why) and where its invoice stands after it.
 */
export const invoicePaymentSchema = z
  .object({
    id: z.string(),
    invoiceId: z.string(),
    amount: moneySchema.meta({ description: "Negative for a refund." }),
    method: z.enum(INVOICE_PAYMENT_METHODS),
    reference: z.string().nullable().meta({ description: "Check number, transfer reference." }),
    paidOn: daySchema,
    note: z.string().nullable(),
    refundOfId: z.string().nullable(),
    reason: z.string().nullable().meta({ description: "Why a refund was made." }),
    invoice: z
      .object({
        id: z.string(),
        number: z.string().meta({ example: "INV-0012" }),
        status: z.enum(INVOICE_STATUSES),
        total: moneySchema,
        depositApplied: moneySchema,
        amountPaid: moneySchema,
        balance: moneySchema,
      })
      .meta({ id: "InvoicePaymentInvoice" }),
    createdAt: timestampSchema,
  })
  .meta({ id: "InvoicePayment" });

export type InvoicePaymentResource = z.infer<typeof invoicePaymentSchema>;

type InvoicePaymentRow = Omit<InvoicePaymentResource, "invoice"> & {
  invoice: Omit<InvoicePaymentResource["invoice"], "number"> & { number: number };
};

const PAYMENT_SELECT = `SELECT p."id", p."invoiceId", ${moneySql('p."amount"')} AS "amount",
    p."method"::text AS "method", p."reference", ${daySql('p."paidOn"')} AS "paidOn", p."note",
    p."refundOfId", p."reason",
    json_build_object('id', i."id", 'number', i."number", 'status', i."status",
      'total', ${moneySql('i."total"')}, 'depositApplied', ${moneySql('i."depositApplied"')},
      'amountPaid', ${moneySql('i."amountPaid"')}, 'balance', ${moneySql('i."balance"')}) AS "invoice",
    ${isoSql('p."createdAt"')} AS "createdAt"
  FROM "InvoicePayment" p JOIN "Invoice" i ON i."id" = p."invoiceId"`;

const toInvoicePayment = (row: InvoicePaymentRow): InvoicePaymentResource => ({
  ...row,
  invoice: { ...row.invoice, number: invoiceDisplayNumber(row.invoice.number) },
});

/** One invoice payment by id (any executor; with `companyId`, only that company's). */
export async function readInvoicePayment(
  db: SqlDb,
  id: string,
  companyId?: string,
): Promise<InvoicePaymentResource> {
  const row = await readRowById<InvoicePaymentRow>(
    db,
    PAYMENT_SELECT,
    "p",
    "Payment",
    id,
    companyId,
  );
  return toInvoicePayment(row);
}

/** A page of the company's invoice payments and refunds, newest first. */
export async function listInvoicePayments(db: SqlDb, query: ListQuery & { invoiceId?: string }) {
  const p = new SqlParams();
  const extra: string[] = [];
  if (query.invoiceId) extra.push(`p."invoiceId" = ${p.add(query.invoiceId, "text")}`);
  const rows = await sqlExecutor(db).query<InvoicePaymentRow>(
    `${PAYMENT_SELECT} ${listSql(p, "p", query, extra)}`,
    p.values,
  );
  return toListPage(rows.map(toInvoicePayment), query.limit);
}
