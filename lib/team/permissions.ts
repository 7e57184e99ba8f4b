/**
 * Who may do what (docs/team.md): the one table of roles and permissions. Every signed-in
 * endpoint declares the permission it needs (withSession's `permission`), every dashboard page
 * the one it shows (requirePagePermission), and the role matrix test
 * (app/api/__tests__/roles.db.test.ts) checks each endpoint × method × role against this table.
 * Pure: the browser reads it too (the sidebar shows what a role may open).
 */

/**
 * The roles a member can have (the database's MemberRole). Here rather than beside the
 * validation schemas: the dashboard's shell reads this module, and a zod import would put the
 * whole library on every signed-in page.
 */
export const ROLES = ["owner", "admin", "office", "technician"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: "Owner",
  admin: "Admin",
  office: "Office",
  technician: "Technician",
};

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: "Everything, including billing, the team and deleting the company.",
  admin: "Everything but billing, ownership and deleting the company.",
  office:
    "Requests, clients, quotes, invoices, payments and the schedule. No price-book deletions, integrations or API keys.",
  technician:
    "Their assigned jobs and visits, with those clients and properties. No prices, totals or payments.",
};

/** What an endpoint or a page needs. */
export const PERMISSIONS = {
  /** Their own account, sign-in, tooltips, notifications and support: every member. */
  account: "Your own account",
  /** The dashboard's figures (revenue, money, analytics). */
  reports: "Reports and money figures",
  requests: "Estimate requests",
  clients: "Clients and properties",
  quotes: "Quotes",
  invoices: "Invoices",
  payments: "Payments and refunds",
  tasks: "Follow-up tasks",
  /** Creating jobs, scheduling and assigning visits, every job and visit of the company. */
  schedule: "Jobs and the schedule",
  /**
   * Work in the field: the jobs and visits a member may open (every one with `schedule`, a
   * technician's own otherwise), their checklist, notes, photos and progress.
   */
  field_work: "Jobs and visits in the field",
  texts: "Text conversations",
  /** Reading and editing services, rates, fees and templates. */
  price_book: "The price book",
  price_book_delete: "Deleting from the price book",
  company_settings: "Company and calculator settings",
  integrations: "API keys, webhooks and delivery failures",
  exports: "Data exports",
  team: "The team: invitations, roles and deactivation",
  audit: "The activity log",
  billing: "Plan and billing",
  company_delete: "Deleting the company",
} as const;
export type Permission = keyof typeof PERMISSIONS;

const OFFICE: readonly Permission[] = [
  "account",
  "reports",
  "requests",
  "clients",
  "quotes",
  "invoices",
  "payments",
  "tasks",
  "texts",
  "price_book",
  "schedule",
  "field_work",
];

const ADMIN: readonly Permission[] = [
  ...OFFICE,
  "price_book_delete",
  "company_settings",
  "integrations",
  "exports",
  "team",
  "audit",
];

export const ROLE_PERMISSIONS: Record<Role, ReadonlySet<Permission>> = {
  owner: new Set(Object.keys(PERMISSIONS) as Permission[]),
  admin: new Set(ADMIN),
  office: new Set(OFFICE),
  technician: new Set<Permission>(["account", "field_work"]),
};

export function can(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].has(permission);
}

/** Roles a member with `role` may give or take away: only owners touch ownership. */
export function canAssignRole(actor: Role, target: Role): boolean {
  if (!can(actor, "team")) return false;
  return target !== "owner" || actor === "owner";
}

export const isRole = (value: unknown): value is Role =>
  typeof value === "string" && (ROLES as readonly string[]).includes(value);
