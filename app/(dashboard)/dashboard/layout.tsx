import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { HydrationBoundary } from "@tanstack/react-query";
import { AppProviders } from "@/components/providers";
import { DashboardShell } from "@/components/dashboard/shell";
import { PastDueBanner } from "@/components/dashboard/past-due-banner";
import { queryKeys } from "@/components/query/keys";
import { queryState } from "@/components/query/server-state";
import { getCurrentUser } from "@/lib/auth/session";
import { billingSummary } from "@/lib/billing/summary";
import { getCompanyOrThrow } from "@/lib/companies/company";
import { can } from "@/lib/team/permissions";
import { siteConfig, siteUrl } from "@/lib/site";

export const metadata: Metadata = {
  title: { default: "Dashboard", template: "%s | QuoteCraft" },
  robots: { index: false, follow: false },
};

// The middleware redirects signed-out visits too; this check is the one that must hold.
export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const user = await getCurrentUser();
  if (!user) redirect("/login?callbackUrl=/dashboard");
  // The company (the sidebar, every page's header) and the plan (gated features, the past-due
  // banner) come with the page, under the keys the browser would GET them by: no skeleton for
  // them on a first visit. Every member may read both (docs/team.md).
  const [company, billing] = await Promise.all([
    getCompanyOrThrow(user.companyId),
    billingSummary(user.companyId),
  ]);
  const state = queryState([
    [queryKeys.company, company],
    [queryKeys.billing, billing],
  ]);
  return (
    <AppProviders>
      <HydrationBoundary state={state}>
        {/* The address mails carry, read when the server runs (README, "Site URL"). */}
        <DashboardShell
          role={user.role}
          siteUrl={siteUrl()}
          site={{
            name: siteConfig.name,
            supportEmail: siteConfig.supportEmail,
            docsUrl: siteConfig.docsUrl,
          }}
        >
          {/* The billing summary is the owner's (docs/team.md): other roles would get a 403. */}
          {can(user.role, "billing") ? <PastDueBanner /> : null}
          {children}
        </DashboardShell>
      </HydrationBoundary>
    </AppProviders>
  );
}
