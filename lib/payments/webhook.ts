import "server-only";
import { invalid, notFound } from "@/lib/errors";
import { prisma } from "@/lib/db";
import { uniqueViolation } from "@/lib/db/errors";
import { getServerEnv } from "@/lib/env";
import { getBoss } from "@/lib/jobs/boss";
import { enqueueMail } from "@/lib/mail/queue";
import { centsToDecimalString, formatCents } from "@/lib/pricing";
import { verifyWebhook, type Stripe } from "./stripe";
import { emitEvent } from "@/lib/webhooks/emit";
import { depositPayload } from "@/lib/webhooks/payloads";

/** Stripe's events are a few kB; a larger body is not one of them. */
export const MAX_WEBHOOK_BODY_BYTES = 256 * 1024;

export type WebhookOutcome = {
  received: true;
  /** "recorded" | "duplicate" | "ignored" (an event or session this app does not act on). */
  result: "recorded" | "duplicate" | "ignored";
};

/**
 * POST /api/stripe/webhook: verifies Stripe's signature over the raw body with the official
 * library (400 when it does not match), then records a paid Checkout Session's deposit once:
 * the payment row carries the event's and the session's ids, both unique, so a replayed or
 * duplicated event finds its payment and records nothing more.
 */
export async function handleStripeWebhook(
  rawBody: Uint8Array,
  signature: string | null,
): Promise<WebhookOutcome> {
  const secret = getServerEnv().STRIPE_WEBHOOK_SECRET;
  if (!secret) throw notFound();
  if (!signature) throw invalid("Missing Stripe-Signature header.");
  let event: Stripe.Event;
  try {
    event = verifyWebhook(Buffer.from(rawBody), signature, secret);
  } catch {
    throw invalid("Invalid Stripe signature.");
  }
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
    select: { id: true, companyId: true },
  });
  // Not ours (another app on the same Stripe account, or a deleted quote): acknowledged.
  if (!quote) return { received: true, result: "ignored" };
  const known = await prisma.quotePayment.findFirst({
    where: { OR: [{ stripeEventId: event.id }, { stripeSessionId: session.id }] },
    select: { id: true },
  });
  if (known) return { received: true, result: "duplicate" };

  const paidOn = new Date(event.created * 1000);
  paidOn.setUTCHours(0, 0, 0, 0);
  await getBoss(); // started before the transaction that enqueues into it
  try {
    await prisma.$transaction(async (tx) => {
      const payment = await tx.quotePayment.create({
        data: {
          companyId: quote.companyId,
          quoteId: quote.id,
          amount: centsToDecimalString(amountCents),
          method: "stripe",
          paidOn,
          note: "Paid online by card (Stripe Checkout)",
          stripeEventId: event.id,
          stripeSessionId: session.id,
        },
      });
      await tx.quoteEvent.create({
        data: {
          quoteId: quote.id,
          type: "deposit_recorded",
          actor: "customer",
          detail: `Deposit of ${formatCents(amountCents)} paid online (Stripe)`,
          data: { paymentId: payment.id, stripeSessionId: session.id },
        },
      });
      await enqueueMail(tx, {
        kind: "deposit-receipt",
        companyId: quote.companyId,
        paymentId: payment.id,
      });
      await emitEvent(tx, quote.companyId, "deposit.recorded", () =>
        depositPayload(tx, payment.id),
      );
    });
  } catch (error) {
    // The same event delivered twice at once: the other delivery recorded it.
    if (uniqueViolation(error)) return { received: true, result: "duplicate" };
    throw error;
  }
  return { received: true, result: "recorded" };
}
