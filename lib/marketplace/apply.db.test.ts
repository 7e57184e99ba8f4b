/** @jest-environment node */
import { seedCompany } from "@/test/api-helpers";
import { createOwner, setupTestDatabase, type TestDatabase } from "@/test/db";
import { priceBookOf, rejection } from "@/test/marketplace";
import { DomainError } from "@/lib/errors";
import { unitPriceCents } from "@/lib/pricing";
import { applyStarterTemplate, starterTemplateUsage } from "./apply";
import { adjustMoney } from "./adjust";
import { getStarterTemplate } from "./starters";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.close();
});

const plumbing = getStarterTemplate("quotecraft-plumbing")!;
const roofing = getStarterTemplate("quotecraft-roofing")!;
const active = (book: typeof plumbing) => book.services.filter((service) => service.isActive);

const priceBook = (companyId: string) => priceBookOf(db.prisma, companyId);

const byName = async (companyId: string, name: string) =>
  db.prisma.service.findFirstOrThrow({
    where: { companyId, name },
    include: { laborRate: true, serviceFee: true },
  });

describe("applyStarterTemplate", () => {
  it("adds every service with prices, labor rates and fixed fees × 1.1, rounded half-up to cents; percentage fees stay", async () => {
    const { company } = await createOwner(db.prisma, "Plus Ten Plumbing");
    const result = await applyStarterTemplate(company.id, "quotecraft-plumbing", {
      adjustPercent: 10,
    });

    const names = active(plumbing).map((service) => service.name);
    expect(result).toMatchObject({
      templateId: "quotecraft-plumbing",
      templateVersion: plumbing.version,
      adjustPercent: 10,
      added: { count: names.length, names },
      replaced: { count: 0, names: [] },
      skipped: { count: 0, names: [] },
      laborRates: { created: ["Licensed plumber", "Plumbing apprentice"], matched: [] },
      fees: { created: ["Permit & inspection", "Haul-away & disposal"], matched: [] },
    });

    const book = await priceBook(company.id);
    expect(book.services).toHaveLength(names.length);
    // The book's order is the price book's order.
    expect([...book.services].sort((a, b) => a.sortOrder - b.sortOrder).map((s) => s.name)).toEqual(
      names,
    );
    for (const service of active(plumbing)) {
      const stored = await byName(company.id, service.name);
      expect(stored.basePrice.toFixed(2)).toBe(adjustMoney(service.basePrice, 10));
      expect(stored).toMatchObject({
        description: service.description,
        category: service.category,
        unitType: service.unitType,
        estimatedTime: service.estimatedTime,
        icon: service.icon,
        isActive: true,
      });
      expect(stored.laborRate?.name ?? null).toBe(
        plumbing.laborRates.find((rate) => rate.key === service.laborRate)?.name ?? null,
      );
      expect(stored.serviceFee?.name ?? null).toBe(
        plumbing.fees.find((fee) => fee.key === service.fee)?.name ?? null,
      );
    }

    // The first plumbing service costs 1.1 × the template's price: 125.00 → 137.50.
    const first = await byName(company.id, "Leaky Faucet Repair");
    expect(first.basePrice.toFixed(2)).toBe("137.50");
    // An hourly service priced by its labor rate: 115.00/h → 126.50/h.
    const leak = await byName(company.id, "Leak Repair");
    expect(unitPriceCents({ ...leak, laborRate: leak.laborRate })).toBe(12_650);
    // Rates and fixed fees follow the same rule.
    expect(book.laborRates.map((rate) => [rate.name, rate.rate.toFixed(2)]).sort()).toEqual([
      ["Licensed plumber", "126.50"],
      ["Plumbing apprentice", "66.00"],
    ]);
    expect(
      book.serviceFees.map((fee) => [fee.name, fee.type, fee.amount.toFixed(2)]).sort(),
    ).toEqual([
      ["Haul-away & disposal", "fixed", "49.50"],
      ["Permit & inspection", "fixed", "165.00"],
    ]);
    expect(book.usage).toEqual([
      expect.objectContaining({
        templateId: "quotecraft-plumbing",
        templateVersion: plumbing.version,
        added: names.length,
        replaced: 0,
        skipped: 0,
      }),
    ]);
    expect(book.usage[0].adjustPercent.toFixed(2)).toBe("10.00");
  });

  it("keeps a percentage fee's percent and rounds per-square-foot prices half-up (1.75 × 1.1 = 1.925 → 1.93)", async () => {
    const { company } = await createOwner(db.prisma, "Painting Co");
    await applyStarterTemplate(company.id, "quotecraft-painting", { adjustPercent: 10 });
    const ceiling = await byName(company.id, "Ceiling Painting");
    expect(ceiling.basePrice.toFixed(2)).toBe("1.93");
    expect(ceiling.serviceFee).toMatchObject({ name: "Paint & materials", type: "percentage" });
    expect(ceiling.serviceFee!.amount.toFixed(2)).toBe("10.00");
    const setup = await db.prisma.serviceFee.findFirstOrThrow({
      where: { companyId: company.id, type: "fixed" },
    });
    expect(setup.amount.toFixed(2)).toBe("165.00");
  });

  it("lowers prices too (-20%) and adds nothing twice when applied again with 'skip'", async () => {
    const { company } = await createOwner(db.prisma, "Twice Co");
    const first = await applyStarterTemplate(company.id, "quotecraft-roofing", {
      adjustPercent: -20,
      onDuplicate: "skip",
    });
    const after = await priceBook(company.id);
    const version = async () =>
      (await db.prisma.company.findUniqueOrThrow({ where: { id: company.id } })).priceBookVersion;
    const versionAfterFirst = await version();
    const second = await applyStarterTemplate(company.id, "quotecraft-roofing", {
      adjustPercent: -20,
      onDuplicate: "skip",
    });
    const again = await priceBook(company.id);

    expect(first.added.count).toBe(active(roofing).length);
    // The public calculator's cache key moved with the first apply, not with the empty second.
    expect(versionAfterFirst).toBeGreaterThan(0);
    expect(await version()).toBe(versionAfterFirst);
    expect(second).toMatchObject({
      added: { count: 0, names: [] },
      skipped: { count: active(roofing).length },
      laborRates: { created: [], matched: [] },
      fees: { created: [], matched: [] },
    });
    expect(again.services).toEqual(after.services);
    expect(again.laborRates).toEqual(after.laborRates);
    expect(again.serviceFees).toEqual(after.serviceFees);
    const names = again.services.map((service) => service.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const inspection = await byName(company.id, "Roof Inspection");
    expect(inspection.basePrice.toFixed(2)).toBe("160.00");
    expect(again.usage.map((row) => [row.added, row.skipped])).toEqual(
      expect.arrayContaining([
        [active(roofing).length, 0],
        [0, active(roofing).length],
      ]),
    );
  });

  it("two applies at once with 'skip' still add each service once (the company row is locked)", async () => {
    const { company } = await createOwner(db.prisma, "Double Click Co");
    const results = await Promise.all([
      applyStarterTemplate(company.id, "quotecraft-cleaning", { onDuplicate: "skip" }),
      applyStarterTemplate(company.id, "quotecraft-cleaning", { onDuplicate: "skip" }),
    ]);
    const count = active(getStarterTemplate("quotecraft-cleaning")!).length;
    expect(results.map((result) => result.added.count).sort()).toEqual([0, count]);
    expect(results.map((result) => result.skipped.count).sort()).toEqual([0, count]);
    const book = await priceBook(company.id);
    expect(book.services).toHaveLength(count);
    expect(book.laborRates).toHaveLength(2);
    expect(book.serviceFees).toHaveLength(2);
  });

  it("'replace' updates the service of the same name (case-insensitive) in place, keeping its id and place", async () => {
    const { company } = await createOwner(db.prisma, "Replace Co");
    const own = await db.prisma.service.create({
      data: {
        companyId: company.id,
        name: "  leaky FAUCET repair",
        description: "My own words",
        category: "plumbing",
        basePrice: "10.00",
        unitType: "hourly",
        estimatedTime: 5,
        isActive: false,
        sortOrder: 7,
      },
    });
    const keep = await db.prisma.service.create({
      data: {
        companyId: company.id,
        name: "Gas Line Repair",
        category: "plumbing",
        basePrice: "300",
      },
    });

    const result = await applyStarterTemplate(company.id, "quotecraft-plumbing", {
      onDuplicate: "replace",
    });
    expect(result.replaced).toEqual({ count: 1, names: ["Leaky Faucet Repair"] });
    expect(result.added.count).toBe(active(plumbing).length - 1);

    const replaced = await db.prisma.service.findUniqueOrThrow({ where: { id: own.id } });
    expect(replaced).toMatchObject({
      name: "Leaky Faucet Repair",
      description: plumbing.services[0].description,
      unitType: "flat",
      estimatedTime: 60,
      isActive: true,
      sortOrder: 7,
    });
    expect(replaced.basePrice.toFixed(2)).toBe("125.00");
    expect(await db.prisma.service.findUniqueOrThrow({ where: { id: keep.id } })).toEqual(keep);
    expect(
      await db.prisma.service.count({
        where: {
          companyId: company.id,
          name: { equals: "leaky faucet repair", mode: "insensitive" },
        },
      }),
    ).toBe(1);
  });

  it("'keep_both' adds the template's service under the first free suffix, leaving the owner's as they are", async () => {
    const { company } = await createOwner(db.prisma, "Keep Both Co");
    const mine = await db.prisma.service.create({
      data: {
        companyId: company.id,
        name: "DRAIN CLEANING",
        category: "plumbing",
        basePrice: "99",
      },
    });
    const second = await db.prisma.service.create({
      data: {
        companyId: company.id,
        name: "Drain Cleaning (2)",
        category: "plumbing",
        basePrice: "1",
      },
    });

    const result = await applyStarterTemplate(company.id, "quotecraft-plumbing", {
      serviceKeys: ["drain-cleaning", "toilet-repair"],
      onDuplicate: "keep_both",
    });
    expect(result.added).toEqual({ count: 2, names: ["Toilet Repair", "Drain Cleaning (3)"] });
    const services = await db.prisma.service.findMany({
      where: { companyId: company.id },
      orderBy: { sortOrder: "asc" },
    });
    expect(services.map((service) => service.name).sort()).toEqual([
      "DRAIN CLEANING",
      "Drain Cleaning (2)",
      "Drain Cleaning (3)",
      "Toilet Repair",
    ]);
    expect(services).toEqual(expect.arrayContaining([mine, second]));
    const added = await byName(company.id, "Drain Cleaning (3)");
    expect(added.basePrice.toFixed(2)).toBe("175.00");
  });

  it("applies only the chosen categories and services, and only the rates and fees they use", async () => {
    const { company } = await createOwner(db.prisma, "Filter Co");
    const cleaningOnly = await applyStarterTemplate(company.id, "quotecraft-roofing", {
      categories: ["cleaning"],
    });
    expect(cleaningOnly.added.names).toEqual(["Roof Moss & Algae Cleaning"]);
    expect(cleaningOnly.laborRates.created).toEqual([]);
    expect(cleaningOnly.fees.created).toEqual([]);

    const picked = await applyStarterTemplate(company.id, "quotecraft-roofing", {
      categories: ["roofing"],
      serviceKeys: ["roof-tear-off", "roof-inspection", "roof-moss-cleaning"],
    });
    // Both filters hold: the moss cleaning is not of a chosen category.
    expect(picked.added.names).toEqual(["Roof Tear-Off", "Roof Inspection"]);
    expect(picked.laborRates.created).toEqual(["Roofing laborer"]);
    expect(picked.fees.created).toEqual(["Dumpster & tear-off disposal"]);

    const book = await priceBook(company.id);
    expect(book.services.map((service) => service.name).sort()).toEqual([
      "Roof Inspection",
      "Roof Moss & Algae Cleaning",
      "Roof Tear-Off",
    ]);
    expect(book.laborRates.map((rate) => rate.name)).toEqual(["Roofing laborer"]);
    expect(book.serviceFees.map((fee) => fee.name)).toEqual(["Dumpster & tear-off disposal"]);

    const unknown = await rejection(
      applyStarterTemplate(company.id, "quotecraft-roofing", {
        serviceKeys: ["roof-inspection", "roof-of-the-world"],
      }),
    );
    expect(unknown).toBeInstanceOf(DomainError);
    expect(unknown).toMatchObject({
      kind: "invalid",
      issues: [{ path: "serviceKeys.1", message: "Unknown service of this template." }],
    });
    const nothing = await rejection(
      applyStarterTemplate(company.id, "quotecraft-roofing", {
        categories: ["plumbing"],
      }),
    );
    expect(nothing).toMatchObject({ kind: "invalid", issues: [{ path: "categories" }] });
    expect(await priceBook(company.id)).toEqual(book);
  });

  it("reuses the owner's labor rates and fees of the same name, unchanged", async () => {
    const { company } = await createOwner(db.prisma, "Match Co");
    const rate = await db.prisma.laborRate.create({
      data: { companyId: company.id, name: "LICENSED PLUMBER", rate: "99.00" },
    });
    const fee = await db.prisma.serviceFee.create({
      data: { companyId: company.id, name: "permit & inspection", type: "fixed", amount: "80.00" },
    });
    const result = await applyStarterTemplate(company.id, "quotecraft-plumbing", {
      adjustPercent: 25,
    });
    expect(result.laborRates).toEqual({
      created: ["Plumbing apprentice"],
      matched: ["Licensed plumber"],
    });
    expect(result.fees).toEqual({
      created: ["Haul-away & disposal"],
      matched: ["Permit & inspection"],
    });
    expect(await db.prisma.laborRate.findUniqueOrThrow({ where: { id: rate.id } })).toEqual(rate);
    expect(await db.prisma.serviceFee.findUniqueOrThrow({ where: { id: fee.id } })).toEqual(fee);
    expect((await byName(company.id, "Leak Repair")).laborRateId).toBe(rate.id);
    expect((await byName(company.id, "Water Heater Installation")).serviceFeeId).toBe(fee.id);
  });

  it("never reads or touches another company's price book", async () => {
    const a = await createOwner(db.prisma, "Company A");
    const b = await seedCompany(db.prisma, "Company B");
    // B has services, a rate and a fee whose names the electrical book also uses.
    await db.prisma.service.create({
      data: {
        companyId: b.company.id,
        name: "Outlet Installation",
        category: "electrical",
        basePrice: "1",
      },
    });
    await db.prisma.laborRate.create({
      data: { companyId: b.company.id, name: "Licensed electrician", rate: "1.00" },
    });
    await db.prisma.serviceFee.create({
      data: { companyId: b.company.id, name: "Permit & inspection", type: "fixed", amount: "1.00" },
    });
    const before = await priceBook(b.company.id);

    const result = await applyStarterTemplate(a.company.id, "quotecraft-electrical", {
      onDuplicate: "replace",
      adjustPercent: 5,
    });
    expect(result.replaced.count).toBe(0);
    expect(result.laborRates.matched).toEqual([]);
    expect(result.fees.matched).toEqual([]);
    expect(await priceBook(b.company.id)).toEqual(before);

    // A's services link only A's rates and fees.
    const linked = await db.prisma.service.findMany({
      where: { companyId: a.company.id },
      include: { laborRate: true, serviceFee: true },
    });
    for (const service of linked) {
      if (service.laborRate) expect(service.laborRate.companyId).toBe(a.company.id);
      if (service.serviceFee) expect(service.serviceFee.companyId).toBe(a.company.id);
    }
    expect(linked.some((service) => service.laborRate)).toBe(true);
  });

  it("refuses an unknown template, an unknown company and bad options before writing anything", async () => {
    const { company } = await createOwner(db.prisma, "Refused Co");
    expect(
      await rejection(applyStarterTemplate(company.id, "quotecraft-plumbing-v0", {})),
    ).toMatchObject({ kind: "not_found" });
    expect(
      await rejection(applyStarterTemplate("no-such-company", "quotecraft-plumbing", {})),
    ).toMatchObject({ kind: "not_found" });
    for (const [options, path] of [
      [{ adjustPercent: 150 }, "adjustPercent"],
      [{ adjustPercent: -21 }, "adjustPercent"],
      [{ adjustPercent: 10.001 }, "adjustPercent"],
      [{ onDuplicate: "merge" }, "onDuplicate"],
      [{ categories: ["plumbin"] }, "categories.0"],
      [{ serviceKeys: [] }, "serviceKeys"],
    ] as const) {
      const error = await rejection(
        applyStarterTemplate(company.id, "quotecraft-plumbing", options as never),
      );
      expect(error).toMatchObject({ kind: "invalid", issues: [expect.objectContaining({ path })] });
    }
    expect(await priceBook(company.id)).toEqual({
      services: [],
      laborRates: [],
      serviceFees: [],
      usage: [],
    });
  });

  describe("a failure mid-apply leaves the price book unchanged", () => {
    afterEach(async () => {
      await db.prisma.$executeRawUnsafe(`DROP TRIGGER IF EXISTS starters_fail ON "TemplateUsage"`);
      await db.prisma.$executeRawUnsafe(`DROP TRIGGER IF EXISTS starters_fail ON "Service"`);
      await db.prisma.$executeRawUnsafe(`DROP FUNCTION IF EXISTS starters_fail()`);
    });

    async function failOn(table: "TemplateUsage" | "Service", when = "TRUE") {
      await db.prisma.$executeRawUnsafe(`
        CREATE FUNCTION starters_fail() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF ${when} THEN RAISE EXCEPTION 'injected failure'; END IF;
          RETURN NEW;
        END $$`);
      await db.prisma.$executeRawUnsafe(
        `CREATE TRIGGER starters_fail BEFORE INSERT ON "${table}" FOR EACH ROW EXECUTE FUNCTION starters_fail()`,
      );
    }

    async function ownerWithBook() {
      const { company } = await createOwner(db.prisma, "Rollback Co");
      await db.prisma.service.create({
        data: {
          companyId: company.id,
          name: "Toilet Repair",
          category: "plumbing",
          basePrice: "99.00",
        },
      });
      await db.prisma.laborRate.create({
        data: { companyId: company.id, name: "Licensed plumber", rate: "90.00" },
      });
      return company;
    }

    it("when the last step (the usage row) fails, after rates, fees, a replace and the new services", async () => {
      const company = await ownerWithBook();
      const before = await priceBook(company.id);
      await failOn("TemplateUsage");
      const error = await rejection(
        applyStarterTemplate(company.id, "quotecraft-plumbing", {
          onDuplicate: "replace",
          adjustPercent: 10,
        }),
      );
      expect(String(error)).toMatch(/injected failure/);
      expect(await priceBook(company.id)).toEqual(before);
    });

    it("when one service of the batch cannot be stored", async () => {
      const company = await ownerWithBook();
      const before = await priceBook(company.id);
      await failOn("Service", `NEW."name" = 'Sump Pump Installation'`);
      const error = await rejection(
        applyStarterTemplate(company.id, "quotecraft-plumbing", { onDuplicate: "keep_both" }),
      );
      expect(String(error)).toMatch(/injected failure/);
      expect(await priceBook(company.id)).toEqual(before);
    });
  });

  it("counts applications and companies per template", async () => {
    const before = await starterTemplateUsage();
    const one = await createOwner(db.prisma, "Usage One");
    const two = await createOwner(db.prisma, "Usage Two");
    await applyStarterTemplate(one.company.id, "quotecraft-hvac", {});
    await applyStarterTemplate(one.company.id, "quotecraft-hvac", {});
    await applyStarterTemplate(two.company.id, "quotecraft-hvac", { categories: ["hvac"] });
    const after = await starterTemplateUsage();
    const was = before["quotecraft-hvac"] ?? { applications: 0, companies: 0 };
    expect(after["quotecraft-hvac"]).toEqual({
      applications: was.applications + 3,
      companies: was.companies + 2,
    });
    expect(after["quotecraft-plumbing"]).toEqual(before["quotecraft-plumbing"]);
  });
});
