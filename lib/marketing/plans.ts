/** The subscription plans sold on the landing page's #pricing section and preselected by /register?plan=. */
export const PLAN_IDS = ["starter", "pro", "business"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export type Plan = {
  id: PlanId;
  name: string;
  /** Monthly price in whole US dollars; 0 means free. */
  monthlyPrice: number;
  description: string;
  features: string[];
  /** The plan the page recommends; it gets the "Most popular" marker. */
  highlighted?: boolean;
};

export const PLANS: Plan[] = [
  {
    id: "starter",
    name: "Starter",
    monthlyPrice: 0,
    description: "For solo tradespeople sending their first online estimates.",
    features: [
      "1 customer-facing calculator",
      "Up to 25 services in your price book",
      "Industry templates to start from",
      "Estimate requests by email",
    ],
  },
  {
    id: "pro",
    name: "Pro",
    monthlyPrice: 49,
    description: "For growing businesses that want every lead to become a quote.",
    features: [
      "Unlimited services and price books",
      "Your logo and colours on the calculator",
      "Labor rates, service fees and markups",
      "Analytics on conversion and popular services",
      "QuickBooks Online and Xero exports, webhooks and REST API",
    ],
    highlighted: true,
  },
  {
    id: "business",
    name: "Business",
    monthlyPrice: 99,
    description: "For multi-crew companies quoting across several trades.",
    features: [
      "Everything in Pro",
      "Multiple calculators and service areas",
      "Template marketplace publishing",
      "Field-service and CRM connections through webhooks and the API",
      "Priority support",
    ],
  },
];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === "string" && (PLAN_IDS as readonly string[]).includes(value);
}

/** The sign-up page, with the plan preselected when it is a known one. */
export function registerHref(plan?: unknown): string {
  return isPlanId(plan) ? `/register?plan=${plan}` : "/register";
}

export function formatPlanPrice(plan: Pick<Plan, "monthlyPrice">): string {
  return plan.monthlyPrice === 0 ? "Free" : `$${plan.monthlyPrice}`;
}
