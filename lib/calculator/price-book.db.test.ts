/** @jest-environment node */
import { createOwner, setupTestDatabase, type TestDatabase } from "@/test/db";
import { clearPriceBookCache, getPublicServicesJson } from "@/lib/calculator/price-book";
import { setServiceVisibility, updateCalculatorSettings } from "@/lib/calculator/settings.server";
import { calculatorSettingsSchema } from "@/lib/validation/calculator-settings";
import { serviceFieldsSchema, serviceUpsertSchema } from "@/lib/validation/service";
import { laborRateSchema } from "@/lib/validation/labor-rate";
import { serviceFeeSchema } from "@/lib/validation/service-fee";
import { customTemplateSchema } from "@/lib/validation/template";
import {
  createServices,
  deleteService,
  reorderServices,
  upsertService,
} from "@/lib/services/service";
import { createLaborRate, deleteLaborRate, updateLaborRate } from "@/lib/labor-rates/labor-rate";
import {
  createServiceFee,
  deleteServiceFee,
  updateServiceFee,
} from "@/lib/service-fees/service-fee";
import { applyCustomTemplate, createCustomTemplate } from "@/lib/templates/template";
import type { PublicServicesResponse } from "@/lib/calculator/types";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.close();
});

const read = async (slug: string) =>
  JSON.parse((await getPublicServicesJson(slug)).body) as PublicServicesResponse;
const version = async (id: string) =>
  (await db.prisma.company.findUniqueOrThrow({ where: { id } })).priceBookVersion;

/**
 * Reads the price book (so this process caches it), runs one write through the lib, and
 * returns what the next read serves: it must be the database's new state, with the
 * version bumped by the write's transaction.
 */
async function afterWrite(companyId: string, slug: string, write: () => Promise<unknown>) {
  await read(slug);
  const cached = await getPublicServicesJson(slug);
  expect(await getPublicServicesJson(slug)).toBe(cached); // served from the cache
  const before = await version(companyId);
  await write();
  expect(await version(companyId)).toBeGreaterThan(before);
  return read(slug);
}

describe("the public price-book cache (docs/performance.md)", () => {
  it("serves every lib write's result on the next read", async () => {
    const { company } = await createOwner(db.prisma, "Cache Co");
    const { id, slug } = company;
    const field = (input: object) =>
      serviceFieldsSchema.parse({ category: "electrical", basePrice: 10, ...input });
    const price = (data: PublicServicesResponse, name: string) =>
      data.services.find((service) => service.name === name)?.unitPrice;

    // Services: create, update, bulk create, reorder, delete.
    let data = await afterWrite(id, slug, () =>
      upsertService(id, serviceUpsertSchema.parse({ ...field({ name: "Outlet" }) })),
    );
    expect(price(data, "Outlet")).toBe("10.00");
    const outlet = await db.prisma.service.findFirstOrThrow({ where: { companyId: id } });
    data = await afterWrite(id, slug, () =>
      upsertService(
        id,
        serviceUpsertSchema.parse({ ...field({ name: "Outlet", basePrice: 12.5 }), id: outlet.id }),
      ),
    );
    expect(price(data, "Outlet")).toBe("12.50");
    data = await afterWrite(id, slug, () =>
      createServices(id, [field({ name: "Switch", basePrice: 20 })]),
    );
    expect(data.services.map((service) => service.name)).toEqual(["Outlet", "Switch"]);
    const sw = await db.prisma.service.findFirstOrThrow({
      where: { companyId: id, name: "Switch" },
    });
    data = await afterWrite(id, slug, () => reorderServices(id, [sw.id, outlet.id]));
    expect(data.services.map((service) => service.name)).toEqual(["Switch", "Outlet"]);

    // Labor rates: create (then linked), update, delete.
    let rateId = "";
    await afterWrite(id, slug, async () => {
      rateId = (await createLaborRate(id, laborRateSchema.parse({ name: "Tech", rate: 60 }))).id;
    });
    data = await afterWrite(id, slug, () =>
      upsertService(
        id,
        serviceUpsertSchema.parse({
          ...field({ name: "Outlet", basePrice: 12.5, laborRateId: rateId, estimatedTime: 30 }),
          id: outlet.id,
        }),
      ),
    );
    expect(price(data, "Outlet")).toBe("42.50");
    data = await afterWrite(id, slug, () => updateLaborRate(id, rateId, { rate: 80 }));
    expect(price(data, "Outlet")).toBe("52.50");
    data = await afterWrite(id, slug, () => deleteLaborRate(id, rateId));
    expect(price(data, "Outlet")).toBe("12.50");

    // Fees: create (then linked), update, delete.
    let feeId = "";
    await afterWrite(id, slug, async () => {
      feeId = (
        await createServiceFee(
          id,
          serviceFeeSchema.parse({ name: "Trip", type: "fixed", amount: 5 }),
        )
      ).id;
    });
    data = await afterWrite(id, slug, () =>
      upsertService(
        id,
        serviceUpsertSchema.parse({
          ...field({ name: "Switch", basePrice: 20, serviceFeeId: feeId }),
          id: sw.id,
        }),
      ),
    );
    const fee = (data: PublicServicesResponse) =>
      data.services.find((service) => service.name === "Switch")?.serviceFee?.amount;
    expect(fee(data)).toBe("5.00");
    data = await afterWrite(id, slug, () => updateServiceFee(id, feeId, { amount: 7 }));
    expect(fee(data)).toBe("7.00");
    data = await afterWrite(id, slug, () => deleteServiceFee(id, feeId));
    expect(fee(data)).toBeUndefined();

    // Calculator settings: shown categories, and hiding a service.
    await db.prisma.service.create({
      data: { companyId: id, name: "Faucet", category: "plumbing", basePrice: "90" },
    });
    data = await afterWrite(id, slug, () =>
      updateCalculatorSettings(
        id,
        calculatorSettingsSchema.parse({ calculatorCategories: ["plumbing"] }),
      ),
    );
    expect(data.services.map((service) => service.name)).toEqual(["Faucet"]);
    data = await afterWrite(id, slug, () =>
      updateCalculatorSettings(id, calculatorSettingsSchema.parse({ calculatorCategories: [] })),
    );
    expect(data.services).toHaveLength(3);
    data = await afterWrite(id, slug, () =>
      setServiceVisibility(id, [{ id: sw.id, isActive: false }]),
    );
    expect(data.services.map((service) => service.name)).not.toContain("Switch");

    // Templates applied (and so CSV-free bulk adds), and a deletion.
    const template = await createCustomTemplate(
      id,
      customTemplateSchema.parse({
        name: "Kit",
        services: [{ name: "Panel", category: "electrical", basePrice: 300 }],
      }),
    );
    data = await afterWrite(id, slug, () => applyCustomTemplate(id, template.id));
    expect(price(data, "Panel")).toBe("300.00");
    data = await afterWrite(id, slug, () => deleteService(id, outlet.id));
    expect(data.services.map((service) => service.name)).not.toContain("Outlet");
  });

  it("a write by another process (only the version changed) is seen without clearing the cache", async () => {
    const { company } = await createOwner(db.prisma, "Other Process Co");
    await db.prisma.service.create({
      data: { companyId: company.id, name: "Mow", category: "landscaping", basePrice: "40" },
    });
    expect((await read(company.slug)).services[0].unitPrice).toBe("40.00");
    // Another instance's write: same database, this process's cache untouched.
    await db.prisma.$transaction([
      db.prisma.service.updateMany({ where: { companyId: company.id }, data: { basePrice: "45" } }),
      db.prisma.company.update({
        where: { id: company.id },
        data: { priceBookVersion: { increment: 1 } },
      }),
    ]);
    expect((await read(company.slug)).services[0].unitPrice).toBe("45.00");
    // Without a bump the cache answers (what the version guards): proof it is a cache.
    await db.prisma.service.updateMany({
      where: { companyId: company.id },
      data: { basePrice: "50" },
    });
    expect((await read(company.slug)).services[0].unitPrice).toBe("45.00");
    clearPriceBookCache();
    expect((await read(company.slug)).services[0].unitPrice).toBe("50.00");
  });

  it("old slugs and inactive companies answer like the uncached lookup", async () => {
    const { company } = await createOwner(db.prisma, "Renamed Co");
    await updateCalculatorSettings(
      company.id,
      calculatorSettingsSchema.parse({ slug: "renamed-co-new" }),
    );
    expect((await getPublicServicesJson(company.slug)).companyId).toBe(company.id);
    await db.prisma.company.update({ where: { id: company.id }, data: { isActive: false } });
    await expect(getPublicServicesJson("renamed-co-new")).rejects.toMatchObject({
      kind: "not_found",
    });
    await expect(getPublicServicesJson("no such company")).rejects.toMatchObject({
      kind: "not_found",
    });
  });
});
