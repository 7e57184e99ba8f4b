import { can, type Permission, type Role } from "@/lib/team/permissions";

/**
 * The dashboard shell's links (docs/product.md §2); `section` is the path's second segment and
 * `permission` what the page's gate needs (docs/team.md): a role sees only what it may open.
 */
export type NavItem = { href: string; label: string; section: string; permission: Permission };

export const MAIN_NAV: NavItem[] = [
  { href: "/dashboard", label: "Dashboard", section: "dashboard", permission: "account" },
  // A technician's day (docs/jobs.md): their visits of today, then their jobs.
  { href: "/dashboard/today", label: "Today", section: "today", permission: "field_work" },
  { href: "/dashboard/services", label: "Services", section: "services", permission: "price_book" },
  {
    href: "/dashboard/service-builder",
    label: "Service Builder",
    section: "service-builder",
    permission: "price_book",
  },
  {
    href: "/dashboard/price-book",
    label: "Price Book",
    section: "price-book",
    permission: "price_book",
  },
  {
    href: "/dashboard/price-book-marketplace",
    label: "Marketplace",
    section: "price-book-marketplace",
    permission: "price_book",
  },
  {
    href: "/dashboard/estimates",
    label: "Estimates",
    section: "estimates",
    permission: "requests",
  },
  { href: "/dashboard/clients", label: "Clients", section: "clients", permission: "clients" },
  { href: "/dashboard/quotes", label: "Quotes", section: "quotes", permission: "quotes" },
  // Approved quotes become jobs, scheduled as visits, then invoiced.
  { href: "/dashboard/jobs", label: "Jobs", section: "jobs", permission: "field_work" },
  { href: "/dashboard/schedule", label: "Schedule", section: "schedule", permission: "schedule" },
  { href: "/dashboard/invoices", label: "Invoices", section: "invoices", permission: "invoices" },
  {
    href: "/dashboard/calculator-setup",
    label: "Calculator Setup",
    section: "calculator-setup",
    permission: "company_settings",
  },
  {
    href: "/dashboard/integrations",
    label: "Integrations",
    section: "integrations",
    permission: "integrations",
  },
  { href: "/dashboard/analytics", label: "Analytics", section: "analytics", permission: "reports" },
];

export const SETTINGS_NAV: NavItem[] = [
  { href: "/dashboard/account", label: "Account", section: "account", permission: "account" },
  {
    href: "/dashboard/company",
    label: "Company Profile",
    section: "company",
    permission: "company_settings",
  },
  { href: "/dashboard/team", label: "Team", section: "team", permission: "team" },
  {
    href: "/dashboard/service-areas",
    label: "Service Areas",
    section: "service-areas",
    permission: "company_settings",
  },
  { href: "/dashboard/texts", label: "Texts", section: "texts", permission: "texts" },
  { href: "/dashboard/support", label: "Support", section: "support", permission: "account" },
];

export const ACCOUNT_MENU: { href: string; label: string; permission: Permission }[] = [
  { href: "/dashboard/account", label: "My Profile", permission: "account" },
  { href: "/dashboard/company", label: "Company Settings", permission: "company_settings" },
  { href: "/dashboard/billing", label: "Billing", permission: "billing" },
  // The public calculator shows the price book's prices: not for a role without it.
  { href: "/calculator", label: "View Customer Calculator", permission: "price_book" },
];

/** The links a role may open (the pages' gates answer 404 for the others). */
export function visibleTo<T extends { permission: Permission }>(items: T[], role: Role): T[] {
  return items.filter((item) => can(role, item.permission));
}

/** The current section: the second path segment, defaulting to 'dashboard'. */
export function activeSection(pathname: string | null | undefined): string {
  const segment = (pathname ?? "").split("?")[0].split("/").filter(Boolean)[1];
  return segment || "dashboard";
}

/** "<Industry> Services" for the sidebar header. */
export function industryHeading(
  industryType: string | null | undefined,
  labels: Record<string, string>,
): string {
  const label = labels[industryType ?? ""] ?? labels.generic ?? "General";
  return `${label} Services`;
}
