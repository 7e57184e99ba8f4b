import "server-only";
import { prisma } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { toMoneyString } from "@/lib/pricing";
import type { CustomTemplateInput } from "@/lib/validation/template";
import { bumpPriceBook } from "@/lib/calculator/price-book";
import { assertWithinLimit } from "@/lib/billing/limits";

const include = { services: { orderBy: { name: "asc" as const } } } as const;

export async function listCustomTemplates(companyId: string) {
  return prisma.customTemplate.findMany({
    where: { companyId },
    include,
    orderBy: { createdAt: "desc" },
  });
}

export async function createCustomTemplate(companyId: string, input: CustomTemplateInput) {
  return prisma.customTemplate.create({
    data: {
      companyId,
      name: input.name,
      description: input.description,
      services: {
        create: input.services.map((service) => ({
          ...service,
          basePrice: toMoneyString(service.basePrice),
        })),
      },
    },
    include,
  });
}

export async function deleteCustomTemplate(companyId: string, id: string) {
  const { count } = await prisma.customTemplate.deleteMany({ where: { id, companyId } });
  if (count === 0) throw notFound("Template not found.");
  return { id, deleted: true };
}

/** Adds every service of one of the company's templates to its price book, in one transaction. */
export async function applyCustomTemplate(companyId: string, id: string) {
  return prisma.$transaction(async (tx) => {
    const template = await tx.customTemplate.findFirst({ where: { id, companyId }, include });
    if (!template) throw notFound("Template not found.");
    await bumpPriceBook(tx, companyId);
    await assertWithinLimit(tx, companyId, "services", { adding: template.services.length });
    const last = await tx.service.aggregate({ where: { companyId }, _max: { sortOrder: true } });
    const start = (last._max.sortOrder ?? 0) + 1;
    await tx.service.createMany({
      data: template.services.map((service, index) => ({
        companyId,
        name: service.name,
        description: service.description,
        category: service.category,
        basePrice: service.basePrice,
        unitType: service.unitType,
        estimatedTime: service.estimatedTime,
        icon: service.icon,
        sortOrder: start + index,
      })),
    });
    return { created: template.services.length };
  });
}
