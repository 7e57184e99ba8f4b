import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AppProviders } from "@/components/providers";
import { DashboardShell } from "@/components/dashboard/shell";
import { PastDueBanner } from "@/components/dashboard/past-due-banner";
import { getCurrentUser } from "@/lib/auth/session";
import { can } from "@/lib/team/permissions";
import { siteUrl } from "@/lib/site";

export const metadata: Metadata = {
  title: { default: "Dashboard", template: "%s | QuoteCraft" },
  robots: { index: false, follow: false },
};

// The middleware redirects signed-out visits too; this check is the one that must hold.
export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const user = await getCurrentUser();
  if (!user) redirect("/login?callbackUrl=/dashboard");
  return (
    <AppProviders>
      {/* The address mails carry, read when the server runs (README, "Site URL"). */}
      <DashboardShell role={user.role} siteUrl={siteUrl()}>
        {/* The billing summary is the owner's (docs/team.md): other roles would get a 403. */}
        {can(user.role, "billing") ? <PastDueBanner /> : null}
        {children}
      </DashboardShell>
    </AppProviders>
  );
}
