/** The dashboard shell's links (docs/product.md §2); `section` is the path's second segment. */
export type NavItem = { href: string; label: string; section: string };

export const MAIN_NAV: NavItem[] = [
  { href: "/dashboard", label: "Dashboard", section: "dashboard" },
  { href: "/dashboard/services", label: "Services", section: "services" },
  { href: "/dashboard/service-builder", label: "Service Builder", section: "service-builder" },
  { href: "/dashboard/price-book", label: "Price Book", section: "price-book" },
  {
    href: "/dashboard/price-book-marketplace",
    label: "Marketplace",
    section: "price-book-marketplace",
  },
  { href: "/dashboard/estimates", label: "Estimates", section: "estimates" },
  { href: "/dashboard/clients", label: "Clients", section: "clients" },
  { href: "/dashboard/quotes", label: "Quotes", section: "quotes" },
  { href: "/dashboard/invoices", label: "Invoices", section: "invoices" },
  { href: "/dashboard/calculator-setup", label: "Calculator Setup", section: "calculator-setup" },
  { href: "/dashboard/integrations", label: "Integrations", section: "integrations" },
  { href: "/dashboard/analytics", label: "Analytics", section: "analytics" },
];

export const SETTINGS_NAV: NavItem[] = [
  { href: "/dashboard/account", label: "Account", section: "account" },
  { href: "/dashboard/company", label: "Company Profile", section: "company" },
  { href: "/dashboard/service-areas", label: "Service Areas", section: "service-areas" },
  { href: "/dashboard/texts", label: "Texts", section: "texts" },
  { href: "/dashboard/support", label: "Support", section: "support" },
];

export const ACCOUNT_MENU: { href: string; label: string }[] = [
  { href: "/dashboard/account", label: "My Profile" },
  { href: "/dashboard/company", label: "Company Settings" },
  { href: "/dashboard/billing", label: "Billing" },
  { href: "/calculator", label: "View Customer Calculator" },
];

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
