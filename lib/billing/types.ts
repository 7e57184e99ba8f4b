/** The billing API's answers (client-safe types). */
import type { BillingInterval, CountLimit, PlanId } from "@/lib/plans";
import type { SubscriptionStatus } from "./status";

export type BillingSummaryDto = {
  /** Stripe Billing is set up on this installation. */
  configured: boolean;
  /** Plan limits are checked (always with billing; PLAN_LIMITS=on without). */
  limitsEnforced: boolean;
  /** The plan whose limits apply now. */
  plan: PlanId;
  /** The plan recorded on the company (chosen at sign-up, or the subscription's). */
  chosenPlan: PlanId;
  subscription: {
    plan: PlanId | null;
    interval: BillingInterval | null;
    status: SubscriptionStatus | null;
    currentPeriodEnd: string | null;
    cancelAtPeriodEnd: boolean;
    trialEnd: string | null;
    pastDueSince: string | null;
    /** past_due: when the company falls back to Starter's limits. */
    graceEndsAt: string | null;
  } | null;
  usage: Record<CountLimit, { used: number; limit: number | null }>;
};

export type { BillingDetailsDto } from "./stripe-types";
