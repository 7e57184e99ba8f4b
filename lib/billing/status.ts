/**
 * Which plan's limits a company has now (docs/billing.md "Statuses and grace"). Pure, so the
 * server's checks, the billing page and the dashboard banner agree.
 */
import type { BillingInterval, PlanId } from "@/lib/plans";

/** Days a past_due subscription keeps its plan before the company falls back to Starter. */
export const GRACE_DAYS = 7;

export const SUBSCRIPTION_STATUSES = [
  "trialing",
  "active",
  "past_due",
  "canceled",
  "incomplete",
  "paused",
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export type SubscriptionState = {
  plan: PlanId | null;
  interval: BillingInterval | null;
  status: SubscriptionStatus | null;
  pastDueSince: Date | null;
};

/** The end of a past_due subscription's grace period. */
export function graceEndsAt(pastDueSince: Date): Date {
  return new Date(pastDueSince.getTime() + GRACE_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * The plan in force. Without Stripe Billing it is the plan recorded on the company (chosen at
 * sign-up). With it, only a subscription gives a paid plan: trialing or active, or past_due
 * within the grace period; anything else (none, canceled, incomplete, paused, grace over) is
 * Starter. Nothing is deleted either way: only new additions are checked.
 */
export function planInForce(input: {
  billing: boolean;
  companyPlan: PlanId;
  subscription: SubscriptionState | null;
  now?: Date;
}): PlanId {
  if (!input.billing) return input.companyPlan;
  const sub = input.subscription;
  if (!sub?.plan || !sub.status) return "starter";
  if (sub.status === "trialing" || sub.status === "active") return sub.plan;
  if (sub.status === "past_due") {
    const since = sub.pastDueSince ?? input.now ?? new Date();
    return (input.now ?? new Date()) < graceEndsAt(since) ? sub.plan : "starter";
  }
  return "starter";
}

/** Stripe's status as the app keeps it: unpaid counts as past_due, incomplete_expired as canceled. */
export function toSubscriptionStatus(stripeStatus: string): SubscriptionStatus {
  if (stripeStatus === "unpaid") return "past_due";
  if (stripeStatus === "incomplete_expired") return "canceled";
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(stripeStatus)
    ? (stripeStatus as SubscriptionStatus)
    : "incomplete";
}
