import "server-only";
import { dayIn, parseDay } from "@/lib/dates";
import { prisma } from "@/lib/db";
import { uniqueViolation } from "@/lib/db/errors";
import { recordDeposit } from "./payments";
import type { Stripe, WebhookOutcome } from "@/lib/payments/stripe";

/**
 * A paid Checkout Session of a quote's deposit (Stripe's webhook, lib/checkout/webhook.ts),
 * recorded once: the payment row carries the event's and the session's ids, both unique, so a
 * replayed or duplicated event finds its payment and records nothing more.
 */
export async function recordStripeDeposit(
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
