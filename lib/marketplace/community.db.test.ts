/** @jest-environment node */
import { createOwner, setupTestDatabase, type TestDatabase } from "@/test/db";
import { priceBookOf, rejection } from "@/test/marketplace";
import { seedCompany } from "@/test/api-helpers";
import {
  applyCommunityTemplate,
  COMMUNITY_REPORT_THRESHOLD,
  getCommunityTemplate,
  listCommunityTemplates,
  publishCustomTemplate,
  reportCommunityTemplate,
  unpublishCustomTemplate,
} from "./community";
import { templateUsage } from "./apply";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db.close();
});

const priceBook = (companyId: string) => priceBookOf(db.prisma, companyId);

/** A publisher with clients, requests and a price book, and one published template of 2 services. */
async function publisher(name = "Sunrise Cleaning", showCompanyName = true) {
  const owner = await createOwner(db.prisma, name);
  const companyId = owner.company.id;
  await db.prisma.client.create({
    data: { companyId, name: "Secret Client", email: "secret-client@example.com" },
  });
  await db.prisma.service.create({
    data: { companyId, name: "Private Service", category: "cleaning", basePrice: "999.00" },
  });
  const template = await db.prisma.customTemplate.create({
    data: {
      companyId,
      name: "Internal name",
      description: "Internal description",
      services: {
        create: [
          {
            name: "Deep Clean",
            description: "Whole home",
            category: "cleaning",
            basePrice: "200.00",
            unitType: "flat",
            estimatedTime: 240,
            icon: "sparkles",
          },
          {
            name: "Window Washing",
            category: "cleaning",
            basePrice: "8.50",
            unitType: "per_item",
            estimatedTime: 10,
            icon: "droplets",
          },
        ],
      },
    },
  });
  await publishCustomTemplate(companyId, template.id, {
    name: "Cleaning basics",
    trade: "cleaning",
    description: "Two services every cleaner sells.",
    showCompanyName,
  });
  return { owner, companyId, template };
}

/** What every community answer says of a template, and nothing else of its company. */
const HEADER_KEYS = [
  "kind",
  "id",
  "name",
  "description",
  "trade",
  "publishedAt",
  "publisherName",
  "mine",
  "hidden",
];

describe("community templates", () => {
  it("publish only the public shape: name, trade, description, services; the company name only if chosen", async () => {
    const { template } = await publisher("Shown Co", true);
    const hidden = await publisher("Anonymous Co", false);
    const viewer = await createOwner(db.prisma, "Viewer");

    const list = await listCommunityTemplates(viewer.company.id);
    const shown = list.find((entry) => entry.id === template.id)!;
    expect(Object.keys(shown).sort()).toEqual(
      [
        ...HEADER_KEYS,
        "serviceCount",
        "categories",
        "serviceNames",
        "laborRateCount",
        "feeCount",
        "usage",
      ].sort(),
    );
    expect(shown).toMatchObject({
      name: "Cleaning basics",
      description: "Two services every cleaner sells.",
      trade: "cleaning",
      publisherName: "Shown Co",
      mine: false,
      hidden: false,
      serviceNames: ["Deep Clean", "Window Washing"],
    });
    expect(list.find((entry) => entry.id === hidden.template.id)?.publisherName).toBeNull();

    const book = await getCommunityTemplate(viewer.company.id, template.id);
    expect(Object.keys(book).sort()).toEqual(
      [...HEADER_KEYS, "version", "laborRates", "fees", "services"].sort(),
    );
    for (const service of book.services)
      expect(Object.keys(service).sort()).toEqual(
        [
          "key",
          "name",
          "description",
          "category",
          "unitType",
          "basePrice",
          "estimatedTime",
          "icon",
          "isActive",
          "laborRate",
          "fee",
        ].sort(),
      );
    // Nothing else of the publisher anywhere in the answers: no ids, slugs, clients or prices
    // of its price book, no internal name of the template.
    const text = JSON.stringify([list, book]);
    for (const secret of [
      hidden.companyId,
      "Anonymous Co",
      "Secret Client",
      "secret-client@example.com",
      "Private Service",
      "999.00",
      "Internal name",
      "Internal description",
      "companyId",
      "slug",
    ])
      expect([secret, text.includes(secret)]).toEqual([secret, false]);
  });

  it("publishing or unpublishing another company's template is 404 and changes nothing", async () => {
    const { template, companyId } = await publisher();
    const other = await createOwner(db.prisma, "Intruder");
    const before = await db.prisma.customTemplate.findUniqueOrThrow({ where: { id: template.id } });
    await expect(
      publishCustomTemplate(other.company.id, template.id, { name: "Mine now", trade: "roofing" }),
    ).rejects.toMatchObject({ kind: "not_found" });
    await expect(unpublishCustomTemplate(other.company.id, template.id)).rejects.toMatchObject({
      kind: "not_found",
    });
    expect(
      await db.prisma.customTemplate.findUniqueOrThrow({ where: { id: template.id } }),
    ).toEqual(before);
    await unpublishCustomTemplate(companyId, template.id);
    expect(
      (await listCommunityTemplates(other.company.id)).some((entry) => entry.id === template.id),
    ).toBe(false);
    await expect(getCommunityTemplate(other.company.id, template.id)).rejects.toMatchObject({
      kind: "not_found",
    });
  });

  it(`reports from ${COMMUNITY_REPORT_THRESHOLD} companies hide a template from everyone but its publisher`, async () => {
    const { template, companyId } = await publisher();
    await expect(
      reportCommunityTemplate(companyId, template.id, { reason: "spam" }),
    ).rejects.toMatchObject({ kind: "invalid", message: "You cannot report your own template." });

    const reporters = [];
    for (let index = 0; index < COMMUNITY_REPORT_THRESHOLD; index += 1)
      reporters.push(await createOwner(db.prisma, `Reporter ${index}`));
    const bystander = await createOwner(db.prisma, "Bystander");
    const visibleTo = async (viewer: string) =>
      (await listCommunityTemplates(viewer)).some((entry) => entry.id === template.id);

    for (const [index, reporter] of reporters.entries()) {
      expect(await visibleTo(bystander.company.id)).toBe(true);
      await reportCommunityTemplate(reporter.company.id, template.id, {
        reason: index === 0 ? "misleading_prices" : "other",
        details: "Prices look made up.",
      });
      // One report per company: a second one is refused and not counted (once hidden, the
      // template is not found at all).
      const last = index === COMMUNITY_REPORT_THRESHOLD - 1;
      await expect(
        reportCommunityTemplate(reporter.company.id, template.id, { reason: "spam" }),
      ).rejects.toMatchObject({ kind: last ? "not_found" : "conflict" });
    }
    expect(await db.prisma.templateReport.count({ where: { templateId: template.id } })).toBe(
      COMMUNITY_REPORT_THRESHOLD,
    );
    expect(await visibleTo(bystander.company.id)).toBe(false);
    await expect(getCommunityTemplate(bystander.company.id, template.id)).rejects.toMatchObject({
      kind: "not_found",
    });
    await expect(
      applyCommunityTemplate(bystander.company.id, template.id, {}),
    ).rejects.toMatchObject({ kind: "not_found" });
    // The publisher still sees it, marked hidden.
    const own = (await listCommunityTemplates(companyId)).find((entry) => entry.id === template.id);
    expect(own).toMatchObject({ mine: true, hidden: true });
  });

  it("applies a community template to company A only, keyed by service ids, and counts the use", async () => {
    const { template } = await publisher();
    const a = await createOwner(db.prisma, "Applier A");
    const b = await seedCompany(db.prisma, "Company B");
    const bBefore = await priceBook(b.company.id);
    const usageBefore = (await templateUsage("community"))[template.id];
    const book = await getCommunityTemplate(a.company.id, template.id);
    const windows = book.services.find((service) => service.name === "Window Washing")!;

    const result = await applyCommunityTemplate(a.company.id, template.id, {
      serviceKeys: [windows.key],
      adjustPercent: 10,
    });
    expect(result).toMatchObject({
      templateId: template.id,
      templateVersion: 1,
      added: { count: 1, names: ["Window Washing"] },
      laborRates: { created: [], matched: [] },
      fees: { created: [], matched: [] },
    });
    const stored = await db.prisma.service.findFirstOrThrow({
      where: { companyId: a.company.id, name: "Window Washing" },
    });
    expect(stored.basePrice.toFixed(2)).toBe("9.35");
    expect(stored).toMatchObject({ unitType: "per_item", estimatedTime: 10, icon: "droplets" });

    // Again with skip: nothing added; with all services: only the missing one.
    const again = await applyCommunityTemplate(a.company.id, template.id, {});
    expect(again).toMatchObject({ added: { names: ["Deep Clean"] }, skipped: { count: 1 } });
    expect(await priceBook(b.company.id)).toEqual(bBefore);
    expect(
      await db.prisma.templateUsage.findMany({
        where: { companyId: a.company.id },
        select: { kind: true, templateId: true, templateVersion: true },
      }),
    ).toEqual([
      { kind: "community", templateId: template.id, templateVersion: 1 },
      { kind: "community", templateId: template.id, templateVersion: 1 },
    ]);
    expect((await templateUsage("community"))[template.id]).toEqual({
      applications: (usageBefore?.applications ?? 0) + 2,
      companies: (usageBefore?.companies ?? 0) + 1,
    });
    // Another book's service id is not a service of this one.
    const error = await rejection(
      applyCommunityTemplate(a.company.id, template.id, { serviceKeys: [stored.id] }),
    );
    expect(error).toMatchObject({ kind: "invalid" });
  });

  it("a failure mid-apply leaves the price book unchanged", async () => {
    const { template } = await publisher();
    const owner = await createOwner(db.prisma, "Rollback Community");
    await db.prisma.service.create({
      data: {
        companyId: owner.company.id,
        name: "deep clean",
        category: "cleaning",
        basePrice: "150.00",
      },
    });
    const before = await priceBook(owner.company.id);
    await db.prisma.$executeRawUnsafe(`
      CREATE FUNCTION community_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'injected failure'; END $$`);
    await db.prisma.$executeRawUnsafe(
      `CREATE TRIGGER community_fail BEFORE INSERT ON "TemplateUsage" FOR EACH ROW EXECUTE FUNCTION community_fail()`,
    );
    try {
      const error = await rejection(
        applyCommunityTemplate(owner.company.id, template.id, { onDuplicate: "replace" }),
      );
      expect(String(error)).toMatch(/injected failure/);
      expect(await priceBook(owner.company.id)).toEqual(before);
    } finally {
      await db.prisma.$executeRawUnsafe(`DROP TRIGGER community_fail ON "TemplateUsage"`);
      await db.prisma.$executeRawUnsafe(`DROP FUNCTION community_fail()`);
    }
  });
});
