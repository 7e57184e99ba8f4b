/** @jest-environment node */
import {
  setupTestDatabase,
  createOwner,
  makeRequest,
  routeParams,
  type TestDatabase,
} from "@/test/db";
import { GET as getCompany } from "@/app/api/company/route";
import { POST as welcomeSeen } from "@/app/api/company/welcome-seen/route";
import { POST as resetWelcome } from "@/app/api/company/reset-welcome/route";
import { GET as getTooltips, POST as saveTooltips } from "@/app/api/user/tooltips/route";
import { POST as register } from "@/app/api/register/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { CHECK_EMAIL_MESSAGE } from "@/lib/auth/register";
import { drainJobs } from "@/lib/worker/run";
import { outboxMails, setupTempOutbox } from "@/test/outbox";

const outbox = setupTempOutbox();

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.close();
});

type Handler = (
  req: ReturnType<typeof makeRequest>,
  ctx: ReturnType<typeof routeParams>,
) => Promise<Response>;
const call = (
  handler: Handler,
  method: string,
  path: string,
  options?: Parameters<typeof makeRequest>[2],
) => handler(makeRequest(method, path, options), routeParams());

describe("signed out", () => {
  it.each<[string, Handler, string, string]>([
    ["GET /api/company", getCompany, "GET", "/api/company"],
    ["POST /api/company/welcome-seen", welcomeSeen, "POST", "/api/company/welcome-seen"],
    ["POST /api/company/reset-welcome", resetWelcome, "POST", "/api/company/reset-welcome"],
    ["GET /api/user/tooltips", getTooltips, "GET", "/api/user/tooltips"],
    ["POST /api/user/tooltips", saveTooltips, "POST", "/api/user/tooltips"],
  ])("%s answers 401 JSON", async (_name, handler, method, path) => {
    const res = await call(handler, method, path, {
      body: method === "POST" ? { viewedTooltips: [] } : undefined,
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "You must be signed in.", code: "unauthorized" });
  });

  it("rejects a forged or foreign-secret token", async () => {
    const res = await call(getCompany, "GET", "/api/company", {
      cookie: "next-auth.session-token=not-a-jwt",
    });
    expect(res.status).toBe(401);
  });

  it("rejects a token whose version was bumped (password change, sign out everywhere)", async () => {
    const owner = await createOwner(db.prisma);
    await db.prisma.user.update({
      where: { id: owner.user.id },
      data: { tokenVersion: { increment: 1 } },
    });
    const res = await call(getCompany, "GET", "/api/company", { cookie: owner.cookie });
    expect(res.status).toBe(401);
  });
});

describe("tenant isolation", () => {
  it("GET /api/company returns the session's company whatever the request names", async () => {
    const a = await createOwner(db.prisma, "Company A");
    const b = await createOwner(db.prisma, "Company B");
    const res = await call(
      getCompany,
      "GET",
      `/api/company?companyId=${b.company.id}&id=${b.company.id}`,
      {
        cookie: a.cookie,
      },
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.id).toBe(a.company.id);
    expect(body.name).toBe("Company A");
    expect(JSON.stringify(body)).not.toContain(b.company.id);
  });

  it.each<[string, Handler, boolean]>([
    ["welcome-seen", welcomeSeen, true],
    ["reset-welcome", resetWelcome, false],
  ])(
    "POST %s with another company's id in the body changes only the caller's company",
    async (_name, handler, expected) => {
      const a = await createOwner(db.prisma, "Company A");
      const b = await createOwner(db.prisma, "Company B");
      await db.prisma.company.updateMany({
        where: { id: { in: [a.company.id, b.company.id] } },
        data: { hasSeenWelcome: !expected },
      });
      const res = await call(handler, "POST", "/api/company/x", {
        cookie: a.cookie,
        body: { companyId: b.company.id, id: b.company.id },
      });
      expect(res.status).toBe(200);
      const [rowA, rowB] = await Promise.all([
        db.prisma.company.findUniqueOrThrow({ where: { id: a.company.id } }),
        db.prisma.company.findUniqueOrThrow({ where: { id: b.company.id } }),
      ]);
      expect(rowA.hasSeenWelcome).toBe(expected);
      expect(rowB.hasSeenWelcome).toBe(!expected);
    },
  );

  it("POST /api/user/tooltips rejects a body that names a company or user", async () => {
    const a = await createOwner(db.prisma);
    const b = await createOwner(db.prisma);
    const res = await call(saveTooltips, "POST", "/api/user/tooltips", {
      cookie: a.cookie,
      body: { viewedTooltips: ["help-center"], companyId: b.company.id, userId: b.user.id },
    });
    expect(res.status).toBe(400);
    const rowB = await db.prisma.user.findUniqueOrThrow({ where: { id: b.user.id } });
    expect(rowB.viewedTooltips).toEqual([]);
  });
});

describe("tooltips", () => {
  it("saves, reads back (deduplicated) and resets the viewed list", async () => {
    const owner = await createOwner(db.prisma);
    let res = await call(saveTooltips, "POST", "/api/user/tooltips", {
      cookie: owner.cookie,
      body: { viewedTooltips: ["dashboard-sidebar", "services-section", "dashboard-sidebar"] },
    });
    expect(await res.json()).toEqual({ viewedTooltips: ["dashboard-sidebar", "services-section"] });
    res = await call(getTooltips, "GET", "/api/user/tooltips", { cookie: owner.cookie });
    expect(await res.json()).toEqual({ viewedTooltips: ["dashboard-sidebar", "services-section"] });
    res = await call(saveTooltips, "POST", "/api/user/tooltips", {
      cookie: owner.cookie,
      body: { viewedTooltips: [] },
    });
    expect(await res.json()).toEqual({ viewedTooltips: [] });
  });

  it.each<[string, unknown, string]>([
    ["malformed JSON", "{not json", "body"],
    ["missing list", {}, "viewedTooltips"],
    ["not a list", { viewedTooltips: "help-center" }, "viewedTooltips"],
    ["bad id", { viewedTooltips: ["<script>"] }, "viewedTooltips.0"],
    [
      "too many ids",
      { viewedTooltips: Array.from({ length: 101 }, (_, i) => `t-${i}`) },
      "viewedTooltips",
    ],
    ["null body", null, "body"],
    ["array body", [1, 2], "body"],
  ])("400 for %s, naming the field", async (_name, body, field) => {
    const owner = await createOwner(db.prisma);
    const res = await call(saveTooltips, "POST", "/api/user/tooltips", {
      cookie: owner.cookie,
      body,
    });
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.message).toEqual(expect.any(String));
    expect(json.issues.map((issue: { path: string }) => issue.path)).toContain(field);
  });

  it("413 for a body over its bound", async () => {
    const owner = await createOwner(db.prisma);
    const res = await call(saveTooltips, "POST", "/api/user/tooltips", {
      cookie: owner.cookie,
      body: { viewedTooltips: ["x".repeat(20_000)] },
    });
    expect(res.status).toBe(413);
  });
});

describe("welcome flags", () => {
  it("welcome-seen then reset-welcome round-trips through GET /api/company", async () => {
    const owner = await createOwner(db.prisma);
    await call(welcomeSeen, "POST", "/api/company/welcome-seen", { cookie: owner.cookie });
    let company = await (
      await call(getCompany, "GET", "/api/company", { cookie: owner.cookie })
    ).json();
    expect(company.hasSeenWelcome).toBe(true);
    await call(resetWelcome, "POST", "/api/company/reset-welcome", { cookie: owner.cookie });
    company = await (
      await call(getCompany, "GET", "/api/company", { cookie: owner.cookie })
    ).json();
    expect(company).toMatchObject({ hasSeenWelcome: false, industryType: "electrical" });
    expect(Object.keys(company)).toEqual(
      expect.arrayContaining(["id", "name", "logo", "industryType", "hasSeenWelcome"]),
    );
  });
});

describe("POST /api/register", () => {
  const valid = {
    name: "Sam Owner",
    email: "Sam@Example.com",
    password: "sparky-2025",
    companyName: "Sam's Sparks",
    industryType: "electrical",
    slug: "sams-sparks",
  };

  it("creates the owner and the company, storing only a password hash", async () => {
    const res = await call(register, "POST", "/api/register", { body: valid });
    expect(res.status).toBe(201);
    const user = await db.prisma.user.findUniqueOrThrow({
      where: { email: "sam@example.com" },
      include: { company: true },
    });
    expect(user.company).toMatchObject({
      name: "Sam's Sparks",
      slug: "sams-sparks",
      industryType: "electrical",
      plan: "starter",
    });
    expect(user.passwordHash).not.toContain("sparky-2025");
    expect(user.passwordHash).toMatch(/^\$2[aby]\$/);
  });

  it("a taken email is not confirmed: 202 'check your email' and a mail to its owner; 409 for a taken slug", async () => {
    await call(register, "POST", "/api/register", {
      body: { ...valid, email: "first@example.com", slug: "taken-slug" },
    });
    let res = await call(register, "POST", "/api/register", {
      body: { ...valid, email: "first@example.com", password: "other-pass-9", slug: "free-slug" },
    });
    expect(res.status).toBe(202);
    const body = await res.json();
    expect(body).toEqual({ status: "check-email", message: CHECK_EMAIL_MESSAGE });
    expect(JSON.stringify(body)).not.toMatch(/exist|taken|already/i);
    expect(await db.prisma.company.count({ where: { slug: "free-slug" } })).toBe(0);
    await drainJobs({ ignoreStartAfter: true });
    const mails = outboxMails(outbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("To: first@example.com");
    expect(mails[0]).toContain("already has one");

    // With the account's own password, the person is simply signed in (200, no new company).
    res = await call(register, "POST", "/api/register", {
      body: { ...valid, email: "first@example.com", slug: "another-slug" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "signed-in", slug: "taken-slug" });
    expect(await db.prisma.company.count({ where: { slug: "another-slug" } })).toBe(0);

    res = await call(register, "POST", "/api/register", {
      body: { ...valid, email: "second@example.com", slug: "taken-slug" },
    });
    expect(res.status).toBe(409);
    expect((await res.json()).issues[0].path).toBe("slug");
  });

  it("is limited per client address (the trusted proxy hop): the 11th sign-up in an hour is 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await call(register, "POST", "/api/register", {
        body: { ...valid, email: `burst-${i}@example.com`, slug: `burst-${i}` },
        // A rotated client-set entry before the proxy's own does not help.
        headers: { "x-forwarded-for": `100.64.0.${i}, 192.0.2.150` },
      });
      statuses.push(res.status);
      if (i === 10) expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    expect(await db.prisma.user.count({ where: { email: "burst-10@example.com" } })).toBe(0);
  });

  it("409 for a slug another company still answers to through a redirect", async () => {
    const owner = await createOwner(db.prisma);
    await db.prisma.slugRedirect.create({
      data: { slug: "old-address", companyId: owner.company.id },
    });
    const res = await call(register, "POST", "/api/register", {
      body: { ...valid, email: "newcomer@example.com", slug: "old-address" },
    });
    expect(res.status).toBe(409);
    expect((await res.json()).issues[0].path).toBe("slug");
    expect(await db.prisma.user.count({ where: { email: "newcomer@example.com" } })).toBe(0);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["short password", { password: "short1" }, "password"],
    ["bad email", { email: "nope" }, "email"],
    ["bad slug", { slug: "Bad Slug!" }, "slug"],
    ["unknown industry", { industryType: "astrology" }, "industryType"],
    ["unknown plan", { plan: "platinum" }, "plan"],
    ["extra field", { companyId: "someone-else" }, "body"],
  ])("400 for %s", async (_name, patch, field) => {
    const res = await call(register, "POST", "/api/register", {
      body: { ...valid, email: "x@example.com", slug: "x-co", ...patch },
    });
    expect(res.status).toBe(400);
    const paths = (await res.json()).issues.map((issue: { path: string }) => issue.path);
    expect(paths.some((path: string) => path === field || (field === "body" && path === ""))).toBe(
      true,
    );
  });
});

describe("POST /api/auth/logout", () => {
  it("expires the session cookie", async () => {
    const owner = await createOwner(db.prisma);
    const res = await call(logout, "POST", "/api/auth/logout", { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/next-auth\.session-token=;.*Max-Age=0/i);
  });
});
