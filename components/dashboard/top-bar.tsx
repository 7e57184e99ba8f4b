"use client";

import Link from "next/link";
import { BookOpen, CircleHelp, GraduationCap, LogOut, Mail, Menu, Settings } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { CompanyAvatar } from "@/components/company/avatar";
import { ThemeToggle } from "@/components/marketing/theme-toggle";
import { useGuidedTarget } from "@/components/onboarding/tooltip-tour";
import { CompanySwitcherItems, useMyCompanies } from "@/components/dashboard/company-switcher";
import { ACCOUNT_MENU, visibleTo } from "@/lib/dashboard/navigation";
import type { CompanyDto } from "@/lib/companies/types";
import { can, ROLE_LABELS, type Role } from "@/lib/team/permissions";

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
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button ref={helpRef} variant="ghost" size="sm" aria-label="Help">
              <CircleHelp aria-hidden="true" />
              <span className="hidden sm:inline">Help</span>
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {/* The checklist is about the company's setup (reset-welcome needs its settings). */}
            {settings ? (
              <DropdownMenuItem onSelect={onShowTutorial}>
                <GraduationCap aria-hidden="true" />
                Show Setup Checklist
              </DropdownMenuItem>
            ) : null}
            <DropdownMenuItem asChild>
              <a href={`mailto:${site.supportEmail}`}>
                <Mail aria-hidden="true" />
                Contact Support
              </a>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <a href={site.docsUrl} target="_blank" rel="noopener noreferrer">
                <BookOpen aria-hidden="true" />
                Documentation
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <ThemeToggle />
        {settings ? (
          <Button asChild variant="ghost" size="icon">
            <Link href="/dashboard/company" aria-label="Settings">
              <Settings aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label="Account menu" className="rounded-full">
              <CompanyAvatar name={company?.name} logoUrl={company?.logo} size="sm" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="w-56">
            <DropdownMenuLabel className="truncate">
              {company?.name ?? "Your account"}
              <span className="text-muted-foreground block text-xs font-normal">
                {ROLE_LABELS[role]}
              </span>
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            <CompanySwitcherItems data={companies.data} />
            {visibleTo(ACCOUNT_MENU, role).map((item) => (
              <DropdownMenuItem key={item.href} asChild>
                <Link href={item.href}>{item.label}</Link>
              </DropdownMenuItem>
            ))}
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={onSignOut}>
              <LogOut aria-hidden="true" />
              Sign Out
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </header>
  );
}
