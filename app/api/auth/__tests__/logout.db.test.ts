/** @jest-environment node */
import { randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import {
  setupTestDatabase,
  createOwner,
  makeRequest,
  routeParams,
  TEST_SECRET,
  type TestDatabase,
} from "@/test/db";
import { POST as logout } from "@/app/api/auth/logout/route";
import { POST as signOutEverywhere } from "@/app/api/account/sign-out-everywhere/route";
import { GET as getAccount } from "@/app/api/account/route";
import { authOptions, SESSION_MAX_AGE_SECONDS } from "@/lib/auth/options";
import { revokeSession } from "@/lib/auth/revocation";

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
const call = (handler: Handler, method: string, cookie?: string) =>
  handler(makeRequest(method, "/api/x", { cookie }), routeParams());

/** A session cookie as a sign-in issues it: next-auth's jwt callback, then encode. */
async function signIn(owner: Awaited<ReturnType<typeof createOwner>>) {
  const token = await authOptions.callbacks!.jwt!({
    token: { sub: owner.user.id },
    user: { ...owner.user, companyId: owner.company.id },
  } as never);
  return {
    token,
    cookie: `next-auth.session-token=${await encode({ token, secret: TEST_SECRET })}`,
  };
}

describe("sign-out revokes the session server-side", () => {
  it("POST /api/auth/logout: a copied cookie is 401 afterwards; the owner's other sessions stay", async () => {
    const owner = await createOwner(db.prisma);
    const laptop = await signIn(owner);
    const phone = await signIn(owner);
    const copied = laptop.cookie;
    expect((await call(getAccount, "GET", copied)).status).toBe(200);

    const res = await call(logout, "POST", laptop.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/next-auth\.session-token=;.*Max-Age=0/i);

    expect((await call(getAccount, "GET", copied)).status).toBe(401);
    expect((await call(getAccount, "GET", phone.cookie)).status).toBe(200);
    const row = await db.prisma.revokedSession.findUniqueOrThrow({
      where: { sid: laptop.token.sid! },
    });
    expect(row.userId).toBe(owner.user.id);
    expect(row.expiresAt.getTime()).toBeGreaterThan(
      Date.now() + (SESSION_MAX_AGE_SECONDS - 60) * 1000,
    );
  });

  it("a re-encoded (refreshed) token of the same sign-in is revoked too", async () => {
    const owner = await createOwner(db.prisma);
    const session = await signIn(owner);
    const refreshed = `next-auth.session-token=${await encode({
      token: { ...session.token, jti: randomUUID() },
      secret: TEST_SECRET,
    })}`;
    await call(logout, "POST", session.cookie);
    expect((await call(getAccount, "GET", refreshed)).status).toBe(401);
  });

  it("next-auth's own sign-out (events.signOut) revokes as well", async () => {
    const owner = await createOwner(db.prisma);
    const session = await signIn(owner);
    await authOptions.events!.signOut!({ token: session.token, session: null as never });
    expect((await call(getAccount, "GET", session.cookie)).status).toBe(401);
  });

  it("a token from before session ids cannot be singled out: logout ends all of that user's sessions", async () => {
    const owner = await createOwner(db.prisma); // test/db cookies carry no sid
    const other = await signIn(owner);
    await call(logout, "POST", owner.cookie);
    expect((await call(getAccount, "GET", owner.cookie)).status).toBe(401);
    expect((await call(getAccount, "GET", other.cookie)).status).toBe(401);
  });

  it("POST /api/account/sign-out-everywhere: a copied cookie is 401 afterwards", async () => {
    const owner = await createOwner(db.prisma);
    const session = await signIn(owner);
    expect((await call(signOutEverywhere, "POST", session.cookie)).status).toBe(200);
    expect((await call(getAccount, "GET", session.cookie)).status).toBe(401);
  });

  it("logout without a session is a plain 200; a forged cookie changes nothing", async () => {
    expect((await call(logout, "POST")).status).toBe(200);
    expect((await call(logout, "POST", "next-auth.session-token=garbage")).status).toBe(200);
    expect(await db.prisma.revokedSession.count({ where: { sid: "garbage" } })).toBe(0);
  });

  it("revocations are pruned once no token of theirs can still be valid", async () => {
    await db.prisma.revokedSession.create({
      data: { sid: "old-one", userId: "u", expiresAt: new Date(Date.now() - 1000) },
    });
    await revokeSession({ uid: "u", sid: "new-one", tv: 0 }, SESSION_MAX_AGE_SECONDS);
    expect(await db.prisma.revokedSession.findUnique({ where: { sid: "old-one" } })).toBeNull();
    expect(await db.prisma.revokedSession.findUnique({ where: { sid: "new-one" } })).not.toBeNull();
  });
});
