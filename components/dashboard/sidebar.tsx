"use client";

import * as React from "react";
import Link from "next/link";
import {
  BarChart3,
  Blocks,
  BookOpen,
  Briefcase,
  Building2,
  Calculator,
  CalendarDays,
  CalendarCheck,
  ClipboardList,
  Eye,
  FileText,
  LayoutDashboard,
  LifeBuoy,
  LogOut,
  MapPin,
  MessageSquare,
  Plug,
  Receipt,
  Store,
  User,
  UserCog,
  Users,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { CompanyAvatar } from "@/components/company/avatar";
import { useGuidedTarget } from "@/components/onboarding/tooltip-tour";
import { useUnreadTexts } from "@/components/texts/queries";
import {
  MAIN_NAV,
  SETTINGS_NAV,
  industryHeading,
  visibleTo,
  type NavItem,
} from "@/lib/dashboard/navigation";
import type { TooltipId } from "@/lib/onboarding/tooltips";
import { INDUSTRY_LABELS } from "@/lib/categories";
import type { CompanyDto } from "@/lib/companies/types";
import { can, type Role } from "@/lib/team/permissions";
import { cn } from "@/lib/utils";

const ICONS: Record<string, LucideIcon> = {
  dashboard: LayoutDashboard,
  services: Wrench,
  "service-builder": Blocks,
  "price-book": BookOpen,
  "price-book-marketplace": Store,
  estimates: ClipboardList,
  clients: Users,
  quotes: FileText,
  invoices: Receipt,
  today: CalendarCheck,
  jobs: Briefcase,
  schedule: CalendarDays,
  "calculator-setup": Calculator,
  integrations: Plug,
  analytics: BarChart3,
  account: User,
  company: Building2,
  "service-areas": MapPin,
  team: UserCog,
  texts: MessageSquare,
  support: LifeBuoy,
};

/** Links the guided tour points at. */
const TOUR_TARGETS: Record<string, TooltipId> = {
  services: "services-section",
  estimates: "estimates-section",
  company: "company-settings",
};

function NavLink({
  item,
  active,
  onNavigate,
  badge,
}: {
  item: NavItem;
  active: boolean;
  onNavigate?: () => void;
  /** A count beside the label (unread texts), described to screen readers, not in the name. */
  badge?: { count: number; label: string };
}) {
  const badgeId = React.useId();
  const Icon = ICONS[item.section] ?? LayoutDashboard;
  const tourId = TOUR_TARGETS[item.section];
  const guidedRef = useGuidedTarget<HTMLAnchorElement>(tourId ?? "dashboard-sidebar");
  return (
    <Link
      ref={tourId ? guidedRef : undefined}
      href={item.href}
      onClick={onNavigate}
      aria-current={active ? "page" : undefined}
      aria-describedby={badge && badge.count > 0 ? badgeId : undefined}
      className={cn(
        "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors",
        active
          ? "bg-primary/10 text-primary"
          : "text-muted-foreground hover:bg-accent hover:text-accent-foreground",
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {item.label}
      {badge && badge.count > 0 ? (
        <>
          <span
            aria-hidden="true"
            data-testid={`${item.section}-badge`}
            className="bg-primary text-primary-foreground ml-auto rounded-full px-2 py-0.5 text-xs font-semibold"
          >
            {badge.count > 99 ? "99+" : badge.count}
          </span>
          <span id={badgeId} className="sr-only">
            {badge.label}
          </span>
        </>
      ) : null}
    </Link>
  );
}

export function SidebarContent({
  role,
  section,
  company,
  loading,
  onNavigate,
  onSignOut,
  signingOut,
}: {
  /** The member's role in this company: links it may not open are not shown (docs/team.md). */
  role: Role;
  section: string;
  company: CompanyDto | undefined;
  loading: boolean;
  onNavigate?: () => void;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  const sidebarRef = useGuidedTarget<HTMLDivElement>("dashboard-sidebar");
  const unread = useUnreadTexts({ enabled: can(role, "texts") }).data?.unreadCount ?? 0;
  // Customers' texts live in the conversations on clients and quotes (docs/texts.md).
  const unreadBadge = {
    count: unread,
    label: `${unread} unread text${unread === 1 ? "" : "s"}`,
  };
  return (
    <div ref={sidebarRef} className="flex h-full flex-col" data-testid="dashboard-sidebar">
      <div className="flex items-center gap-3 border-b p-4">
        {loading ? (
          <>
            <Skeleton className="size-10 rounded-md" />
            <div className="grid flex-1 gap-1.5" aria-label="Loading company" role="status">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-3 w-24" />
            </div>
          </>
        ) : (
          <>
            <CompanyAvatar name={company?.name} logoUrl={company?.logo} size="md" />
            <div className="min-w-0">
              <p className="truncate font-semibold" data-testid="sidebar-company-name">
                {company?.name ?? "Your company"}
              </p>
              <p className="text-muted-foreground truncate text-xs">
                {industryHeading(company?.industryType, INDUSTRY_LABELS)}
              </p>
            </div>
          </>
        )}
      </div>
      <nav aria-label="Dashboard" className="flex-1 overflow-y-auto p-3">
        <ul className="grid gap-1">
          {visibleTo(MAIN_NAV, role).map((item) => (
            <li key={item.href}>
              <NavLink
                item={item}
                active={section === item.section}
                onNavigate={onNavigate}
                badge={item.section === "clients" ? unreadBadge : undefined}
              />
            </li>
          ))}
        </ul>
        <p
          id="settings-nav-heading"
          className="text-muted-foreground mt-6 mb-2 px-3 text-xs font-semibold uppercase"
        >
          Settings
        </p>
        <ul className="grid gap-1" aria-labelledby="settings-nav-heading">
          {visibleTo(SETTINGS_NAV, role).map((item) => (
            <li key={item.href}>
              <NavLink item={item} active={section === item.section} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid gap-2 border-t p-3">
        {/* The public calculator shows the price book's prices. */}
        {can(role, "price_book") ? (
          <Button asChild variant="outline" className="justify-start">
            <Link href="/calculator" onClick={onNavigate}>
              <Eye aria-hidden="true" />
              Preview Calculator
            </Link>
          </Button>
        ) : null}
        <Button variant="ghost" className="justify-start" onClick={onSignOut} disabled={signingOut}>
          <LogOut aria-hidden="true" />
          Sign Out
        </Button>
      </div>
    </div>
  );
}
