import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AppProviders } from "@/components/providers";
import { DashboardShell } from "@/components/dashboard/shell";
import { getCurrentUser } from "@/lib/auth/session";

export const metadata: Metadata = {
  title: { default: "Dashboard", template: "%s | QuoteCraft" },
  robots: { index: false, follow: false },
};

// The middleware redirects signed-out visits too; this check is the one that must hold.
export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  if (!(await getCurrentUser())) redirect("/login?callbackUrl=/dashboard");
  return (
    <AppProviders>
      <DashboardShell>{children}</DashboardShell>
    </AppProviders>
  );
}
