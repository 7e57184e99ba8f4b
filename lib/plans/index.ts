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

/**
 * Features a plan includes or not, each checked on the server where it is used (402
 * plan_limit naming the `feature`; docs/billing.md "Features"). Their lines on the pricing
 * pages come from `FEATURE_LINES`.
 */
export const PLAN_FEATURES = [
  "branding",
  "laborRates",
  "analytics",
  "accountingExports",
  "serviceAreas",
  "marketplacePublishing",
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/** Each feature as a line of a plan's list. */
export const FEATURE_LINES: Record<PlanFeature, string> = {
  branding: "Your logo and colours on the calculator",
  laborRates: "Labor rates and service fees",
  analytics: "Analytics on conversion and popular services",
  accountingExports: "QuickBooks Online and Xero exports",
  serviceAreas: "Service areas",
  marketplacePublishing: "Template marketplace publishing",
};

/** Each feature in a sentence: "Starter does not include <noun>." */
const FEATURE_NOUN: Record<PlanFeature, string> = {
  branding: "your logo and colours",
  laborRates: "labor rates and service fees",
  analytics: "analytics",
  accountingExports: "QuickBooks Online and Xero exports",
  serviceAreas: "service areas",
  marketplacePublishing: "publishing templates to the marketplace",
};

export type Plan = {
  id: PlanId;
  name: string;
  /** Prices in whole US dollars per billing interval; 0 means free. */
  price: Record<BillingInterval, number>;
  /** Days of free trial when a paid plan is first subscribed to. */
  trialDays: number;
  limits: PlanLimits;
  description: string;
  /** The gated features the plan includes (their lines come from `featureLines`). */
  features: Record<PlanFeature, boolean>;
  /** What the plan offers that nothing gates (templates, support), shown after its features. */
  extras: string[];
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
    features: {
      branding: false,
      laborRates: false,
      analytics: false,
      accountingExports: false,
      serviceAreas: false,
      marketplacePublishing: false,
    },
    extras: ["Industry templates to start from", "Estimate requests by email"],
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
    features: {
      branding: true,
      laborRates: true,
      analytics: true,
      accountingExports: true,
      serviceAreas: false,
      marketplacePublishing: false,
    },
    extras: [],
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
    features: {
      branding: true,
      laborRates: true,
      analytics: true,
      accountingExports: true,
      serviceAreas: true,
      marketplacePublishing: true,
    },
    extras: ["Priority support"],
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

type FeatureSource = Pick<Plan, "name" | "features">;

/**
 * The plan's feature lines. When it includes every feature of the plan before it (and that
 * plan has some), "Everything in Pro" stands for those, then only its own are listed.
 */
export function featureLines(plan: FeatureSource, previous?: FeatureSource | null): string[] {
  const included = PLAN_FEATURES.filter((feature) => plan.features[feature]);
  const before = previous ? PLAN_FEATURES.filter((feature) => previous.features[feature]) : [];
  if (before.length > 0 && before.every((feature) => plan.features[feature]))
    return [
      `Everything in ${previous!.name}`,
      ...included.filter((feature) => !previous!.features[feature]).map((f) => FEATURE_LINES[f]),
    ];
  return included.map((feature) => FEATURE_LINES[feature]);
}

/**
 * The plan's whole list: its limits, its features, then what nothing gates. `plans` is the
 * list the plan is shown in (the one before it gives "Everything in …").
 */
export function planLines(
  plan: Pick<Plan, "id" | "name" | "limits" | "features" | "extras">,
  plans: Pick<Plan, "id" | "name" | "features">[] = PLANS,
): string[] {
  const index = plans.findIndex((other) => other.id === plan.id);
  const previous = index > 0 ? plans[index - 1] : null;
  return [...limitLines(plan), ...featureLines(plan, previous), ...plan.extras];
}

/** Whether the plan includes the feature. */
export const includesFeature = (plan: PlanId, feature: PlanFeature) =>
  getPlan(plan).features[feature];

/** The cheapest plan above `plan` that includes the feature; null when none does. */
export function planWithFeature(plan: PlanId, feature: PlanFeature): PlanId | null {
  const start = PLAN_IDS.indexOf(plan) + 1;
  return PLAN_IDS.slice(start).find((id) => getPlan(id).features[feature]) ?? null;
}

/** The cheapest plan that includes the feature (what a gated control names). */
export const cheapestPlanWith = (feature: PlanFeature): PlanId | null =>
  PLAN_IDS.find((id) => getPlan(id).features[feature]) ?? null;

/** "Starter does not include analytics. Upgrade to Pro to use analytics." */
export function featureMessage(
  plan: PlanId,
  feature: PlanFeature,
  upgradeTo: PlanId | null,
): string {
  const noun = FEATURE_NOUN[feature];
  const first = `${getPlan(plan).name} does not include ${noun}.`;
  return upgradeTo ? `${first} Upgrade to ${getPlan(upgradeTo).name} to use ${noun}.` : first;
}

/** What a gated control says: "Business includes service areas." */
export function featureIncludedIn(feature: PlanFeature): string {
  const id = cheapestPlanWith(feature);
  const noun = FEATURE_NOUN[feature];
  return id ? `${getPlan(id).name} includes ${noun}.` : `No plan includes ${noun}.`;
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
        : max === 1
          ? `${current.name} includes ${plural(1, COUNT_WORDS[limit].one, noun)}.`
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
