import "server-only";
import { getServerEnv } from "@/lib/env";
import { recordStripeInvoicePayment } from "@/lib/invoices/stripe";
import { verifiedStripeEvent, type WebhookOutcome } from "@/lib/payments/stripe";
import { recordStripeDeposit } from "@/lib/quotes/stripe-deposit";

/** Stripe's events are a few kB; a larger body is not one of them. */
export const MAX_WEBHOOK_BODY_BYTES = 256 * 1024;

/**
 * POST /api/stripe/webhook: verifies Stripe's signature over the raw body with the official
 * library (400 when it does not match), then records a paid Checkout Session once: with
 * metadata.kind "invoice" an invoice's payment (lib/invoices/stripe.ts), anything else a
 * quote's deposit (lib/quotes/stripe-deposit.ts). It sits above both, so neither imports
 * the other.
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
  if (session.metadata?.kind === "invoice") return recordStripeInvoicePayment(event, session);
  return recordStripeDeposit(event, session);
}
