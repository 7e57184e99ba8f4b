import "server-only";
import type { Prisma } from "@prisma/client";
import { prisma } from "@/lib/db";
import { DomainError } from "@/lib/errors";
import {
  COUNT_LIMITS,
  featureMessage,
  getPlan,
  limitMessage,
  planThatLifts,
  planWithFeature,
  type CountLimit,
  type FeatureLimit,
  type LimitName,
  type PlanFeature,
  type PlanId,
} from "@/lib/plans";
import { startOfDayIn, todayIn } from "@/lib/dates";
import { limitsEnforced, billingConfigured } from "./config";
import { planInForce, type SubscriptionState } from "./status";

type Db = Prisma.TransactionClient | typeof prisma;

/** 402 plan_limit naming the limit, the plan in force and the plan that lifts it. */
export function planLimitError(plan: PlanId, limit: LimitName, count = 0): DomainError {
  const upgradeTo = planThatLifts(plan, limit, count);
  return new DomainError("plan_limit", limitMessage(plan, limit, upgradeTo), undefined, {
    code: "plan_limit",
    details: { limit, plan, upgradeTo },
  });
}

/** The company's plan in force now (lib/billing/status.ts). */
export async function companyPlan(db: Db, companyId: string): Promise<PlanId> {
  const company = await db.company.findUnique({
    where: { id: companyId },
    select: {
      plan: true,
      subscription: { select: { plan: true, interval: true, status: true, pastDueSince: true } },
    },
  });
  if (!company) return "starter";
  return planInForce({
    billing: billingConfigured(),
    companyPlan: company.plan,
    subscription: company.subscription as SubscriptionState | null,
  });
}

/** The first instant of the calendar month `now` is in, in the company's time zone. */
async function monthStart(db: Db, companyId: string, now: Date): Promise<Date> {
  const company = await db.company.findUnique({
    where: { id: companyId },
    select: { timeZone: true },
  });
  const today = todayIn(company?.timeZone ?? "UTC", now);
  return startOfDayIn(`${today.slice(0, 8)}01`, company?.timeZone ?? "UTC");
}

/**
 * How many of a counted resource the company has: services; active members (a deactivated
 * member holds no seat); texts sent this calendar month in the company's time zone (what
 * the company chose to send: not the texts skipped for consent, nor the STOP/HELP answers
 * carriers require, which are never refused).
 */
export async function countUsed(
  db: Db,
  companyId: string,
  limit: CountLimit,
  now = new Date(),
): Promise<number> {
  switch (limit) {
    case "services":
      return db.service.count({ where: { companyId } });
    case "teamMembers":
      return db.membership.count({ where: { companyId, deactivatedAt: null } });
    case "calculators":
      // One calculator per company today (/calculator?company=<slug>).
      return 1;
    case "textsPerMonth":
      return db.textMessage.count({
        where: {
          companyId,
          direction: "outbound",
          // Queued: an owner's reply on its way (counted when it was accepted).
          status: { not: "skipped" },
          purpose: { not: "keyword" },
          createdAt: { gte: await monthStart(db, companyId, now) },
        },
      });
  }
}

/**
 * Locks the company's row for the rest of the transaction: taken before counting toward a
 * limit, so two requests cannot both take the last place.
 */
export async function lockCompany(tx: Prisma.TransactionClient, companyId: string) {
  await tx.$queryRaw`SELECT "id" FROM "Company" WHERE "id" = ${companyId} FOR UPDATE`;
}

/**
 * Refuses an addition of `adding` that would take the company over its plan's limit (402
 * plan_limit). What exists stays: a downgraded company over a limit keeps it all and is
 * refused only new additions. Call it in the creating transaction after the company row is
 * locked (bumpPriceBook or lockCompany) so two requests cannot both take the last place.
 * Does nothing when limits are off (no Stripe Billing and PLAN_LIMITS unset).
 */
export async function assertWithinLimit(
  db: Db,
  companyId: string,
  limit: CountLimit,
  { adding = 1, used }: { adding?: number; used?: number } = {},
): Promise<void> {
  if (!limitsEnforced() || adding <= 0) return;
  const plan = await companyPlan(db, companyId);
  const max = getPlan(plan).limits[limit];
  if (max === null) return;
  const count = used ?? (await countUsed(db, companyId, limit));
  if (count + adding > max) throw planLimitError(plan, limit, count + adding);
}

/** Refuses a feature the plan in force does not include (API keys, webhook endpoints). */
export async function assertIncludes(
  db: Db,
  companyId: string,
  feature: FeatureLimit,
): Promise<void> {
  if (!limitsEnforced()) return;
  const plan = await companyPlan(db, companyId);
  if (!getPlan(plan).limits[feature]) throw planLimitError(plan, feature);
}

/** 402 plan_limit naming the feature, the plan in force and the cheapest plan that includes it. */
export function planFeatureError(plan: PlanId, feature: PlanFeature): DomainError {
  const upgradeTo = planWithFeature(plan, feature);
  return new DomainError("plan_limit", featureMessage(plan, feature, upgradeTo), undefined, {
    code: "plan_limit",
    details: { feature, plan, upgradeTo },
  });
}

/**
 * Refuses a gated feature (logo and colours, labor rates, analytics, accounting exports,
 * service areas, marketplace publishing) the plan in force does not include; called where the
 * feature is used (docs/billing.md "Features"). Does nothing when limits are off.
 */
export async function assertFeature(
  db: Db,
  companyId: string,
  feature: PlanFeature,
): Promise<void> {
  if (!limitsEnforced()) return;
  const plan = await companyPlan(db, companyId);
  if (!getPlan(plan).features[feature]) throw planFeatureError(plan, feature);
}

export type Usage = Record<CountLimit, { used: number; limit: number | null }>;

/** The company's use of each counted limit beside its plan's (the billing page's meters). */
export async function companyUsage(companyId: string, plan: PlanId): Promise<Usage> {
  const limits = getPlan(plan).limits;
  const entries = await Promise.all(
    COUNT_LIMITS.map(
      async (limit) =>
        [limit, { used: await countUsed(prisma, companyId, limit), limit: limits[limit] }] as const,
    ),
  );
  return Object.fromEntries(entries) as Usage;
}
