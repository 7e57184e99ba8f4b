/** @jest-environment node */
import { makeRequest, routeParams, setupTestDatabase, type TestDatabase } from "@/test/db";
import { call, seedCompany, validService } from "@/test/api-helpers";
import * as services from "@/app/api/services/route";
import * as bulk from "@/app/api/services/bulk/route";
import { PATCH as patchSettings } from "@/app/api/calculator-settings/route";
import { GET as getPublicServices } from "@/app/api/public/[company]/services/route";
import { POST as postEstimate } from "@/app/api/estimates/route";
import { priceCart, addToCart, setCartQuantity } from "@/lib/calculator/cart";
import type { PublicServicesResponse } from "@/lib/calculator/types";

// docs/pricing.md M1-M7 through the services API, the public price book and the estimate server.

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db.close();
});

const materials = [
  { name: "Pipe", unitCost: "4.15", quantity: "1.5" },
  { name: "Fixture", unitCost: 12, quantity: 1, customerSupplies: true },
];

const version = async (companyId: string) =>
  (await db.prisma.company.findUniqueOrThrow({ where: { id: companyId } })).priceBookVersion;

const publicServices = async (slug: string): Promise<PublicServicesResponse> =>
  (
    await getPublicServices(
      makeRequest("GET", `/api/public/${slug}/services`),
      routeParams({ company: slug }),
    )
  ).json();

describe("materials and markup on services", () => {
  it("creates, lists, keeps when absent, replaces when sent; every write bumps the price book", async () => {
    const owner = await seedCompany(db.prisma, "Materials Co");
    const companyId = owner.company.id;
    let before = await version(companyId);
    let res = await call(services.POST, "POST", {
      cookie: owner.cookie,
      body: { ...validService, materials, markupPercent: 35 },
    });
    expect(res.status).toBe(200);
    const created = await res.json();
    expect(created).toMatchObject({
      markupPercent: "35",
      materials: [
        { name: "Pipe", unitCost: "4.15", quantity: "1.5", customerSupplies: false },
        { name: "Fixture", unitCost: "12", quantity: "1", customerSupplies: true },
      ],
    });
    expect(await version(companyId)).toBe(before + 1);

    // An update without materials or markup (a toggle, the REST API) keeps them.
    before = await version(companyId);
    res = await call(services.POST, "POST", {
      cookie: owner.cookie,
      body: { ...validService, id: created.id, isActive: false },
    });
    expect(await res.json()).toMatchObject({ markupPercent: "35", materials: [{}, {}] });
    expect(await version(companyId)).toBe(before + 1);

    // A list replaces them, in the order sent; null markup goes back to the company default.
    before = await version(companyId);
    res = await call(services.POST, "POST", {
      cookie: owner.cookie,
      body: {
        ...validService,
        id: created.id,
        materials: [{ name: "Box", unitCost: 3.25, quantity: 2 }, materials[0]],
        markupPercent: null,
      },
    });
    expect(await res.json()).toMatchObject({
      markupPercent: null,
      materials: [{ name: "Box" }, { name: "Pipe" }],
    });
    expect(await version(companyId)).toBe(before + 1);
    const list = await (await call(services.GET, "GET", { cookie: owner.cookie })).json();
    expect(list.find((s: { id: string }) => s.id === created.id).materials).toHaveLength(2);

    // An empty list removes them.
    await call(services.POST, "POST", {
      cookie: owner.cookie,
      body: { ...validService, id: created.id, materials: [] },
    });
    expect(await db.prisma.serviceMaterial.count({ where: { serviceId: created.id } })).toBe(0);
  });

  it("bulk stores each service's materials with it", async () => {
    const owner = await seedCompany(db.prisma, "Bulk Materials Co");
    const before = await version(owner.company.id);
    const res = await call(bulk.POST, "POST", {
      cookie: owner.cookie,
      body: {
        services: [
          { ...validService, name: "A", materials: [materials[0]], markupPercent: "12.5" },
          { ...validService, name: "B" },
          { ...validService, name: "C", materials },
        ],
      },
    });
    expect(res.status).toBe(200);
    const rows = await db.prisma.service.findMany({
      where: { companyId: owner.company.id, name: { in: ["A", "B", "C"] } },
      include: { materials: { orderBy: { position: "asc" } } },
      orderBy: { name: "asc" },
    });
    expect(rows.map((row) => [row.name, row.markupPercent?.toString() ?? null])).toEqual([
      ["A", "12.5"],
      ["B", null],
      ["C", null],
    ]);
    expect(rows.map((row) => row.materials.map((material) => material.name))).toEqual([
      ["Pipe"],
      [],
      ["Pipe", "Fixture"],
    ]);
    expect(await version(owner.company.id)).toBe(before + 1);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["a zero quantity", { materials: [{ ...materials[0], quantity: 0 }] }, "materials.0.quantity"],
    [
      "4 decimals",
      { materials: [{ ...materials[0], quantity: "1.0001" }] },
      "materials.0.quantity",
    ],
    ["a nameless material", { materials: [{ ...materials[0], name: " " }] }, "materials.0.name"],
    ["an unknown key", { materials: [{ ...materials[0], cost: 1 }] }, "materials.0"],
    ["21 materials", { materials: Array(21).fill(materials[0]) }, "materials"],
    [
      "materials over 1,000,000 a unit",
      { materials: [{ name: "Gold", unitCost: 1_000_000, quantity: 2 }] },
      "materials",
    ],
    ["a markup over 1,000%", { markupPercent: 1000.01 }, "markupPercent"],
    ["a negative markup", { markupPercent: -1 }, "markupPercent"],
  ])("refuses %s with a 400 naming the field, storing nothing", async (_name, patch, field) => {
    const owner = await seedCompany(db.prisma, "Strict Co");
    const res = await call(services.POST, "POST", {
      cookie: owner.cookie,
      body: { ...validService, name: "Refused", ...patch },
    });
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.issues.map((issue: { path: string }) => issue.path)).toContain(field);
    expect(await db.prisma.service.count({ where: { name: "Refused" } })).toBe(0);
  });

  it("A cannot write materials or a markup on B's service: 404, B unchanged", async () => {
    const a = await seedCompany(db.prisma, "Company A");
    const b = await seedCompany(db.prisma, "Company B");
    await db.prisma.serviceMaterial.create({
      data: {
        serviceId: b.service.id,
        position: 0,
        name: "B's wire",
        unitCost: "9",
        quantity: "1",
      },
    });
    const before = await db.prisma.service.findUniqueOrThrow({
      where: { id: b.service.id },
      include: { materials: true },
    });
    const res = await call(services.POST, "POST", {
      cookie: a.cookie,
      body: { ...validService, id: b.service.id, materials: [], markupPercent: 500 },
    });
    expect(res.status).toBe(404);
    expect(
      await db.prisma.service.findUniqueOrThrow({
        where: { id: b.service.id },
        include: { materials: true },
      }),
    ).toEqual(before);
    const listed = await (await call(services.GET, "GET", { cookie: a.cookie })).text();
    expect(listed).not.toContain("B's wire");
  });
});

describe("customer price in the public price book and the estimate server", () => {
  it("shows only the customer price, and prices a request as the browser does", async () => {
    const owner = await seedCompany(db.prisma, "Price Co");
    const { company } = owner;
    await db.prisma.company.update({
      where: { id: company.id },
      data: { taxRate: "8.25", serviceCallFee: "49" },
    });
    const rate = await db.prisma.laborRate.create({
      data: { companyId: company.id, name: "Plumber", rate: "85" },
    });
    const res = await call(services.POST, "POST", {
      cookie: owner.cookie,
      body: {
        name: "Faucet swap",
        category: "electrical",
        basePrice: 100,
        estimatedTime: 30,
        laborRateId: rate.id,
        materials,
        markupPercent: 35,
      },
    });
    const faucet = await res.json();
    const hourly = await (
      await call(services.POST, "POST", {
        cookie: owner.cookie,
        body: {
          name: "Repiping",
          category: "electrical",
          unitType: "hourly",
          basePrice: 40,
          laborRateId: rate.id,
          materials: [{ name: "PEX", unitCost: 2.5, quantity: 3 }],
        },
      })
    ).json();

    let book = await publicServices(company.slug);
    const shown = book.services.find((service) => service.id === faucet.id)!;
    // docs/pricing.md's example: cost 148.73, 35% → price 200.79; basePrice keeps its meaning.
    expect(shown).toMatchObject({ basePrice: "100.00", unitPrice: "200.79" });
    const text = JSON.stringify(book);
    for (const secret of ["materials", "markup", "Pipe", "Fixture", "unitCost", "4.15"])
      expect(text).not.toContain(secret);

    // The company default (calculator settings) reprices the service without its own markup.
    const settings = await patchSettings(
      makeRequest("PATCH", "/api/calculator-settings", {
        cookie: owner.cookie,
        body: { defaultMarkupPercent: "10" },
      }),
      routeParams(),
    );
    expect(settings.status).toBe(200);
    expect((await settings.json()).defaultMarkupPercent).toBe("10");
    book = await publicServices(company.slug);
    const repiping = book.services.find((service) => service.id === hourly.id)!;
    // (40 + 85 + 3 × 2.50) × 1.10 = 145.75 an hour
    expect(repiping.unitPrice).toBe("145.75");
    expect(book.services.find((service) => service.id === faucet.id)!.unitPrice).toBe("200.79");

    // What the browser computes from the public price book is what the server stores.
    let cart = addToCart([], shown);
    cart = setCartQuantity(addToCart(cart, repiping), repiping.id, 2.5);
    const browser = priceCart(cart, { serviceCallFee: "49.00", taxRate: "8.250" });
    const submitted = await postEstimate(
      makeRequest("POST", "/api/estimates", {
        body: {
          companyId: company.id,
          customerName: "Ana Ruiz",
          customerEmail: "ana@example.com",
          customerPhone: "512-555-0100",
          totalAmount: browser.totalCents / 100,
          totalTime: browser.totalMinutes,
          items: cart.map((item, index) => ({
            id: item.id,
            quantity: item.quantity,
            price: browser.lines[index].unitPriceCents / 100,
          })),
        },
        headers: { "x-forwarded-for": "203.0.113.201" },
      }),
      routeParams(),
    );
    expect(submitted.status).toBe(201);
    const stored = await submitted.json();
    // 200.79 + 2.5 h × 145.75 (364.375 → 364.38) + the 49.00 call fee = 614.17
    expect(browser.subtotalCents).toBe(20079 + 36438 + 4900);
    expect(stored).toMatchObject({
      subtotal: (browser.subtotalCents / 100).toFixed(2),
      totalAmount: (browser.totalCents / 100).toFixed(2),
      totalsMatched: true,
    });
  });

  it("refuses a default markup out of bounds with a 400 naming it", async () => {
    const owner = await seedCompany(db.prisma, "Bounds Co");
    const res = await patchSettings(
      makeRequest("PATCH", "/api/calculator-settings", {
        cookie: owner.cookie,
        body: { defaultMarkupPercent: "1000.5" },
      }),
      routeParams(),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).issues[0].path).toBe("defaultMarkupPercent");
  });
});
