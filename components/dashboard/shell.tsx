"use client";

import * as React from "react";
import { usePathname, useRouter } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { useSignOut } from "@/components/auth/use-sign-out";
import { SidebarContent } from "@/components/dashboard/sidebar";
import { SiteUrlBanner } from "@/components/dashboard/site-url-banner";
import { TopBar, type SiteLinks } from "@/components/dashboard/top-bar";
import { TooltipTourProvider } from "@/components/onboarding/tooltip-tour";
import { useWelcomeApi } from "@/components/onboarding/use-onboarding-api";
import { activeSection } from "@/lib/dashboard/navigation";
import { queryKeys } from "@/components/query/keys";
import type { CompanyDto } from "@/lib/companies/types";
import type { Role } from "@/lib/team/permissions";

/**
 * The owner's workspace (docs/product.md §2): sidebar, top bar and the guided tooltips around
 * every dashboard page (the first-run checklist is on the dashboard home).
 */
export function DashboardShell({
  role,
  siteUrl,
  site,
  children,
}: {
  /** The member's role in the session's company: the navigation shows what it may open. */
  role: Role;
  /** The address the server puts in mails: a banner warns when the browser uses another. */
  siteUrl?: string;
  /** The product's name and help links, from the server (lib/site.ts reads the environment). */
  site: SiteLinks;
  children: React.ReactNode;
}) {
  const pathname = usePathname();
  const router = useRouter();
  const section = activeSection(pathname);
  const { data: company, isLoading } = useQuery<CompanyDto>({ queryKey: queryKeys.company });
  const { signOut, pending } = useSignOut();
  const { resetWelcome } = useWelcomeApi();
  const [menuOpen, setMenuOpen] = React.useState(false);

  // Show Setup Checklist: brings a dismissed checklist back and goes to the home that shows it.
  const showChecklist = React.useCallback(async () => {
    await resetWelcome();
    router.push("/dashboard");
  }, [resetWelcome, router]);

  const sidebarProps = {
    role,
    section,
    company,
    loading: isLoading,
    onSignOut: signOut,
    signingOut: pending,
  };

  return (
    <TooltipTourProvider
      enabled={Boolean(company)}
      // The sidebar's tips wait on the home while the setup checklist is there: one guide at a time.
      shellTips={pathname === "/dashboard" && company?.hasSeenWelcome !== false}
    >
      <div className="flex min-h-dvh">
        <aside className="bg-card sticky top-0 hidden h-dvh w-64 shrink-0 border-r lg:block">
          <SidebarContent {...sidebarProps} />
        </aside>
        <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
          <SheetContent
            id="dashboard-mobile-sidebar"
            side="left"
            className="w-72 gap-0 p-0 lg:hidden"
          >
            <SheetTitle className="sr-only">Menu</SheetTitle>
            <SheetDescription className="sr-only">Dashboard navigation</SheetDescription>
            <SidebarContent {...sidebarProps} onNavigate={() => setMenuOpen(false)} />
          </SheetContent>
        </Sheet>
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar
            role={role}
            site={site}
            company={company}
            menuOpen={menuOpen}
            onOpenMenu={() => setMenuOpen(true)}
            onShowTutorial={() => void showChecklist()}
            onSignOut={signOut}
          />
          <main id="main-content" className="flex-1 p-4 sm:p-6">
            {siteUrl ? <SiteUrlBanner siteUrl={siteUrl} /> : null}
            {children}
          </main>
        </div>
      </div>
    </TooltipTourProvider>
  );
}
