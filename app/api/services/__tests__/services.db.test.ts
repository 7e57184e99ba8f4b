/** @jest-environment node */
import {
  setupTestDatabase,
  createOwner,
  makeRequest,
  routeParams,
  type TestDatabase,
} from "@/test/db";
import * as services from "@/app/api/services/route";
import * as serviceById from "@/app/api/services/[id]/route";
import * as bulk from "@/app/api/services/bulk/route";
import * as reorder from "@/app/api/services/reorder/route";
import * as laborRates from "@/app/api/labor-rates/route";
import * as laborRateById from "@/app/api/labor-rates/[id]/route";
import * as serviceFees from "@/app/api/service-fees/route";
import * as serviceFeeById from "@/app/api/service-fees/[id]/route";
import * as templates from "@/app/api/custom-templates/route";
import * as templateById from "@/app/api/custom-templates/[id]/route";
import * as applyTemplate from "@/app/api/custom-templates/[id]/apply/route";
import * as overview from "@/app/api/dashboard/overview/route";
import * as analytics from "@/app/api/dashboard/analytics/route";

type Handler = (
  req: ReturnType<typeof makeRequest>,
  ctx: ReturnType<typeof routeParams>,
) => Promise<Response>;
let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db.close();
});

const call = (
  handler: Handler,
  method: string,
  options: Parameters<typeof makeRequest>[2] & { id?: string } = {},
) =>
  handler(
    makeRequest(method, "/api/x", options),
    routeParams(options.id ? { id: options.id } : {}),
  );

const validService = {
  name: "Outlet Installation",
  category: "electrical",
  basePrice: 75,
  unitType: "per_item",
};

/** Company B with a rate, a fee, a service using both and a template: the rows A must not touch. */
async function seedCompany(name: string) {
  const owner = await createOwner(db.prisma, name);
  const rate = await db.prisma.laborRate.create({
    data: { companyId: owner.company.id, name: "Electrician", rate: "95.00" },
  });
  const fee = await db.prisma.serviceFee.create({
    data: { companyId: owner.company.id, name: "Permit", type: "fixed", amount: "125.00" },
  });
  const service = await db.prisma.service.create({
    data: {
      companyId: owner.company.id,
      name: "Panel Upgrade",
      category: "electrical",
      basePrice: "1800.00",
      laborRateId: rate.id,
      serviceFeeId: fee.id,
    },
  });
  const template = await db.prisma.customTemplate.create({
    data: {
      companyId: owner.company.id,
      name: "Starter",
      services: {
        create: [
          {
            name: "Panel Upgrade",
            category: "electrical",
            basePrice: "1800.00",
            unitType: "flat",
            estimatedTime: 60,
          },
        ],
      },
    },
  });
  return { ...owner, rate, fee, service, template };
}

async function snapshot(companyId: string) {
  return db.prisma.company.findUniqueOrThrow({
    where: { id: companyId },
    include: {
      services: true,
      laborRates: true,
      serviceFees: true,
      customTemplates: { include: { services: true } },
    },
  });
}

describe("signed out", () => {
  it.each<[string, Handler, string, { id?: string; body?: unknown }]>([
    ["GET /api/services", services.GET, "GET", {}],
    ["POST /api/services", services.POST, "POST", { body: validService }],
    ["GET /api/services/{id}", serviceById.GET, "GET", { id: "x" }],
    ["DELETE /api/services/{id}", serviceById.DELETE, "DELETE", { id: "x" }],
    ["POST /api/services/bulk", bulk.POST, "POST", { body: { services: [validService] } }],
    ["POST /api/services/reorder", reorder.POST, "POST", { body: { ids: ["x"] } }],
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
    ["GET /api/custom-templates", templates.GET, "GET", {}],
    [
      "POST /api/custom-templates",
      templates.POST,
      "POST",
      { body: { name: "T", services: [validService] } },
    ],
    ["DELETE /api/custom-templates/{id}", templateById.DELETE, "DELETE", { id: "x" }],
    ["POST /api/custom-templates/{id}/apply", applyTemplate.POST, "POST", { id: "x" }],
    ["GET /api/dashboard/overview", overview.GET, "GET", {}],
    ["GET /api/dashboard/analytics", analytics.GET, "GET", {}],
  ])("%s answers 401", async (_name, handler, method, options) => {
    const res = await call(handler, method, options);
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe("unauthorized");
  });
});

describe("services", () => {
  it("creates with the spec defaults, lists, updates by id and deletes", async () => {
    const owner = await seedCompany("Owner Co");
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
    const owner = await seedCompany("Bulk Co");
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

    const other = await seedCompany("Other Co");
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
    const owner = await seedCompany("Order Co");
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

describe("labor rates and service fees", () => {
  it("create, update, list with usage, and delete unlinking services", async () => {
    const owner = await seedCompany("Rates Co");
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

describe("custom templates", () => {
  it("saves a template from the price book, lists, applies and deletes it", async () => {
    const owner = await createOwner(db.prisma);
    let res = await call(templates.POST, "POST", {
      cookie: owner.cookie,
      body: {
        name: "My electrical set",
        description: "",
        companyId: "ignored",
        services: [
          { ...validService, id: "svc-1", isActive: true, laborRateId: null, estimatedTime: 45 },
        ],
      },
    });
    expect(res.status).toBe(200);
    const template = await res.json();
    expect(template).toMatchObject({
      name: "My electrical set",
      description: null,
      companyId: owner.company.id,
    });
    expect(template.services).toHaveLength(1);
    expect(template.services[0]).toMatchObject({
      name: "Outlet Installation",
      basePrice: "75",
      estimatedTime: 45,
    });
    res = await call(applyTemplate.POST, "POST", { cookie: owner.cookie, id: template.id });
    expect(await res.json()).toEqual({ created: 1 });
    expect(await db.prisma.service.count({ where: { companyId: owner.company.id } })).toBe(1);
    res = await call(templateById.DELETE, "DELETE", { cookie: owner.cookie, id: template.id });
    expect(res.status).toBe(200);
    expect(await (await call(templates.GET, "GET", { cookie: owner.cookie })).json()).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ["no name", { name: " " }, "name", "Template name required"],
    [
      "no services",
      { services: [] },
      "services",
      "You need to have services in your price book to create a template.",
    ],
    [
      "bad service",
      { services: [{ ...validService, category: "nope" }] },
      "services.0.category",
      "",
    ],
  ])("400 for %s", async (_name, patch, field, message) => {
    const owner = await createOwner(db.prisma);
    const res = await call(templates.POST, "POST", {
      cookie: owner.cookie,
      body: { name: "T", services: [validService], ...patch },
    });
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.issues[0].path).toBe(field);
    if (message) expect(json.issues[0].message).toBe(message);
  });
});

describe("tenant isolation: A using B's ids", () => {
  it("gets 404 on every GET/POST/PATCH/DELETE and B's rows stay unchanged", async () => {
    const a = await seedCompany("Company A");
    const b = await seedCompany("Company B");
    const before = await snapshot(b.company.id);
    const attempts: [string, Handler, string, { id?: string; body?: unknown }][] = [
      ["GET service", serviceById.GET, "GET", { id: b.service.id }],
      [
        "update service",
        services.POST,
        "POST",
        { body: { ...validService, id: b.service.id, companyId: b.company.id } },
      ],
      ["delete service", serviceById.DELETE, "DELETE", { id: b.service.id }],
      ["reorder", reorder.POST, "POST", { body: { ids: [a.service.id, b.service.id] } }],
      [
        "update rate",
        laborRateById.PATCH,
        "PATCH",
        { id: b.rate.id, body: { name: "Mine now", rate: 1 } },
      ],
      ["delete rate", laborRateById.DELETE, "DELETE", { id: b.rate.id }],
      ["update fee", serviceFeeById.PATCH, "PATCH", { id: b.fee.id, body: { name: "Mine now" } }],
      ["delete fee", serviceFeeById.DELETE, "DELETE", { id: b.fee.id }],
      ["delete template", templateById.DELETE, "DELETE", { id: b.template.id }],
      ["apply template", applyTemplate.POST, "POST", { id: b.template.id }],
    ];
    for (const [name, handler, method, options] of attempts) {
      const res = await call(handler, method, { cookie: a.cookie, ...options });
      expect([name, res.status]).toEqual([name, 404]);
    }
    // Linking B's rate or fee to A's service is refused too.
    for (const link of [{ laborRateId: b.rate.id }, { serviceFeeId: b.fee.id }]) {
      const res = await call(services.POST, "POST", {
        cookie: a.cookie,
        body: { ...validService, ...link },
      });
      expect(res.status).toBe(400);
    }
    // Lists only ever show A's rows.
    for (const handler of [services.GET, laborRates.GET, serviceFees.GET, templates.GET]) {
      const text = await (await call(handler, "GET", { cookie: a.cookie })).text();
      expect(text).not.toContain(b.company.id);
      expect(text).not.toContain(b.rate.id);
    }
    expect(await snapshot(b.company.id)).toEqual(before);
    expect(await db.prisma.service.count({ where: { companyId: a.company.id } })).toBe(1);
  });
});

describe("dashboard figures", () => {
  it("counts this week's non-spam requests and their exact value", async () => {
    const owner = await seedCompany("Figures Co");
    const other = await seedCompany("Other Figures");
    const request = (
      companyId: string,
      totalAmount: string,
      isSpam = false,
      createdAt = new Date(),
    ) =>
      db.prisma.estimateRequest.create({
        data: {
          companyId,
          customerName: "Pat",
          customerEmail: "p@example.com",
          subtotal: totalAmount,
          totalAmount,
          totalTime: 60,
          isSpam,
          createdAt,
        },
      });
    await request(owner.company.id, "0.10");
    await request(owner.company.id, "0.20");
    await request(owner.company.id, "999.00", true);
    await request(owner.company.id, "50.00", false, new Date(Date.now() - 30 * 24 * 3600 * 1000));
    await request(other.company.id, "123.00");
    await db.prisma.calculatorView.create({ data: { companyId: owner.company.id } });
    const body = await (await call(overview.GET, "GET", { cookie: owner.cookie })).json();
    expect(body).toMatchObject({
      servicesCount: 1,
      activeServicesCount: 1,
      requestsThisWeek: 2,
      valueThisWeek: "0.3",
      viewsThisWeek: 1,
    });
    expect(body.recentRequests).toHaveLength(3);
    const stats = await (await call(analytics.GET, "GET", { cookie: owner.cookie })).json();
    expect(stats.servicesByCategory).toEqual([{ category: "electrical", count: 1 }]);
    expect(stats.weeks).toHaveLength(8);
    expect(stats.weeks.at(-1)).toMatchObject({ requests: 2, views: 1 });
    expect(stats.weeks.reduce((sum: number, w: { requests: number }) => sum + w.requests, 0)).toBe(
      3,
    );
  });
});
