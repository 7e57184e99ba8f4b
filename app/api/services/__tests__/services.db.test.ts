/** @jest-environment node */
import { setupTestDatabase, createOwner, type TestDatabase } from "@/test/db";
import { call, seedCompany, validService, type Handler } from "@/test/api-helpers";
import * as services from "@/app/api/services/route";
import * as serviceById from "@/app/api/services/[id]/route";
import * as bulk from "@/app/api/services/bulk/route";
import * as reorder from "@/app/api/services/reorder/route";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db.close();
});

describe("signed out", () => {
  it.each<[string, Handler, string, { id?: string; body?: unknown }]>([
    ["GET /api/services", services.GET, "GET", {}],
    ["POST /api/services", services.POST, "POST", { body: validService }],
    ["GET /api/services/{id}", serviceById.GET, "GET", { id: "x" }],
    ["DELETE /api/services/{id}", serviceById.DELETE, "DELETE", { id: "x" }],
    ["POST /api/services/bulk", bulk.POST, "POST", { body: { services: [validService] } }],
    ["POST /api/services/reorder", reorder.POST, "POST", { body: { ids: ["x"] } }],
  ])("%s answers 401", async (_name, handler, method, options) => {
    const res = await call(handler, method, options);
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe("unauthorized");
  });
});

describe("services", () => {
  it("creates with the spec defaults, lists, updates by id and deletes", async () => {
    const owner = await seedCompany(db.prisma, "Owner Co");
    let res = await call(services.POST, "POST", {
      cookie: owner.cookie,
      body: {
        name: "  Fan Install ",
        category: "electrical",
        basePrice: "150.5",
        companyId: "someone-else",
      },
    });
    expect(res.status).toBe(200);
    const created = await res.json();
    expect(created).toMatchObject({
      name: "Fan Install",
      basePrice: "150.5",
      unitType: "flat",
      estimatedTime: 60,
      icon: "tool",
      isActive: true,
      laborRateId: null,
      serviceFeeId: null,
      description: null,
      companyId: owner.company.id,
    });
    res = await call(services.POST, "POST", {
      cookie: owner.cookie,
      body: {
        ...validService,
        id: created.id,
        name: "Fan Install (pro)",
        laborRateId: owner.rate.id,
        serviceFeeId: owner.fee.id,
        isActive: false,
      },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: created.id,
      name: "Fan Install (pro)",
      isActive: false,
      laborRate: { id: owner.rate.id, name: "Electrician", rate: "95" },
      serviceFee: { id: owner.fee.id, type: "fixed" },
    });
    const list = await (await call(services.GET, "GET", { cookie: owner.cookie })).json();
    expect(list.map((s: { name: string }) => s.name).sort()).toEqual([
      "Fan Install (pro)",
      "Panel Upgrade",
    ]);
    res = await call(serviceById.DELETE, "DELETE", { cookie: owner.cookie, id: created.id });
    expect(res.status).toBe(200);
    expect(await db.prisma.service.count({ where: { id: created.id } })).toBe(0);
    res = await call(serviceById.DELETE, "DELETE", { cookie: owner.cookie, id: created.id });
    expect(res.status).toBe(404);
  });

  it("POST with an unknown id is a 404 and creates nothing", async () => {
    const owner = await createOwner(db.prisma);
    const res = await call(services.POST, "POST", {
      cookie: owner.cookie,
      body: { ...validService, id: "does-not-exist" },
    });
    expect(res.status).toBe(404);
    expect(await db.prisma.service.count({ where: { companyId: owner.company.id } })).toBe(0);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["missing name", { name: undefined }, "name"],
    ["blank name", { name: "   " }, "name"],
    ["long name", { name: "x".repeat(121) }, "name"],
    ["long description", { description: "x".repeat(2001) }, "description"],
    ["negative price", { basePrice: -1 }, "basePrice"],
    ["price over a million", { basePrice: 1_000_000.01 }, "basePrice"],
    ["three decimals", { basePrice: 1.005 }, "basePrice"],
    ["price as words", { basePrice: "ten" }, "basePrice"],
    ["unknown category", { category: "astrology" }, "category"],
    ["unknown unit type", { unitType: "per_mile" }, "unitType"],
    ["negative time", { estimatedTime: -5 }, "estimatedTime"],
    ["fractional time", { estimatedTime: 1.5 }, "estimatedTime"],
    ["time over the bound", { estimatedTime: 100_001 }, "estimatedTime"],
    ["unknown field", { sortOrder: 3 }, ""],
    ["bad isActive", { isActive: "yes" }, "isActive"],
    ["NUL in the name", { name: "a\u0000b" }, "name"],
    ["an id that is not an id", { id: "x\u0000" }, "id"],
    ["a foreign-looking labor rate id", { laborRateId: "'; drop table" }, "laborRateId"],
  ])("400 for %s, naming the field", async (_name, patch, field) => {
    const owner = await createOwner(db.prisma);
    const res = await call(services.POST, "POST", {
      cookie: owner.cookie,
      body: { ...validService, ...patch },
    });
    expect(res.status).toBe(400);
    const json = await res.json();
    const paths = json.issues.map((issue: { path: string }) => issue.path);
    if (field) expect(paths).toContain(field);
    expect(json.message).toMatch(/^Invalid body/);
  });

  it("bulk stores all services in one go, or none when one is bad", async () => {
    const owner = await seedCompany(db.prisma, "Bulk Co");
    const good = Array.from({ length: 3 }, (_, i) => ({ ...validService, name: `Bulk ${i}` }));
    let res = await call(bulk.POST, "POST", { cookie: owner.cookie, body: { services: good } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ created: 3 });
    const before = await db.prisma.service.count({ where: { companyId: owner.company.id } });

    res = await call(bulk.POST, "POST", {
      cookie: owner.cookie,
      body: { services: [...good, { ...validService, basePrice: -3 }] },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).issues[0].path).toBe("services.3.basePrice");

    const other = await seedCompany(db.prisma, "Other Co");
    res = await call(bulk.POST, "POST", {
      cookie: owner.cookie,
      body: { services: [...good, { ...validService, laborRateId: other.rate.id }] },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).issues[0].path).toBe("services.3.laborRateId");
    expect(await db.prisma.service.count({ where: { companyId: owner.company.id } })).toBe(before);

    res = await call(bulk.POST, "POST", { cookie: owner.cookie, body: { services: [] } });
    expect(res.status).toBe(400);
    res = await call(bulk.POST, "POST", {
      cookie: owner.cookie,
      body: { services: Array.from({ length: 501 }, () => validService) },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).issues[0].path).toBe("services");
  });

  it("reorders only the company's services", async () => {
    const owner = await seedCompany(db.prisma, "Order Co");
    await call(bulk.POST, "POST", {
      cookie: owner.cookie,
      body: { services: [{ ...validService, name: "Second" }] },
    });
    const ids = (
      await db.prisma.service.findMany({
        where: { companyId: owner.company.id },
        orderBy: { sortOrder: "asc" },
      })
    ).map((s) => s.id);
    const res = await call(reorder.POST, "POST", {
      cookie: owner.cookie,
      body: { ids: [...ids].reverse() },
    });
    expect(res.status).toBe(200);
    const after = await db.prisma.service.findMany({
      where: { companyId: owner.company.id },
      orderBy: { sortOrder: "asc" },
    });
    expect(after.map((s) => s.id)).toEqual([...ids].reverse());
  });
});
