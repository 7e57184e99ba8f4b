/** @jest-environment node */
import {
  createOwner,
  makeRequest,
  routeParams,
  setupTestDatabase,
  type TestDatabase,
} from "@/test/db";
import { GET as getCompany } from "@/app/api/public/[company]/route";
import { GET as getServices } from "@/app/api/public/[company]/services/route";
import { GET as getSettings, PATCH as patchSettings } from "@/app/api/calculator-settings/route";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.close();
});

const get = (handler: typeof getCompany, slug: string, headers: Record<string, string> = {}) =>
  handler(makeRequest("GET", `/api/public/${slug}`, { headers }), routeParams({ company: slug }));

describe("public company API", () => {
  it("shows branding and settings, never owner data; active services only, with unit prices; ETag 304", async () => {
    const { company } = await createOwner(db.prisma, "Public Co");
    await db.prisma.company.update({
      where: { id: company.id },
      data: { contactEmail: "secret@owner.example", serviceCallFee: "49", taxRate: "8.25" },
    });
    const labor = await db.prisma.laborRate.create({
      data: { companyId: company.id, name: "Tech", rate: "95.00" },
    });
    await db.prisma.service.create({
      data: {
        companyId: company.id,
        name: "Outlet",
        category: "electrical",
        basePrice: "75",
        unitType: "per_item",
        estimatedTime: 45,
        laborRateId: labor.id,
      },
    });
    await db.prisma.service.create({
      data: {
        companyId: company.id,
        name: "Hidden",
        category: "plumbing",
        basePrice: "10",
        isActive: false,
      },
    });
    await db.prisma.serviceArea.create({
      data: { companyId: company.id, kind: "zip", value: "78701", normalized: "78701" },
    });

    const res = await get(getCompany, company.slug);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("must-revalidate");
    const body = await res.json();
    expect(body).toMatchObject({
      name: "Public Co",
      serviceCallFee: "49.00",
      hasServiceAreas: true,
      serviceAreaZips: ["78701"],
    });
    expect(JSON.stringify(body)).not.toContain("secret@owner.example");

    const again = await get(getCompany, company.slug, {
      "if-none-match": res.headers.get("etag")!,
    });
    expect(again.status).toBe(304);

    const services = await (await get(getServices, company.slug)).json();
    expect(services.categories).toEqual(["electrical"]);
    expect(services.services).toHaveLength(1);
    expect(services.services[0]).toMatchObject({
      name: "Outlet",
      unitPrice: "146.25",
      unitLabel: "per item",
    });
  });

  it("404 for an unknown or inactive company; an old slug still resolves after a rename", async () => {
    expect((await get(getCompany, "nobody-here")).status).toBe(404);
    expect((await get(getCompany, "../etc")).status).toBe(404);
    const inactive = await createOwner(db.prisma, "Gone Co");
    await db.prisma.company.update({
      where: { id: inactive.company.id },
      data: { isActive: false },
    });
    expect((await get(getServices, inactive.company.slug)).status).toBe(404);

    const owner = await createOwner(db.prisma, "Renamed Co");
    const oldSlug = owner.company.slug;
    const patch = await patchSettings(
      makeRequest("PATCH", "/api/calculator-settings", {
        cookie: owner.cookie,
        body: { slug: "renamed-co" },
      }),
      routeParams(),
    );
    expect(patch.status).toBe(200);
    expect((await get(getCompany, oldSlug)).status).toBe(200);
    expect((await (await get(getCompany, oldSlug)).json()).slug).toBe("renamed-co");
  });
});

describe("calculator settings", () => {
  it("validates, names the field, refuses a taken slug (409) and never touches another company", async () => {
    const a = await createOwner(db.prisma, "A");
    const b = await createOwner(db.prisma, "B");
    const call = (body: unknown, cookie = a.cookie) =>
      patchSettings(
        makeRequest("PATCH", "/api/calculator-settings", { cookie, body }),
        routeParams(),
      );
    for (const [body, field] of [
      [{ slug: "Bad Slug!" }, "slug"],
      [{ accentColor: "blue" }, "accentColor"],
      [{ taxRate: "101" }, "taxRate"],
      [{ serviceCallFee: "-1" }, "serviceCallFee"],
      [{ defaultCategory: "gardening" }, "defaultCategory"],
      [{ companyId: b.company.id }, "body"],
    ] as const) {
      const res = await call(body);
      expect(res.status).toBe(400);
      expect((await res.json()).issues.map((issue: { path: string }) => issue.path)).toContain(
        field,
      );
    }
    const taken = await call({ slug: b.company.slug });
    expect(taken.status).toBe(409);
    expect((await taken.json()).issues[0].path).toBe("slug");

    const ok = await call({
      accentColor: "#1d4ed8",
      taxRate: "7.5",
      serviceCallFee: null,
      thankYouMessage: "Thanks!",
      calculatorCategories: ["plumbing"],
      defaultCategory: "plumbing",
    });
    expect(ok.status).toBe(200);
    const settings = await (
      await getSettings(
        makeRequest("GET", "/api/calculator-settings", { cookie: a.cookie }),
        routeParams(),
      )
    ).json();
    expect(settings).toMatchObject({
      accentColor: "#1d4ed8",
      taxRate: "7.5",
      serviceCallFee: null,
      calculatorCategories: ["plumbing"],
    });
    const rowB = await db.prisma.company.findUniqueOrThrow({ where: { id: b.company.id } });
    expect(rowB.accentColor).toBeNull();
  });
});
