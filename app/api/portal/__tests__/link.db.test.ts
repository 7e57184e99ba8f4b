/** @jest-environment node */
import { makeRequest, setupTestDatabase, type TestDatabase } from "@/test/db";
import { POST } from "@/app/api/portal/link/route";
import { readyToPublish } from "@/lib/events";
import { PORTAL_LINKS_PER_EMAIL, PORTAL_LINKS_PER_IP } from "@/lib/portal";
import { portalClient, portalCompany } from "@/lib/portal/__tests__/fixtures";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
  // The job queue's tables exist once it has started (the first count reads them).
  await readyToPublish();
});
afterAll(async () => {
  await db.close();
});

let ip = 0;
const post = (body: unknown, from = `198.51.100.${(ip += 1)}`) =>
  POST(makeRequest("POST", "/api/portal/link", { body, headers: { "x-forwarded-for": from } }), {
    params: Promise.resolve({}),
  });

const mailCount = async () =>
  Number(
    (
      await db.prisma.$queryRaw<{ count: bigint }[]>`
        SELECT count(*) AS count FROM pgboss.job
        WHERE name = 'mail' AND data->>'kind' = 'message'`
    )[0].count,
  );

describe("POST /api/portal/link", () => {
  it("answers a known and an unknown email alike (202), mailing only the known one", async () => {
    const company = await portalCompany(db.prisma, "Route Co");
    await portalClient(db.prisma, company.id, "known@example.com");
    const before = await mailCount();

    const known = await post({ company: company.slug, email: "known@example.com" });
    const afterKnown = await mailCount();
    const unknown = await post({ company: company.slug, email: "unknown@example.com" });
    const noCompany = await post({ company: "no-such-company", email: "known@example.com" });

    expect([known.status, unknown.status, noCompany.status]).toEqual([202, 202, 202]);
    const bodies = await Promise.all([known.json(), unknown.json(), noCompany.json()]);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect(bodies[0]).toMatchObject({ ok: true, message: expect.stringContaining("email") });
    expect(known.headers.get("cache-control")).toBe("no-store");
    expect(afterKnown).toBe(before + 1);
    expect(await mailCount()).toBe(before + 1);
  });

  it("is 400 naming the field for a bad or missing email, or a missing company", async () => {
    const company = await portalCompany(db.prisma, "Strict Co");
    for (const email of ["not-an-email", "", "a@"]) {
      const res = await post({ company: company.slug, email });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.issues).toEqual([expect.objectContaining({ path: "email" })]);
      expect(body.message).toContain("email");
    }
    const missing = await post({ company: company.slug });
    expect(missing.status).toBe(400);
    expect((await missing.json()).issues).toEqual([expect.objectContaining({ path: "email" })]);
    const noCompany = await post({ email: "a@example.com" });
    expect(noCompany.status).toBe(400);
    expect((await noCompany.json()).issues).toEqual([expect.objectContaining({ path: "company" })]);
  });

  it("is 415 for a body that is not JSON (a cross-site form cannot post here)", async () => {
    const res = await POST(
      makeRequest("POST", "/api/portal/link", {
        body: "company=x&email=a%40example.com",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      { params: Promise.resolve({}) },
    );
    expect(res.status).toBe(415);
  });

  it("limits links per email address (429 with Retry-After)", async () => {
    const company = await portalCompany(db.prisma, "Limit Co");
    await portalClient(db.prisma, company.id, "limit@example.com");
    for (let i = 0; i < PORTAL_LINKS_PER_EMAIL.limit; i += 1)
      expect((await post({ company: company.slug, email: "limit@example.com" })).status).toBe(202);
    const refused = await post({ company: company.slug, email: "LIMIT@example.com" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).code).toBe("rate_limited");
  });

  it("limits links per client address, whatever the emails", async () => {
    const company = await portalCompany(db.prisma, "Address Co");
    const from = "192.0.2.77";
    for (let i = 0; i < PORTAL_LINKS_PER_IP.limit; i += 1)
      expect((await post({ company: company.slug, email: `p${i}@example.com` }, from)).status).toBe(
        202,
      );
    const refused = await post({ company: company.slug, email: "last@example.com" }, from);
    expect(refused.status).toBe(429);
    // Another address is not held back.
    expect((await post({ company: company.slug, email: "last@example.com" })).status).toBe(202);
  });
});
