"use client";

import Link from "next/link";
import { BookOpen, GraduationCap, LogOut, Mail } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { LazyMenuState } from "@/components/ui/lazy-menu";
import { CompanySwitcherItems } from "@/components/dashboard/company-switcher";
import type { MyCompanies } from "@/components/dashboard/my-companies";
import type { SiteLinks } from "@/components/dashboard/top-bar";
import { ACCOUNT_MENU, visibleTo } from "@/lib/dashboard/navigation";
import type { CompanyDto } from "@/lib/companies/types";
import { ROLE_LABELS, type Role } from "@/lib/team/permissions";

/**
 * The top bar's two menus, loaded when the owner first reaches for one (components/ui/
 * lazy-menu.tsx): Radix's menu and its positioning stay out of every page's first load.
 */

export type HelpMenuProps = {
  site: SiteLinks;
  /** Whether "Show Setup Checklist" is offered (it needs the company's settings). */
  settings: boolean;
  onShowTutorial: () => void;
};

export function HelpMenu({
  open,
  onOpenChange,
  trigger,
  site,
  settings,
  onShowTutorial,
}: HelpMenuProps & LazyMenuState) {
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
  );
}

export type AccountMenuProps = {
  role: Role;
  company: CompanyDto | undefined;
  companies: MyCompanies | undefined;
  onSignOut: () => void;
};

export function AccountMenu({
  open,
  onOpenChange,
  trigger,
  role,
  company,
  companies,
  onSignOut,
}: AccountMenuProps & LazyMenuState) {
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="truncate">
          {company?.name ?? "Your account"}
          <span className="text-muted-foreground block text-xs font-normal">
            {ROLE_LABELS[role]}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <CompanySwitcherItems data={companies} />
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
  );
}
