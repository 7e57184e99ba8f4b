import "server-only";
import { conflict, DomainError } from "@/lib/errors";
import { dayIn, parseDay } from "@/lib/dates";
import { prisma } from "@/lib/db";
import { uniqueViolation } from "@/lib/db/errors";
import { invoiceDisplayNumber } from "@/lib/format";
import {
  createCustomerCheckout,
  getStripe,
  PaymentProviderError,
  type Stripe,
  type WebhookOutcome,
} from "@/lib/payments/stripe";
import { toCents } from "@/lib/pricing";
import { invoicePath } from "@/lib/resources/quote-link";
import { absoluteUrl } from "@/lib/site";
import { recordInvoicePayment } from "./payments";
import { assertOwesMoney, findPublicInvoice } from "./public";

/**
 * Invoices paid online (docs/invoices.md, "Payments"): a Stripe Checkout Session for the
 * balance, opened from the public page, and the verified webhook's record of it. The same
 * Stripe account, keys and endpoint as the quote deposit (lib/payments/stripe.ts,
 * lib/checkout/webhook.ts); an invoice's sessions carry `metadata.kind = "invoice"`.
 */

/** The metadata of an invoice's Checkout Session (and of its payment intent). */
export type InvoiceCheckoutMetadata = { kind: "invoice"; invoiceId: string; companyId: string };

export type InvoiceCheckout = {
  invoiceId: string;
  companyId: string;
  companyName: string;
  displayNumber: string;
  amountCents: number;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
};

/**
 * A Checkout Session in payment mode for the balance. Like the deposit's, it names no
 * payment method types: Stripe offers what the operator enabled in the Dashboard (cards, and
 * US bank accounts when turned on; a bank debit completes unpaid and its
 * async_payment_succeeded event records it).
 */
export async function createInvoiceCheckout(stripe: Stripe, input: InvoiceCheckout) {
  const metadata: InvoiceCheckoutMetadata = {
    kind: "invoice",
    invoiceId: input.invoiceId,
    companyId: input.companyId,
  };
  return createCustomerCheckout(stripe, `invoice:${input.invoiceId}`, {
    mode: "payment",
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: "usd",
          unit_amount: input.amountCents,
          product_data: { name: `Invoice ${input.displayNumber} (${input.companyName})` },
        },
      },
    ],
    metadata,
    payment_intent_data: { metadata },
    client_reference_id: input.invoiceId,
    ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
  });
}

/**
 * POST /api/public/invoices/[token]/checkout: a Checkout page for the invoice's balance →
 * { url }. 404 for an unknown or malformed token; 409 when the invoice is void or owes
 * nothing, or when online payment is off (no Stripe keys: the page shows the company's
 * payment instructions instead); PaymentProviderError (502) when Stripe fails.
 */
export async function startInvoiceCheckout(token: string): Promise<{ url: string }> {
  const invoice = await findPublicInvoice(token);
  assertOwesMoney(invoice);
  const stripe = getStripe();
  if (!stripe)
    throw conflict(
      `Online payment is not available for this invoice. Please pay ${invoice.company.name} directly.`,
    );
  const page = absoluteUrl(invoicePath(token));
  try {
    const session = await createInvoiceCheckout(stripe, {
      invoiceId: invoice.id,
      companyId: invoice.companyId,
      companyName: invoice.company.name,
      displayNumber: invoiceDisplayNumber(invoice.number),
      amountCents: toCents(invoice.balance),
      customerEmail: invoice.client?.email ?? null,
      successUrl: `${page}?paid=1`,
      cancelUrl: `${page}?canceled=1`,
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

/**
 * A paid Checkout Session of an invoice (the webhook verified the event and that it is paid):
 * recorded once with recordInvoicePayment's `online` door. The payment row carries the
 * event's and the session's ids, both unique: a replayed event, or another event for the
 * same session, finds its payment (or fails on the unique index when delivered at the same
 * time) and records nothing more.
 */
export async function recordStripeInvoicePayment(
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
): Promise<WebhookOutcome> {
  const invoiceId = session.metadata?.invoiceId;
  const companyId = session.metadata?.companyId;
  const amountCents = session.amount_total ?? 0;
  if (!invoiceId || !companyId || amountCents <= 0 || session.currency !== "usd")
    return { received: true, result: "ignored" };
  const invoice = await prisma.invoice.findFirst({
    where: { id: invoiceId, companyId },
    select: { id: true, companyId: true, company: { select: { timeZone: true } } },
  });
  // Not ours (another app on the same Stripe account, or a deleted invoice): acknowledged.
  if (!invoice) return { received: true, result: "ignored" };
  const known = await prisma.invoicePayment.findFirst({
    where: { OR: [{ stripeEventId: event.id }, { stripeSessionId: session.id }] },
    select: { id: true },
  });
  if (known) return { received: true, result: "duplicate" };

  // The day of the payment in the company's time zone.
  const paidOn = parseDay(dayIn(new Date(event.created * 1000), invoice.company.timeZone))!;
  try {
    await recordInvoicePayment(invoice.companyId, invoice.id, {
      online: { amountCents, paidOn, stripeEventId: event.id, stripeSessionId: session.id },
    });
  } catch (error) {
    // The same event delivered twice at once: the other delivery recorded it.
    if (uniqueViolation(error)) return { received: true, result: "duplicate" };
    // Voided while the customer was on Stripe's page: no payment can be recorded on it, and
    // retrying would not change that. Acknowledged and logged: refund it from Stripe.
    if (error instanceof DomainError && error.kind === "conflict" && (await isVoid(invoice.id))) {
      console.error(
        `Stripe payment ${session.id} on invoice ${invoice.id} was not recorded: ${error.message}`,
      );
      return { received: true, result: "ignored" };
    }
    throw error;
  }
  return { received: true, result: "recorded" };
}

const isVoid = async (id: string) =>
  (await prisma.invoice.findUnique({ where: { id }, select: { status: true } }))?.status === "void";
