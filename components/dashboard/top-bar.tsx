"use client";

import Link from "next/link";
import { CircleHelp, Menu, Settings } from "lucide-react";
import { Button } from "@/components/ui/button";
import { LazyMenu } from "@/components/ui/lazy-menu";
import { CompanyAvatar } from "@/components/company/avatar";
import { ThemeToggle } from "@/components/marketing/theme-toggle";
import { useGuidedTarget } from "@/components/onboarding/tooltip-tour";
import { useMyCompanies } from "@/components/dashboard/my-companies";
import type { CompanyDto } from "@/lib/companies/types";
import { can, type Role } from "@/lib/team/permissions";

/** The menus' code, loaded when first wanted (components/ui/lazy-menu.tsx). */
const loadHelpMenu = () => import("./top-bar-menus").then((module) => module.HelpMenu);
const loadAccountMenu = () => import("./top-bar-menus").then((module) => module.AccountMenu);

/**
 * The product's name and where help is: read on the server (lib/site.ts validates the
 * environment with zod, which would otherwise come to every signed-in page).
 */
export type SiteLinks = { name: string; supportEmail: string; docsUrl: string };

export function TopBar({
  role,
  site,
  company,
  menuOpen,
  onOpenMenu,
  onShowTutorial,
  onSignOut,
}: {
  /** The member's role: the menus offer only what it may open (docs/team.md). */
  role: Role;
  site: SiteLinks;
  company: CompanyDto | undefined;
  menuOpen: boolean;
  onOpenMenu: () => void;
  onShowTutorial: () => void;
  onSignOut: () => void;
}) {
  const helpRef = useGuidedTarget<HTMLButtonElement>("help-center");
  // Loaded with the bar, so the account menu opens with its companies in place.
  const companies = useMyCompanies();
  const settings = can(role, "company_settings");
  return (
    <header className="bg-background/95 sticky top-0 z-30 flex h-14 items-center gap-2 border-b px-3 backdrop-blur sm:px-4">
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        onClick={onOpenMenu}
        aria-label="Open menu"
        aria-expanded={menuOpen}
        aria-controls="dashboard-mobile-sidebar"
      >
        <Menu aria-hidden="true" />
      </Button>
      <Link href="/dashboard" className="font-semibold">
        {site.name}
      </Link>
      <div className="ml-auto flex items-center gap-1">
        <LazyMenu
          load={loadHelpMenu}
          menuProps={{ site, settings, onShowTutorial }}
          trigger={
            <Button ref={helpRef} variant="ghost" size="sm" aria-label="Help">
              <CircleHelp aria-hidden="true" />
              <span className="hidden sm:inline">Help</span>
            </Button>
          }
        />
        <ThemeToggle />
        {settings ? (
          <Button asChild variant="ghost" size="icon">
            <Link href="/dashboard/company" aria-label="Settings">
              <Settings aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
        <LazyMenu
          load={loadAccountMenu}
          menuProps={{ role, company, companies: companies.data, onSignOut }}
          trigger={
            <Button variant="ghost" size="icon" aria-label="Account menu" className="rounded-full">
              <CompanyAvatar name={company?.name} logoUrl={company?.logo} size="sm" />
            </Button>
          }
        />
      </div>
    </header>
  );
}
