import "server-only";
import type { Prisma } from "@prisma/client";
import { badRequest } from "@/lib/api/errors";
import { prisma } from "@/lib/db";
import { computeEstimate, isValidQuantity, UNIT_TYPE_INFO } from "@/lib/pricing";
import { visibleServicesWhere } from "@/lib/public/services";
import type { ServiceCategory } from "@/lib/validation/company";

type Company = {
  id: string;
  calculatorCategories: ServiceCategory[];
  serviceCallFee: Prisma.Decimal | null;
  taxRate: Prisma.Decimal;
};
type ItemInput = { id: string; quantity: number };

/**
 * Prices the submitted lines from the company's active price book (the customer's prices
 * are never used). An unknown, inactive, hidden or foreign service id is a 400 naming it.
 */
export async function priceSubmission(company: Company, items: readonly ItemInput[]) {
  const ids = [...new Set(items.map((item) => item.id))];
  const services = await prisma.service.findMany({
    where: { ...visibleServicesWhere(company.id, company.calculatorCategories), id: { in: ids } },
    include: { laborRate: true, serviceFee: true },
  });
  const byId = new Map(services.map((service) => [service.id, service]));
  const issues: { path: string; message: string }[] = [];
  const lines = items.flatMap((item, index) => {
    const service = byId.get(item.id);
    if (!service) {
      issues.push({ path: `items.${index}.id`, message: `Service ${item.id} is not available.` });
      return [];
    }
    if (!isValidQuantity(service.unitType, item.quantity)) {
      const step = UNIT_TYPE_INFO[service.unitType].step;
      issues.push({
        path: `items.${index}.quantity`,
        message: `Quantity of ${service.name} must be a positive multiple of ${step}.`,
      });
      return [];
    }
    return [{ item: service, quantity: item.quantity }];
  });
  if (issues.length > 0) {
    const first = issues[0];
    throw badRequest(`Invalid body. ${first.path}: ${first.message}`, issues);
  }
  return computeEstimate(lines, {
    serviceCallFee: company.serviceCallFee,
    taxRate: company.taxRate,
  });
}
