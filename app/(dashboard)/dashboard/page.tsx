import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { HydrationBoundary } from "@tanstack/react-query";
import { analyticsRangeKey } from "@/components/analytics/range";
import { DashboardHome } from "@/components/dashboard/home";
import { TechnicianHome } from "@/components/dashboard/technician-home";
import { queryKeys } from "@/components/query/keys";
import { queryState } from "@/components/query/server-state";
import { getCurrentUser } from "@/lib/auth/session";
import { dashboardHomeData } from "@/lib/dashboard/home";
import { can } from "@/lib/team/permissions";

export const metadata: Metadata = { title: "Dashboard" };

/**
 * Every member lands here; a role without the dashboard's figures (a technician) gets a home
 * with no money on it and no request it may not make (docs/team.md). The figures are read with
 * the page and handed to the browser's query cache under the keys it would fetch them by, so
 * the first visit shows them at once (docs/performance.md "Owner pages").
 */
export default async function DashboardPage() {
  const user = await getCurrentUser();
  if (!user) redirect("/login?callbackUrl=/dashboard");
  if (!can(user.role, "reports")) return <TechnicianHome />;
  const data = await dashboardHomeData(user.companyId, user.role);
  // The company and the plan come with the layout (layout.tsx).
  const state = queryState([
    [queryKeys.overview, data.overview],
    [queryKeys.money, data.money],
    [queryKeys.setup, data.setup],
    [analyticsRangeKey({ kind: "preset", preset: "week" }), data.analyticsWeek],
  ]);
  return (
    <HydrationBoundary state={state}>
      <DashboardHome role={user.role} />
    </HydrationBoundary>
  );
}
