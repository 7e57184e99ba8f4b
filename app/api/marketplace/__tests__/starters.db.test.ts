/** @jest-environment node */
import { setupTestDatabase, createOwner, type TestDatabase } from "@/test/db";
import { call, seedCompany, type Handler } from "@/test/api-helpers";
import * as starters from "@/app/api/marketplace/starters/route";
import * as starterById from "@/app/api/marketplace/starters/[id]/route";
import * as applyStarter from "@/app/api/marketplace/starters/[id]/apply/route";
import { getStarterTemplate } from "@/lib/marketplace/starters";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db.close();
});

const plumbing = getStarterTemplate("quotecraft-plumbing")!;

describe("signed out", () => {
  it.each<[string, Handler, string, { id?: string; body?: unknown }]>([
    ["GET /api/marketplace/starters", starters.GET, "GET", {}],
    ["GET /api/marketplace/starters/{id}", starterById.GET, "GET", { id: plumbing.id }],
    ["POST /api/marketplace/starters/{id}/apply", applyStarter.POST, "POST", { id: plumbing.id }],
  ])("%s answers 401", async (_name, handler, method, options) => {
    const res = await call(handler, method, options);
    expect(res.status).toBe(401);
  });
});

describe("starter price books over the API", () => {
  it("lists every trade's book with its usage, shows one in full and 404s an unknown id", async () => {
    const owner = await createOwner(db.prisma);
    const list = await call(starters.GET, "GET", { cookie: owner.cookie });
    expect(list.status).toBe(200);
    const books = await list.json();
    expect(books.map((book: { trade: string }) => book.trade)).toEqual([
      "electrical",
      "plumbing",
      "hvac",
      "landscaping",
      "cleaning",
      "painting",
      "construction",
      "roofing",
    ]);
    expect(books[1]).toMatchObject({ id: plumbing.id, usage: expect.any(Object) });

    const one = await call(starterById.GET, "GET", { cookie: owner.cookie, id: plumbing.id });
    expect(one.status).toBe(200);
    expect((await one.json()).services).toHaveLength(plumbing.services.length);

    const missing = await call(starterById.GET, "GET", { cookie: owner.cookie, id: "nope" });
    expect(missing.status).toBe(404);
    const applyMissing = await call(applyStarter.POST, "POST", {
      cookie: owner.cookie,
      id: "nope",
      body: {},
    });
    expect(applyMissing.status).toBe(404);
  });

  it("applies with +10% to the session company only, counts the use, and refuses bad options by field", async () => {
    const owner = await createOwner(db.prisma);
    const other = await seedCompany(db.prisma, "Company B");
    const before = await db.prisma.service.findMany({ where: { companyId: other.company.id } });

    const res = await call(applyStarter.POST, "POST", {
      cookie: owner.cookie,
      id: plumbing.id,
      body: { serviceKeys: ["leak-repair"], adjustPercent: 10, companyId: other.company.id },
    });
    // companyId is not an option: the strict schema names it.
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/companyId|Unrecognized/i);

    const ok = await call(applyStarter.POST, "POST", {
      cookie: owner.cookie,
      id: plumbing.id,
      body: { serviceKeys: ["leak-repair"], adjustPercent: 10 },
    });
    expect(ok.status).toBe(200);
    const result = await ok.json();
    expect(result.added.count).toBe(1);
    const leak = plumbing.services.find((service) => service.key === "leak-repair")!;
    const stored = await db.prisma.service.findFirstOrThrow({
      where: { companyId: owner.company.id, name: leak.name },
    });
    expect(stored.basePrice.toFixed(2)).toBe(
      ((Math.round(Number(leak.basePrice) * 110) / 100) as number).toFixed(2),
    );

    const bad = await call(applyStarter.POST, "POST", {
      cookie: owner.cookie,
      id: plumbing.id,
      body: { adjustPercent: 500 },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/adjustPercent/);

    // Company B is untouched, and the usage counts the one apply.
    expect(await db.prisma.service.findMany({ where: { companyId: other.company.id } })).toEqual(
      before,
    );
    const list = await (await call(starters.GET, "GET", { cookie: owner.cookie })).json();
    const listed = list.find((book: { id: string }) => book.id === plumbing.id);
    expect(listed.usage.applications).toBeGreaterThanOrEqual(1);
  });
});
