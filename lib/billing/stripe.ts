import "server-only";
import { prisma } from "@/lib/db";
import { getServerEnv } from "@/lib/env";
import { conflict, DomainError } from "@/lib/errors";
import { PaymentProviderError, stripeClient, type Stripe } from "@/lib/payments/stripe";
import { getPlan, type BillingInterval, type PlanId } from "@/lib/plans";
import { absoluteUrl } from "@/lib/site";
import { billingConfigured, priceIdFor } from "./config";
import type { BillingDetailsDto } from "./stripe-types";

type PaidPlan = Exclude<PlanId, "starter">;
export type PlanChoice = { plan: PaidPlan; interval: BillingInterval };

const notConfigured = () =>
  new DomainError("conflict", "This installation has no billing: plans are not sold here.", [], {
    code: "billing_not_configured",
  });

/** The Stripe client for billing; 409 billing_not_configured without Stripe Billing. */
function billingStripe(): Stripe {
  if (!billingConfigured()) throw notConfigured();
  return stripeClient(getServerEnv().STRIPE_SECRET_KEY!);
}

/** Runs a Stripe call; its failure is a 502 payment_provider_error with a plain message. */
async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    console.error(`Stripe Billing: ${what} failed`, error);
    throw new PaymentProviderError(`Stripe could not ${what}. Please try again in a moment.`);
  }
}

const LIVE = ["trialing", "active", "past_due", "incomplete", "paused"] as const;
const isLive = (status: string | null | undefined) =>
  Boolean(status && (LIVE as readonly string[]).includes(status));

/** The company's Stripe customer, created on its first checkout (one per company). */
async function ensureCustomer(stripe: Stripe, companyId: string): Promise<string> {
  const existing = await prisma.subscription.findUnique({
    where: { companyId },
    select: { stripeCustomerId: true },
  });
  if (existing) return existing.stripeCustomerId;
  const company = await prisma.company.findUniqueOrThrow({
    where: { id: companyId },
    select: {
      name: true,
      contactEmail: true,
      users: { select: { email: true }, orderBy: { createdAt: "asc" }, take: 1 },
    },
  });
  const customer = await call("create the customer", () =>
    stripe.customers.create({
      name: company.name,
      email: company.contactEmail ?? company.users[0]?.email,
      metadata: { companyId },
    }),
  );
  // Two first checkouts at once: the row that got in first wins, the other customer is unused.
  await prisma.subscription.upsert({
    where: { companyId },
    create: { companyId, stripeCustomerId: customer.id },
    update: {},
  });
  const row = await prisma.subscription.findUniqueOrThrow({ where: { companyId } });
  return row.stripeCustomerId;
}

/**
 * A Checkout Session (mode subscription) for the company's first subscription, with a trial
 * of the plan's trial days when the company never had one → { url }. A company with a live
 * subscription changes plan instead (409).
 */
export async function startCheckout(companyId: string, choice: PlanChoice) {
  const stripe = billingStripe();
  const current = await prisma.subscription.findUnique({ where: { companyId } });
  if (current?.stripeSubscriptionId && isLive(current.status))
    throw conflict("You already have a subscription: change its plan instead.");
  const customer = await ensureCustomer(stripe, companyId);
  const trialDays = current?.stripeSubscriptionId ? 0 : getPlan(choice.plan).trialDays;
  const metadata = { companyId, plan: choice.plan, interval: choice.interval };
  const session = await call("open the checkout page", () =>
    stripe.checkout.sessions.create({
      mode: "subscription",
      customer,
      client_reference_id: companyId,
      line_items: [{ price: priceIdFor(choice.plan, choice.interval), quantity: 1 }],
      subscription_data: { metadata, ...(trialDays > 0 ? { trial_period_days: trialDays } : {}) },
      metadata,
      success_url: absoluteUrl("/dashboard/billing?checkout=done"),
      cancel_url: absoluteUrl("/dashboard/billing"),
    }),
  );
  if (!session.url) throw new PaymentProviderError("Stripe did not return a checkout page.");
  return { url: session.url };
}

/** Stripe's customer portal: card, cancellation, invoices → { url }. */
export async function openPortal(companyId: string) {
  const stripe = billingStripe();
  const row = await prisma.subscription.findUnique({ where: { companyId } });
  if (!row) throw conflict("There is no subscription yet: choose a plan first.");
  const session = await call("open the billing portal", () =>
    stripe.billingPortal.sessions.create({
      customer: row.stripeCustomerId,
      return_url: absoluteUrl("/dashboard/billing"),
    }),
  );
  return { url: session.url };
}

/**
 * Moves the live subscription to another paid plan or interval, prorated
 * (proration_behavior create_prorations: the difference is on the next invoice). The billing
 * webhook records the new plan when Stripe confirms it.
 */
export async function changePlan(companyId: string, choice: PlanChoice) {
  const stripe = billingStripe();
  const row = await prisma.subscription.findUnique({ where: { companyId } });
  if (!row?.stripeSubscriptionId || !isLive(row.status) || row.status === "incomplete")
    throw conflict("There is no subscription to change: choose a plan first.");
  if (row.plan === choice.plan && row.interval === choice.interval)
    throw conflict(`You are already on ${getPlan(choice.plan).name}.`);
  const subscriptionId = row.stripeSubscriptionId;
  const subscription = await call("read the subscription", () =>
    stripe.subscriptions.retrieve(subscriptionId),
  );
  const item = subscription.items.data[0];
  if (!item) throw new PaymentProviderError("The subscription has no item to change.");
  const updated = await call("change the plan", () =>
    stripe.subscriptions.update(subscriptionId, {
      items: [{ id: item.id, price: priceIdFor(choice.plan, choice.interval) }],
      proration_behavior: "create_prorations",
      cancel_at_period_end: false,
      metadata: { companyId, plan: choice.plan, interval: choice.interval },
    }),
  );
  return { plan: choice.plan, interval: choice.interval, status: updated.status };
}

function cardOf(method: string | Stripe.PaymentMethod | null | undefined) {
  if (!method || typeof method === "string" || !method.card) return null;
  const { brand, last4, exp_month, exp_year } = method.card;
  return { brand, last4, expMonth: exp_month, expYear: exp_year };
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** What Stripe knows and the billing page shows: card, next charge, past invoices. */
export async function billingDetails(companyId: string): Promise<BillingDetailsDto> {
  const stripe = billingStripe();
  const row = await prisma.subscription.findUnique({ where: { companyId } });
  if (!row) return { paymentMethod: null, nextCharge: null, invoices: [] };
  const customerId = row.stripeCustomerId;
  const subscriptionId = row.stripeSubscriptionId;
  const [customer, subscription, invoices] = await Promise.all([
    call("read the customer", () =>
      stripe.customers.retrieve(customerId, {
        expand: ["invoice_settings.default_payment_method"],
      }),
    ),
    subscriptionId && isLive(row.status)
      ? call("read the subscription", () =>
          stripe.subscriptions.retrieve(subscriptionId, { expand: ["default_payment_method"] }),
        )
      : Promise.resolve(null),
    call("list the invoices", () => stripe.invoices.list({ customer: customerId, limit: 24 })),
  ]);
  const customerMethod =
    "deleted" in customer && customer.deleted
      ? null
      : (customer as Stripe.Customer).invoice_settings?.default_payment_method;
  const paymentMethod = cardOf(subscription?.default_payment_method) ?? cardOf(customerMethod);

  let nextCharge: BillingDetailsDto["nextCharge"] = null;
  if (subscription && !subscription.cancel_at_period_end) {
    const item = subscription.items.data[0];
    const unit = item?.price?.unit_amount;
    if (item && unit !== null && unit !== undefined)
      nextCharge = {
        amountCents: unit * (item.quantity ?? 1),
        currency: item.price.currency,
        date: iso(item.current_period_end),
      };
  }

  return {
    paymentMethod,
    nextCharge,
    invoices: invoices.data.map((invoice) => ({
      id: invoice.id ?? "",
      number: invoice.number,
      date: iso(invoice.created),
      amountCents: invoice.total,
      currency: invoice.currency,
      status: invoice.status,
      pdfUrl: invoice.invoice_pdf ?? null,
      hostedUrl: invoice.hosted_invoice_url ?? null,
    })),
  };
}
