/** @jest-environment node */
import { createHash } from "node:crypto";
import {
  createMember,
  createOwner,
  sessionCookieFor,
  setupTestDatabase,
  type TestDatabase,
} from "@/test/db";
import { callRoute } from "@/test/api-helpers";
import { clearOutbox, outboxMails, setupTempOutbox } from "@/test/outbox";
import { drainJobs } from "@/lib/worker/run";
import { GET as listMembers } from "@/app/api/team/members/route";
import { DELETE as removeMember, PATCH as patchMember } from "@/app/api/team/members/[id]/route";
import { GET as listInvitations, POST as invite } from "@/app/api/team/invitations/route";
import { DELETE as revokeInvitation } from "@/app/api/team/invitations/[id]/route";
import {
  GET as describeInvitation,
  POST as acceptInvitation,
} from "@/app/api/invitations/[token]/route";
import { GET as listCompanies, POST as switchCompany } from "@/app/api/account/companies/route";
import {
  GET as getNotifications,
  PUT as putNotifications,
} from "@/app/api/account/notifications/route";
import { GET as listActivity } from "@/app/api/team/activity/route";
import { GET as exportActivity } from "@/app/api/team/activity/export/route";
import { GET as exportDataset } from "@/app/api/exports/[dataset]/route";
import { GET as listQuotes } from "@/app/api/quotes/route";
import { PUT as assignQuote } from "@/app/api/quotes/[id]/assignee/route";
import { PUT as assignRequest } from "@/app/api/estimates/[id]/assignee/route";

// The team domain (docs/team.md) through its real routes: invitations and their mail,
// accepting (a new login or an existing one), the last-owner rule, ownership, deactivation,
// the company switcher, the activity log, tenant isolation, assignment and notifications.

const outbox = setupTempOutbox();

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  await drainJobs({ maxJobs: 1000, ignoreStartAfter: true });
  clearOutbox(outbox);
});

const call = callRoute;

const issuePaths = (json: { issues?: { path: string }[] }) =>
  (json.issues ?? []).map((issue) => issue.path);

/** Works the queued jobs and returns the mails sent to `to`. */
async function mailsTo(to: string) {
  await drainJobs({ ignoreStartAfter: true });
  return outboxMails(outbox).filter((mail) => mail.includes(`To: ${to}`));
}

const membershipOf = (userId: string, companyId: string) =>
  db.prisma.membership.findUniqueOrThrow({
    where: { companyId_userId: { companyId, userId } },
  });

/** Invites `email` as the member with `cookie`, and returns the invitation and its mailed token. */
async function inviteAndReadLink(cookie: string, email: string, role: string) {
  const res = await call(invite, "POST", "/api/team/invitations", {
    cookie,
    body: { email, role },
  });
  expect(res.status).toBe(201);
  const mails = await mailsTo(email);
  expect(mails).toHaveLength(1);
  const token = mails[0].match(/\/invite\/([A-Za-z0-9_-]+)/)?.[1];
  expect(token).toBeDefined();
  return { id: res.json.id as string, token: token!, mail: mails[0] };
}

const describeToken = (token: string) =>
  call(describeInvitation, "GET", `/api/invitations/${token}`, { params: { token } });
const accept = (token: string, body: unknown) =>
  call(acceptInvitation, "POST", `/api/invitations/${token}`, { params: { token }, body });
const companiesOf = (cookie: string) =>
  call(listCompanies, "GET", "/api/account/companies", { cookie });
const changeMember = (cookie: string, id: string, body: unknown) =>
  call(patchMember, "PATCH", `/api/team/members/${id}`, { cookie, params: { id }, body });
const deleteMember = (cookie: string, id: string) =>
  call(removeMember, "DELETE", `/api/team/members/${id}`, { cookie, params: { id } });

describe("invitations", () => {
  it("mails a single-use link of which only the hash is stored; accepting creates the login and membership", async () => {
    const owner = await createOwner(db.prisma, "Spark Electric");
    const { id, token, mail } = await inviteAndReadLink(owner.cookie, "sam@example.com", "office");
    expect(mail).toContain("Subject: Owner invited you to Spark Electric on QuoteCraft");
    expect(mail).toContain(`http://localhost:3000/invite/${token}`);
    const stored = await db.prisma.invitation.findUniqueOrThrow({ where: { id } });
    expect(stored.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(token);

    const pending = await call(listInvitations, "GET", "/api/team/invitations", {
      cookie: owner.cookie,
    });
    expect(pending.json.invitations).toEqual([
      expect.objectContaining({ id, email: "sam@example.com", role: "office", invitedBy: "Owner" }),
    ]);

    const described = await describeToken(token);
    expect(described.status).toBe(200);
    expect(described.json).toMatchObject({
      companyName: "Spark Electric",
      email: "sam@example.com",
      role: "office",
      hasAccount: false,
    });

    const accepted = await accept(token, { name: "Sam Office", password: "password-123" });
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({ email: "sam@example.com", companyId: owner.company.id });
    const user = await db.prisma.user.findUniqueOrThrow({ where: { email: "sam@example.com" } });
    expect(user.name).toBe("Sam Office");
    expect((await membershipOf(user.id, owner.company.id)).role).toBe("office");
    // The new login is signed in to the inviting company.
    const companies = await companiesOf(await sessionCookieFor(user, owner.company.id));
    expect(companies.status).toBe(200);
    expect(companies.json).toEqual({
      current: owner.company.id,
      companies: [{ id: owner.company.id, name: "Spark Electric", role: "office" }],
    });

    const again = await accept(token, { name: "Sam Again", password: "password-456" });
    expect(again.status).toBe(410);
    expect(again.json.code).toBe("invitation_used");
    expect((await describeToken(token)).json.code).toBe("invitation_used");
    const pendingAfter = await call(listInvitations, "GET", "/api/team/invitations", {
      cookie: owner.cookie,
    });
    expect(pendingAfter.json.invitations).toEqual([]);
  });

  it("answers 410 invitation_expired once the link is older than its expiry", async () => {
    const owner = await createOwner(db.prisma);
    const { id, token } = await inviteAndReadLink(owner.cookie, "late@example.com", "technician");
    await db.prisma.invitation.update({
      where: { id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    for (const res of [
      await describeToken(token),
      await accept(token, { name: "Late", password: "password-123" }),
    ]) {
      expect(res.status).toBe(410);
      expect(res.json.code).toBe("invitation_expired");
    }
    expect(await db.prisma.user.findUnique({ where: { email: "late@example.com" } })).toBeNull();
  });

  it("answers 410 invitation_revoked once withdrawn", async () => {
    const owner = await createOwner(db.prisma);
    const { id, token } = await inviteAndReadLink(owner.cookie, "gone@example.com", "office");
    const revoked = await call(revokeInvitation, "DELETE", `/api/team/invitations/${id}`, {
      cookie: owner.cookie,
      params: { id },
    });
    expect(revoked.status).toBe(200);
    for (const res of [
      await describeToken(token),
      await accept(token, { name: "Gone", password: "password-123" }),
    ]) {
      expect(res.status).toBe(410);
      expect(res.json.code).toBe("invitation_revoked");
    }
  });

  it("lets an admin invite anyone but an owner (403 role_forbidden), and refuses a member's address (409)", async () => {
    const owner = await createOwner(db.prisma);
    const admin = await createMember(db.prisma, owner.company.id, "admin");
    const res = await call(invite, "POST", "/api/team/invitations", {
      cookie: admin.cookie,
      body: { email: "boss@example.com", role: "owner" },
    });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("role_forbidden");
    expect(await db.prisma.invitation.count({ where: { companyId: owner.company.id } })).toBe(0);
    expect(await mailsTo("boss@example.com")).toEqual([]);

    await inviteAndReadLink(admin.cookie, "crew@example.com", "technician");
    const member = await call(invite, "POST", "/api/team/invitations", {
      cookie: owner.cookie,
      body: { email: admin.user.email, role: "office" },
    });
    expect(member.status).toBe(409);
    expect(issuePaths(member.json)).toContain("email");
  });

  it("lets an existing login accept with its password only, joining a second company", async () => {
    const other = await createOwner(db.prisma, "Other Co");
    const owner = await createOwner(db.prisma, "Spark Electric");
    const { token } = await inviteAndReadLink(owner.cookie, other.user.email, "technician");
    expect((await describeToken(token)).json).toMatchObject({ hasAccount: true });

    const wrong = await accept(token, { password: "not-the-password-1" });
    expect(wrong.status).toBe(400);
    expect(issuePaths(wrong.json)).toEqual(["password"]);
    expect(
      await db.prisma.membership.findFirst({
        where: { userId: other.user.id, companyId: owner.company.id },
      }),
    ).toBeNull();

    const right = await accept(token, { password: "password-1" });
    expect(right.status).toBe(200);
    expect((await membershipOf(other.user.id, owner.company.id)).role).toBe("technician");
    expect((await membershipOf(other.user.id, other.company.id)).role).toBe("owner");
    const companies = await companiesOf(other.cookie);
    expect(companies.json.companies).toEqual([
      { id: other.company.id, name: "Other Co", role: "owner" },
      { id: owner.company.id, name: "Spark Electric", role: "technician" },
    ]);
  });
});

describe("members", () => {
  it("lists the team with roles and states", async () => {
    const owner = await createOwner(db.prisma);
    const tech = await createMember(db.prisma, owner.company.id, "technician", "Terry");
    const res = await call(listMembers, "GET", "/api/team/members", { cookie: tech.cookie });
    expect(res.status).toBe(200);
    expect(res.json.members).toEqual([
      expect.objectContaining({ userId: owner.user.id, role: "owner", active: true }),
      expect.objectContaining({ userId: tech.user.id, name: "Terry", role: "technician" }),
    ]);
    expect(res.json.you).toEqual({
      userId: tech.user.id,
      memberId: tech.member.id,
      role: "technician",
    });
  });

  it("keeps the last owner (409 last_owner) until a second owner exists", async () => {
    const owner = await createOwner(db.prisma);
    const ownerMember = await membershipOf(owner.user.id, owner.company.id);
    for (const res of [
      await changeMember(owner.cookie, ownerMember.id, { role: "admin" }),
      await changeMember(owner.cookie, ownerMember.id, { active: false }),
      await deleteMember(owner.cookie, ownerMember.id),
    ]) {
      expect(res.status).toBe(409);
      expect(res.json.code).toBe("last_owner");
    }
    expect(await membershipOf(owner.user.id, owner.company.id)).toMatchObject({
      role: "owner",
      deactivatedAt: null,
    });

    const second = await createMember(db.prisma, owner.company.id, "owner");
    const demoted = await changeMember(second.cookie, ownerMember.id, { role: "admin" });
    expect(demoted.status).toBe(200);
    expect(demoted.json).toMatchObject({ role: "admin", active: true });
    // The second owner is now the last one.
    const self = await changeMember(second.cookie, second.member.id, { active: false });
    expect(self.json.code).toBe("last_owner");
    expect((await changeMember(second.cookie, ownerMember.id, { role: "owner" })).status).toBe(200);
    const deactivated = await changeMember(second.cookie, ownerMember.id, { active: false });
    expect(deactivated.status).toBe(200);
    expect(deactivated.json).toMatchObject({ role: "owner", active: false });
    // A deactivated owner is no active owner: the second one is the last again.
    expect((await deleteMember(second.cookie, second.member.id)).json.code).toBe("last_owner");
    expect((await changeMember(second.cookie, ownerMember.id, { active: true })).status).toBe(200);
    expect((await deleteMember(second.cookie, ownerMember.id)).status).toBe(200);
    expect(await db.prisma.membership.findUnique({ where: { id: ownerMember.id } })).toBeNull();
    // The login stays.
    expect(await db.prisma.user.findUnique({ where: { id: owner.user.id } })).not.toBeNull();
  });

  it("leaves ownership to owners: an admin cannot demote, deactivate, remove or make an owner (403)", async () => {
    const owner = await createOwner(db.prisma);
    const ownerMember = await membershipOf(owner.user.id, owner.company.id);
    await createMember(db.prisma, owner.company.id, "owner");
    const admin = await createMember(db.prisma, owner.company.id, "admin");
    const office = await createMember(db.prisma, owner.company.id, "office");
    for (const res of [
      await changeMember(admin.cookie, ownerMember.id, { role: "office" }),
      await changeMember(admin.cookie, ownerMember.id, { active: false }),
      await deleteMember(admin.cookie, ownerMember.id),
      await changeMember(admin.cookie, office.member.id, { role: "owner" }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.json.code).toBe("role_forbidden");
    }
    expect((await membershipOf(owner.user.id, owner.company.id)).role).toBe("owner");
    expect((await membershipOf(office.user.id, owner.company.id)).role).toBe("office");
    // Other roles are the admin's to change.
    const promoted = await changeMember(admin.cookie, office.member.id, { role: "admin" });
    expect(promoted.status).toBe(200);
    expect(promoted.json.role).toBe("admin");
  });

  it("ends a deactivated member's session on their next request; reactivating restores it", async () => {
    const owner = await createOwner(db.prisma);
    const office = await createMember(db.prisma, owner.company.id, "office");
    expect((await companiesOf(office.cookie)).status).toBe(200);
    expect((await changeMember(owner.cookie, office.member.id, { active: false })).status).toBe(
      200,
    );
    expect((await companiesOf(office.cookie)).status).toBe(401);
    const listed = await call(listMembers, "GET", "/api/team/members", { cookie: owner.cookie });
    expect(listed.json.members).toContainEqual(
      expect.objectContaining({ id: office.member.id, active: false }),
    );
    expect((await changeMember(owner.cookie, office.member.id, { active: true })).status).toBe(200);
    expect((await companiesOf(office.cookie)).status).toBe(200);
  });
});

describe("the company switcher", () => {
  it("acts in the chosen company only, and only in the user's own companies", async () => {
    const a = await createOwner(db.prisma, "Company A");
    const b = await createOwner(db.prisma, "Company B");
    const stranger = await createOwner(db.prisma, "Company C");
    await db.prisma.membership.create({
      data: { companyId: b.company.id, userId: a.user.id, role: "office" },
    });
    const quoteA = await db.prisma.quote.create({
      data: { companyId: a.company.id, number: 1, title: "A's quote" },
    });
    const quoteB = await db.prisma.quote.create({
      data: { companyId: b.company.id, number: 1, title: "B's quote" },
    });
    const quoteIds = async (cookie: string) => {
      const res = await call(listQuotes, "GET", "/api/quotes", { cookie });
      expect(res.status).toBe(200);
      return res.json.quotes.map((quote: { id: string }) => quote.id);
    };
    expect(await quoteIds(a.cookie)).toEqual([quoteA.id]);

    const switched = await call(switchCompany, "POST", "/api/account/companies", {
      cookie: a.cookie,
      body: { companyId: b.company.id },
    });
    expect(switched.status).toBe(200);
    expect(switched.json).toEqual({ current: b.company.id });
    const setCookie = switched.headers.get("set-cookie") ?? "";
    const token = setCookie.match(/next-auth\.session-token=([^;]+)/)?.[1];
    expect(token).toBeDefined();
    const cookieB = `next-auth.session-token=${token}`;
    expect(await quoteIds(cookieB)).toEqual([quoteB.id]);
    const companies = await companiesOf(cookieB);
    expect(companies.json.current).toBe(b.company.id);
    expect(companies.json.companies).toEqual([
      { id: a.company.id, name: "Company A", role: "owner" },
      { id: b.company.id, name: "Company B", role: "office" },
    ]);

    const refused = await call(switchCompany, "POST", "/api/account/companies", {
      cookie: a.cookie,
      body: { companyId: stranger.company.id },
    });
    expect(refused.status).toBe(404);
    expect(refused.headers.get("set-cookie")).toBeNull();
  });
});

describe("the activity log", () => {
  it("records role changes and exports with who and from where, and exports itself as CSV", async () => {
    const owner = await createOwner(db.prisma, "Logged Co");
    const office = await createMember(db.prisma, owner.company.id, "office", "Olive");
    const from = (ip: string) => ({ "x-forwarded-for": ip, "user-agent": "TeamTest/1.0" });
    const changed = await call(patchMember, "PATCH", `/api/team/members/${office.member.id}`, {
      cookie: owner.cookie,
      params: { id: office.member.id },
      body: { role: "admin" },
      headers: from("203.0.113.7"),
    });
    expect(changed.status).toBe(200);
    const exported = await call(
      exportDataset,
      "GET",
      "/api/exports/quotes?format=generic&from=2026-01-01&to=2026-01-31&status=all",
      { cookie: owner.cookie, params: { dataset: "quotes" }, headers: from("203.0.113.8") },
    );
    expect(exported.status).toBe(200);

    const log = await call(listActivity, "GET", "/api/team/activity", { cookie: owner.cookie });
    expect(log.status).toBe(200);
    const owners = { id: owner.user.id, name: "Owner", email: owner.user.email };
    expect(log.json.events.slice(0, 2)).toEqual([
      expect.objectContaining({
        action: "export.downloaded",
        actionLabel: "Exported data",
        actor: owners,
        ip: "203.0.113.8",
        userAgent: "TeamTest/1.0",
      }),
      expect.objectContaining({
        action: "member.role_changed",
        actionLabel: "Changed a role",
        actor: owners,
        ip: "203.0.113.7",
        detail: `Role of Olive (${office.user.email}): Office → Admin`,
      }),
    ]);

    const csv = await call(exportActivity, "GET", "/api/team/activity/export", {
      cookie: owner.cookie,
      headers: from("203.0.113.9"),
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const rows = csv.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(rows[0]).toBe("When (UTC),Who,Email,Action,Detail,Address,Browser");
    const rowOf = (label: string) => rows.find((row) => row.includes(`,${label},`));
    expect(rowOf("Changed a role")).toContain(`,Owner,${owner.user.email},Changed a role,`);
    expect(rowOf("Changed a role")).toContain(",203.0.113.7,TeamTest/1.0");
    const exportRow = rows.find((row) => row.includes(",Exported data,Exported quotes (generic)"));
    expect(exportRow).toContain(`,Owner,${owner.user.email},`);
    expect(exportRow).toContain(",203.0.113.8,TeamTest/1.0");
    // The CSV download is in the file it downloads (logged first).
    expect(rows[1]).toContain(",Exported data,Exported the activity log (CSV),203.0.113.9,");
    // ... and in the log the page reads.
    const after = await call(listActivity, "GET", "/api/team/activity", { cookie: owner.cookie });
    expect(after.json.events[0]).toMatchObject({
      action: "export.downloaded",
      detail: "Exported the activity log (CSV)",
      ip: "203.0.113.9",
    });
  });

  it("is closed to technicians (403 role_forbidden)", async () => {
    const owner = await createOwner(db.prisma);
    const tech = await createMember(db.prisma, owner.company.id, "technician");
    for (const [handler, path] of [
      [listActivity, "/api/team/activity"],
      [exportActivity, "/api/team/activity/export"],
    ] as const) {
      const res = await call(handler, "GET", path, { cookie: tech.cookie });
      expect(res.status).toBe(403);
      expect(res.json.code).toBe("role_forbidden");
    }
  });
});

describe("tenant isolation", () => {
  it("answers 404 for another company's members, invitations and quotes, and changes nothing", async () => {
    const a = await createOwner(db.prisma, "Company A");
    const b = await createOwner(db.prisma, "Company B");
    const bOffice = await createMember(db.prisma, b.company.id, "office");
    const bInvitation = await inviteAndReadLink(b.cookie, "b-invitee@example.com", "office");
    const bQuote = await db.prisma.quote.create({ data: { companyId: b.company.id, number: 7 } });
    const id = bOffice.member.id;

    const answers = [
      await changeMember(a.cookie, id, { role: "technician" }),
      await changeMember(a.cookie, id, { active: false }),
      await deleteMember(a.cookie, id),
      await call(revokeInvitation, "DELETE", `/api/team/invitations/${bInvitation.id}`, {
        cookie: a.cookie,
        params: { id: bInvitation.id },
      }),
      await call(assignQuote, "PUT", `/api/quotes/${bQuote.id}/assignee`, {
        cookie: a.cookie,
        params: { id: bQuote.id },
        body: { userId: a.user.id },
      }),
    ];
    expect(answers.map((res) => res.status)).toEqual([404, 404, 404, 404, 404]);
    expect(await db.prisma.membership.findUniqueOrThrow({ where: { id } })).toMatchObject({
      role: "office",
      deactivatedAt: null,
    });
    expect(
      await db.prisma.invitation.findUniqueOrThrow({ where: { id: bInvitation.id } }),
    ).toMatchObject({ revokedAt: null });
    expect(await db.prisma.quote.findUniqueOrThrow({ where: { id: bQuote.id } })).toMatchObject({
      assignedToId: null,
    });
  });
});

describe("assignment", () => {
  it("assigns a quote to a member who may open it and mails them; refuses a technician or a stranger (400 userId)", async () => {
    const owner = await createOwner(db.prisma, "Assign Co");
    const office = await createMember(db.prisma, owner.company.id, "office");
    const tech = await createMember(db.prisma, owner.company.id, "technician");
    const other = await createOwner(db.prisma, "Other Co");
    const quote = await db.prisma.quote.create({
      data: { companyId: owner.company.id, number: 12, title: "Panel" },
    });
    const assign = (userId: string | null) =>
      call(assignQuote, "PUT", `/api/quotes/${quote.id}/assignee`, {
        cookie: owner.cookie,
        params: { id: quote.id },
        body: { userId },
      });

    const res = await assign(office.user.id);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ assignedTo: office.user.id });
    expect(await db.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } })).toMatchObject({
      assignedToId: office.user.id,
      updatedById: owner.user.id,
    });
    const mails = await mailsTo(office.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/Subject: Assigned to you: quote Q-0*12 \(Panel\)/);
    expect(mails[0]).toContain(`http://localhost:3000/dashboard/quotes/${quote.id}`);

    for (const userId of [tech.user.id, other.user.id]) {
      const refused = await assign(userId);
      expect(refused.status).toBe(400);
      expect(issuePaths(refused.json)).toEqual(["userId"]);
    }
    expect(
      (await db.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } })).assignedToId,
    ).toBe(office.user.id);
    expect(await mailsTo(tech.user.email)).toEqual([]);
    expect(await mailsTo(other.user.email)).toEqual([]);

    // Assigning to oneself sends no mail; null unassigns.
    expect((await assign(owner.user.id)).status).toBe(200);
    expect(await mailsTo(owner.user.email)).toEqual([]);
    expect((await assign(null)).json).toEqual({ assignedTo: null });
  });

  it("assigns a request the same way", async () => {
    const owner = await createOwner(db.prisma);
    const office = await createMember(db.prisma, owner.company.id, "office");
    const tech = await createMember(db.prisma, owner.company.id, "technician");
    const request = await db.prisma.estimateRequest.create({
      data: {
        companyId: owner.company.id,
        customerName: "Pat",
        customerEmail: "pat@example.com",
        subtotal: "100.00",
        totalAmount: "100.00",
        totalTime: 60,
      },
    });
    const assign = (userId: string) =>
      call(assignRequest, "PUT", `/api/estimates/${request.id}/assignee`, {
        cookie: owner.cookie,
        params: { id: request.id },
        body: { userId },
      });
    expect(issuePaths((await assign(tech.user.id)).json)).toEqual(["userId"]);
    expect((await assign(office.user.id)).status).toBe(200);
    expect(
      (await db.prisma.estimateRequest.findUniqueOrThrow({ where: { id: request.id } }))
        .assignedToId,
    ).toBe(office.user.id);
    expect(await mailsTo(office.user.email)).toHaveLength(1);
  });
});

describe("notifications", () => {
  it("saves a member's choices; a mail their role cannot read stays off", async () => {
    const owner = await createOwner(db.prisma);
    const office = await createMember(db.prisma, owner.company.id, "office");
    const saved = await call(putNotifications, "PUT", "/api/account/notifications", {
      cookie: office.cookie,
      body: { invoicePaid: false },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.settings).toMatchObject({ invoicePaid: false, newRequest: true });
    const read = await call(getNotifications, "GET", "/api/account/notifications", {
      cookie: office.cookie,
    });
    expect(read.json.settings.invoicePaid).toBe(false);
    expect((await membershipOf(office.user.id, owner.company.id)).notifyInvoicePaid).toBe(false);

    const tech = await createMember(db.prisma, owner.company.id, "technician");
    const techSaved = await call(putNotifications, "PUT", "/api/account/notifications", {
      cookie: tech.cookie,
      body: { invoicePaid: true, assigned: true },
    });
    expect(techSaved.status).toBe(200);
    expect(techSaved.json.settings).toMatchObject({ invoicePaid: false, assigned: true });
    expect(techSaved.json.available).toMatchObject({ invoicePaid: false, assigned: true });
    expect((await membershipOf(tech.user.id, owner.company.id)).notifyInvoicePaid).toBe(false);
  });
});
