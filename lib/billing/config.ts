import "server-only";
import { getServerEnv } from "@/lib/env";
import type { BillingInterval, PlanId } from "@/lib/plans";

type PaidPlan = Exclude<PlanId, "starter">;

/** The four recurring prices, from the environment (docs/billing.md "Environment"). */
function priceIds(): Record<PaidPlan, Record<BillingInterval, string | undefined>> {
  const env = getServerEnv();
  return {
    pro: { month: env.STRIPE_PRICE_PRO_MONTHLY, year: env.STRIPE_PRICE_PRO_ANNUAL },
    business: { month: env.STRIPE_PRICE_BUSINESS_MONTHLY, year: env.STRIPE_PRICE_BUSINESS_ANNUAL },
  };
}

/** Stripe Billing is on when the key, the billing webhook's secret and every price id are set. */
export function billingConfigured(): boolean {
  const env = getServerEnv();
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_BILLING_WEBHOOK_SECRET) return false;
  const prices = priceIds();
  return Object.values(prices).every((byInterval) => byInterval.month && byInterval.year);
}

/** Plan limits are enforced with Stripe Billing, or when the operator sets PLAN_LIMITS=on. */
export function limitsEnforced(): boolean {
  return billingConfigured() || getServerEnv().PLAN_LIMITS === "on";
}

export function priceIdFor(plan: PaidPlan, interval: BillingInterval): string {
  const id = priceIds()[plan][interval];
  if (!id) throw new Error(`No Stripe price configured for ${plan}/${interval}.`);
  return id;
}

/** The plan and interval a configured price id sells; null for a price that is not ours. */
export function planForPrice(
  priceId: string | null | undefined,
): { plan: PaidPlan; interval: BillingInterval } | null {
  if (!priceId) return null;
  for (const [plan, byInterval] of Object.entries(priceIds()) as [
    PaidPlan,
    Record<BillingInterval, string | undefined>,
  ][]) {
    for (const interval of ["month", "year"] as const)
      if (byInterval[interval] === priceId) return { plan, interval };
  }
  return null;
}
