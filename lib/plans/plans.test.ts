import {
  fitsLimit,
  getPlan,
  limitLines,
  limitMessage,
  PLAN_IDS,
  PLANS,
  planThatLifts,
  usageLabel,
} from "@/lib/plans";
import { GRACE_DAYS, planInForce, toSubscriptionStatus } from "@/lib/billing/status";

describe("plan data", () => {
  it("holds what the landing page sells", () => {
    expect(PLANS.map((plan) => [plan.id, plan.price.month])).toEqual([
      ["starter", 0],
      ["pro", 49],
      ["business", 99],
    ]);
    expect(limitLines(getPlan("starter"))).toEqual([
      "Up to 25 services in your price book",
      "1 customer-facing calculator",
      "1 team member, included",
    ]);
    expect(limitLines(getPlan("pro"))).toContain("REST API");
    expect(
      PLANS.filter((plan) => plan.price.month > 0).every((plan) => plan.trialDays === 14),
    ).toBe(true);
  });

  it("each plan allows at least what the one below it does", () => {
    for (let i = 1; i < PLAN_IDS.length; i += 1) {
      const lower = getPlan(PLAN_IDS[i - 1]).limits;
      const upper = getPlan(PLAN_IDS[i]).limits;
      for (const key of ["services", "calculators", "teamMembers", "textsPerMonth"] as const)
        expect(upper[key] === null || (lower[key] !== null && upper[key] >= lower[key])).toBe(true);
    }
  });
});

describe("limits", () => {
  it("names the plan that lifts a limit and says so", () => {
    expect(fitsLimit("starter", "services", 25)).toBe(true);
    expect(fitsLimit("starter", "services", 26)).toBe(false);
    expect(planThatLifts("starter", "services", 26)).toBe("pro");
    expect(planThatLifts("pro", "calculators", 2)).toBe("business");
    expect(planThatLifts("business", "calculators", 6)).toBeNull();
    expect(planThatLifts("starter", "webhooks")).toBe("pro");
    expect(limitMessage("starter", "services", "pro")).toBe(
      "Starter includes up to 25 services. Upgrade to Pro for unlimited services.",
    );
    expect(limitMessage("starter", "api", "pro")).toBe(
      "Starter does not include the REST API. Upgrade to Pro to use the REST API.",
    );
    expect(usageLabel("services", 18, 25)).toBe("18 of 25 services");
  });

  // Team members and texts have no creation path yet: their sender will call
  // assertWithinLimit (lib/billing/limits.ts), which applies exactly this rule.
  it("team members and texts have limits for their future creation to check", () => {
    expect(fitsLimit("starter", "teamMembers", 2)).toBe(false);
    expect(planThatLifts("starter", "teamMembers", 2)).toBe("pro");
    expect(fitsLimit("pro", "teamMembers", 5)).toBe(true);
    expect(fitsLimit("pro", "teamMembers", 6)).toBe(false);
    expect(fitsLimit("business", "teamMembers", 500)).toBe(true);
    expect(fitsLimit("starter", "textsPerMonth", 1)).toBe(false);
    expect(fitsLimit("pro", "textsPerMonth", 500)).toBe(true);
    expect(fitsLimit("pro", "textsPerMonth", 501)).toBe(false);
    expect(limitMessage("pro", "textsPerMonth", "business")).toBe(
      "Pro includes up to 500 text messages a month. Upgrade to Business for up to 2,000 text messages a month.",
    );
  });
});

describe("planInForce", () => {
  const now = new Date("2026-12-01T00:00:00Z");
  const sub = (status: "active" | "past_due" | "canceled" | "trialing", daysAgo = 0) => ({
    plan: "pro" as const,
    interval: "month" as const,
    status,
    pastDueSince: new Date(now.getTime() - daysAgo * 86_400_000),
  });
  it("without billing is the plan recorded on the company", () => {
    expect(planInForce({ billing: false, companyPlan: "business", subscription: null, now })).toBe(
      "business",
    );
  });
  it("with billing comes from the subscription, with a grace period when past due", () => {
    const at = (subscription: ReturnType<typeof sub> | null) =>
      planInForce({ billing: true, companyPlan: "business", subscription, now });
    expect(at(null)).toBe("starter");
    expect(at(sub("trialing"))).toBe("pro");
    expect(at(sub("active"))).toBe("pro");
    expect(at(sub("past_due", GRACE_DAYS - 1))).toBe("pro");
    expect(at(sub("past_due", GRACE_DAYS))).toBe("starter");
    expect(at(sub("canceled"))).toBe("starter");
  });
  it("maps Stripe's statuses", () => {
    expect(toSubscriptionStatus("unpaid")).toBe("past_due");
    expect(toSubscriptionStatus("incomplete_expired")).toBe("canceled");
    expect(toSubscriptionStatus("active")).toBe("active");
  });
});
