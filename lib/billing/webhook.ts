import "server-only";
import { Prisma } from "@prisma/client";
import { prisma } from "@/lib/db";
import { uniqueViolation } from "@/lib/db/errors";
import { getServerEnv } from "@/lib/env";
import { verifiedStripeEvent, type Stripe } from "@/lib/payments/stripe";
import { isPlanId, type BillingInterval, type PlanId } from "@/lib/plans";
import { planForPrice } from "./config";
import { toSubscriptionStatus, type SubscriptionStatus } from "./status";

/** Stripe's events are a few kB; a larger body is not one of them. */
export const MAX_BILLING_WEBHOOK_BODY_BYTES = 256 * 1024;

export type BillingWebhookOutcome = {
  received: true;
  /**
   * "applied"; "duplicate" (this event id was processed before); "stale" (older than the last
   * event applied to the company's subscription: never rolls it back); "ignored" (not a
   * billing event of this app).
   */
  result: "applied" | "duplicate" | "stale" | "ignored";
};

/** What one event says about a company's subscription. */
type Change = {
  companyId: string | null;
  customerId: string;
  subscriptionId: string | null;
  plan?: PlanId;
  interval?: BillingInterval;
  status: SubscriptionStatus;
  currentPeriodEnd?: Date | null;
  cancelAtPeriodEnd?: boolean;
  trialEnd?: Date | null;
  /** invoice.payment_failed: applies only to the company's current subscription. */
  statusOnly?: boolean;
};

const idOf = (value: string | { id: string } | null | undefined) =>
  value ? (typeof value === "string" ? value : value.id) : null;
const date = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? null : new Date(seconds * 1000);
const INTERVALS: readonly string[] = ["month", "year"];

function fromCheckout(session: Stripe.Checkout.Session): Change | null {
  if (session.mode !== "subscription") return null;
  const customerId = idOf(session.customer);
  const plan = session.metadata?.plan;
  const interval = session.metadata?.interval;
  if (!customerId || !isPlanId(plan) || plan === "starter" || !interval) return null;
  if (!INTERVALS.includes(interval)) return null;
  return {
    companyId: session.client_reference_id ?? session.metadata?.companyId ?? null,
    customerId,
    subscriptionId: idOf(session.subscription),
    plan,
    interval: interval as BillingInterval,
    // A trial needs no payment at checkout; a paid first period has been paid.
    status: session.payment_status === "no_payment_required" ? "trialing" : "active",
  };
}

function fromSubscription(subscription: Stripe.Subscription, deleted: boolean): Change | null {
  const customerId = idOf(subscription.customer);
  if (!customerId) return null;
  const item = subscription.items?.data?.[0];
  const priced = planForPrice(item?.price?.id);
  const metaPlan = subscription.metadata?.plan;
  const metaInterval = subscription.metadata?.interval;
  const plan = priced?.plan ?? (isPlanId(metaPlan) && metaPlan !== "starter" ? metaPlan : null);
  const interval =
    priced?.interval ??
    (metaInterval && INTERVALS.includes(metaInterval) ? (metaInterval as BillingInterval) : null);
  if (!plan || !interval) return null;
  return {
    companyId: subscription.metadata?.companyId ?? null,
    customerId,
    subscriptionId: subscription.id,
    plan,
    interval,
    status: deleted ? "canceled" : toSubscriptionStatus(subscription.status),
    currentPeriodEnd: date(item?.current_period_end),
    cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end),
    trialEnd: date(subscription.trial_end),
  };
}

function fromFailedInvoice(invoice: Stripe.Invoice): Change | null {
  const customerId = idOf(invoice.customer);
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  if (!customerId || !subscriptionId) return null;
  return { companyId: null, customerId, subscriptionId, status: "past_due", statusOnly: true };
}

function changeOf(event: Stripe.Event): Change | null {
  const object = event.data?.object as unknown;
  if (!object || typeof object !== "object") return null;
  switch (event.type) {
    case "checkout.session.completed":
      return fromCheckout(object as Stripe.Checkout.Session);
    case "customer.subscription.created":
    case "customer.subscription.updated":
      return fromSubscription(object as Stripe.Subscription, false);
    case "customer.subscription.deleted":
      return fromSubscription(object as Stripe.Subscription, true);
    case "invoice.payment_failed":
      return fromFailedInvoice(object as Stripe.Invoice);
    default:
      return null;
  }
}

const LIVE: SubscriptionStatus[] = ["trialing", "active", "past_due", "paused", "incomplete"];

/**
 * POST /api/stripe/billing: verifies Stripe's signature over the raw body with the official
 * library (400 when it does not match; 404 without STRIPE_BILLING_WEBHOOK_SECRET), then applies
 * the event to the company's subscription once (its id is stored) and in order (an event older
 * than the last one applied is recorded as stale and changes nothing).
 */
export async function handleBillingWebhook(
  rawBody: Uint8Array,
  signature: string | null,
): Promise<BillingWebhookOutcome> {
  const event = verifiedStripeEvent(
    rawBody,
    signature,
    getServerEnv().STRIPE_BILLING_WEBHOOK_SECRET,
  );
  if (typeof event.id !== "string" || typeof event.created !== "number")
    return { received: true, result: "ignored" };
  const change = changeOf(event);
  if (!change) return { received: true, result: "ignored" };
  try {
    return await applyChange(event, change);
  } catch (error) {
    // The same event delivered twice at once: the other delivery applied it.
    if (uniqueViolation(error)) return { received: true, result: "duplicate" };
    throw error;
  }
}

async function applyChange(event: Stripe.Event, change: Change): Promise<BillingWebhookOutcome> {
  const created = new Date(event.created * 1000);
  return prisma.$transaction(async (tx) => {
    if (await tx.billingEvent.findUnique({ where: { id: event.id }, select: { id: true } }))
      return { received: true, result: "duplicate" } as const;

    // The company: the one the customer belongs to; a first event names it in its metadata.
    const byCustomer = await tx.subscription.findUnique({
      where: { stripeCustomerId: change.customerId },
      select: { companyId: true },
    });
    let companyId = byCustomer?.companyId ?? null;
    if (!companyId && change.companyId) {
      const company = await tx.company.findUnique({
        where: { id: change.companyId },
        select: { id: true, subscription: { select: { stripeCustomerId: true } } },
      });
      // A company already bound to another customer is not moved by someone else's event.
      if (company && !company.subscription) companyId = company.id;
    }
    const record = (result: BillingWebhookOutcome["result"]) =>
      tx.billingEvent.create({
        data: { id: event.id, type: event.type, companyId, created, result },
      });
    if (!companyId) {
      await record("ignored");
      return { received: true, result: "ignored" } as const;
    }

    // Lock the row: events of one company are applied one at a time.
    await tx.$executeRaw`SELECT 1 FROM "Subscription" WHERE "companyId" = ${companyId} FOR UPDATE`;
    const row = await tx.subscription.findUnique({ where: { companyId } });
    if (row?.lastEventAt && created < row.lastEventAt) {
      await record("stale");
      return { received: true, result: "stale" } as const;
    }
    // An event of an earlier subscription never touches the live one that replaced it.
    const otherSubscription =
      row?.stripeSubscriptionId &&
      change.subscriptionId &&
      row.stripeSubscriptionId !== change.subscriptionId;
    if (
      (otherSubscription && (change.statusOnly || (row.status && LIVE.includes(row.status)))) ||
      (change.statusOnly && !row?.stripeSubscriptionId)
    ) {
      await record("ignored");
      return { received: true, result: "ignored" } as const;
    }

    const status = change.status;
    const pastDueSince =
      status === "past_due"
        ? ((row?.status === "past_due" ? row.pastDueSince : null) ?? created)
        : null;
    const data = {
      stripeCustomerId: change.customerId,
      stripeSubscriptionId: change.subscriptionId ?? row?.stripeSubscriptionId ?? null,
      status,
      pastDueSince,
      lastEventAt: created,
      ...(change.plan ? { plan: change.plan } : {}),
      ...(change.interval ? { interval: change.interval } : {}),
      ...(change.currentPeriodEnd !== undefined
        ? { currentPeriodEnd: change.currentPeriodEnd }
        : {}),
      ...(change.cancelAtPeriodEnd !== undefined
        ? { cancelAtPeriodEnd: change.cancelAtPeriodEnd }
        : {}),
      ...(change.trialEnd !== undefined ? { trialEnd: change.trialEnd } : {}),
    } satisfies Prisma.SubscriptionUncheckedUpdateInput;
    const saved = await tx.subscription.upsert({
      where: { companyId },
      create: { companyId, ...data },
      update: data,
    });
    // The company's plan mirrors its subscription (Starter once canceled); the grace period of
    // a past_due subscription is decided when limits are checked (lib/billing/status.ts).
    const plan: PlanId =
      saved.plan && (status === "trialing" || status === "active" || status === "past_due")
        ? saved.plan
        : "starter";
    await tx.company.update({ where: { id: companyId }, data: { plan } });
    await record("applied");
    return { received: true, result: "applied" } as const;
  });
}
