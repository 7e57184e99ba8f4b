import "server-only";
import { notFound } from "@/lib/errors";
import { changeCompanySlug, slugTaken } from "@/lib/companies/slug";
import { prisma } from "@/lib/db";
import { uniqueViolation } from "@/lib/db/errors";
import { toMoneyString } from "@/lib/pricing";
import type { calculatorSettingsSchema } from "@/lib/validation/calculator-settings";
import type { z } from "zod";
import type { CalculatorSettingsDto, CalculatorServiceRow } from "./settings-types";
import { bumpPriceBook } from "./price-book";

const select = {
  slug: true,
  name: true,
  logo: true,
  accentColor: true,
  calculatorCategories: true,
  defaultCategory: true,
  serviceCallFee: true,
  taxRate: true,
  defaultMarkupPercent: true,
  thankYouMessage: true,
  requireServiceAddress: true,
  requireDescription: true,
  requirePhotos: true,
} as const;

export async function getCalculatorSettings(companyId: string): Promise<CalculatorSettingsDto> {
  const company = await prisma.company.findUnique({ where: { id: companyId }, select });
  if (!company) throw notFound("Company not found.");
  return {
    ...company,
    serviceCallFee: company.serviceCallFee ? toMoneyString(company.serviceCallFee) : null,
    taxRate: company.taxRate.toString(),
    defaultMarkupPercent: company.defaultMarkupPercent.toString(),
  };
}

/**
 * Saves calculator settings. A new slug must be free (no other company's slug or old slug);
 * the old one is kept as a redirect so links already shared keep working.
 */
export async function updateCalculatorSettings(
  companyId: string,
  input: z.output<typeof calculatorSettingsSchema>,
): Promise<CalculatorSettingsDto> {
  const { slug, ...rest } = input;
  try {
    await prisma.$transaction(async (tx) => {
      const current = await tx.company.findUniqueOrThrow({
        where: { id: companyId },
        select: { slug: true },
      });
      if (slug) await changeCompanySlug(tx, companyId, current.slug, slug);
      await bumpPriceBook(tx, companyId);
      if (Object.keys(rest).length > 0)
        await tx.company.update({ where: { id: companyId }, data: rest });
    });
  } catch (error) {
    if (uniqueViolation(error)) throw slugTaken();
    throw error;
  }
  return getCalculatorSettings(companyId);
}

export async function listCalculatorServices(companyId: string): Promise<CalculatorServiceRow[]> {
  return prisma.service.findMany({
    where: { companyId },
    orderBy: [{ category: "asc" }, { sortOrder: "asc" }, { name: "asc" }],
    select: { id: true, name: true, category: true, isActive: true },
  });
}

/** Shows or hides services in the calculator; ids of other companies are a 404 and change nothing. */
export async function setServiceVisibility(
  companyId: string,
  services: { id: string; isActive: boolean }[],
) {
  const ids = [...new Set(services.map((service) => service.id))];
  const owned = await prisma.service.count({ where: { companyId, id: { in: ids } } });
  if (owned !== ids.length) throw notFound("Service not found.");
  await prisma.$transaction(async (tx) => {
    for (const service of services) {
      await tx.service.updateMany({
        where: { id: service.id, companyId },
        data: { isActive: service.isActive },
      });
    }
    await bumpPriceBook(tx, companyId);
  });
  return listCalculatorServices(companyId);
}
