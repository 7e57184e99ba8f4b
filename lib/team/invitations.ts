import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { Prisma } from "@prisma/client";
import { prisma } from "@/lib/db";
import { conflict, DomainError, notFound, rateLimited } from "@/lib/errors";
import { inTransaction, publish } from "@/lib/events";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { invitationMail } from "@/lib/mail/templates/team";
import { hitRateLimit } from "@/lib/rate-limit";
import { absoluteUrl } from "@/lib/site";
import { formatLongDay } from "@/lib/dates/day";
import { newPasswordSchema } from "@/lib/validation/auth";
import { canAssignRole, ROLE_LABELS, type Role } from "@/lib/team/permissions";
import { recordAudit, type AuditSource } from "@/lib/audit/log";
import { defaultNotifications } from "@/lib/team/notifications";
import { assertWithinLimit, countUsed, lockCompany } from "@/lib/billing/limits";

/** How long an invitation link works (docs/team.md). */
export const INVITATION_DAYS = 7;
/** Password attempts on one invitation (an existing login accepting) per hour. */
export const ACCEPT_LIMIT = { limit: 10, windowSeconds: 3600 };

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export type InvitationDto = {
  id: string;
  email: string;
  role: Role;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
};

/** Pending invitations (not accepted, revoked or expired), newest first. */
export async function listInvitations(
  companyId: string,
  now = new Date(),
): Promise<InvitationDto[]> {
  const rows = await prisma.invitation.findMany({
    where: { companyId, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      email: true,
      role: true,
      createdAt: true,
      expiresAt: true,
      invitedBy: { select: { name: true, email: true } },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: row.invitedBy ? row.invitedBy.name || row.invitedBy.email : null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/**
 * Invites someone by mail: a random token of which only the hash is stored, a link that works
 * once within 7 days, the mail queued in the same transaction (event member.invited). An
 * earlier pending invitation of the same address is replaced (its link stops working).
 */
export async function inviteMember(
  source: AuditSource & { actorRole: Role },
  input: { email: string; role: Role },
  now = new Date(),
) {
  if (!canAssignRole(source.actorRole, input.role))
    throw new DomainError(
      "forbidden",
      `Your role (${ROLE_LABELS[source.actorRole]}) cannot invite an owner.`,
      [{ path: "role", message: "Only an owner can invite an owner." }],
      { code: "role_forbidden" },
    );
  const existing = await prisma.membership.findFirst({
    where: { companyId: source.companyId, user: { email: input.email } },
    select: { deactivatedAt: true },
  });
  if (existing)
    throw conflict(
      existing.deactivatedAt
        ? `${input.email} is a deactivated member: reactivate them on the team page instead.`
        : `${input.email} is already a member of this company.`,
      [{ path: "email", message: "Already a member." }],
    );
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
  const [company, inviter] = await Promise.all([
    prisma.company.findUniqueOrThrow({
      where: { id: source.companyId },
      select: { name: true, timeZone: true },
    }),
    source.actorId
      ? prisma.user.findUnique({
          where: { id: source.actorId },
          select: { name: true, email: true },
        })
      : null,
  ]);
  const inviterName = inviter?.name || inviter?.email || company.name;
  const rendered = await invitationMail({
    companyName: company.name,
    inviterName,
    roleLabel: ROLE_LABELS[input.role],
    url: absoluteUrl(`/invite/${token}`),
    expiresOn: formatLongDay(expiresAt),
  });
  const invitation = await inTransaction(async (tx) => {
    await lockCompany(tx, source.companyId);
    await tx.invitation.updateMany({
      where: { companyId: source.companyId, email: input.email, acceptedAt: null, revokedAt: null },
      data: { revokedAt: now },
    });
    // A seat is an active member or a pending invitation (the one replaced above no longer
    // counts): 402 plan_limit when the plan has no room for one more (docs/billing.md).
    const active = await countUsed(tx, source.companyId, "teamMembers");
    const pending = await tx.invitation.count({
      where: {
        companyId: source.companyId,
        acceptedAt: null,
        revokedAt: null,
        expiresAt: { gt: now },
      },
    });
    await assertWithinLimit(tx, source.companyId, "teamMembers", { used: active + pending });
    const row = await tx.invitation.create({
      data: {
        companyId: source.companyId,
        email: input.email,
        role: input.role,
        tokenHash: hashToken(token),
        invitedById: source.actorId,
        expiresAt,
      },
    });
    await publish(tx, {
      type: "member.invited",
      companyId: source.companyId,
      invitationId: row.id,
      message: {
        to: input.email,
        subject: `${inviterName} invited you to ${company.name} on QuoteCraft`,
        ...(inviter?.email ? { replyTo: inviter.email } : {}),
        ...rendered,
      },
    });
    await recordAudit(
      source,
      {
        action: "member.invited",
        detail: `Invited ${input.email} as ${ROLE_LABELS[input.role]}`,
        targetType: "invitation",
        targetId: row.id,
      },
      tx,
    );
    return row;
  });
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

export async function revokeInvitation(
  source: AuditSource,
  invitationId: string,
  now = new Date(),
) {
  const invitation = await prisma.invitation.findFirst({
    where: { id: invitationId, companyId: source.companyId },
  });
  if (!invitation) throw notFound("Invitation not found.");
  if (invitation.acceptedAt) throw conflict("This invitation was already accepted.");
  await prisma.invitation.update({ where: { id: invitation.id }, data: { revokedAt: now } });
  await recordAudit(source, {
    action: "member.invitation_revoked",
    detail: `Revoked the invitation of ${invitation.email}`,
    targetType: "invitation",
    targetId: invitation.id,
  });
  return { ok: true };
}

/**
 * The plan limit told to the invitee, who cannot upgrade: the same 402 plan_limit (limit,
 * plan, upgradeTo), worded for them.
 */
function noSeatLeft(error: unknown, companyName: string): unknown {
  if (!(error instanceof DomainError) || error.kind !== "plan_limit") return error;
  return new DomainError(
    "plan_limit",
    `${companyName}'s plan has no room for another team member. Ask the owner to upgrade the plan or free a seat, then open the link again.`,
    undefined,
    error.options,
  );
}

const gone = (message: string, code: string) =>
  new DomainError("gone", message, undefined, { code });

/** The invitation behind a link, or why it no longer works (404 unknown; 410 used, revoked, expired). */
async function usableInvitation(token: string, now: Date) {
  const invitation = await prisma.invitation.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { company: { select: { id: true, name: true } } },
  });
  if (!invitation) throw notFound("This invitation link is not valid. Ask for a new one.");
  if (invitation.acceptedAt)
    throw gone("This invitation was already used. Sign in instead.", "invitation_used");
  if (invitation.revokedAt)
    throw gone("This invitation was withdrawn. Ask for a new one.", "invitation_revoked");
  if (invitation.expiresAt <= now)
    throw gone("This invitation has expired. Ask for a new one.", "invitation_expired");
  return invitation;
}

/** What the invitation page shows: who invites whom, and whether the address has a login. */
export async function describeInvitation(token: string, now = new Date()) {
  const invitation = await usableInvitation(token, now);
  const user = await prisma.user.findUnique({
    where: { email: invitation.email },
    select: { id: true },
  });
  return {
    companyName: invitation.company.name,
    email: invitation.email,
    role: invitation.role,
    roleLabel: ROLE_LABELS[invitation.role],
    expiresAt: invitation.expiresAt.toISOString(),
    hasAccount: user !== null,
  };
}

/**
 * Accepts an invitation: a new login (name and a new password) or, when the address has one,
 * its password; the membership is created and the link used up in one transaction (a second
 * use, even a concurrent one, answers 410).
 */
export async function acceptInvitation(
  token: string,
  input: { name?: string; password: string },
  request: { ip?: string | null; userAgent?: string | null },
  now = new Date(),
) {
  const invitation = await usableInvitation(token, now);
  const rate = await hitRateLimit({ key: `invite:${invitation.id}`, ...ACCEPT_LIMIT });
  if (!rate.allowed) throw rateLimited(rate.retryAfterSeconds);
  const existing = await prisma.user.findUnique({ where: { email: invitation.email } });
  let passwordHash: string | null = null;
  if (existing) {
    if (!(await verifyPassword(input.password, existing.passwordHash)))
      throw new DomainError(
        "invalid",
        "Invalid body. password: That is not the password of this login.",
        [{ path: "password", message: "That is not the password of this login." }],
        { code: "wrong_password" },
      );
  } else {
    if (!input.name)
      throw new DomainError("invalid", "Invalid body. name: Your name is required.", [
        { path: "name", message: "Your name is required." },
      ]);
    const password = newPasswordSchema.safeParse(input.password);
    if (!password.success) {
      const message = password.error.issues[0]?.message ?? "Choose another password.";
      throw new DomainError("invalid", `Invalid body. password: ${message}`, [
        { path: "password", message },
      ]);
    }
    passwordHash = await hashPassword(input.password);
  }
  try {
    return await prisma.$transaction(async (tx) => {
      await lockCompany(tx, invitation.companyId);
      const { count } = await tx.invitation.updateMany({
        where: { id: invitation.id, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } },
        data: { acceptedAt: now },
      });
      if (count !== 1)
        throw gone("This invitation was already used. Sign in instead.", "invitation_used");
      const user =
        existing ??
        (await tx.user.create({
          data: {
            email: invitation.email,
            name: input.name ?? null,
            passwordHash: passwordHash!,
            companyId: invitation.companyId,
          },
        }));
      const already = await tx.membership.findUnique({
        where: { companyId_userId: { companyId: invitation.companyId, userId: user.id } },
      });
      if (already?.deactivatedAt)
        throw conflict(
          "Your access to this company was deactivated. Ask the owner to reactivate it.",
        );
      if (!already) {
        // A new member takes a seat: refused (402 plan_limit, the invitation left unused) when
        // the company has no room left, e.g. after a downgrade since the invitation was sent.
        await assertWithinLimit(tx, invitation.companyId, "teamMembers").catch((error) => {
          throw noSeatLeft(error, invitation.company.name);
        });
        await tx.membership.create({
          data: {
            companyId: invitation.companyId,
            userId: user.id,
            role: invitation.role,
            // The next colour of the schedule's palette (lib/jobs, components/schedule/colors.ts).
            color: (await tx.membership.count({ where: { companyId: invitation.companyId } })) % 8,
            ...defaultNotifications(invitation.role, "all"),
          },
        });
      }
      await recordAudit(
        { companyId: invitation.companyId, actorId: user.id, ...request },
        {
          action: "member.joined",
          detail: `${user.name || user.email} joined as ${ROLE_LABELS[invitation.role]}`,
          targetType: "invitation",
          targetId: invitation.id,
        },
        tx,
      );
      return {
        email: user.email,
        companyId: invitation.companyId,
        companyName: invitation.company.name,
      };
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      throw conflict("This email address got a login meanwhile: open the link again to sign in.");
    throw error;
  }
}
