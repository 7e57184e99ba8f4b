import "server-only";
import type { Prisma } from "@prisma/client";
import { conflict, DomainError, notFound } from "@/lib/errors";
import { formatDay, todayIn } from "@/lib/dates";
import { prisma } from "@/lib/db";
import { inTransaction, publish } from "@/lib/events";
import { centsToDecimalString, toCents } from "@/lib/pricing";
import { stripeConfigured } from "@/lib/payments/stripe";
import { quoteContentHash } from "./content-hash";
import { quoteDisplayNumber } from "@/lib/format";
import { type QuoteStatus } from "@/lib/validation/quote-values";
import { priceQuote } from "./price";
import { hashQuoteToken, isWellFormedToken, quotePath, quoteToken } from "./token";
import type { PublicQuoteDto } from "./types";
import { nextQuoteStatus, QUOTE_TRANSITION_NOT_ALLOWED, transitionQuote } from "./transitions";

/**
 * The customer's side of a quote, scoped by the link token only: find, show (a view is an
 * event; the first one marks it viewed and mails the owner), expire on read. The actions
 * (selection, approve, decline, checkout) are in ./public-actions.ts. Rules:
 * docs/quotes-public.md.
 */

export const publicQuoteInclude = {
  company: {
    select: {
      id: true,
      name: true,
      logo: true,
      accentColor: true,
      contactEmail: true,
      phone: true,
      website: true,
      address: true,
      paymentInstructions: true,
      slug: true,
      isActive: true,
      timeZone: true,
    },
  },
  client: { select: { name: true, email: true, address: true } },
  groups: { orderBy: { sortOrder: "asc" } },
  lines: { orderBy: { sortOrder: "asc" } },
  payments: { select: { amount: true } },
  property: { select: { line1: true, line2: true, city: true, region: true, postalCode: true } },
  photos: { select: { photoId: true }, orderBy: [{ createdAt: "asc" }, { photoId: "asc" }] },
} satisfies Prisma.QuoteInclude;

export type PublicQuoteRow = Prisma.QuoteGetPayload<{
  include: typeof publicQuoteInclude;
  omit: { signatureImage: true };
}>;

type Db = Prisma.TransactionClient | typeof prisma;

/** The statuses in which the customer may still change the selection, approve or decline. */
export const OPEN_STATUSES = ["sent", "viewed"] as const satisfies QuoteStatus[];

const money = (cents: number) => centsToDecimalString(cents);

/** Expired: the expiry day is before today in the company's time zone (valid through it). */
export function isPastExpiry(
  quote: { expiresAt: Date | null; company: { timeZone: string } },
  now = new Date(),
) {
  return (
    quote.expiresAt !== null && formatDay(quote.expiresAt) < todayIn(quote.company.timeZone, now)
  );
}

/** The quote behind a link token, or 404 (a malformed token costs no query). */
export async function findQuoteByToken(token: string, db: Db = prisma): Promise<PublicQuoteRow> {
  if (!isWellFormedToken(token)) throw notFound("Quote not found.");
  const quote = await db.quote.findUnique({
    where: { tokenHash: hashQuoteToken(token) },
    include: publicQuoteInclude,
    omit: { signatureImage: true },
  });
  if (!quote || !quote.company.isActive) throw notFound("Quote not found.");
  return quote;
}

/** Path of the current revision of a replaced quote (null if it has no link yet). */
async function currentRevisionPath(quote: { supersededById: string | null }, db: Db) {
  let nextId = quote.supersededById;
  // Revisions form a chain R1 → R2 → R3; a bounded walk guards against a cycle.
  for (let hops = 0; nextId && hops < 50; hops++) {
    const next = await db.quote.findUnique({
      where: { id: nextId },
      select: { id: true, tokenNonce: true, supersededById: true },
    });
    if (!next) return null;
    if (!next.supersededById)
      return next.tokenNonce ? quotePath(quoteToken(next.id, next.tokenNonce)) : null;
    nextId = next.supersededById;
  }
  return null;
}

/** The stored content with the hash function's field names. */
export const contentHashOf = (quote: Omit<PublicQuoteRow, "company" | "client" | "payments">) =>
  quoteContentHash(quote);

/** The JSON the customer gets: no ids of other rows, no owner data, no approval evidence. */
export function toPublicQuoteDto(
  quote: PublicQuoteRow,
  { supersededBy = null }: { supersededBy?: string | null } = {},
): PublicQuoteDto {
  const priced = priceQuote(quote);
  const paidCents = quote.payments.reduce((sum, payment) => sum + toCents(payment.amount), 0);
  const adjustment = (type: PublicQuoteRow["discountType"], value: Prisma.Decimal | null) =>
    type && value !== null ? { type, value: value.toString() } : null;
  return {
    displayNumber: quoteDisplayNumber(quote.number, quote.revision),
    status: quote.status,
    title: quote.title,
    message: quote.message,
    terms: quote.terms,
    company: {
      name: quote.company.name,
      logo: quote.company.logo,
      accentColor: quote.company.accentColor,
      email: quote.company.contactEmail,
      phone: quote.company.phone,
      website: quote.company.website,
      address: quote.company.address,
      paymentInstructions: quote.company.paymentInstructions,
      slug: quote.company.slug,
    },
    client: quote.client
      ? { name: quote.client.name, email: quote.client.email, address: quote.client.address }
      : null,
    groups: quote.groups.map((group) => ({
      id: group.id,
      name: group.name,
      sortOrder: group.sortOrder,
    })),
    lines: priced.lines.map(({ line: { source: line }, totalCents }) => ({
      id: line.id,
      sortOrder: line.sortOrder,
      name: line.name,
      description: line.description,
      unitType: line.unitType,
      unitPrice: money(toCents(line.unitPrice)),
      quantity: line.quantity.toString(),
      fee:
        line.feeType && line.feeValue !== null
          ? { name: line.feeName ?? "Fee", type: line.feeType, value: line.feeValue.toString() }
          : null,
      minutesPerUnit: line.minutesPerUnit,
      note: line.note,
      optional: line.optional,
      groupId: line.groupId,
      selected: line.selected,
      lineTotal: money(totalCents),
    })),
    discount: adjustment(quote.discountType, quote.discountValue),
    taxRate: quote.taxRate.toString(),
    deposit: adjustment(quote.depositType, quote.depositValue),
    totals: {
      subtotal: money(priced.subtotalCents),
      discount: money(priced.discountCents),
      tax: money(priced.taxCents),
      total: money(priced.totalCents),
      deposit: money(priced.depositCents),
      paid: money(paidCents),
      depositDue: money(Math.max(0, priced.depositCents - paidCents)),
    },
    expiresAt: quote.expiresAt ? formatDay(quote.expiresAt) : null,
    sentAt: quote.sentAt?.toISOString() ?? null,
    approvedAt: quote.approvedAt?.toISOString() ?? null,
    declinedAt: quote.declinedAt?.toISOString() ?? null,
    signature:
      quote.status === "approved" && quote.signerName && quote.approvedAt
        ? {
            name: quote.signerName,
            signedAt: quote.approvedAt.toISOString(),
            contentHash: quote.contentHash ?? contentHashOf(quote),
          }
        : null,
    // An approved quote keeps the hash it was approved with; any other shows its content now.
    contentHash:
      quote.status === "approved" && quote.contentHash ? quote.contentHash : contentHashOf(quote),
    onlinePayment: stripeConfigured(),
    supersededBy,
    property: quote.property ?? null,
    photoIds: quote.photos.map((photo) => photo.photoId),
  };
}

/**
 * Marks an open quote past its expiry day as expired (in the caller's transaction). Returns
 * true when this call changed it.
 */
export async function expireIfPast(
  tx: Prisma.TransactionClient,
  quote: PublicQuoteRow,
  now = new Date(),
) {
  if (quote.supersededById || !isPastExpiry(quote, now)) return false;
  if (!nextQuoteStatus(quote.status, "expire")) return false;
  const expired = await transitionQuote(tx, quote, "expire", {
    raced: null,
    event: {
      type: "quote.expired",
      companyId: quote.companyId,
      quoteId: quote.id,
      detail: `Expired on ${formatDay(quote.expiresAt!)}`,
      at: now,
    },
  });
  return expired !== null;
}

/** Views within this many seconds of the last one (a reload, a double open) count once. */
const VIEW_COALESCE_SECONDS = 30;

/**
 * What GET /api/public/quotes/[token] and the page show. With `recordView`, the visit is a
 * "viewed" event, and the first one marks a sent quote viewed and queues the owner's mail,
 * in one transaction. An open quote past its expiry becomes expired here.
 *
 * The hot path (docs/performance.md): a quote that is neither sent-and-unseen nor due to
 * expire only gains an event, so it needs no transaction and no second read; a reload within
 * the coalescing window writes nothing at all.
 */
export async function getPublicQuote(
  token: string,
  {
    recordView = true,
    now = new Date(),
    ip = null,
  }: {
    recordView?: boolean;
    now?: Date;
    /** The viewer's address (clientIp), kept with the view for the signed PDF's audit page. */
    ip?: string | null;
  } = {},
): Promise<PublicQuoteDto> {
  let quote = await findQuoteByToken(token);
  if (quote.supersededById) {
    return toPublicQuoteDto(quote, { supersededBy: await currentRevisionPath(quote, prisma) });
  }
  const viewable = recordView && quote.status !== "draft";
  const expiring =
    isPastExpiry(quote, now) && (OPEN_STATUSES as readonly string[]).includes(quote.status);
  if (expiring || (viewable && quote.status === "sent")) {
    // The quote's row may change: one transaction, then the row as it now is.
    await inTransaction(async (tx) => {
      await expireIfPast(tx, quote, now);
      if (viewable && !(await markFirstView(tx, quote, now, ip)))
        await recordRepeatView(tx, quote, now, ip);
    });
    quote = await findQuoteByToken(token);
  } else if (viewable) {
    // Only an event: one or two statements, and the row just read stays current.
    await recordRepeatView(prisma, quote, now, ip);
  }
  return toPublicQuoteDto(quote);
}

/** The first view of a sent quote: viewed, with its event (the owner's mail, the webhook). */
async function markFirstView(
  tx: Prisma.TransactionClient,
  quote: PublicQuoteRow,
  now: Date,
  ip: string | null,
) {
  if (quote.status !== "sent") return false;
  const viewed = await transitionQuote(tx, quote, "view", {
    data: { firstViewedAt: now },
    event: { type: "quote.viewed", companyId: quote.companyId, quoteId: quote.id, at: now, ip },
    raced: null,
  });
  return viewed !== null;
}

/** A later view: an event, unless one was recorded within the coalescing window. */
async function recordRepeatView(db: Db, quote: PublicQuoteRow, now: Date, ip: string | null) {
  const recent = await db.quoteEvent.findFirst({
    where: {
      quoteId: quote.id,
      type: "viewed",
      createdAt: { gte: new Date(now.getTime() - VIEW_COALESCE_SECONDS * 1000) },
    },
    select: { id: true },
  });
  if (!recent)
    await publish(db, {
      type: "quote.viewed_again",
      companyId: quote.companyId,
      quoteId: quote.id,
      at: now,
      ip,
    });
}

/** Refuses an action on a quote the customer can no longer answer (409 with the reason). */
export function assertOpen(quote: PublicQuoteRow, now = new Date()) {
  if (quote.supersededById) throw conflict("This quote was updated; open the updated quote.");
  const refuse = (message: string) =>
    new DomainError("conflict", message, undefined, { code: QUOTE_TRANSITION_NOT_ALLOWED });
  switch (quote.status) {
    case "approved":
      throw refuse("This quote was already approved.");
    case "declined":
      throw refuse("This quote was declined.");
    case "expired":
      throw refuse("This quote has expired.");
    case "draft":
      throw refuse("This quote has not been sent yet.");
  }
  if (isPastExpiry(quote, now)) throw refuse("This quote has expired.");
}
