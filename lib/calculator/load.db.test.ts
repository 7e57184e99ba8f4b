/** @jest-environment node */
import { createOwner, setupTestDatabase, type TestDatabase } from "@/test/db";
import { getPublicCalculator } from "@/lib/calculator/load";
import { getPublicCompany } from "@/lib/calculator/company";
import { getPublicServices, visibleServicesWhere } from "@/lib/calculator/services";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.close();
});

describe("getPublicCalculator (the page's server-side data)", () => {
  it("returns exactly what the two public JSON endpoints return, for the company's shown categories", async () => {
    const { company } = await createOwner(db.prisma, "Page Co");
    await db.prisma.company.update({
      where: { id: company.id },
      data: { serviceCallFee: "49", taxRate: "8.25", calculatorCategories: ["electrical"] },
    });
    await db.prisma.service.create({
      data: { companyId: company.id, name: "Outlet", category: "electrical", basePrice: "75" },
    });
    await db.prisma.service.create({
      data: { companyId: company.id, name: "Faucet", category: "plumbing", basePrice: "90" },
    });
    await db.prisma.serviceArea.create({
      data: { companyId: company.id, kind: "zip", value: "78701", normalized: "78701" },
    });

    const data = await getPublicCalculator(company.slug);
    expect(data.company).toEqual(await getPublicCompany(company.slug));
    const { services, categories } = await getPublicServices(company.slug);
    expect(data.services).toEqual(services);
    expect(data.categories).toEqual(categories);
    expect(data.services.map((service) => service.name)).toEqual(["Outlet"]);
    expect(data.company).toMatchObject({ serviceCallFee: "49.00", hasServiceAreas: true });
  });

  it("lists the same services, in the same order, as the price book's visibleServicesWhere (used to price requests)", async () => {
    const { company } = await createOwner(db.prisma, "Order Co");
    await db.prisma.company.update({
      where: { id: company.id },
      data: { calculatorCategories: ["electrical", "painting"] },
    });
    const labor = await db.prisma.laborRate.create({
      data: { companyId: company.id, name: "Tech", rate: "95.00" },
    });
    const fee = await db.prisma.serviceFee.create({
      data: { companyId: company.id, name: "Disposal", type: "fixed", amount: "15" },
    });
    const make = (name: string, category: "electrical" | "painting" | "plumbing", extra = {}) =>
      db.prisma.service.create({
        data: { companyId: company.id, name, category, basePrice: "10", ...extra },
      });
    await make("Zeta", "electrical", { sortOrder: 0 });
    await make("Alpha", "electrical", {
      sortOrder: 0,
      laborRateId: labor.id,
      unitType: "per_item",
      estimatedTime: 45,
    });
    await make("First", "painting", { sortOrder: -1, serviceFeeId: fee.id });
    await make("Off", "electrical", { isActive: false });
    await make("Hidden category", "plumbing");

    const { services } = await getPublicCalculator(company.slug);
    const expected = await db.prisma.service.findMany({
      where: visibleServicesWhere(company.id, ["electrical", "painting"]),
      orderBy: [{ sortOrder: "asc" }, { name: "asc" }],
      select: { id: true },
    });
    expect(services.map((service) => service.id)).toEqual(expected.map((row) => row.id));
    expect(services.map((service) => service.name)).toEqual(["First", "Alpha", "Zeta"]);
    expect(services[0]).toMatchObject({
      laborRate: null,
      serviceFee: { name: "Disposal", type: "fixed", amount: "15.00" },
      unitPrice: "10.00",
    });
    // 10.00 + 95.00 x 45/60 = 81.25
    expect(services[1]).toMatchObject({
      laborRate: { rate: "95.00" },
      serviceFee: null,
      unitPrice: "81.25",
    });
  });

  it("throws the API's 404 for an unknown or inactive company", async () => {
    await expect(getPublicCalculator("nobody-here")).rejects.toMatchObject({ kind: "not_found" });
    const { company } = await createOwner(db.prisma, "Closed Co");
    await db.prisma.company.update({ where: { id: company.id }, data: { isActive: false } });
    await expect(getPublicCalculator(company.slug)).rejects.toMatchObject({ kind: "not_found" });
  });
});
