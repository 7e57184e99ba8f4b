/**
 * The subscription plans: their prices and the limits the product enforces, in one place
 * (docs/billing.md). The landing page's #pricing section, the billing page, sign-up and the
 * server's limit checks all read this module, so a number here is typed nowhere else.
 * Plain data and pure functions: safe in the browser and on the server.
 */
export const PLAN_IDS = ["starter", "pro", "business"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const BILLING_INTERVALS = ["month", "year"] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** What a plan allows. A count of null is unlimited; 0 is none. */
export type PlanLimits = {
  /** Services in the price book. */
  services: number | null;
  /** Customer-facing calculators. */
  calculators: number | null;
  /** People who sign in to the company's account, the owner included (no per-seat price). */
  teamMembers: number | null;
  /** Text messages sent to customers per calendar month. */
  textsPerMonth: number | null;
  /** The REST API (API keys). */
  api: boolean;
  /** Webhook endpoints. */
  webhooks: boolean;
};

export type CountLimit = "services" | "calculators" | "teamMembers" | "textsPerMonth";
export type FeatureLimit = "api" | "webhooks";
export type LimitName = CountLimit | FeatureLimit;
export const COUNT_LIMITS: CountLimit[] = [
  "services",
  "calculators",
  "teamMembers",
  "textsPerMonth",
];
export const FEATURE_LIMITS: FeatureLimit[] = ["api", "webhooks"];

export type Plan = {
  id: PlanId;
  name: string;
  /** Prices in whole US dollars per billing interval; 0 means free. */
  price: Record<BillingInterval, number>;
  /** Days of free trial when a paid plan is first subscribed to. */
  trialDays: number;
  limits: PlanLimits;
  description: string;
  /** What the plan offers beyond its limits (the limits' own lines come from `limitLines`). */
  features: string[];
  /** The plan the page recommends; it gets the "Most popular" marker. */
  highlighted?: boolean;
};

export const PLANS: Plan[] = [
  {
    id: "starter",
    name: "Starter",
    price: { month: 0, year: 0 },
    trialDays: 0,
    limits: {
      services: 25,
      calculators: 1,
      teamMembers: 1,
      textsPerMonth: 0,
      api: false,
      webhooks: false,
    },
    description: "For solo tradespeople sending their first online estimates.",
    features: ["Industry templates to start from", "Estimate requests by email"],
  },
  {
    id: "pro",
    name: "Pro",
    price: { month: 49, year: 490 },
    trialDays: 14,
    limits: {
      services: null,
      calculators: 1,
      teamMembers: 5,
      textsPerMonth: 500,
      api: true,
      webhooks: true,
    },
    description: "For growing businesses that want every lead to become a quote.",
    features: [
      "Your logo and colours on the calculator",
      "Labor rates, service fees and markups",
      "Analytics on conversion and popular services",
      "QuickBooks Online and Xero exports",
    ],
    highlighted: true,
  },
  {
    id: "business",
    name: "Business",
    price: { month: 99, year: 990 },
    trialDays: 14,
    limits: {
      services: null,
      calculators: 5,
      teamMembers: null,
      textsPerMonth: 2000,
      api: true,
      webhooks: true,
    },
    description: "For multi-crew companies quoting across several trades.",
    features: [
      "Everything in Pro",
      "Service areas",
      "Template marketplace publishing",
      "Priority support",
    ],
  },
];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === "string" && (PLAN_IDS as readonly string[]).includes(value);
}

export function getPlan(id: PlanId): Plan {
  return PLANS.find((plan) => plan.id === id)!;
}

export const isPaidPlan = (id: PlanId) => getPlan(id).price.month > 0;

/** "Free", "$49" (a month) or "$490" (a year). */
export function formatPlanPrice(plan: Pick<Plan, "price">, interval: BillingInterval = "month") {
  const amount = plan.price[interval];
  return amount === 0 ? "Free" : `$${amount.toLocaleString("en-US")}`;
}

/** The words after the price: "forever", "per month", "per year". */
export function planPriceSuffix(plan: Pick<Plan, "price">, interval: BillingInterval = "month") {
  if (plan.price[interval] === 0) return "forever";
  return interval === "month" ? "per month" : "per year";
}

/** "or $490 a year (2 months free)"; null for a free plan. */
export function annualPriceNote(plan: Pick<Plan, "price">): string | null {
  if (plan.price.year === 0) return null;
  const saved = plan.price.month * 12 - plan.price.year;
  const months = Math.round(saved / plan.price.month);
  const free = months > 0 ? ` (${months} month${months === 1 ? "" : "s"} free)` : "";
  return `or ${formatPlanPrice(plan, "year")} a year${free}`;
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

const COUNT_WORDS: Record<CountLimit, { one: string; many: string; where: string }> = {
  services: { one: "service", many: "services", where: " in your price book" },
  calculators: {
    one: "customer-facing calculator",
    many: "customer-facing calculators",
    where: "",
  },
  teamMembers: { one: "team member", many: "team members", where: ", included" },
  textsPerMonth: { one: "text message a month", many: "text messages a month", where: "" },
};

/** One limit as a line of the plan's list ("Up to 25 services in your price book"); null when the plan does not offer it. */
export function limitLine(limit: LimitName, limits: PlanLimits): string | null {
  if (limit === "api") return limits.api ? "REST API" : null;
  if (limit === "webhooks") return limits.webhooks ? "Webhooks" : null;
  const value = limits[limit];
  const words = COUNT_WORDS[limit];
  if (value === 0) return null;
  if (value === null) return `Unlimited ${words.many}${words.where}`;
  if (value === 1) return `${plural(1, words.one, words.many)}${words.where}`;
  return `Up to ${plural(value, words.one, words.many)}${words.where}`;
}

/** Every limit line the plan offers, in a fixed order. */
export function limitLines(plan: Pick<Plan, "limits">): string[] {
  return [...COUNT_LIMITS, ...FEATURE_LIMITS]
    .map((limit) => limitLine(limit, plan.limits))
    .filter((line): line is string => line !== null);
}

/** The plan's whole list: its limits, then its other features. */
export function planLines(plan: Pick<Plan, "limits" | "features">): string[] {
  return [...limitLines(plan), ...plan.features];
}

/** Whether `count` of a counted resource (after an addition) fits the plan. */
export function fitsLimit(plan: PlanId, limit: CountLimit, count: number): boolean {
  const max = getPlan(plan).limits[limit];
  return max === null || count <= max;
}

/** The cheapest plan above `plan` that allows `count` (or the feature); null when none does. */
export function planThatLifts(plan: PlanId, limit: LimitName, count = 0): PlanId | null {
  const start = PLAN_IDS.indexOf(plan) + 1;
  for (const id of PLAN_IDS.slice(start)) {
    const limits = getPlan(id).limits;
    if (limit === "api" || limit === "webhooks" ? limits[limit] : fitsLimit(id, limit, count))
      return id;
  }
  return null;
}

const LIMIT_NOUN: Record<LimitName, string> = {
  services: "services",
  calculators: "calculators",
  teamMembers: "team members",
  textsPerMonth: "text messages a month",
  api: "the REST API",
  webhooks: "webhooks",
};

/**
 * Why an addition is refused, in the owner's words: "Starter includes up to 25 services.
 * Upgrade to Pro for unlimited services."
 */
export function limitMessage(plan: PlanId, limit: LimitName, upgradeTo: PlanId | null): string {
  const current = getPlan(plan);
  const noun = LIMIT_NOUN[limit];
  let first: string;
  if (limit === "api" || limit === "webhooks") first = `${current.name} does not include ${noun}.`;
  else {
    const max = current.limits[limit] ?? 0;
    first =
      max === 0
        ? `${current.name} does not include ${noun}.`
        : `${current.name} includes up to ${max.toLocaleString("en-US")} ${noun}.`;
  }
  if (!upgradeTo) return first;
  const target = getPlan(upgradeTo);
  let offer: string;
  if (limit === "api" || limit === "webhooks") offer = `Upgrade to ${target.name} to use ${noun}.`;
  else {
    const max = target.limits[limit];
    offer =
      max === null
        ? `Upgrade to ${target.name} for unlimited ${noun}.`
        : `Upgrade to ${target.name} for up to ${max.toLocaleString("en-US")} ${noun}.`;
  }
  return `${first} ${offer}`;
}

/** "18 of 25 services", "18 services (unlimited)". */
export function usageLabel(limit: CountLimit, used: number, max: number | null): string {
  const noun = LIMIT_NOUN[limit];
  if (max === null) return `${used.toLocaleString("en-US")} ${noun} (unlimited)`;
  return `${used.toLocaleString("en-US")} of ${max.toLocaleString("en-US")} ${noun}`;
}
