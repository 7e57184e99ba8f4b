import "server-only";
import type { Prisma } from "@prisma/client";
import { invalid } from "@/lib/errors";
import { prisma } from "@/lib/db";
import {
  computeEstimate,
  isValidQuantity,
  UNIT_TYPE_INFO,
  type EstimateBreakdown,
  type PricingService,
} from "@/lib/pricing";
import { visibleServicesWhere } from "@/lib/calculator/services";
import type { ServiceCategory } from "@/lib/categories";

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
    throw invalid(`Invalid body. ${first.path}: ${first.message}`, issues);
  }
  const breakdown = computeEstimate(lines, {
    serviceCallFee: company.serviceCallFee,
    taxRate: company.taxRate,
  });
  checkStorable(breakdown);
  return breakdown;
}

/** The largest value of an int4 column (minutes of a line and of the request). */
export const MAX_STORED_MINUTES = 2_147_483_647;
/** Decimal(14, 2) holds less than 10^12 dollars (line subtotals, fees and the totals). */
export const MAX_STORED_CENTS = 10 ** 14 - 1;

/**
 * Large quantities of long or expensive services can add up to more than the request's
 * columns hold: that is the customer's input, so a 400 naming the first line at which a
 * line or the running total no longer fits, never a database error.
 */
function checkStorable(breakdown: EstimateBreakdown<PricingService>) {
  const refuse = (index: number, what: "time" | "amount") => {
    const path = `items.${index}.quantity`;
    const message = `This quantity makes the estimate's total ${what} too large.`;
    throw invalid(`Invalid body. ${path}: ${message}`, [{ path, message }]);
  };
  let minutes = 0;
  let cents = breakdown.serviceCallFeeCents;
  breakdown.lines.forEach((line, index) => {
    minutes += line.minutes;
    cents += line.subtotalCents + (line.fee?.amountCents ?? 0);
    if (minutes > MAX_STORED_MINUTES) refuse(index, "time");
    if (cents > MAX_STORED_CENTS) refuse(index, "amount");
  });
  // Tax comes on top of the whole subtotal: the last line is the one that tipped it over.
  if (breakdown.totalCents > MAX_STORED_CENTS) refuse(breakdown.lines.length - 1, "amount");
}
