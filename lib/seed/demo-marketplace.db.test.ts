/** @jest-environment node */
import { createOwner } from "@/test/db";
import { databaseForSuite } from "@/test/demo-seed";
import { getCommunityTemplate, listCommunityTemplates } from "@/lib/marketplace/community";
import { DEMO_SERVICES } from "./demo-price-book";
import { DEMO_COMMUNITY_TEMPLATE, seedDemoMarketplace } from "./demo-marketplace";

const db = databaseForSuite();

it("publishes the demo's painting and cleaning services to Community, under its name", async () => {
  const demo = await createOwner(db.prisma, "Brightline Home Services");
  const { id } = await db.prisma.$transaction((tx) => seedDemoMarketplace(tx, demo.company.id));
  const newcomer = await createOwner(db.prisma, "Newcomer");

  const listed = (await listCommunityTemplates(newcomer.company.id)).find(
    (entry) => entry.id === id,
  );
  const expected = DEMO_SERVICES.filter((service) =>
    DEMO_COMMUNITY_TEMPLATE.categories.includes(service.category),
  );
  expect(listed).toMatchObject({
    name: DEMO_COMMUNITY_TEMPLATE.publicName,
    trade: "painting",
    publisherName: "Brightline Home Services",
    mine: false,
    hidden: false,
    serviceCount: expected.length,
    categories: ["cleaning", "painting"],
  });
  const book = await getCommunityTemplate(newcomer.company.id, id);
  for (const service of expected)
    expect(book.services.find((entry) => entry.name === service.name)).toMatchObject({
      basePrice: service.basePrice,
      unitType: service.unitType,
      estimatedTime: service.estimatedTime,
    });
});
