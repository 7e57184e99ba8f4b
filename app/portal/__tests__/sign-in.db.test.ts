/** @jest-environment node */
import { makeRequest, setupTestDatabase, type TestDatabase } from "@/test/db";
import { GET as signInPage, POST as signIn } from "@/app/portal/sign-in/route";
import { POST as signOut } from "@/app/portal/sign-out/route";
import {
  PORTAL_COOKIE,
  PORTAL_LINK_MINUTES,
  requestPortalLink,
  signPortalSession,
  verifyPortalSession,
} from "@/lib/portal";
import { hashPortalToken } from "@/lib/portal/token";
import { portalClient, portalCompany } from "@/lib/portal/__tests__/fixtures";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.close();
});

let ip = 0;
/** A client of a fresh company with a mailed link; the token read from the queued mail. */
async function mailedLink(email: string) {
  const company = await portalCompany(db.prisma, "Sign-in Co");
  const client = await portalClient(db.prisma, company.id, email);
  await requestPortalLink(company.slug, email, `198.51.100.${(ip += 1)}`);
  const [row] = await db.prisma.$queryRaw<{ data: { message: { to: string; text: string } } }[]>`
    SELECT data FROM pgboss.job
    WHERE name = 'mail' AND data->>'kind' = 'message' AND data->'message'->>'to' = ${email}`;
  const token = /token=([A-Za-z0-9_-]{43})/.exec(row.data.message.text)?.[1];
  if (!token) throw new Error("no token in the mail");
  return { company, client, token };
}

const get = (token: string) =>
  signIn(makeRequest("POST", `/portal/sign-in?token=${encodeURIComponent(token)}`));

/** The portal cookie a response sets, as "name=value", with its attributes. */
function portalCookie(res: Response) {
  const header = res.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${PORTAL_COOKIE}=`));
  return header ?? null;
}

describe("GET /portal/sign-in", () => {
  it("only shows the button: a mail scanner that opens the link does not use it up", async () => {
    const { token } = await mailedLink("scanned@example.com");
    const page = await signInPage();
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain('<form method="post"><button type="submit">Sign in</button></form>');
    const link = await db.prisma.portalLink.findUniqueOrThrow({
      where: { tokenHash: hashPortalToken(token) },
    });
    expect(link.usedAt).toBeNull();
    // The person's press still signs in.
    expect((await get(token)).status).toBe(303);
  });
});

describe("POST /portal/sign-in (the page's button)", () => {
  it("uses the link, sets the signed session cookie and goes to the portal", async () => {
    const { company, client, token } = await mailedLink("signin@example.com");
    const res = await get(token);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/portal?company=${company.slug}`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");

    const cookie = portalCookie(res);
    expect(cookie).not.toBeNull();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=2592000/);
    const value = decodeURIComponent(cookie!.split(";")[0].slice(PORTAL_COOKIE.length + 1));
    expect(verifyPortalSession(value)).toMatchObject({
      companyId: company.id,
      clientId: client.id,
    });
    const link = await db.prisma.portalLink.findUniqueOrThrow({
      where: { tokenHash: hashPortalToken(token) },
    });
    expect(link.usedAt).not.toBeNull();
  });

  it("refuses a used link: back to the company's portal with error=expired, no cookie", async () => {
    const { company, token } = await mailedLink("twice@example.com");
    expect((await get(token)).status).toBe(303);
    const again = await get(token);
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(`/portal?company=${company.slug}&error=expired`);
    expect(portalCookie(again)).toBeNull();
  });

  it("refuses an expired link", async () => {
    const { company, token } = await mailedLink("expired@example.com");
    await db.prisma.portalLink.update({
      where: { tokenHash: hashPortalToken(token) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const res = await get(token);
    expect(res.headers.get("location")).toBe(`/portal?company=${company.slug}&error=expired`);
    expect(portalCookie(res)).toBeNull();
    // Still refused later: the refusal did not use it up or extend it.
    const link = await db.prisma.portalLink.findUniqueOrThrow({
      where: { tokenHash: hashPortalToken(token) },
    });
    expect(link.usedAt).toBeNull();
    expect(PORTAL_LINK_MINUTES).toBe(30);
  });

  it("refuses a made-up or missing token", async () => {
    for (const res of [
      await get("x".repeat(43)),
      await get("nope"),
      await signIn(makeRequest("GET", "/portal/sign-in")),
    ]) {
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/portal?error=expired");
      expect(portalCookie(res)).toBeNull();
    }
  });
});

describe("POST /portal/sign-out", () => {
  it("clears the cookie and goes back to the company's sign-in", async () => {
    const company = await portalCompany(db.prisma, "Sign-out Co");
    const client = await portalClient(db.prisma, company.id, "out@example.com");
    const { value } = signPortalSession({ companyId: company.id, clientId: client.id });
    const res = await signOut(
      makeRequest("POST", "/portal/sign-out", { cookie: `${PORTAL_COOKIE}=${value}` }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/portal?company=${company.slug}`);
    const cookie = portalCookie(res);
    expect(cookie).toMatch(new RegExp(`^${PORTAL_COOKIE}=;`));
    expect(cookie).toMatch(/Max-Age=0/);

    const anonymous = await signOut(makeRequest("POST", "/portal/sign-out"));
    expect(anonymous.headers.get("location")).toBe("/portal");
  });
});
