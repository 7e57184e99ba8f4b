import "server-only";
import { getAnalytics } from "@/lib/analytics/analytics";
import { billingSummary } from "@/lib/billing/summary";
import { getPlan } from "@/lib/plans";
import { can, type Role } from "@/lib/team/permissions";
import { getMoneyOverview } from "./money";
import { getDashboardOverview } from "./overview";
import { getSetupChecklist } from "./setup";

/**
 * What the dashboard home shows on a first visit, read on the server with the page, so that its
 * figures arrive in the HTML instead of after seconds of skeletons (docs/performance.md "Owner
 * pages"). Each part is what its API route answers (the browser refreshes them from there),
 * and only what the member's role may read from that route (docs/team.md).
 */
export async function dashboardHomeData(companyId: string, role: Role) {
  const [overview, money, setup, billing] = await Promise.all([
    getDashboardOverview(companyId),
    getMoneyOverview(companyId),
    can(role, "company_settings") ? getSetupChecklist(companyId) : null,
    billingSummary(companyId),
  ]);
  // This week's funnel is a plan feature: without it the home names the plan that has it.
  const analyticsWeek =
    !billing.limitsEnforced || getPlan(billing.plan).features.analytics
      ? await getAnalytics(companyId, { preset: "week" })
      : null;
  return { overview, money, setup, analyticsWeek };
}
