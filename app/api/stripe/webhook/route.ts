import { NextResponse } from "next/server";
import { publicRoute } from "@/lib/api/handler";
import { payloadTooLarge } from "@/lib/api/errors";
import { readBodyWithin } from "@/lib/api/body";
import { handleStripeWebhook, MAX_WEBHOOK_BODY_BYTES } from "@/lib/checkout/webhook";

/**
 * Stripe's events (checkout.session.completed): the raw body is read here, within a bound,
 * because the signature covers its exact bytes.
 */
export const POST = publicRoute({}, async ({ req }) => {
  const raw = await readBodyWithin(req, MAX_WEBHOOK_BODY_BYTES);
  if (raw === null) throw payloadTooLarge(MAX_WEBHOOK_BODY_BYTES);
  return NextResponse.json(await handleStripeWebhook(raw, req.headers.get("stripe-signature")));
});
