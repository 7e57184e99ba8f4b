import { createHash, randomBytes } from "node:crypto";
import type { MemberRole, Prisma } from "@prisma/client";
import { can, ROLE_LABELS, type Permission } from "@/lib/team/permissions";
import { DEMO_OWNER } from "./demo-price-book";

/**
 * The demo company's team (docs/team.md), so the Team page, the activity log and the
 * "Created by … · Last changed by …" lines are not empty: an office member and two
 * technicians who sign in with the demo owner's password, one pending invitation, a few
 * requests and quotes assigned to the office member and to the owner, the seeded quotes,
 * invoices and payments attributed to one of them, and a handful of activity-log rows over the
 * last weeks. The technicians' jobs and visits are lib/seed/demo-jobs.ts's.
 *
 * Runs last in prisma/seed.ts's transaction (after the quotes, invoices and payments it
 * attributes). The seed deletes the demo owner and these members by email and the company by
 * slug first, so re-running it rebuilds all of this. Dated relative to `now`.
 */

const DOMAIN = DEMO_OWNER.email.slice(DEMO_OWNER.email.indexOf("@") + 1);
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** The members besides the owner (the office member's first name is not the owner's "Dana"). */
export const DEMO_TEAM = {
  office: { name: "Megan Brooks", email: `megan@${DOMAIN}`, role: "office" },
  luis: { name: "Luis Ortega", email: `luis@${DOMAIN}`, role: "technician" },
  priya: { name: "Priya Shah", email: `priya@${DOMAIN}`, role: "technician" },
} as const satisfies Record<string, { name: string; email: string; role: MemberRole }>;

/** Every login this seed creates: prisma/seed.ts deletes them before re-creating them. */
export const DEMO_TEAM_EMAILS: string[] = Object.values(DEMO_TEAM).map((m) => m.email);

/** The technician-to-be, invited two days ago (an invitation lasts 7 days: it expires in 5). */
export const DEMO_PENDING_INVITE = { email: `jordan@${DOMAIN}`, role: "technician" } as const;
/** INVITATION_DAYS of lib/team/invitations.ts (server-only, so not imported here). */
const INVITATION_DAYS = 7;

/**
 * The mails a new member starts with: every mail their role may read (a technician gets
 * "assigned to me" only). Mirrors defaultNotifications(role, "all") of
 * lib/team/notifications.ts, which is server-only (the seed runs outside Next); the seed's test
 * compares the two.
 */
const NOTIFICATION_NEEDS = {
  notifyNewRequest: "requests",
  notifyQuoteViewed: "quotes",
  notifyQuoteApproved: "quotes",
  notifyInvoicePaid: "invoices",
  notifyAssigned: "account",
} as const satisfies Partial<Record<keyof Prisma.MembershipUncheckedCreateInput, Permission>>;

export function demoNotifications(role: MemberRole) {
  return Object.fromEntries(
    Object.entries(NOTIFICATION_NEEDS).map(([column, needs]) => [column, can(role, needs)]),
  ) as Record<keyof typeof NOTIFICATION_NEEDS, boolean>;
}

const BROWSERS = {
  mac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  windows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
} as const;
/** The office's address and the technician's phone (documentation ranges, RFC 5737). */
const OFFICE_IP = "203.0.113.42";
const PHONE_IP = "198.51.100.77";

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export async function seedDemoTeam(
  tx: Prisma.TransactionClient,
  company: { id: string; slug: string },
  { ownerId, passwordHash }: { ownerId: string; passwordHash: string },
  now = new Date(),
) {
  const companyId = company.id;
  const ago = (ms: number) => new Date(now.getTime() - ms);
  // The story: Megan joined as a technician and moved to the office; Priya joined later; Luis
  // was invited and joined twelve days ago; Jordan's invitation is pending.
  const meganJoined = ago(70 * DAY);
  const meganPromoted = ago(38 * DAY);
  const priyaJoined = ago(50 * DAY);
  const luisInvited = ago(13 * DAY + 5 * HOUR);
  const luisJoined = ago(12 * DAY + 2 * HOUR);
  const jordanInvited = ago(2 * DAY);

  const member = async (person: (typeof DEMO_TEAM)[keyof typeof DEMO_TEAM], joined: Date) => {
    const user = await tx.user.create({
      data: {
        name: person.name,
        email: person.email,
        passwordHash,
        companyId,
        createdAt: joined,
      },
    });
    const membership = await tx.membership.create({
      data: {
        companyId,
        userId: user.id,
        role: person.role,
        ...demoNotifications(person.role),
        createdAt: joined,
      },
    });
    return { userId: user.id, membershipId: membership.id };
  };
  // Megan is seeded as she is now, with the office's mails on (a move from technician keeps a
  // member's choices: she turned them on in her account afterwards).
  const megan = await member(DEMO_TEAM.office, meganJoined);
  await member(DEMO_TEAM.priya, priyaJoined);
  const luis = await member(DEMO_TEAM.luis, luisJoined);

  const invitation = (email: string, role: MemberRole, invited: Date, acceptedAt?: Date) =>
    tx.invitation.create({
      data: {
        companyId,
        email,
        role,
        // Only the SHA-256 of the link's token is stored; nobody ever sees this token.
        tokenHash: createHash("sha256").update(randomBytes(32).toString("base64url")).digest("hex"),
        invitedById: ownerId,
        expiresAt: new Date(invited.getTime() + INVITATION_DAYS * DAY),
        acceptedAt: acceptedAt ?? null,
        createdAt: invited,
      },
    });
  const luisInvitation = await invitation(
    DEMO_TEAM.luis.email,
    DEMO_TEAM.luis.role,
    luisInvited,
    luisJoined,
  );
  const pending = await invitation(
    DEMO_PENDING_INVITE.email,
    DEMO_PENDING_INVITE.role,
    jordanInvited,
  );

  // The activity log, worded as lib/auth/sign-in.ts, lib/team/* and the export route word it.
  const owner = await tx.user.findUniqueOrThrow({
    where: { id: ownerId },
    select: { name: true, email: true },
  });
  const ownerLabel = owner.name || owner.email;
  const fromOffice = { ip: OFFICE_IP, userAgent: BROWSERS.mac };
  const lastMonthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  const lastMonthStart = new Date(
    Date.UTC(lastMonthEnd.getUTCFullYear(), lastMonthEnd.getUTCMonth(), 1),
  );
  const exportFile = `quotecraft-${company.slug}-invoices-generic-${isoDay(lastMonthStart)}-to-${isoDay(lastMonthEnd)}.csv`;
  const audit: Prisma.AuditEventCreateManyInput[] = [
    {
      actorId: ownerId,
      actorLabel: ownerLabel,
      action: "member.role_changed",
      detail: `Role of ${DEMO_TEAM.office.name} (${DEMO_TEAM.office.email}): ${ROLE_LABELS.technician} → ${ROLE_LABELS.office}`,
      targetType: "member",
      targetId: megan.membershipId,
      createdAt: meganPromoted,
      ...fromOffice,
    },
    {
      actorId: ownerId,
      actorLabel: ownerLabel,
      action: "member.invited",
      detail: `Invited ${DEMO_TEAM.luis.email} as ${ROLE_LABELS.technician}`,
      targetType: "invitation",
      targetId: luisInvitation.id,
      createdAt: luisInvited,
      ...fromOffice,
    },
    {
      actorId: luis.userId,
      actorLabel: DEMO_TEAM.luis.name,
      action: "member.joined",
      detail: `${DEMO_TEAM.luis.name} joined as ${ROLE_LABELS.technician}`,
      targetType: "invitation",
      targetId: luisInvitation.id,
      createdAt: luisJoined,
      ip: PHONE_IP,
      userAgent: BROWSERS.iphone,
    },
    {
      actorId: ownerId,
      actorLabel: ownerLabel,
      action: "export.downloaded",
      detail: `Exported invoices (generic): ${exportFile}`,
      createdAt: ago(3 * DAY + 4 * HOUR),
      ...fromOffice,
    },
    {
      actorId: ownerId,
      actorLabel: ownerLabel,
      action: "member.invited",
      detail: `Invited ${DEMO_PENDING_INVITE.email} as ${ROLE_LABELS[DEMO_PENDING_INVITE.role]}`,
      targetType: "invitation",
      targetId: pending.id,
      createdAt: jordanInvited,
      ...fromOffice,
    },
    {
      actorId: megan.userId,
      actorLabel: DEMO_TEAM.office.name,
      action: "member.signed_in",
      detail: `${DEMO_TEAM.office.name} signed in`,
      createdAt: ago(5 * HOUR),
      ip: OFFICE_IP,
      userAgent: BROWSERS.windows,
    },
    {
      actorId: ownerId,
      actorLabel: ownerLabel,
      action: "member.signed_in",
      detail: `${ownerLabel} signed in`,
      createdAt: ago(2 * HOUR),
      ...fromOffice,
    },
  ].map((row) => ({ ...row, companyId }));
  await tx.auditEvent.createMany({ data: audit });

  // Attribution: before Megan moved to the office the owner did everything; since then they
  // share the work. Updated row by row with updatedAt kept (Prisma's @updatedAt would set it
  // to now), as the editors show when a record was last changed.
  const office = megan.userId;
  const sharedSince = meganPromoted.getTime();
  const byWhom = (createdAt: Date, index: number) =>
    createdAt.getTime() >= sharedSince && index % 2 === 1 ? office : ownerId;
  const lastChangedBy = (createdById: string, updatedAt: Date, index: number) =>
    updatedAt.getTime() >= sharedSince && index % 3 === 0 ? office : createdById;

  const quotes = await tx.quote.findMany({
    where: { companyId },
    select: { id: true, status: true, supersededById: true, createdAt: true, updatedAt: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  const quoteAuthors = new Map<string, { createdById: string; updatedById: string }>();
  for (const [index, quote] of quotes.entries()) {
    const createdById = byWhom(quote.createdAt, index);
    quoteAuthors.set(quote.id, {
      createdById,
      updatedById: lastChangedBy(createdById, quote.updatedAt, index),
    });
  }

  // Assignment (docs/team.md): to members who may open them, the office member and the owner;
  // the owner assigned them (PUT …/assignee), so a quote's last change is theirs.
  const assignees = [office, ownerId, office, ownerId];
  const openQuotes = quotes
    .filter((quote) => !quote.supersededById && ["draft", "sent", "viewed"].includes(quote.status))
    .reverse()
    .slice(0, assignees.length);
  const quoteAssignee = new Map(openQuotes.map((quote, index) => [quote.id, assignees[index]]));
  for (const quote of quotes) {
    const assignedToId = quoteAssignee.get(quote.id) ?? null;
    const authors = quoteAuthors.get(quote.id)!;
    await tx.quote.update({
      where: { id: quote.id },
      data: {
        ...authors,
        ...(assignedToId ? { assignedToId, updatedById: ownerId } : {}),
        updatedAt: quote.updatedAt,
      },
    });
  }

  const requests = await tx.estimateRequest.findMany({
    where: { companyId, isSpam: false, status: { in: ["new", "contacted"] } },
    select: { id: true, updatedAt: true },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: assignees.length,
  });
  for (const [index, request] of requests.entries())
    await tx.estimateRequest.update({
      where: { id: request.id },
      data: { assignedToId: assignees[index], updatedAt: request.updatedAt },
    });

  const invoices = await tx.invoice.findMany({
    where: { companyId },
    select: { id: true, createdAt: true, updatedAt: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  for (const [index, invoice] of invoices.entries()) {
    const createdById = byWhom(invoice.createdAt, index);
    await tx.invoice.update({
      where: { id: invoice.id },
      data: {
        createdById,
        updatedById: lastChangedBy(createdById, invoice.updatedAt, index),
        updatedAt: invoice.updatedAt,
      },
    });
  }

  // Payments recorded in the dashboard (Stripe's would stay null): since Megan moved to the
  // office she records about half of them.
  const recorder = (createdAt: Date, index: number) =>
    createdAt.getTime() >= sharedSince && index % 2 === 0 ? office : ownerId;
  const quotePayments = await tx.quotePayment.findMany({
    where: { companyId, method: { not: "stripe" } },
    select: { id: true, createdAt: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  for (const [index, payment] of quotePayments.entries())
    await tx.quotePayment.update({
      where: { id: payment.id },
      data: { createdById: recorder(payment.createdAt, index) },
    });
  const invoicePayments = await tx.invoicePayment.findMany({
    where: { companyId, method: { not: "stripe" } },
    select: { id: true, createdAt: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  for (const [index, payment] of invoicePayments.entries())
    await tx.invoicePayment.update({
      where: { id: payment.id },
      data: { createdById: recorder(payment.createdAt, index) },
    });

  return {
    members: 1 + Object.keys(DEMO_TEAM).length,
    invitations: 1,
    auditEvents: audit.length,
    assignedRequests: requests.length,
    assignedQuotes: openQuotes.length,
  };
}
