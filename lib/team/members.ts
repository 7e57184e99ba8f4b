import "server-only";
import type { MemberRole, Prisma } from "@prisma/client";
import { prisma } from "@/lib/db";
import { DomainError, notFound } from "@/lib/errors";
import { canAssignRole, ROLE_LABELS, type Role } from "@/lib/team/permissions";
import { recordAudit, type AuditSource } from "@/lib/audit/log";
import { defaultNotifications } from "@/lib/team/notifications";
import { assertWithinLimit, lockCompany } from "@/lib/billing/limits";

export type MemberDto = {
  id: string;
  userId: string;
  name: string | null;
  email: string;
  role: Role;
  active: boolean;
  deactivatedAt: string | null;
  joinedAt: string;
  /** The member's colour on the schedule (a palette index). */
  color: number;
};

const memberSelect = {
  id: true,
  userId: true,
  role: true,
  deactivatedAt: true,
  createdAt: true,
  color: true,
  user: { select: { name: true, email: true } },
} satisfies Prisma.MembershipSelect;

type MemberRow = Prisma.MembershipGetPayload<{ select: typeof memberSelect }>;

const toDto = (row: MemberRow): MemberDto => ({
  id: row.id,
  userId: row.userId,
  name: row.user.name,
  email: row.user.email,
  role: row.role,
  active: row.deactivatedAt === null,
  deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
  joinedAt: row.createdAt.toISOString(),
  color: row.color,
});

const ROLE_ORDER: Record<Role, number> = { owner: 0, admin: 1, office: 2, technician: 3 };

/** The company's members, owners first, active before deactivated. */
export async function listMembers(companyId: string): Promise<MemberDto[]> {
  const rows = await prisma.membership.findMany({
    where: { companyId },
    select: memberSelect,
    orderBy: { createdAt: "asc" },
  });
  return rows
    .map(toDto)
    .sort(
      (a, b) =>
        Number(!a.active) - Number(!b.active) ||
        ROLE_ORDER[a.role] - ROLE_ORDER[b.role] ||
        (a.name ?? a.email).localeCompare(b.name ?? b.email),
    );
}

const lastOwner = () =>
  new DomainError(
    "conflict",
    "A company needs at least one active owner: make another member an owner first.",
    [{ path: "role", message: "This is the company's last active owner." }],
    { code: "last_owner" },
  );

const roleForbidden = (actor: Role) =>
  new DomainError(
    "forbidden",
    `Your role (${ROLE_LABELS[actor]}) cannot give or take away ownership.`,
    undefined,
    { code: "role_forbidden" },
  );

/** Locks the company's memberships (in a stable order) so two changes cannot both remove "the other" owner. */
async function lockMembers(tx: Prisma.TransactionClient, companyId: string) {
  await tx.$queryRaw`SELECT "id" FROM "Membership" WHERE "companyId" = ${companyId} ORDER BY "id" FOR UPDATE`;
}

async function activeOwners(tx: Prisma.TransactionClient, companyId: string) {
  return tx.membership.count({ where: { companyId, role: "owner", deactivatedAt: null } });
}

export type MemberChange = { role?: MemberRole; active?: boolean };

/**
 * Changes a member's role or state. Only owners touch ownership (403 role_forbidden); the
 * last active owner cannot be demoted or deactivated (409 last_owner). Deactivation takes
 * effect on the member's next request, on every server (sessions re-read the membership).
 */
export async function updateMember(
  source: AuditSource & { actorRole: Role },
  memberId: string,
  change: MemberChange,
): Promise<MemberDto> {
  return prisma.$transaction(async (tx) => {
    // Reactivating takes a seat of the plan: the company row is locked first (as inviting and
    // accepting do) so two of them cannot both take the last one.
    if (change.active === true) await lockCompany(tx, source.companyId);
    await lockMembers(tx, source.companyId);
    const member = await tx.membership.findFirst({
      where: { id: memberId, companyId: source.companyId },
      select: memberSelect,
    });
    if (!member) throw notFound("Member not found.");
    const touchesOwnership =
      (change.role !== undefined &&
        change.role !== member.role &&
        (change.role === "owner" || member.role === "owner")) ||
      (member.role === "owner" && change.active === false);
    if (touchesOwnership && !canAssignRole(source.actorRole, "owner"))
      throw roleForbidden(source.actorRole);
    const losesOwner =
      member.role === "owner" &&
      member.deactivatedAt === null &&
      ((change.role !== undefined && change.role !== "owner") || change.active === false);
    if (losesOwner && (await activeOwners(tx, source.companyId)) <= 1) throw lastOwner();
    // 402 plan_limit when the plan has no seat left for them (a deactivated member holds none;
    // the active members are counted, pending invitations do not stand in the way).
    if (change.active === true && member.deactivatedAt !== null)
      await assertWithinLimit(tx, source.companyId, "teamMembers");

    const data: Prisma.MembershipUpdateInput = {};
    const who = member.user.name || member.user.email;
    if (change.role !== undefined && change.role !== member.role) {
      data.role = change.role;
      // New mails the role cannot read are switched off (a technician gets no money mails).
      Object.assign(data, defaultNotifications(change.role, "restrict"));
      await recordAudit(
        source,
        {
          action: "member.role_changed",
          detail: `Role of ${who} (${member.user.email}): ${ROLE_LABELS[member.role]} → ${ROLE_LABELS[change.role]}`,
          targetType: "member",
          targetId: member.id,
        },
        tx,
      );
    }
    if (change.active !== undefined && change.active !== (member.deactivatedAt === null)) {
      data.deactivatedAt = change.active ? null : new Date();
      await recordAudit(
        source,
        {
          action: change.active ? "member.reactivated" : "member.deactivated",
          detail: `${change.active ? "Reactivated" : "Deactivated"} ${who} (${member.user.email})`,
          targetType: "member",
          targetId: member.id,
        },
        tx,
      );
    }
    const updated = await tx.membership.update({
      where: { id: member.id },
      data,
      select: memberSelect,
    });
    return toDto(updated);
  });
}

/** Removes a member from the company (their login and their attributed work stay). */
export async function removeMember(source: AuditSource & { actorRole: Role }, memberId: string) {
  await prisma.$transaction(async (tx) => {
    await lockMembers(tx, source.companyId);
    const member = await tx.membership.findFirst({
      where: { id: memberId, companyId: source.companyId },
      select: memberSelect,
    });
    if (!member) throw notFound("Member not found.");
    if (member.role === "owner" && !canAssignRole(source.actorRole, "owner"))
      throw roleForbidden(source.actorRole);
    if (
      member.role === "owner" &&
      member.deactivatedAt === null &&
      (await activeOwners(tx, source.companyId)) <= 1
    )
      throw lastOwner();
    await tx.membership.delete({ where: { id: member.id } });
    await recordAudit(
      source,
      {
        action: "member.removed",
        detail: `Removed ${member.user.name || member.user.email} (${member.user.email}, ${ROLE_LABELS[member.role]})`,
        targetType: "member",
        targetId: member.id,
      },
      tx,
    );
  });
  return { ok: true };
}
