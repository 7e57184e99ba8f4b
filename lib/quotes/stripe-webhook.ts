import "server-only";
import { dayIn, parseDay } from "@/lib/dates";
import { prisma } from "@/lib/db";
import { uniqueViolation } from "@/lib/db/errors";
import { getServerEnv } from "@/lib/env";
import { recordDeposit } from "./payments";
import { verifiedStripeEvent, type Stripe } from "@/lib/payments/stripe";
import { recordStripeInvoicePayment } from "@/lib/invoices/stripe";

/** Stripe's events are a few kB; a larger body is not one of them. */
export const MAX_WEBHOOK_BODY_BYTES = 256 * 1024;

export type WebhookOutcome = {
  received: true;
  /** "recorded" | "duplicate" | "ignored" (an event or session this app does not act on). */
  result: "recorded" | "duplicate" | "ignored";
};

/**
 * POST /api/stripe/webhook: verifies Stripe's signature over the raw body with the official
 * library (400 when it does not match), then records a paid Checkout Session's deposit (or,
 * with metadata.kind "invoice", the invoice payment) once:
 * the payment row carries the event's and the session's ids, both unique, so a replayed or
 * duplicated event finds its payment and records nothing more.
 */
export async function handleStripeWebhook(
  rawBody: Uint8Array,
  signature: string | null,
): Promise<WebhookOutcome> {
  const event = verifiedStripeEvent(rawBody, signature, getServerEnv().STRIPE_WEBHOOK_SECRET);
  if (
    event.type !== "checkout.session.completed" &&
    event.type !== "checkout.session.async_payment_succeeded"
  ) {
    return { received: true, result: "ignored" };
  }
  const session = event.data?.object;
  if (!session || typeof session !== "object") return { received: true, result: "ignored" };
  // A delayed method (bank debit) completes unpaid; its async_payment_succeeded event follows.
  if (session.payment_status !== "paid") return { received: true, result: "ignored" };
  // An invoice's balance (lib/invoices/stripe.ts); anything else is a quote's deposit.
  if (session.metadata?.kind === "invoice") return recordStripeInvoicePayment(event, session);
  return recordStripeDeposit(event, session);
}

async function recordStripeDeposit(
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
): Promise<WebhookOutcome> {
  const quoteId = session.metadata?.quoteId;
  const companyId = session.metadata?.companyId;
  const amountCents = session.amount_total ?? 0;
  if (!quoteId || !companyId || amountCents <= 0 || session.currency !== "usd")
    return { received: true, result: "ignored" };
  const quote = await prisma.quote.findFirst({
    where: { id: quoteId, companyId },
    select: { id: true, companyId: true, company: { select: { timeZone: true } } },
  });
  // Not ours (another app on the same Stripe account, or a deleted quote): acknowledged.
  if (!quote) return { received: true, result: "ignored" };
  const known = await prisma.quotePayment.findFirst({
    where: { OR: [{ stripeEventId: event.id }, { stripeSessionId: session.id }] },
    select: { id: true },
  });
  if (known) return { received: true, result: "duplicate" };

  // The day of the payment in the company's time zone.
  const paidOn = parseDay(dayIn(new Date(event.created * 1000), quote.company.timeZone))!;
  try {
    // The same door as a deposit the owner records by hand (one event, one receipt).
    await recordDeposit(quote.companyId, quote.id, {
      online: { amountCents, paidOn, stripeEventId: event.id, stripeSessionId: session.id },
    });
  } catch (error) {
    // The same event delivered twice at once: the other delivery recorded it.
    if (uniqueViolation(error)) return { received: true, result: "duplicate" };
    throw error;
  }
  return { received: true, result: "recorded" };
}
