import "server-only";
import { prisma } from "@/lib/db";
import { billingConfigured, limitsEnforced } from "./config";
import { companyUsage } from "./limits";
import { graceEndsAt, planInForce, type SubscriptionState } from "./status";
import type { BillingSummaryDto } from "./types";

/** The billing page's local part: plan in force, subscription, usage against limits. */
export async function billingSummary(companyId: string): Promise<BillingSummaryDto> {
  const company = await prisma.company.findUniqueOrThrow({
    where: { id: companyId },
    select: { plan: true, subscription: true },
  });
  const configured = billingConfigured();
  const sub = company.subscription;
  const plan = planInForce({
    billing: configured,
    companyPlan: company.plan,
    subscription: sub as SubscriptionState | null,
  });
  const iso = (value: Date | null) => (value ? value.toISOString() : null);
  return {
    configured,
    limitsEnforced: limitsEnforced(),
    plan,
    chosenPlan: company.plan,
    subscription:
      configured && sub
        ? {
            plan: sub.plan,
            interval: sub.interval,
            status: sub.status,
            currentPeriodEnd: iso(sub.currentPeriodEnd),
            cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
            trialEnd: iso(sub.trialEnd),
            pastDueSince: iso(sub.pastDueSince),
            graceEndsAt:
              sub.status === "past_due" && sub.pastDueSince
                ? iso(graceEndsAt(sub.pastDueSince))
                : null,
          }
        : null,
    usage: await companyUsage(companyId, plan),
  };
}
