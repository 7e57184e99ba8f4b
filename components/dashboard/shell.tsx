"use client";

import * as React from "react";
import { usePathname } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { useSignOut } from "@/components/auth/use-sign-out";
import { SidebarContent } from "@/components/dashboard/sidebar";
import { SiteUrlBanner } from "@/components/dashboard/site-url-banner";
import { TopBar } from "@/components/dashboard/top-bar";
import { TooltipTourProvider } from "@/components/onboarding/tooltip-tour";
import { WelcomeModal } from "@/components/onboarding/welcome-modal";
import { useWelcomeApi } from "@/components/onboarding/use-onboarding-api";
import { activeSection } from "@/lib/dashboard/navigation";
import { queryKeys } from "@/components/query/keys";
import type { CompanyDto } from "@/lib/companies/types";

/**
 * The owner's workspace (docs/product.md §2): sidebar, top bar, the welcome tutorial and the
 * guided tooltips around every dashboard page.
 */
export function DashboardShell({
  siteUrl,
  children,
}: {
  /** The address the server puts in mails: a banner warns when the browser uses another. */
  siteUrl?: string;
  children: React.ReactNode;
}) {
  const pathname = usePathname();
  const section = activeSection(pathname);
  const { data: company, isLoading } = useQuery<CompanyDto>({ queryKey: queryKeys.company });
  const { signOut, pending } = useSignOut();
  const { markWelcomeSeen, resetWelcome } = useWelcomeApi();
  const [menuOpen, setMenuOpen] = React.useState(false);
  // The modal opens by itself while the company has not seen it; closing it hides it at once
  // (before the refreshed company arrives); Show Tutorial opens it on demand.
  const [closedThisVisit, setClosedThisVisit] = React.useState(false);
  const [shownOnDemand, setShownOnDemand] = React.useState(false);
  const welcomeOpen = shownOnDemand || (company?.hasSeenWelcome === false && !closedThisVisit);

  const closeWelcome = React.useCallback(() => {
    setShownOnDemand(false);
    setClosedThisVisit(true);
    void markWelcomeSeen();
  }, [markWelcomeSeen]);

  const showTutorial = React.useCallback(async () => {
    await resetWelcome();
    setShownOnDemand(true);
  }, [resetWelcome]);

  const sidebarProps = {
    section,
    company,
    loading: isLoading,
    onSignOut: signOut,
    signingOut: pending,
  };

  return (
    <TooltipTourProvider
      enabled={Boolean(company) && !welcomeOpen && company?.hasSeenWelcome !== false}
      shellTips={pathname === "/dashboard"}
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
            company={company}
            menuOpen={menuOpen}
            onOpenMenu={() => setMenuOpen(true)}
            onShowTutorial={() => void showTutorial()}
            onSignOut={signOut}
          />
          <main id="main-content" className="flex-1 p-4 sm:p-6">
            {siteUrl ? <SiteUrlBanner siteUrl={siteUrl} /> : null}
            {children}
          </main>
        </div>
      </div>
      <WelcomeModal
        open={welcomeOpen}
        companyName={company?.name ?? ""}
        industryType={company?.industryType}
        slug={company?.slug}
        logo={company?.logo}
        onClose={closeWelcome}
      />
    </TooltipTourProvider>
  );
}
