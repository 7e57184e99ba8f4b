/** @jest-environment node */
import { setupTestDatabase, createOwner, type TestDatabase } from "@/test/db";
import { call, seedCompany, type Handler } from "@/test/api-helpers";
import * as laborRates from "@/app/api/labor-rates/route";
import * as laborRateById from "@/app/api/labor-rates/[id]/route";
import * as serviceFees from "@/app/api/service-fees/route";
import * as serviceFeeById from "@/app/api/service-fees/[id]/route";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db.close();
});

describe("signed out", () => {
  it.each<[string, Handler, string, { id?: string; body?: unknown }]>([
    ["GET /api/labor-rates", laborRates.GET, "GET", {}],
    ["POST /api/labor-rates", laborRates.POST, "POST", { body: { name: "A", rate: 1 } }],
    ["PATCH /api/labor-rates/{id}", laborRateById.PATCH, "PATCH", { id: "x", body: { name: "A" } }],
    ["DELETE /api/labor-rates/{id}", laborRateById.DELETE, "DELETE", { id: "x" }],
    ["GET /api/service-fees", serviceFees.GET, "GET", {}],
    [
      "POST /api/service-fees",
      serviceFees.POST,
      "POST",
      { body: { name: "A", type: "fixed", amount: 1 } },
    ],
    [
      "PATCH /api/service-fees/{id}",
      serviceFeeById.PATCH,
      "PATCH",
      { id: "x", body: { name: "A" } },
    ],
    ["DELETE /api/service-fees/{id}", serviceFeeById.DELETE, "DELETE", { id: "x" }],
  ])("%s answers 401", async (_name, handler, method, options) => {
    const res = await call(handler, method, options);
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe("unauthorized");
  });
});

describe("labor rates and service fees", () => {
  it("create, update, list with usage, and delete unlinking services", async () => {
    const owner = await seedCompany(db.prisma, "Rates Co");
    let res = await call(laborRates.POST, "POST", {
      cookie: owner.cookie,
      body: { name: "Helper", rate: 55.5 },
    });
    expect(await res.json()).toMatchObject({ name: "Helper", rate: "55.5", serviceCount: 0 });
    res = await call(laborRateById.PATCH, "PATCH", {
      cookie: owner.cookie,
      id: owner.rate.id,
      body: { rate: "99.99" },
    });
    expect(await res.json()).toMatchObject({ id: owner.rate.id, rate: "99.99", serviceCount: 1 });
    res = await call(serviceFees.POST, "POST", {
      cookie: owner.cookie,
      body: { name: "Handling", type: "percentage", amount: 8 },
    });
    expect(res.status).toBe(200);
    res = await call(serviceFees.POST, "POST", {
      cookie: owner.cookie,
      body: { name: "Too much", type: "percentage", amount: 150 },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).issues[0].path).toBe("amount");
    res = await call(serviceFeeById.PATCH, "PATCH", {
      cookie: owner.cookie,
      id: owner.fee.id,
      body: { type: "percentage" },
    });
    expect(res.status).toBe(400);
    const fees = await (await call(serviceFees.GET, "GET", { cookie: owner.cookie })).json();
    expect(fees.map((f: { name: string }) => f.name)).toEqual(["Handling", "Permit"]);

    res = await call(laborRateById.DELETE, "DELETE", { cookie: owner.cookie, id: owner.rate.id });
    expect(await res.json()).toEqual({ id: owner.rate.id, deleted: true, unlinkedServices: 1 });
    res = await call(serviceFeeById.DELETE, "DELETE", { cookie: owner.cookie, id: owner.fee.id });
    expect(await res.json()).toMatchObject({ unlinkedServices: 1 });
    const service = await db.prisma.service.findUniqueOrThrow({ where: { id: owner.service.id } });
    expect(service).toMatchObject({ laborRateId: null, serviceFeeId: null });
  });

  it.each<[string, Handler, unknown, string]>([
    ["rate without name", laborRates.POST, { rate: 10 }, "name"],
    ["negative rate", laborRates.POST, { name: "A", rate: -1 }, "rate"],
    ["fee with unknown type", serviceFees.POST, { name: "A", type: "per_mile", amount: 1 }, "type"],
    [
      "fee amount as words",
      serviceFees.POST,
      { name: "A", type: "fixed", amount: "lots" },
      "amount",
    ],
  ])("400 for %s", async (_name, handler, body, field) => {
    const owner = await createOwner(db.prisma);
    const res = await call(handler, "POST", { cookie: owner.cookie, body });
    expect(res.status).toBe(400);
    expect((await res.json()).issues.map((i: { path: string }) => i.path)).toContain(field);
  });
});
