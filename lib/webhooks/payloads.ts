import type { Prisma } from "@prisma/client";
import { toMoneyString } from "@/lib/pricing";
import { quoteDisplayNumber } from "@/lib/format";
import { sqlExecutor, type SqlDb } from "@/lib/db/statements";

/**
 * The `data` of each event (docs/webhooks.md, "Payloads"), read in the transaction of the
 * write and only when an endpoint subscribes (emitEvent calls these lazily). Money is a
 * decimal string in dollars ("1250.00"), times are ISO 8601. Only the company's own rows.
 */
type Tx = Prisma.TransactionClient;
const money = (value: Prisma.Decimal | null) => (value == null ? null : toMoneyString(value));
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A timestamp(3) column as Date.prototype.toISOString() writes it (the columns hold UTC). */
const isoSql = (column: string) => `to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

type RequestRow = {
  id: string;
  status: string;
  clientId: string | null;
  customer: { name: string; email: string; phone: string | null; zip: string | null };
  outsideServiceArea: boolean;
  subtotal: string;
  taxAmount: string;
  totalAmount: string;
  totalMinutes: number;
  items: {
    serviceId: string | null;
    name: string;
    unitType: string;
    quantity: string;
    unitPrice: string;
    lineSubtotal: string;
    feeName: string | null;
    feeAmount: string;
    minutes: number;
  }[];
  createdAt: string;
};

/**
 * One statement through any executor (the estimate request's transaction is plain SQL:
 * docs/performance.md). Money columns as text, a quantity without trailing zeros (as a
 * Decimal prints it), items in id order.
 */
export async function estimateRequestPayload(db: SqlDb, id: string) {
  const rows = await sqlExecutor(db).query<RequestRow>(
    `SELECT r."id", r."status"::text AS "status", r."clientId",
      json_build_object('name', r."customerName", 'email', r."customerEmail",
        'phone', r."customerPhone", 'zip', r."customerZip") AS "customer",
      r."outsideServiceArea", r."subtotal"::text AS "subtotal", r."taxAmount"::text AS "taxAmount",
      r."totalAmount"::text AS "totalAmount", r."totalTime" AS "totalMinutes",
      COALESCE((SELECT json_agg(json_build_object('serviceId', i."serviceId", 'name', i."name",
          'unitType', i."unitType", 'quantity', trim_scale(i."quantity")::text,
          'unitPrice', i."unitPrice"::text, 'lineSubtotal', i."lineSubtotal"::text,
          'feeName', i."feeName", 'feeAmount', i."feeAmount"::text, 'minutes', i."time")
          ORDER BY i."id")
        FROM "EstimateRequestItem" i WHERE i."estimateRequestId" = r."id"), '[]'::json) AS "items",
      ${isoSql('r."createdAt"')} AS "createdAt"
    FROM "EstimateRequest" r WHERE r."id" = $1::text`,
    [id],
  );
  const row = rows[0];
  if (!row) throw new Error(`Estimate request ${id} not found.`);
  return {
    id: row.id,
    status: row.status,
    clientId: row.clientId,
    customer: row.customer,
    outsideServiceArea: row.outsideServiceArea,
    subtotal: toMoneyString(row.subtotal),
    taxAmount: toMoneyString(row.taxAmount),
    totalAmount: toMoneyString(row.totalAmount),
    totalMinutes: row.totalMinutes,
    items: row.items.map((item) => ({
      ...item,
      unitPrice: toMoneyString(item.unitPrice),
      lineSubtotal: toMoneyString(item.lineSubtotal),
      feeAmount: toMoneyString(item.feeAmount),
    })),
    createdAt: row.createdAt,
  };
}

export async function quotePayload(tx: Tx, id: string) {
  const quote = await tx.quote.findUniqueOrThrow({
    where: { id },
    omit: { signatureImage: true },
    include: { client: { select: { id: true, name: true, email: true, phone: true } } },
  });
  return {
    id: quote.id,
    number: quoteDisplayNumber(quote.number, quote.revision),
    revision: quote.revision,
    status: quote.status,
    title: quote.title,
    client: quote.client,
    estimateRequestId: quote.estimateRequestId,
    subtotal: money(quote.subtotal),
    discountAmount: money(quote.discountAmount),
    taxAmount: money(quote.taxAmount),
    total: money(quote.total),
    depositAmount: money(quote.depositAmount),
    expiresAt: iso(quote.expiresAt),
    sentAt: iso(quote.sentAt),
    sentTo: quote.sentTo,
    firstViewedAt: iso(quote.firstViewedAt),
    approvedAt: iso(quote.approvedAt),
    signerName: quote.signerName,
    declinedAt: iso(quote.declinedAt),
    declineReason: quote.declineReason,
  };
}

export async function depositPayload(tx: Tx, paymentId: string) {
  const payment = await tx.quotePayment.findUniqueOrThrow({
    where: { id: paymentId },
    include: {
      quote: {
        select: { id: true, number: true, revision: true, total: true, depositAmount: true },
      },
    },
  });
  const paid = await tx.quotePayment.aggregate({
    where: { quoteId: payment.quoteId },
    _sum: { amount: true },
  });
  return {
    id: payment.id,
    amount: money(payment.amount),
    method: payment.method,
    paidOn: payment.paidOn.toISOString().slice(0, 10),
    note: payment.note,
    quote: {
      id: payment.quote.id,
      number: quoteDisplayNumber(payment.quote.number, payment.quote.revision),
      total: money(payment.quote.total),
      depositAmount: money(payment.quote.depositAmount),
      paidTotal: money(paid._sum.amount),
    },
    createdAt: payment.createdAt.toISOString(),
  };
}

export async function clientPayload(db: SqlDb, id: string) {
  const rows = await sqlExecutor(db).query<Record<string, string | null>>(
    `SELECT "id", "name", "email", "phone", "address", ${isoSql('"createdAt"')} AS "createdAt"
     FROM "Client" WHERE "id" = $1::text`,
    [id],
  );
  if (!rows[0]) throw new Error(`Client ${id} not found.`);
  const { name, email, phone, address, createdAt } = rows[0];
  return { id, name, email, phone, address, createdAt };
}

export type ServiceChange = "created" | "updated" | "deleted";

export async function servicePayload(tx: Tx, id: string, action: ServiceChange) {
  const service = await tx.service.findUniqueOrThrow({ where: { id } });
  return {
    action,
    service: {
      id: service.id,
      name: service.name,
      description: service.description,
      category: service.category,
      basePrice: money(service.basePrice),
      unitType: service.unitType,
      estimatedMinutes: service.estimatedTime,
      isActive: service.isActive,
      laborRateId: service.laborRateId,
      serviceFeeId: service.serviceFeeId,
      updatedAt: service.updatedAt.toISOString(),
    },
  };
}
