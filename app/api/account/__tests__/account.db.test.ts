/** @jest-environment node */
import { decode } from "next-auth/jwt";
import {
  setupTestDatabase,
  createOwner,
  makeRequest,
  routeParams,
  TEST_SECRET,
  type TestDatabase,
} from "@/test/db";
import { GET as getAccount, PATCH as patchAccount } from "@/app/api/account/route";
import { POST as changeEmail } from "@/app/api/account/email/route";
import { POST as changePassword } from "@/app/api/account/password/route";
import { POST as signOutEverywhere } from "@/app/api/account/sign-out-everywhere/route";
import { POST as deleteAccount } from "@/app/api/account/delete/route";
import { GET as getCompany } from "@/app/api/company/route";
import { verifyPassword } from "@/lib/auth/password";

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
const call = (handler: Handler, method: string, options?: Parameters<typeof makeRequest>[2]) =>
  handler(makeRequest(method, "/api/account", options), routeParams());
const isSignedIn = async (cookie: string) =>
  (await call(getCompany, "GET", { cookie })).status === 200;
const PASSWORD = "password-1"; // test/db.ts createOwner

describe("signed out", () => {
  it.each<[string, Handler, string]>([
    ["GET /api/account", getAccount, "GET"],
    ["PATCH /api/account", patchAccount, "PATCH"],
    ["POST /api/account/email", changeEmail, "POST"],
    ["POST /api/account/password", changePassword, "POST"],
    ["POST /api/account/sign-out-everywhere", signOutEverywhere, "POST"],
    ["POST /api/account/delete", deleteAccount, "POST"],
  ])("%s answers 401", async (_name, handler, method) => {
    const res = await call(handler, method, { body: method === "GET" ? undefined : {} });
    expect(res.status).toBe(401);
  });
});

describe("name and email", () => {
  it("reads and renames the caller's own account only", async () => {
    const a = await createOwner(db.prisma, "A Co");
    const b = await createOwner(db.prisma, "B Co");
    expect(await (await call(getAccount, "GET", { cookie: a.cookie })).json()).toEqual({
      id: a.user.id,
      name: "Owner",
      email: a.user.email,
      companyName: "A Co",
    });
    expect(
      (
        await call(patchAccount, "PATCH", {
          cookie: a.cookie,
          body: { name: "X", userId: b.user.id },
        })
      ).status,
    ).toBe(400);
    const res = await call(patchAccount, "PATCH", { cookie: a.cookie, body: { name: "  Alex  " } });
    expect((await res.json()).name).toBe("Alex");
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: b.user.id } })).name).toBe(
      "Owner",
    );
  });

  it("changes the email with the current password; it stays unique", async () => {
    const a = await createOwner(db.prisma);
    const b = await createOwner(db.prisma);
    let res = await call(changeEmail, "POST", {
      cookie: a.cookie,
      body: { email: "new@example.com", currentPassword: "wrong" },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).issues[0].path).toBe("currentPassword");
    res = await call(changeEmail, "POST", {
      cookie: a.cookie,
      body: { email: b.user.email.toUpperCase(), currentPassword: PASSWORD },
    });
    expect(res.status).toBe(409);
    expect((await res.json()).issues[0].path).toBe("email");
    res = await call(changeEmail, "POST", {
      cookie: a.cookie,
      body: { email: " New.A@Example.com ", currentPassword: PASSWORD },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).email).toBe("new.a@example.com");
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: b.user.id } })).email).toBe(
      b.user.email,
    );
    expect(await isSignedIn(a.cookie)).toBe(true);
  });

  it.each<[string, Handler, unknown, string]>([
    ["an empty name", patchAccount, { name: "" }, "name"],
    ["a bad email", changeEmail, { email: "nope", currentPassword: PASSWORD }, "email"],
    ["a missing current password", changeEmail, { email: "a@b.co" }, "currentPassword"],
    [
      "a short new password",
      changePassword,
      { currentPassword: PASSWORD, newPassword: "abc1" },
      "newPassword",
    ],
    [
      "a new password without digits",
      changePassword,
      { currentPassword: PASSWORD, newPassword: "abcdefghij" },
      "newPassword",
    ],
    [
      "the same password again",
      changePassword,
      { currentPassword: PASSWORD, newPassword: PASSWORD },
      "newPassword",
    ],
    ["a missing confirmation", deleteAccount, { currentPassword: PASSWORD }, "confirmation"],
    [
      "an extra field",
      changePassword,
      { currentPassword: PASSWORD, newPassword: "n3w-password", userId: "x" },
      "body",
    ],
  ])("400 for %s, naming the field", async (_name, handler, body, field) => {
    const owner = await createOwner(db.prisma);
    const res = await call(handler, handler === patchAccount ? "PATCH" : "POST", {
      cookie: owner.cookie,
      body,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).issues.map((issue: { path: string }) => issue.path)).toContain(field);
  });
});

describe("sessions", () => {
  it("a password change ends other sessions and re-issues the caller's cookie", async () => {
    const owner = await createOwner(db.prisma);
    const otherBrowser = owner.cookie;
    let res = await call(changePassword, "POST", {
      cookie: owner.cookie,
      body: { currentPassword: "nope", newPassword: "n3w-password" },
    });
    expect(res.status).toBe(403);
    expect(await isSignedIn(otherBrowser)).toBe(true);

    res = await call(changePassword, "POST", {
      cookie: owner.cookie,
      body: { currentPassword: PASSWORD, newPassword: "n3w-password" },
    });
    expect(res.status).toBe(200);
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^next-auth\.session-token=[^;]+;/);
    expect(setCookie).toMatch(/HttpOnly/i);
    const fresh = setCookie.split(";")[0];
    const token = await decode({ token: fresh.split("=")[1], secret: TEST_SECRET });
    expect(token).toMatchObject({ uid: owner.user.id, cid: owner.company.id, tv: 1 });

    expect(await isSignedIn(otherBrowser)).toBe(false);
    expect(await isSignedIn(fresh)).toBe(true);
    const row = await db.prisma.user.findUniqueOrThrow({ where: { id: owner.user.id } });
    expect(await verifyPassword("n3w-password", row.passwordHash)).toBe(true);
  });

  it("sign out everywhere ends every session, the caller's included", async () => {
    const owner = await createOwner(db.prisma);
    const other = await createOwner(db.prisma);
    const res = await call(signOutEverywhere, "POST", { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/next-auth\.session-token=;.*Max-Age=0/i);
    expect(await isSignedIn(owner.cookie)).toBe(false);
    expect(await isSignedIn(other.cookie)).toBe(true);
  });
});

describe("delete account and company", () => {
  it("needs the typed company name and the password", async () => {
    const owner = await createOwner(db.prisma, "Delete Me LLC");
    let res = await call(deleteAccount, "POST", {
      cookie: owner.cookie,
      body: { confirmation: "delete me llc", currentPassword: PASSWORD },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).issues[0].path).toBe("confirmation");
    res = await call(deleteAccount, "POST", {
      cookie: owner.cookie,
      body: { confirmation: "Delete Me LLC", currentPassword: "bad" },
    });
    expect(res.status).toBe(403);
    expect(await db.prisma.company.count({ where: { id: owner.company.id } })).toBe(1);
  });

  it("removes the company and all its data in one go, and nothing of another company", async () => {
    const owner = await createOwner(db.prisma, "Gone Co");
    const keep = await createOwner(db.prisma, "Keep Co");
    const companyId = owner.company.id;
    await db.prisma.serviceArea.create({
      data: { companyId, kind: "zip", value: "78701", normalized: "78701" },
    });
    await db.prisma.slugRedirect.create({ data: { companyId, slug: `old-${companyId}` } });
    await db.prisma.service.create({ data: { companyId, name: "Outlet", category: "electrical" } });
    await db.prisma.serviceArea.create({
      data: { companyId: keep.company.id, kind: "zip", value: "10001", normalized: "10001" },
    });

    const res = await call(deleteAccount, "POST", {
      cookie: owner.cookie,
      body: { confirmation: " Gone Co ", currentPassword: PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/i);
    expect(await db.prisma.company.count({ where: { id: companyId } })).toBe(0);
    expect(await db.prisma.user.count({ where: { companyId } })).toBe(0);
    expect(await db.prisma.serviceArea.count({ where: { companyId } })).toBe(0);
    expect(await db.prisma.slugRedirect.count({ where: { companyId } })).toBe(0);
    expect(await db.prisma.service.count({ where: { companyId } })).toBe(0);
    expect(await isSignedIn(owner.cookie)).toBe(false);
    expect(await db.prisma.serviceArea.count({ where: { companyId: keep.company.id } })).toBe(1);
    expect(await isSignedIn(keep.cookie)).toBe(true);
  });
});
