import type { Prisma } from "@prisma/client";
import type { ServiceCategory } from "@/lib/categories";
import { DEMO_SERVICES } from "./demo-price-book";

const DAY = 86_400_000;

/** The demo company's template in Community (docs/marketplace.md, "Community templates"). */
export const DEMO_COMMUNITY_TEMPLATE = {
  name: "Painting and cleaning price list",
  publicName: "Interior painting and home cleaning",
  publicDescription:
    "The painting and cleaning services Brightline Home Services quotes every week, at our prices.",
  publicTrade: "painting" as ServiceCategory,
  categories: ["painting", "cleaning"] as ServiceCategory[],
};

/**
 * The demo company's saved template of its painting and cleaning services, exactly as "Save as
 * Template" stores them (base prices, no labor rates or fees), published to Community under its
 * name two weeks ago, so a newcomer's Marketplace shows a community template.
 */
export async function seedDemoMarketplace(
  tx: Prisma.TransactionClient,
  companyId: string,
  now = new Date(),
) {
  const template = DEMO_COMMUNITY_TEMPLATE;
  const services = DEMO_SERVICES.filter((service) =>
    template.categories.includes(service.category),
  );
  return tx.customTemplate.create({
    data: {
      companyId,
      name: template.name,
      description: "Saved from the price book for the Community marketplace.",
      createdAt: new Date(now.getTime() - 15 * DAY),
      publishedAt: new Date(now.getTime() - 14 * DAY),
      publicName: template.publicName,
      publicDescription: template.publicDescription,
      publicTrade: template.publicTrade,
      showCompanyName: true,
      services: {
        create: services.map((service) => ({
          name: service.name,
          description: service.description,
          category: service.category,
          basePrice: service.basePrice,
          unitType: service.unitType,
          estimatedTime: service.estimatedTime,
          icon: service.icon,
        })),
      },
    },
    select: { id: true, services: { select: { id: true } } },
  });
}
