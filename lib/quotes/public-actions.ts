import "server-only";
import type { Prisma } from "@prisma/client";
import { conflict, DomainError, invalid, rateLimited } from "@/lib/errors";
import { QUOTE_CHANGED } from "./format";
import { inTransaction, publish } from "@/lib/events";
import { createDepositCheckout, getStripe, PaymentProviderError } from "@/lib/payments/stripe";
import { centsToDecimalString, toCents } from "@/lib/pricing";
import { invalidGroups } from "@/lib/pricing/quote";
import { hashClientIp, hitRateLimit } from "@/lib/rate-limit";
import { absoluteUrl } from "@/lib/site";
import type {
  QuoteApprovalInput,
  QuoteDeclineInput,
  QuoteSelectionInput,
} from "@/lib/validation/public-quote";
import { quoteDisplayNumber } from "@/lib/format";
import { priceQuote } from "./price";
import {
  assertOpen,
  contentHashOf,
  expireIfPast,
  findQuoteByToken,
  getPublicQuote,
  isPastExpiry,
  OPEN_STATUSES,
  publicQuoteInclude,
  toPublicQuoteDto,
  type PublicQuoteRow,
} from "./public";
import { ESIGN_DISCLOSURE_VERSION } from "./disclosure";
import { decodeSignature } from "./signature";
import { quotePath } from "./token";
import { QUOTE_TRANSITION_NOT_ALLOWED, transitionQuote } from "./transitions";

/**
 * What the customer may do on an open quote (sent or viewed, not replaced, not past its
 * expiry): change the selection, approve, decline; and pay the deposit of an approved one.
 * Each action locks the quote's row, re-reads it and writes with a conditional update on
 * its status, so two concurrent approvals (or an approval racing a selection) record once.
 */

export type ClientInfo = { ip: string; userAgent: string | null };

/** Per client address and action, per 10 minutes: generous for a person, tight for a script. */
const LIMITS = { selection: 120, answer: 20, checkout: 20 } as const;

export async function limitPublicAction(action: keyof typeof LIMITS, ip: string) {
  const rate = await hitRateLimit({
    key: `quote-${action}:${hashClientIp(ip)}`,
    limit: LIMITS[action],
    windowSeconds: 600,
  });
  if (!rate.allowed) throw rateLimited(rate.retryAfterSeconds);
}

/** An open quote past its expiry is marked expired (committed), then the action is refused. */
async function refuseIfExpired(quote: PublicQuoteRow, now: Date) {
  const open = (OPEN_STATUSES as readonly string[]).includes(quote.status);
  if (quote.supersededById || !open || !isPastExpiry(quote, now)) return;
  await inTransaction((tx) => expireIfPast(tx, quote, now));
  throw new DomainError("conflict", "This quote has expired.", undefined, {
    code: QUOTE_TRANSITION_NOT_ALLOWED,
  });
}

/** Runs `work` on the quote's row, locked and re-read, after the open-quote checks. */
async function withOpenQuote<T>(
  token: string,
  now: Date,
  work: (tx: Prisma.TransactionClient, quote: PublicQuoteRow) => Promise<T>,
): Promise<T> {
  const found = await findQuoteByToken(token);
  await refuseIfExpired(found, now);
  assertOpen(found, now);
  return inTransaction(
    async (tx) => {
      await tx.$queryRaw`SELECT 1 FROM "Quote" WHERE "id" = ${found.id} FOR UPDATE`;
      const quote = await tx.quote.findUniqueOrThrow({
        where: { id: found.id },
        include: publicQuoteInclude,
        omit: { signatureImage: true },
      });
      assertOpen(quote, now);
      return work(tx, quote);
    },
    { maxWait: 10_000, timeout: 20_000 },
  );
}

/** Writes an open quote's totals (sent or viewed); 409 when another request answered it first. */
async function updateOpenQuote(
  tx: Prisma.TransactionClient,
  quote: PublicQuoteRow,
  data: Prisma.QuoteUpdateManyMutationInput,
) {
  const { count } = await tx.quote.updateMany({
    where: { id: quote.id, status: { in: [...OPEN_STATUSES] }, supersededById: null },
    data,
  });
  if (count !== 1) throw conflict("This quote was already answered.");
}

const selectable = (line: PublicQuoteRow["lines"][number]) => line.optional || line.groupId;
const quoted = (text: string) => `“${text}”`;

/** "Picked “Better” in Panel; added “Surge protector”": the timeline's words for a change. */
export function describeSelectionChange(
  before: PublicQuoteRow["lines"],
  after: Map<string, boolean>,
  groups: PublicQuoteRow["groups"],
) {
  const parts: string[] = [];
  for (const group of groups) {
    const picked = before.find((line) => line.groupId === group.id && after.get(line.id));
    const was = before.find((line) => line.groupId === group.id && line.selected);
    if (picked && picked.id !== was?.id)
      parts.push(`Picked ${quoted(picked.name)} in ${quoted(group.name)}`);
  }
  for (const line of before) {
    if (!line.optional || line.groupId) continue;
    const now = after.get(line.id) ?? false;
    if (now !== line.selected) parts.push(`${now ? "Added" : "Removed"} ${quoted(line.name)}`);
  }
  return parts.join("; ");
}

/**
 * The customer's selection: the ids of the optional lines ticked and of the one line picked
 * in each group. Ids of plain lines, of another quote, or unknown are refused (400), and so
 * is a group left with none or several; prices, quantities and lines cannot be changed here.
 */
export async function changeSelection(
  token: string,
  input: QuoteSelectionInput,
  now = new Date(),
  ip: string | null = null,
) {
  await withOpenQuote(token, now, async (tx, quote) => {
    const chosen = new Set(input.selectedLineIds);
    const lines = new Map(quote.lines.map((line) => [line.id, line]));
    const bad = [...chosen].filter((id) => !lines.has(id) || !selectable(lines.get(id)!));
    if (bad.length > 0) {
      throw invalid("Invalid body. selectedLineIds: Only the offered options can be chosen.", [
        { path: "selectedLineIds", message: "Only the offered options can be chosen." },
      ]);
    }
    const next = quote.lines.map((line) => ({
      ...line,
      selected: selectable(line) ? chosen.has(line.id) : line.selected,
    }));
    const wrongGroups = invalidGroups(next);
    if (wrongGroups.length > 0) {
      const names = quote.groups.filter((group) => wrongGroups.includes(group.id));
      const message = `Choose exactly one option in ${names.map((g) => quoted(g.name)).join(", ")}.`;
      throw invalid(`Invalid body. selectedLineIds: ${message}`, [
        { path: "selectedLineIds", message },
      ]);
    }
    const after = new Map(next.map((line) => [line.id, line.selected]));
    const detail = describeSelectionChange(quote.lines, after, quote.groups);
    if (!detail) return; // nothing changed
    const priced = priceQuote({ ...quote, lines: next });
    const money = centsToDecimalString;
    await updateOpenQuote(tx, quote, {
      subtotal: money(priced.subtotalCents),
      discountAmount: money(priced.discountCents),
      taxAmount: money(priced.taxCents),
      total: money(priced.totalCents),
      depositAmount: money(priced.depositCents),
    });
    for (const line of next) {
      if (!selectable(line) || line.selected === lines.get(line.id)!.selected) continue;
      await tx.quoteLine.update({ where: { id: line.id }, data: { selected: line.selected } });
    }
    await publish(tx, {
      type: "quote.options_changed",
      companyId: quote.companyId,
      quoteId: quote.id,
      detail,
      selectedLineIds: next.filter((l) => selectable(l) && l.selected).map((l) => l.id),
      at: now,
      ip,
    });
  });
  return getPublicQuote(token, { recordView: false, now });
}

/**
 * Approval with its evidence: the typed name, the signature (a drawing as PNG bytes, or the
 * typed name itself), the consent to sign electronically (time and disclosure version) and the
 * acceptance of the terms, the time, the client address and user agent, and the hash of the
 * content approved, which must be the content the quote has now (409 "This quote changed;
 * reload it" otherwise).
 */
export async function approveQuote(
  token: string,
  input: QuoteApprovalInput,
  client: ClientInfo,
  now = new Date(),
) {
  // A typed signature has no image: the typed name is the signature.
  const signature =
    input.signatureMethod === "drawn" ? decodeSignature(input.signature ?? "") : null;
  if (signature !== null && !Buffer.isBuffer(signature)) {
    throw invalid(`Invalid body. signature: ${signature.message}`, [
      { path: "signature", message: signature.message },
    ]);
  }
  await withOpenQuote(token, now, async (tx, quote) => {
    const contentHash = contentHashOf(quote);
    if (contentHash !== input.contentHash) {
      throw new DomainError(
        "conflict",
        "This quote changed; reload it.",
        [{ path: "contentHash", message: "The quote changed since it was shown." }],
        { code: QUOTE_CHANGED },
      );
    }
    await transitionQuote(tx, quote, "approve", {
      data: {
        approvedAt: now,
        signerName: input.name,
        signatureImage: signature ? new Uint8Array(signature) : null,
        signatureMethod: input.signatureMethod,
        // Both boxes are required by the schema: consent and acceptance are given on signing.
        consentAt: now,
        consentVersion: ESIGN_DISCLOSURE_VERSION,
        termsAcceptedAt: now,
        signerIp: client.ip === "unknown" ? null : client.ip,
        signerUserAgent: client.userAgent?.slice(0, 512) ?? null,
        contentHash,
      },
      event: {
        type: "quote.approved",
        companyId: quote.companyId,
        quoteId: quote.id,
        signerName: input.name,
        contentHash,
        at: now,
      },
      raced: "This quote was already answered.",
    });
  });
  return getPublicQuote(token, { recordView: false, now });
}

/** Decline, with the customer's optional reason. */
export async function declineQuote(token: string, input: QuoteDeclineInput, now = new Date()) {
  const reason = input?.reason?.trim() || null;
  await withOpenQuote(token, now, async (tx, quote) => {
    await transitionQuote(tx, quote, "decline", {
      data: { declinedAt: now, declineReason: reason },
      event: {
        type: "quote.declined",
        companyId: quote.companyId,
        quoteId: quote.id,
        reason,
        at: now,
      },
      raced: "This quote was already answered.",
    });
  });
  return getPublicQuote(token, { recordView: false, now });
}

/**
 * A Stripe Checkout Session for the deposit due of an approved quote. The payment itself is
 * recorded by the webhook (lib/checkout/webhook.ts), never by the customer's return here.
 */
export async function startDepositCheckout(token: string) {
  const quote = await findQuoteByToken(token);
  const stripe = getStripe();
  if (!stripe) {
    throw conflict(
      "Online payment is not available for this quote. Please pay the deposit to the company directly.",
    );
  }
  if (quote.supersededById) throw conflict("This quote was updated; open the updated quote.");
  if (quote.status !== "approved") throw conflict("Approve the quote before paying the deposit.");
  const dto = toPublicQuoteDto(quote);
  const dueCents = toCents(dto.totals.depositDue);
  if (dueCents <= 0) throw conflict("No deposit is due on this quote.");
  const page = absoluteUrl(quotePath(token));
  try {
    const session = await createDepositCheckout(stripe, {
      quoteId: quote.id,
      companyId: quote.companyId,
      companyName: quote.company.name,
      displayNumber: quoteDisplayNumber(quote.number, quote.revision),
      amountCents: dueCents,
      customerEmail: quote.client?.email ?? null,
      successUrl: `${page}?payment=success`,
      cancelUrl: `${page}?payment=cancelled`,
    });
    if (!session.url) throw new Error("Stripe returned a session without a URL.");
    return { url: session.url };
  } catch (error) {
    console.error("Stripe Checkout failed", error);
    throw new PaymentProviderError(
      "The payment page could not be opened. Please try again in a moment.",
    );
  }
}
