import { NextResponse } from "next/server";
import { publicRoute } from "@/lib/api/handler";
import { payloadTooLarge } from "@/lib/api/errors";
import { readBodyWithin } from "@/lib/api/body";
import { handleBillingWebhook, MAX_BILLING_WEBHOOK_BODY_BYTES } from "@/lib/billing/webhook";

/**
 * Stripe Billing's events (subscriptions, failed invoices; docs/billing.md), signed with
 * STRIPE_BILLING_WEBHOOK_SECRET: the raw body is read here, within a bound, because the
 * signature covers its exact bytes.
 */
export const POST = publicRoute({}, async ({ req }) => {
  const raw = await readBodyWithin(req, MAX_BILLING_WEBHOOK_BODY_BYTES);
  if (raw === null) throw payloadTooLarge(MAX_BILLING_WEBHOOK_BODY_BYTES);
  return NextResponse.json(await handleBillingWebhook(raw, req.headers.get("stripe-signature")));
});
