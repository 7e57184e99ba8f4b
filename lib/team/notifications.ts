import "server-only";
import type { Prisma } from "@prisma/client";
import { prisma } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { can, type Permission, type Role } from "@/lib/team/permissions";

/** The mails a member may choose (docs/team.md), with what a role needs to read them. */
export const NOTIFICATIONS = {
  newRequest: { column: "notifyNewRequest", needs: "requests", label: "A new estimate request" },
  quoteViewed: { column: "notifyQuoteViewed", needs: "quotes", label: "A customer opened a quote" },
  quoteApproved: {
    column: "notifyQuoteApproved",
    needs: "quotes",
    label: "A customer approved or declined a quote",
  },
  invoicePaid: { column: "notifyInvoicePaid", needs: "invoices", label: "An invoice was paid" },
  assigned: { column: "notifyAssigned", needs: "account", label: "Something was assigned to me" },
} as const satisfies Record<
  string,
  { column: keyof Prisma.MembershipUpdateInput; needs: Permission; label: string }
>;
export type NotificationKind = keyof typeof NOTIFICATIONS;
export type NotificationSettings = Record<NotificationKind, boolean>;
const KINDS = Object.keys(NOTIFICATIONS) as NotificationKind[];

/**
 * The columns for a role: every mail it may read on ("all", a new member) or only those it
 * may not read switched off ("restrict", a role change keeps the member's other choices).
 */
export function defaultNotifications(role: Role, mode: "all" | "restrict") {
  const data: Partial<Record<(typeof NOTIFICATIONS)[NotificationKind]["column"], boolean>> = {};
  for (const kind of KINDS) {
    const allowed = can(role, NOTIFICATIONS[kind].needs);
    if (mode === "all" || !allowed) data[NOTIFICATIONS[kind].column] = allowed;
  }
  return data;
}

/** What a member chose, with the mails their role cannot read shown as off. */
export async function getNotifications(memberId: string) {
  const member = await prisma.membership.findUnique({ where: { id: memberId } });
  if (!member) throw notFound("Member not found.");
  return {
    settings: Object.fromEntries(
      KINDS.map((kind) => [kind, member[NOTIFICATIONS[kind].column]]),
    ) as NotificationSettings,
    available: Object.fromEntries(
      KINDS.map((kind) => [kind, can(member.role, NOTIFICATIONS[kind].needs)]),
    ) as NotificationSettings,
  };
}

/** Saves a member's choices; a mail their role cannot read stays off. */
export async function saveNotifications(
  memberId: string,
  role: Role,
  settings: Partial<NotificationSettings>,
) {
  const data: Prisma.MembershipUpdateInput = {};
  for (const kind of KINDS) {
    const value = settings[kind];
    if (value === undefined) continue;
    data[NOTIFICATIONS[kind].column] = value && can(role, NOTIFICATIONS[kind].needs);
  }
  await prisma.membership.update({ where: { id: memberId }, data });
  return getNotifications(memberId);
}

/**
 * The addresses of a notification mail (docs/team.md): the company's contact address, when it
 * is set, in place of the owners' own logins (as before members existed), and every other
 * member who wants it and whose role may read it; without a contact address, every member
 * who wants it, owners first.
 */
export async function notificationAddresses(
  companyId: string,
  kind: NotificationKind,
  contactEmail: string | null,
): Promise<string[]> {
  const contact = contactEmail?.trim() || null;
  const rows = await prisma.membership.findMany({
    where: { companyId, deactivatedAt: null, [NOTIFICATIONS[kind].column]: true },
    select: { role: true, user: { select: { email: true } } },
    orderBy: { createdAt: "asc" },
  });
  const members = rows
    .filter((row) => can(row.role, NOTIFICATIONS[kind].needs))
    .filter((row) => !(contact && row.role === "owner"))
    .sort((a, b) => Number(b.role === "owner") - Number(a.role === "owner"))
    .map((row) => row.user.email);
  return [...new Set([...(contact ? [contact] : []), ...members])];
}

/** The company's active owners' logins, oldest first (a customer's reply-to without a contact address). */
export async function ownerEmails(companyId: string): Promise<string[]> {
  const rows = await prisma.membership.findMany({
    where: { companyId, role: "owner", deactivatedAt: null },
    select: { user: { select: { email: true } } },
    orderBy: { createdAt: "asc" },
  });
  return rows.map((row) => row.user.email);
}
