/** @jest-environment node */
import { makeRequest, routeParams, setupTestDatabase, type TestDatabase } from "@/test/db";
import { POST as share } from "@/app/api/public/[company]/shared-estimates/route";
import { priceBook } from "@/app/api/estimates/__tests__/fixtures";
import { getSharedEstimate } from "@/lib/shared-estimates";
import { hashSharedEstimateToken } from "@/lib/shared-estimates/token";
import { pageSecurityHeaders } from "@/lib/security/headers";
import SharedEstimatePage, { generateMetadata } from "@/app/e/[token]/page";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.close();
});

let ip = 0;
const post = (slug: string, body: unknown, headers: Record<string, string> = {}) =>
  share(
    makeRequest("POST", `/api/public/${slug}/shared-estimates`, {
      body,
      headers: { "x-forwarded-for": `198.51.100.${(ip += 1)}`, ...headers },
    }),
    routeParams({ company: slug }),
  );
const tokenOf = (url: string) => url.replace(/^\/e\//, "");
const slugOf = async (companyId: string) =>
  (await db.prisma.company.findUniqueOrThrow({ where: { id: companyId } })).slug;

describe("POST /api/public/{company}/shared-estimates", () => {
  it("prices the lines from the price book whatever prices and names the browser sends", async () => {
    const { companyId, outlet } = await priceBook(db.prisma, "Share Co");
    const slug = await slugOf(companyId);
    const res = await post(slug, {
      items: [{ id: outlet.id, quantity: 2, name: "Free outlet", price: 0.01, time: 1 }],
      customItems: [{ description: "Move the doorbell", quantity: 1 }],
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/e\/[A-Za-z0-9_-]{43}$/);

    // Only the token's hash is stored, with the server's prices: 2 × 75.00 + 49.00 fee, 8.25% tax.
    const row = await db.prisma.sharedEstimate.findUniqueOrThrow({
      where: { tokenHash: hashSharedEstimateToken(tokenOf(url)) },
    });
    expect(row.companyId).toBe(companyId);
    expect(row.total.toString()).toBe("215.42");
    expect(JSON.stringify(row)).not.toContain(tokenOf(url));
    const days = (row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(30);

    const view = await getSharedEstimate(tokenOf(url));
    if (!view || view === "expired") throw new Error("expected the estimate");
    expect(view.company).toMatchObject({ name: "Share Co", slug });
    expect(view.estimate.lines).toEqual([
      expect.objectContaining({
        name: "Outlet",
        quantity: 2,
        unitPriceCents: 7500,
        subtotalCents: 15000,
      }),
    ]);
    expect(view.estimate.customLines).toEqual([{ description: "Move the doorbell", quantity: 1 }]);
    expect(view.estimate).toMatchObject({
      serviceCallFeeCents: 4900,
      taxCents: 1642,
      totalCents: 21542,
    });
  });

  it("refuses services that are hidden or another company's (tenant isolation), naming the line", async () => {
    const a = await priceBook(db.prisma, "Tenant A");
    const b = await priceBook(db.prisma, "Tenant B");
    const slugB = await slugOf(b.companyId);
    const foreign = await post(slugB, { items: [{ id: a.outlet.id, quantity: 1 }] });
    expect(foreign.status).toBe(400);
    expect((await foreign.json()).issues).toEqual([
      expect.objectContaining({ path: "items.0.id" }),
    ]);
    const hidden = await post(slugB, { items: [{ id: b.hidden.id, quantity: 1 }] });
    expect(hidden.status).toBe(400);
    expect(await db.prisma.sharedEstimate.count({ where: { companyId: b.companyId } })).toBe(0);

    // A link made under A always names A, whatever company page it is opened from.
    const made = await post(await slugOf(a.companyId), {
      items: [{ id: a.outlet.id, quantity: 1 }],
    });
    const view = await getSharedEstimate(tokenOf((await made.json()).url));
    if (!view || view === "expired") throw new Error("expected the estimate");
    expect(view.company.name).toBe("Tenant A");
    expect(JSON.stringify(view)).not.toContain("Tenant B");
    expect(
      (await post("no-such-company", { items: [{ id: a.outlet.id, quantity: 1 }] })).status,
    ).toBe(404);
  });

  it("validates the body: at least one line, at most 3 custom lines, no unknown keys", async () => {
    const { companyId, outlet } = await priceBook(db.prisma, "Valid Co");
    const slug = await slugOf(companyId);
    expect((await post(slug, { items: [] })).status).toBe(400);
    const tooMany = await post(slug, {
      items: [{ id: outlet.id, quantity: 1 }],
      customItems: Array.from({ length: 4 }, () => ({ description: "x" })),
    });
    expect(tooMany.status).toBe(400);
    expect((await post(slug, { items: [{ id: outlet.id, quantity: 1 }], total: 1 })).status).toBe(
      400,
    );
  });

  it("the 11th link in a minute from one address gets 429", async () => {
    const { companyId, outlet } = await priceBook(db.prisma, "Busy Co");
    const slug = await slugOf(companyId);
    const headers = { "x-forwarded-for": "192.0.2.77, 10.0.0.1" };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push(
        (await post(slug, { items: [{ id: outlet.id, quantity: 1 }] }, headers)).status,
      );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });
});

describe("the shared estimate page /e/[token]", () => {
  async function makeLink() {
    const { companyId, outlet } = await priceBook(db.prisma, "Page Co");
    const res = await post(await slugOf(companyId), { items: [{ id: outlet.id, quantity: 1 }] });
    return tokenOf((await res.json()).url);
  }
  const page = (token: string) => SharedEstimatePage({ params: Promise.resolve({ token }) });

  it("is noindex (robots meta and X-Robots-Tag) and shows the company", async () => {
    const token = await makeLink();
    const meta = await generateMetadata({ params: Promise.resolve({ token }) });
    expect(meta.robots).toMatchObject({ index: false, follow: false });
    expect(meta.title).toBe("Estimate from Page Co");
    const headers = pageSecurityHeaders({ pathname: `/e/${token}`, nonce: "n", https: false });
    expect(headers["X-Robots-Tag"]).toContain("noindex");
    expect(headers["Referrer-Policy"]).toBe("no-referrer");
    await expect(page(token)).resolves.toBeTruthy();
  });

  it("stops working after its expiry, and an unknown token is not found (404 page)", async () => {
    const token = await makeLink();
    const in31Days = new Date(Date.now() + 31 * 86_400_000);
    expect(await getSharedEstimate(token, in31Days)).toBe("expired");
    await db.prisma.sharedEstimate.update({
      where: { tokenHash: hashSharedEstimateToken(token) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await getSharedEstimate(token)).toBe("expired");
    await expect(page(token)).rejects.toMatchObject({ digest: expect.stringContaining("404") });
    const unknown = "A".repeat(43);
    expect(await getSharedEstimate(unknown)).toBeNull();
    expect(await getSharedEstimate("short")).toBeNull();
    await expect(page(unknown)).rejects.toMatchObject({ digest: expect.stringContaining("404") });
  });
});
