import type { Prisma } from "@prisma/client";
import { toMoneyString } from "@/lib/pricing";
import { quoteDisplayNumber } from "@/lib/format";

/**
 * The `data` of each event (docs/webhooks.md, "Payloads"), read in the transaction of the
 * write and only when an endpoint subscribes (emitEvent calls these lazily). Money is a
 * decimal string in dollars ("1250.00"), times are ISO 8601. Only the company's own rows.
 */
type Tx = Prisma.TransactionClient;
const money = (value: Prisma.Decimal | null) => (value == null ? null : toMoneyString(value));
const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function estimateRequestPayload(tx: Tx, id: string) {
  const row = await tx.estimateRequest.findUniqueOrThrow({
    where: { id },
    include: { items: { orderBy: { id: "asc" } } },
  });
  return {
    id: row.id,
    status: row.status,
    clientId: row.clientId,
    customer: {
      name: row.customerName,
      email: row.customerEmail,
      phone: row.customerPhone,
      zip: row.customerZip,
    },
    outsideServiceArea: row.outsideServiceArea,
    subtotal: money(row.subtotal),
    taxAmount: money(row.taxAmount),
    totalAmount: money(row.totalAmount),
    totalMinutes: row.totalTime,
    items: row.items.map((item) => ({
      serviceId: item.serviceId,
      name: item.name,
      unitType: item.unitType,
      quantity: item.quantity.toString(),
      unitPrice: money(item.unitPrice),
      lineSubtotal: money(item.lineSubtotal),
      feeName: item.feeName,
      feeAmount: money(item.feeAmount),
      minutes: item.time,
    })),
    createdAt: row.createdAt.toISOString(),
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

export async function clientPayload(tx: Tx, id: string) {
  const client = await tx.client.findUniqueOrThrow({ where: { id } });
  return {
    id: client.id,
    name: client.name,
    email: client.email,
    phone: client.phone,
    address: client.address,
    createdAt: client.createdAt.toISOString(),
  };
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
