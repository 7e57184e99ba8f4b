/** @jest-environment node */
// More plan limits through the real routes (docs/billing.md "Where limits are checked"): team
// members (inviting, accepting, reactivating), webhooks, the plan chosen at sign-up, and the
// end of a failed payment's grace period. Limits are on without Stripe Billing (the company's
// own plan is in force) unless a block below says otherwise.
process.env.PLAN_LIMITS = "on";

import { createMember, createOwner, setupTestDatabase, type TestDatabase } from "@/test/db";
import { callRoute } from "@/test/api-helpers";
import { clearOutbox, outboxMails, setupTempOutbox } from "@/test/outbox";
import { getServerEnv, type ServerEnv } from "@/lib/env";
import { limitMessage } from "@/lib/plans";
import { GRACE_DAYS } from "@/lib/billing/status";
import { drainJobs } from "@/lib/worker/run";
import { POST as invite } from "@/app/api/team/invitations/route";
import { PATCH as patchMember } from "@/app/api/team/members/[id]/route";
import { POST as acceptInvitation } from "@/app/api/invitations/[token]/route";
import { POST as register } from "@/app/api/register/route";
import { POST as postWebhook } from "@/app/api/webhooks/route";
import { POST as postService } from "@/app/api/services/route";
import { GET as getBilling } from "@/app/api/billing/route";

const outbox = setupTempOutbox();

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  await drainJobs({ maxJobs: 1000, ignoreStartAfter: true });
  clearOutbox(outbox);
});

/**
 * The server's environment is read once (lib/env.ts): a block that needs other settings
 * changes the parsed values for its tests and puts them back afterwards.
 */
function withEnv(patch: Partial<ServerEnv>) {
  const saved: Partial<ServerEnv> = {};
  beforeAll(() => {
    const env = getServerEnv();
    for (const key of Object.keys(patch) as (keyof ServerEnv)[]) {
      (saved as Record<string, unknown>)[key] = env[key];
    }
    Object.assign(env, patch);
  });
  afterAll(() => {
    Object.assign(getServerEnv(), saved);
  });
}

const call = callRoute;

const inviteAs = (cookie: string, email: string, role = "office") =>
  call(invite, "POST", "/api/team/invitations", { cookie, body: { email, role } });
const changeMember = (cookie: string, id: string, body: unknown) =>
  call(patchMember, "PATCH", `/api/team/members/${id}`, { cookie, params: { id }, body });
const accept = (token: string, body: unknown) =>
  call(acceptInvitation, "POST", `/api/invitations/${token}`, { params: { token }, body });

/** Works the queued jobs and returns the mails sent to `to`. */
async function mailsTo(to: string) {
  await drainJobs({ ignoreStartAfter: true });
  return outboxMails(outbox).filter((mail) => mail.includes(`To: ${to}`));
}

/** Invites `email` (201) and returns the link's token from the mail. */
async function inviteAndReadLink(cookie: string, email: string, role = "office") {
  const res = await inviteAs(cookie, email, role);
  expect(res.status).toBe(201);
  const mails = await mailsTo(email);
  expect(mails).toHaveLength(1);
  const token = mails[0].match(/\/invite\/([A-Za-z0-9_-]+)/)?.[1];
  expect(token).toBeDefined();
  return { id: res.json.id as string, token: token! };
}

type PlanId = "starter" | "pro" | "business";

async function ownerOnPlan(plan: PlanId, name = `${plan} Co`) {
  const owner = await createOwner(db.prisma, name);
  await setPlan(owner.company.id, plan);
  return owner;
}
const setPlan = (companyId: string, plan: PlanId) =>
  db.prisma.company.update({ where: { id: companyId }, data: { plan } });

const seats = async (companyId: string) => ({
  active: await db.prisma.membership.count({ where: { companyId, deactivatedAt: null } }),
  pending: await db.prisma.invitation.count({
    where: { companyId, acceptedAt: null, revokedAt: null, expiresAt: { gt: new Date() } },
  }),
});

describe("team members (PLAN_LIMITS=on)", () => {
  it("Starter (1 member): inviting is refused with 402 plan_limit; nothing is stored or mailed", async () => {
    const owner = await ownerOnPlan("starter");
    const res = await inviteAs(owner.cookie, "helper@example.com");
    expect(res.status).toBe(402);
    expect(res.json).toEqual({
      code: "plan_limit",
      limit: "teamMembers",
      plan: "starter",
      upgradeTo: "pro",
      message: limitMessage("starter", "teamMembers", "pro"),
    });
    expect(res.json.message).toBe(
      "Starter includes 1 team member. Upgrade to Pro for up to 5 team members.",
    );
    expect(await db.prisma.invitation.count({ where: { companyId: owner.company.id } })).toBe(0);
    expect(await mailsTo("helper@example.com")).toEqual([]);
  });

  it("Pro (5): invites until 5 seats (active members + pending invitations); the 6th is refused", async () => {
    const owner = await ownerOnPlan("pro");
    const id = owner.company.id;
    await createMember(db.prisma, id, "office");
    await createMember(db.prisma, id, "technician");
    // A deactivated member holds no seat.
    const gone = await createMember(db.prisma, id, "technician");
    expect((await changeMember(owner.cookie, gone.member.id, { active: false })).status).toBe(200);

    expect((await inviteAs(owner.cookie, "four@example.com")).status).toBe(201);
    expect((await inviteAs(owner.cookie, "five@example.com")).status).toBe(201);
    expect(await seats(id)).toEqual({ active: 3, pending: 2 });

    const sixth = await inviteAs(owner.cookie, "six@example.com");
    expect(sixth.status).toBe(402);
    expect(sixth.json).toMatchObject({
      code: "plan_limit",
      limit: "teamMembers",
      plan: "pro",
      upgradeTo: "business",
    });
    expect(await db.prisma.invitation.count({ where: { email: "six@example.com" } })).toBe(0);
    expect(await mailsTo("six@example.com")).toEqual([]);

    // Inviting a pending address again replaces its invitation: no new seat.
    expect((await inviteAs(owner.cookie, "five@example.com", "technician")).status).toBe(201);
    expect(await seats(id)).toEqual({ active: 3, pending: 2 });
    // An expired invitation holds no seat.
    await db.prisma.invitation.updateMany({
      where: { companyId: id, email: "four@example.com" },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await inviteAs(owner.cookie, "six@example.com")).status).toBe(201);
    expect(await seats(id)).toEqual({ active: 3, pending: 2 });
  });

  it("accepting when the company is full (downgraded since the invitation) is refused; the link still works later", async () => {
    const owner = await ownerOnPlan("pro");
    const id = owner.company.id;
    const { id: invitationId, token } = await inviteAndReadLink(owner.cookie, "late@example.com");
    const other = await createOwner(db.prisma, "Other Co");
    const second = await inviteAndReadLink(owner.cookie, other.user.email);
    await setPlan(id, "starter");

    const refused = await accept(token, { name: "Late Joiner", password: "password-123" });
    expect(refused.status).toBe(402);
    expect(refused.json).toMatchObject({
      code: "plan_limit",
      limit: "teamMembers",
      plan: "starter",
      upgradeTo: "pro",
    });
    expect(refused.json.message).toContain("Ask the owner");
    const invitation = await db.prisma.invitation.findUniqueOrThrow({
      where: { id: invitationId },
    });
    expect(invitation.acceptedAt).toBeNull();
    expect(await db.prisma.user.findUnique({ where: { email: "late@example.com" } })).toBeNull();
    expect(await seats(id)).toEqual({ active: 1, pending: 2 });

    // An existing login is refused alike, and keeps only its own company.
    const existing = await accept(second.token, { password: "password-1" });
    expect(existing.status).toBe(402);
    expect(existing.json).toMatchObject({ code: "plan_limit", limit: "teamMembers" });
    expect(
      await db.prisma.membership.findMany({
        where: { userId: other.user.id },
        select: { companyId: true },
      }),
    ).toEqual([{ companyId: other.company.id }]);

    // Once there is room again the same link works.
    await setPlan(id, "pro");
    const accepted = await accept(token, { name: "Late Joiner", password: "password-123" });
    expect(accepted.status).toBe(200);
    expect(await seats(id)).toEqual({ active: 2, pending: 1 });
  });

  it("a downgraded company keeps its members; reactivating one when full is refused", async () => {
    const owner = await ownerOnPlan("pro");
    const id = owner.company.id;
    const members = [
      await createMember(db.prisma, id, "office"),
      await createMember(db.prisma, id, "technician"),
      await createMember(db.prisma, id, "technician"),
      await createMember(db.prisma, id, "admin"),
    ];
    await setPlan(id, "starter");

    // What exists stays: its members sign in, change roles and are deactivated as before.
    const promoted = await changeMember(owner.cookie, members[1].member.id, { role: "office" });
    expect(promoted.status).toBe(200);
    const off = await changeMember(owner.cookie, members[2].member.id, { active: false });
    expect(off.status).toBe(200);
    expect(await seats(id)).toEqual({ active: 4, pending: 0 });

    const back = await changeMember(owner.cookie, members[2].member.id, { active: true });
    expect(back.status).toBe(402);
    expect(back.json).toMatchObject({
      code: "plan_limit",
      limit: "teamMembers",
      plan: "starter",
      upgradeTo: "pro",
    });
    expect(
      (await db.prisma.membership.findUniqueOrThrow({ where: { id: members[2].member.id } }))
        .deactivatedAt,
    ).not.toBeNull();

    // Pro, full with 5 active members: refused too; with a seat free, allowed.
    await setPlan(id, "pro");
    const fifth = await createMember(db.prisma, id, "technician");
    const full = await changeMember(owner.cookie, members[2].member.id, { active: true });
    expect(full.status).toBe(402);
    expect(full.json).toMatchObject({ limit: "teamMembers", plan: "pro", upgradeTo: "business" });
    expect((await changeMember(owner.cookie, fifth.member.id, { active: false })).status).toBe(200);
    const reactivated = await changeMember(owner.cookie, members[2].member.id, { active: true });
    expect(reactivated.status).toBe(200);
    expect(reactivated.json).toMatchObject({ active: true });
  });

  it("Business has no member limit", async () => {
    const owner = await ownerOnPlan("business");
    for (let i = 0; i < 4; i += 1) await createMember(db.prisma, owner.company.id, "technician");
    for (let i = 0; i < 4; i += 1)
      expect((await inviteAs(owner.cookie, `crew${i}@example.com`, "technician")).status).toBe(201);
    expect(await seats(owner.company.id)).toEqual({ active: 5, pending: 4 });
    const { token } = await inviteAndReadLink(owner.cookie, "tenth@example.com");
    expect((await accept(token, { name: "Tenth", password: "password-123" })).status).toBe(200);
  });
});

describe("webhooks (PLAN_LIMITS=on)", () => {
  const endpoint = { url: "https://93.184.215.14/hooks", events: ["quote.sent"] };

  it("Starter creating a webhook endpoint gets 402 naming the limit; Pro may", async () => {
    const starter = await ownerOnPlan("starter");
    const res = await call(postWebhook, "POST", "/api/webhooks", {
      cookie: starter.cookie,
      body: endpoint,
    });
    expect(res.status).toBe(402);
    expect(res.json).toEqual({
      code: "plan_limit",
      limit: "webhooks",
      plan: "starter",
      upgradeTo: "pro",
      message: "Starter does not include webhooks. Upgrade to Pro to use webhooks.",
    });
    expect(
      await db.prisma.webhookEndpoint.count({ where: { companyId: starter.company.id } }),
    ).toBe(0);

    const pro = await ownerOnPlan("pro");
    const created = await call(postWebhook, "POST", "/api/webhooks", {
      cookie: pro.cookie,
      body: endpoint,
    });
    expect(created.status).toBe(201);
  });
});

describe("limits off (no Stripe Billing, PLAN_LIMITS unset)", () => {
  withEnv({ PLAN_LIMITS: "off" });

  it("refuses nothing: Starter invites, accepts, reactivates and adds webhooks and services", async () => {
    const owner = await ownerOnPlan("starter");
    const id = owner.company.id;
    const office = await createMember(db.prisma, id, "office");
    const { token } = await inviteAndReadLink(owner.cookie, "free1@example.com");
    expect((await inviteAs(owner.cookie, "free2@example.com")).status).toBe(201);
    expect((await accept(token, { name: "Free", password: "password-123" })).status).toBe(200);
    expect((await changeMember(owner.cookie, office.member.id, { active: false })).status).toBe(
      200,
    );
    expect((await changeMember(owner.cookie, office.member.id, { active: true })).status).toBe(200);
    expect(await seats(id)).toEqual({ active: 3, pending: 1 });

    const webhook = await call(postWebhook, "POST", "/api/webhooks", {
      cookie: owner.cookie,
      body: { url: "https://93.184.215.14/hooks", events: ["quote.sent"] },
    });
    expect(webhook.status).toBe(201);

    await db.prisma.service.createMany({
      data: Array.from({ length: 25 }, (_, i) => ({
        companyId: id,
        name: `Service ${i + 1}`,
        category: "electrical" as const,
      })),
    });
    const service = await call(postService, "POST", "/api/services", {
      cookie: owner.cookie,
      body: { name: "One more", category: "electrical", basePrice: 10, unitType: "flat" },
    });
    expect(service.status).toBe(200);
  });
});

describe("POST /api/register", () => {
  it("records the plan chosen at sign-up (/register?plan=pro)", async () => {
    const res = await call(register, "POST", "/api/register", {
      body: {
        name: "Pat Pro",
        email: "pat@example.com",
        password: "sparky-2025",
        companyName: "Pat's Pipes",
        industryType: "plumbing",
        slug: "pats-pipes",
        plan: "pro",
      },
    });
    expect(res.status).toBe(201);
    const company = await db.prisma.company.findUniqueOrThrow({ where: { slug: "pats-pipes" } });
    expect(company.plan).toBe("pro");
  });
});

describe("grace period over (Stripe Billing on)", () => {
  withEnv({
    STRIPE_SECRET_KEY: "sk_test_limits_more_0123456789",
    STRIPE_BILLING_WEBHOOK_SECRET: "whsec_limits_more_0123456789",
    STRIPE_PRICE_PRO_MONTHLY: "price_pro_m",
    STRIPE_PRICE_PRO_ANNUAL: "price_pro_y",
    STRIPE_PRICE_BUSINESS_MONTHLY: "price_biz_m",
    STRIPE_PRICE_BUSINESS_ANNUAL: "price_biz_y",
    PLAN_LIMITS: "off",
  });
  const DAY = 24 * 60 * 60 * 1000;

  /** A Pro company (25 services) whose payment failed `days` ago. */
  async function pastDue(days: number) {
    const owner = await ownerOnPlan("pro", `Past due ${days}`);
    const id = owner.company.id;
    const pastDueSince = new Date(Date.now() - days * DAY);
    await db.prisma.subscription.create({
      data: {
        companyId: id,
        stripeCustomerId: `cus_${id}`,
        stripeSubscriptionId: `sub_${id}`,
        plan: "pro",
        interval: "month",
        status: "past_due",
        pastDueSince,
        currentPeriodEnd: new Date(Date.now() + 20 * DAY),
      },
    });
    await db.prisma.service.createMany({
      data: Array.from({ length: 25 }, (_, i) => ({
        companyId: id,
        name: `Service ${i + 1}`,
        category: "electrical" as const,
      })),
    });
    return { ...owner, pastDueSince };
  }
  const addService = (cookie: string) =>
    call(postService, "POST", "/api/services", {
      cookie,
      body: { name: "One more", category: "electrical", basePrice: 10, unitType: "flat" },
    });
  const summary = async (cookie: string) =>
    (await call(getBilling, "GET", "/api/billing", { cookie })).json;

  it(`past_due for 8 days (grace is ${GRACE_DAYS}): Starter's limits apply, nothing is deleted`, async () => {
    expect(8).toBeGreaterThan(GRACE_DAYS);
    const owner = await pastDue(8);
    const res = await addService(owner.cookie);
    expect(res.status).toBe(402);
    expect(res.json).toMatchObject({
      code: "plan_limit",
      limit: "services",
      plan: "starter",
      upgradeTo: "pro",
    });
    expect(await db.prisma.service.count({ where: { companyId: owner.company.id } })).toBe(25);

    const billing = await summary(owner.cookie);
    expect(billing).toMatchObject({
      configured: true,
      limitsEnforced: true,
      plan: "starter",
      chosenPlan: "pro",
      subscription: {
        plan: "pro",
        status: "past_due",
        pastDueSince: owner.pastDueSince.toISOString(),
        graceEndsAt: new Date(owner.pastDueSince.getTime() + GRACE_DAYS * DAY).toISOString(),
      },
    });
    expect(new Date(billing.subscription.graceEndsAt).getTime()).toBeLessThan(Date.now());
    expect(billing.usage.services).toEqual({ used: 25, limit: 25 });
    expect(billing.usage.teamMembers).toEqual({ used: 1, limit: 1 });
  });

  it("within the grace period the plan stays Pro", async () => {
    const owner = await pastDue(GRACE_DAYS - 1);
    expect((await addService(owner.cookie)).status).toBe(200);
    expect(await summary(owner.cookie)).toMatchObject({ plan: "pro", chosenPlan: "pro" });
  });
});
