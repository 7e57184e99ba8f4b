import "server-only";
import { createHash } from "node:crypto";
import Stripe from "stripe";
import { getServerEnv } from "@/lib/env";
import { invalid, notFound } from "@/lib/errors";

/**
 * Stripe Checkout for quote deposits, with the official library. Online payment is on only
 * when both the secret key and the webhook signing secret are set: a payment the webhook
 * could not record must never be taken.
 */
export function stripeConfigured() {
  const env = getServerEnv();
  return Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);
}

/** Stripe could not be reached or refused the call; the API answers 502 with this message. */
export class PaymentProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PaymentProviderError";
  }
}

let client: { key: string; stripe: Stripe } | undefined;

/** The API client (null when Stripe is not configured). One instance per key. */
export function getStripe(): Stripe | null {
  const { STRIPE_SECRET_KEY: key } = getServerEnv();
  if (!key || !stripeConfigured()) return null;
  return stripeClient(key);
}

/** One instance per key; STRIPE_API_URL points it at another server (stripe-mock, tests). */
export function stripeClient(key: string): Stripe {
  if (client?.key !== key) {
    const api = getServerEnv().STRIPE_API_URL;
    const url = api ? new URL(api) : null;
    client = {
      key,
      stripe: new Stripe(key, {
        appInfo: { name: "QuoteCraft" },
        maxNetworkRetries: 2,
        timeout: 15_000,
        ...(url
          ? {
              host: url.hostname,
              port: url.port || (url.protocol === "http:" ? 80 : 443),
              protocol: url.protocol === "http:" ? "http" : "https",
            }
          : {}),
      }),
    };
  }
  return client.stripe;
}

export type DepositCheckout = {
  quoteId: string;
  companyId: string;
  companyName: string;
  displayNumber: string;
  amountCents: number;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
};

/**
 * Creates a customer's Checkout Session once per state of what they owe: the Idempotency-Key
 * is `what`'s id and a digest of the session's parameters (the amount due, the return pages,
 * the email). Pay pressed again, in another tab or after coming back from Stripe's page,
 * while nothing has changed, gets the same session from Stripe (which keeps a key for 24
 * hours, as long as a session stays open), so the customer cannot pay the same balance twice
 * through two sessions; one already paid shows Stripe's "paid" page. Once a payment or an
 * edit changes the amount, the key changes and a new session opens.
 */
export function createCustomerCheckout(
  stripe: Stripe,
  what: string,
  params: Stripe.Checkout.SessionCreateParams,
) {
  const digest = createHash("sha256").update(JSON.stringify(params)).digest("base64url");
  return stripe.checkout.sessions.create(params, {
    idempotencyKey: `checkout:${what}:${digest}`,
  });
}

/** A Checkout Session in payment mode for the deposit due; its URL is where the customer pays. */
export async function createDepositCheckout(stripe: Stripe, input: DepositCheckout) {
  const metadata = { quoteId: input.quoteId, companyId: input.companyId };
  const session = await createCustomerCheckout(stripe, `quote:${input.quoteId}`, {
    mode: "payment",
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: "usd",
          unit_amount: input.amountCents,
          product_data: { name: `Deposit for quote ${input.displayNumber} (${input.companyName})` },
        },
      },
    ],
    metadata,
    payment_intent_data: { metadata },
    client_reference_id: input.quoteId,
    ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
  });
  return session;
}

/**
 * The event of a Stripe webhook request, its signature over the raw body checked with the
 * official library: not found (404) when the endpoint has no secret configured, invalid (400)
 * when the signature is missing or does not match.
 */
export function verifiedStripeEvent(
  rawBody: Uint8Array,
  signature: string | null,
  secret: string | undefined,
): Stripe.Event {
  if (!secret) throw notFound();
  if (!signature) throw invalid("Missing Stripe-Signature header.");
  try {
    return Stripe.webhooks.constructEvent(Buffer.from(rawBody), signature, secret);
  } catch {
    throw invalid("Invalid Stripe signature.");
  }
}

export type { Stripe };

/** What Stripe's webhook did with an event (its 200 answer). */
export type WebhookOutcome = {
  received: true;
  /** "recorded" | "duplicate" | "ignored" (an event or session this app does not act on). */
  result: "recorded" | "duplicate" | "ignored";
};
