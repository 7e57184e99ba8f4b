import "server-only";
import type { Prisma } from "@prisma/client";
import { formatDay } from "@/lib/dates/day";
import { centsToDecimalString, toCents, toMoneyString } from "@/lib/pricing";
import { absoluteUrl } from "@/lib/site";
import { quoteDisplayNumber } from "@/lib/format";
import { quotePath, quoteToken } from "./token";
import type {
  Adjustment,
  QuoteDto,
  QuoteEventDto,
  QuoteListItemDto,
  QuotePaymentDto,
  TaskDto,
} from "./types";

export const money = toMoneyString;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

const personSelect = { select: { name: true, email: true } } as const;
export const quoteInclude = {
  client: true,
  createdBy: personSelect,
  updatedBy: personSelect,
  lines: { orderBy: [{ sortOrder: "asc" }, { id: "asc" }] },
  groups: { orderBy: [{ sortOrder: "asc" }, { id: "asc" }] },
} satisfies Prisma.QuoteInclude;
export type QuoteRow = Prisma.QuoteGetPayload<{ include: typeof quoteInclude }>;
type EventRow = Prisma.QuoteEventGetPayload<object>;
type PaymentRow = Prisma.QuotePaymentGetPayload<object>;

const adjustment = (
  type: "percentage" | "fixed" | null,
  value: Prisma.Decimal | null,
): Adjustment => (type && value != null ? { type, value: value.toString() } : null);

/** Approved, declined and expired quotes, and replaced revisions, cannot be edited. */
export const isLocked = (quote: { status: string; supersededById: string | null }) =>
  quote.supersededById !== null || !["draft", "sent", "viewed"].includes(quote.status);

export const publicUrlOf = (quote: { id: string; tokenNonce: string | null }) =>
  quote.tokenNonce ? absoluteUrl(quotePath(quoteToken(quote.id, quote.tokenNonce))) : null;

export function toEventDto(event: EventRow): QuoteEventDto {
  return {
    id: event.id,
    type: event.type as QuoteEventDto["type"],
    actor: event.actor as QuoteEventDto["actor"],
    detail: event.detail,
    createdAt: event.createdAt.toISOString(),
  };
}

export function toPaymentDto(payment: PaymentRow): QuotePaymentDto {
  return {
    id: payment.id,
    amount: money(payment.amount),
    method: payment.method,
    paidOn: formatDay(payment.paidOn),
    note: payment.note,
    createdAt: payment.createdAt.toISOString(),
  };
}

/**
 * The owner's view of a quote. Events and payments are those of every revision of its
 * number (the timeline and the money received continue across revisions).
 */
export function toQuoteDto(
  quote: QuoteRow,
  history: { events: EventRow[]; payments: PaymentRow[] },
): QuoteDto {
  const paidCents = history.payments.reduce((sum, payment) => sum + toCents(payment.amount), 0);
  const depositCents = toCents(quote.depositAmount);
  return {
    id: quote.id,
    number: quote.number,
    displayNumber: quoteDisplayNumber(quote.number, quote.revision),
    revision: quote.revision,
    status: quote.status,
    locked: isLocked(quote),
    title: quote.title,
    message: quote.message,
    terms: quote.terms,
    client: quote.client
      ? {
          id: quote.client.id,
          name: quote.client.name,
          email: quote.client.email,
          phone: quote.client.phone,
          address: quote.client.address,
        }
      : null,
    estimateRequestId: quote.estimateRequestId,
    discount: adjustment(quote.discountType, quote.discountValue),
    taxRate: quote.taxRate.toString(),
    deposit: adjustment(quote.depositType, quote.depositValue),
    expiresAt: quote.expiresAt ? formatDay(quote.expiresAt) : null,
    groups: quote.groups.map((group) => ({
      id: group.id,
      name: group.name,
      sortOrder: group.sortOrder,
    })),
    lines: quote.lines.map((line) => ({
      id: line.id,
      sortOrder: line.sortOrder,
      serviceId: line.serviceId,
      name: line.name,
      description: line.description,
      unitType: line.unitType,
      unitPrice: money(line.unitPrice),
      quantity: line.quantity.toString(),
      fee:
        line.feeType && line.feeValue != null
          ? { name: line.feeName ?? "Fee", type: line.feeType, value: line.feeValue.toString() }
          : null,
      minutesPerUnit: line.minutesPerUnit,
      note: line.note,
      optional: line.optional,
      groupId: line.groupId,
      selected: line.selected,
      lineTotal: money(line.lineTotal),
    })),
    totals: {
      subtotal: money(quote.subtotal),
      discount: money(quote.discountAmount),
      tax: money(quote.taxAmount),
      total: money(quote.total),
      deposit: money(quote.depositAmount),
      paid: centsToDecimalString(paidCents),
      depositDue: centsToDecimalString(Math.max(0, depositCents - paidCents)),
    },
    events: history.events.map(toEventDto),
    payments: history.payments.map(toPaymentDto),
    sentAt: iso(quote.sentAt),
    sentTo: quote.sentTo,
    firstViewedAt: iso(quote.firstViewedAt),
    approvedAt: iso(quote.approvedAt),
    declinedAt: iso(quote.declinedAt),
    declineReason: quote.declineReason,
    signature:
      quote.signerName && quote.approvedAt && quote.contentHash
        ? {
            name: quote.signerName,
            signedAt: quote.approvedAt.toISOString(),
            ip: quote.signerIp,
            userAgent: quote.signerUserAgent,
            contentHash: quote.contentHash,
            image: quote.signatureImage
              ? `data:image/png;base64,${Buffer.from(quote.signatureImage).toString("base64")}`
              : null,
          }
        : null,
    supersededById: quote.supersededById,
    assignedToId: quote.assignedToId,
    createdByName: quote.createdBy ? quote.createdBy.name || quote.createdBy.email : null,
    updatedByName: quote.updatedBy ? quote.updatedBy.name || quote.updatedBy.email : null,
    publicUrl: publicUrlOf(quote),
    createdAt: quote.createdAt.toISOString(),
    updatedAt: quote.updatedAt.toISOString(),
  };
}

export const quoteListSelect = {
  id: true,
  number: true,
  revision: true,
  status: true,
  title: true,
  total: true,
  expiresAt: true,
  sentAt: true,
  updatedAt: true,
  client: { select: { id: true, name: true } },
} satisfies Prisma.QuoteSelect;

export function toQuoteListItem(
  row: Prisma.QuoteGetPayload<{ select: typeof quoteListSelect }>,
): QuoteListItemDto {
  return {
    id: row.id,
    number: row.number,
    displayNumber: quoteDisplayNumber(row.number, row.revision),
    revision: row.revision,
    status: row.status,
    title: row.title,
    client: row.client,
    total: money(row.total),
    expiresAt: row.expiresAt ? formatDay(row.expiresAt) : null,
    sentAt: iso(row.sentAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const taskInclude = {
  client: { select: { id: true, name: true } },
  quote: { select: { id: true, number: true, revision: true } },
} satisfies Prisma.TaskInclude;

export function toTaskDto(task: Prisma.TaskGetPayload<{ include: typeof taskInclude }>): TaskDto {
  return {
    id: task.id,
    title: task.title,
    dueDate: formatDay(task.dueDate),
    done: task.done,
    client: task.client,
    estimateRequestId: task.estimateRequestId,
    quote: task.quote
      ? {
          id: task.quote.id,
          displayNumber: quoteDisplayNumber(task.quote.number, task.quote.revision),
        }
      : null,
    createdAt: task.createdAt.toISOString(),
  };
}
