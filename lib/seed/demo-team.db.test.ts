/** @jest-environment node */
import { createOwner } from "@/test/db";
import { databaseForSuite, seedDemoCompany } from "@/test/demo-seed";
import { AUDIT_ACTIONS, listAudit } from "@/lib/audit/log";
import { listInvitations } from "@/lib/team/invitations";
import { listMembers } from "@/lib/team/members";
import { defaultNotifications } from "@/lib/team/notifications";
import { can } from "@/lib/team/permissions";
import { DEMO_COMPANY, DEMO_OWNER } from "./demo-price-book";
import { DEMO_PENDING_INVITE, DEMO_TEAM, DEMO_TEAM_EMAILS, seedDemoTeam } from "./demo-team";

const db = databaseForSuite();

const now = new Date("2026-11-23T08:30:00Z");
const DAY = 24 * 60 * 60 * 1000;

/** The demo company as prisma/seed.ts builds it, up to its invoices (the team comes last). */
async function seedDemoUpToInvoices() {
  const { company, owner } = await seedDemoCompany(db, {
    now,
    contactEmail: null,
    steps: ["activity", "quotes", "details", "analytics", "invoices"],
  });
  return { company, owner };
}

const seedTeam = (
  company: { id: string; slug: string },
  owner: { id: string; passwordHash: string },
) =>
  db.prisma.$transaction((tx) =>
    seedDemoTeam(tx, company, { ownerId: owner.id, passwordHash: owner.passwordHash }, now),
  );

describe("the demo company's team", () => {
  let companyId: string;
  let ownerId: string;
  let officeId: string;
  let result: Awaited<ReturnType<typeof seedTeam>>;
  let before: Map<string, number>;
  beforeAll(async () => {
    const { company, owner } = await seedDemoUpToInvoices();
    companyId = company.id;
    ownerId = owner.id;
    const stamps = await Promise.all([
      db.prisma.quote.findMany({ where: { companyId }, select: { id: true, updatedAt: true } }),
      db.prisma.invoice.findMany({ where: { companyId }, select: { id: true, updatedAt: true } }),
      db.prisma.estimateRequest.findMany({
        where: { companyId },
        select: { id: true, updatedAt: true },
      }),
    ]);
    before = new Map(stamps.flat().map((row) => [row.id, row.updatedAt.getTime()]));
    result = await seedTeam(company, owner);
    officeId = (
      await db.prisma.user.findUniqueOrThrow({ where: { email: DEMO_TEAM.office.email } })
    ).id;
  }, 120_000);

  it("has four active members, owner, office and two technicians, who sign in with the owner's password", async () => {
    const members = await listMembers(companyId);
    expect(members.map((member) => member.role)).toEqual([
      "owner",
      "office",
      "technician",
      "technician",
    ]);
    expect(members.every((member) => member.active)).toBe(true);
    expect(members.slice(1).map((member) => member.name)).toEqual([
      DEMO_TEAM.office.name,
      DEMO_TEAM.luis.name,
      DEMO_TEAM.priya.name,
    ]);
    expect(result.members).toBe(4);
    const owner = await db.prisma.user.findUniqueOrThrow({ where: { id: ownerId } });
    const team = await db.prisma.user.findMany({ where: { email: { in: DEMO_TEAM_EMAILS } } });
    expect(team).toHaveLength(3);
    for (const user of team) {
      expect(user.passwordHash).toBe(owner.passwordHash);
      expect(user.companyId).toBe(companyId);
      expect(user.email.split("@")[1]).toBe(DEMO_OWNER.email.split("@")[1]);
    }
  });

  it("gives each member the mails a new member of their role starts with (a technician: assigned only)", async () => {
    const rows = await db.prisma.membership.findMany({
      where: { companyId, role: { not: "owner" } },
    });
    for (const row of rows) {
      expect(row).toMatchObject(defaultNotifications(row.role, "all"));
    }
    const technician = rows.find((row) => row.role === "technician")!;
    expect(technician).toMatchObject({
      notifyNewRequest: false,
      notifyQuoteViewed: false,
      notifyQuoteApproved: false,
      notifyInvoicePaid: false,
      notifyAssigned: true,
    });
  });

  it("has one pending invitation of a technician, expiring in 5 days, its token only hashed", async () => {
    const pending = await listInvitations(companyId, now);
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({
      email: DEMO_PENDING_INVITE.email,
      role: "technician",
      invitedBy: "Owner",
      expiresAt: new Date(now.getTime() + 5 * DAY).toISOString(),
    });
    const rows = await db.prisma.invitation.findMany({ where: { companyId } });
    for (const row of rows) expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    // Luis's invitation was accepted.
    expect(rows.find((row) => row.email === DEMO_TEAM.luis.email)?.acceptedAt).not.toBeNull();
  });

  it("assigns requests and quotes to the office member and the owner, members who may open them", async () => {
    const requests = await db.prisma.estimateRequest.findMany({
      where: { companyId, assignedToId: { not: null } },
      include: { assignedTo: { include: { memberships: true } } },
    });
    const quotes = await db.prisma.quote.findMany({
      where: { companyId, assignedToId: { not: null } },
      include: { assignedTo: { include: { memberships: true } } },
    });
    expect(requests.length).toBeGreaterThanOrEqual(1);
    expect(quotes.length).toBeGreaterThanOrEqual(1);
    expect(result).toMatchObject({
      assignedRequests: requests.length,
      assignedQuotes: quotes.length,
    });
    for (const [rows, needs] of [
      [requests, "requests"],
      [quotes, "quotes"],
    ] as const) {
      expect(new Set(rows.map((row) => row.assignedToId))).toEqual(new Set([officeId, ownerId]));
      for (const row of rows) {
        const membership = row.assignedTo!.memberships.find((m) => m.companyId === companyId)!;
        expect(can(membership.role, needs)).toBe(true);
      }
    }
    for (const request of requests) {
      expect(request.isSpam).toBe(false);
      expect(["new", "contacted"]).toContain(request.status);
    }
    for (const quote of quotes) {
      expect(quote.supersededById).toBeNull();
      expect(["draft", "sent", "viewed"]).toContain(quote.status);
      expect(quote.updatedById).toBe(ownerId);
    }
  });

  it("attributes every quote and invoice to the owner or the office member, and some payments to the office member", async () => {
    const [quotes, invoices, quotePayments, invoicePayments] = await Promise.all([
      db.prisma.quote.findMany({ where: { companyId } }),
      db.prisma.invoice.findMany({ where: { companyId } }),
      db.prisma.quotePayment.findMany({ where: { companyId } }),
      db.prisma.invoicePayment.findMany({ where: { companyId } }),
    ]);
    const team = new Set([ownerId, officeId]);
    for (const row of [...quotes, ...invoices]) {
      expect(team.has(row.createdById!)).toBe(true);
      expect(team.has(row.updatedById!)).toBe(true);
    }
    for (const rows of [quotes, invoices])
      expect(new Set(rows.map((row) => row.createdById))).toEqual(team);
    const payments = [...quotePayments, ...invoicePayments];
    for (const payment of payments) expect(team.has(payment.createdById!)).toBe(true);
    expect(payments.some((payment) => payment.createdById === officeId)).toBe(true);
    // The office member's work is from after she moved to the office.
    const promoted = await db.prisma.auditEvent.findFirstOrThrow({
      where: { companyId, action: "member.role_changed" },
    });
    for (const row of [...quotes, ...invoices, ...payments])
      if (row.createdById === officeId)
        expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(promoted.createdAt.getTime());
  });

  it("keeps when the requests, quotes and invoices were last changed", async () => {
    const stamps = await Promise.all([
      db.prisma.quote.findMany({ where: { companyId }, select: { id: true, updatedAt: true } }),
      db.prisma.invoice.findMany({ where: { companyId }, select: { id: true, updatedAt: true } }),
      db.prisma.estimateRequest.findMany({
        where: { companyId },
        select: { id: true, updatedAt: true },
      }),
    ]);
    for (const row of stamps.flat()) expect(row.updatedAt.getTime()).toBe(before.get(row.id));
  });

  it("has activity-log rows over the last weeks, each with who, the address and the browser", async () => {
    const { events } = await listAudit(companyId, { limit: 100 });
    expect(events).toHaveLength(result.auditEvents);
    expect(new Set(events.map((event) => event.action))).toEqual(
      new Set([
        "member.signed_in",
        "member.invited",
        "member.joined",
        "member.role_changed",
        "export.downloaded",
      ]),
    );
    for (const event of events) {
      expect(Object.keys(AUDIT_ACTIONS)).toContain(event.action);
      expect(event.actor?.id).toBeTruthy();
      expect(event.ip).toBeTruthy();
      expect(event.userAgent).toBeTruthy();
      const at = new Date(event.at).getTime();
      expect(at).toBeLessThanOrEqual(now.getTime());
      expect(at).toBeGreaterThan(now.getTime() - 8 * 7 * DAY);
    }
    const details = events.map((event) => event.detail);
    expect(details).toEqual(
      expect.arrayContaining([
        `Invited ${DEMO_TEAM.luis.email} as Technician`,
        `${DEMO_TEAM.luis.name} joined as Technician`,
        `Role of ${DEMO_TEAM.office.name} (${DEMO_TEAM.office.email}): Technician → Office`,
        "Owner signed in",
      ]),
    );
    expect(details.find((detail) => detail.startsWith("Exported invoices"))).toMatch(
      /^Exported invoices \(generic\): quotecraft-.+-invoices-generic-2026-10-01-to-2026-10-31\.csv$/,
    );
  });

  it("re-seeds after the demo team's logins are deleted by email (as prisma/seed.ts does)", async () => {
    await db.prisma.user.deleteMany({ where: { email: { in: DEMO_TEAM_EMAILS } } });
    expect(await listMembers(companyId)).toHaveLength(1);
    const again = await createOwner(db.prisma, DEMO_COMPANY.name);
    await seedTeam(again.company, again.user);
    expect((await listMembers(again.company.id)).map((member) => member.role)).toEqual([
      "owner",
      "office",
      "technician",
      "technician",
    ]);
  });
});
