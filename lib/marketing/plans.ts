/**
 * The plans sold on the landing page's #pricing section and preselected by /register?plan=.
 * The data (prices, limits, features) lives in lib/plans, the one source the product's limit
 * checks and the billing page read too.
 */
import { isPlanId } from "@/lib/plans";

export {
  PLAN_IDS,
  PLANS,
  formatPlanPrice,
  isPlanId,
  planLines,
  type Plan,
  type PlanId,
} from "@/lib/plans";

/** The sign-up page, with the plan preselected when it is a known one. */
export function registerHref(plan?: unknown): string {
  return isPlanId(plan) ? `/register?plan=${plan}` : "/register";
}
