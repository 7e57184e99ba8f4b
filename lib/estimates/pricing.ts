import "server-only";
import type { Prisma } from "@prisma/client";
import { invalid } from "@/lib/errors";
import { prisma } from "@/lib/db";
import {
  computeEstimate,
  effectiveMarkup,
  isValidQuantity,
  UNIT_TYPE_INFO,
  type EstimateBreakdown,
  type DecimalLike,
  type FeeType,
  type PricingService,
  type UnitType,
} from "@/lib/pricing";
import type { ServiceAreaLike } from "@/lib/service-areas/match";
import { visibleServicesWhere } from "@/lib/calculator/services";
import { rawRead } from "@/lib/calculator/raw-read";
import { prepared } from "@/lib/db/statements";
import type { ServiceCategory } from "@/lib/categories";

type Company = {
  id: string;
  calculatorCategories: ServiceCategory[];
  serviceCallFee: Prisma.Decimal | null;
  taxRate: Prisma.Decimal;
  defaultMarkupPercent: Prisma.Decimal;
};
type ItemInput = { id: string; quantity: number };

/** A service as the pricing needs it: its price, unit, time, labor rate, fee, materials and markup. */
export type SubmissionService = PricingService & {
  id: string;
  name: string;
  unitType: PricingService["unitType"];
};

/**
 * Prices the submitted lines from the company's active price book (the customer's prices
 * are never used). An unknown, inactive, hidden or foreign service id is a 400 naming it.
 */
export async function priceSubmission(company: Company, items: readonly ItemInput[]) {
  const ids = [...new Set(items.map((item) => item.id))];
  const services = await prisma.service.findMany({
    where: { ...visibleServicesWhere(company.id, company.calculatorCategories), id: { in: ids } },
    include: { laborRate: true, serviceFee: true, materials: true },
  });
  const priced = services.map((service) => ({
    ...service,
    markupPercent: effectiveMarkup(service.markupPercent, company.defaultMarkupPercent),
  }));
  return priceLoadedSubmission(company, priced, items);
}

/**
 * The same from services already read (`services`: the company's visible services among
 * the submitted ids, as `loadSubmission` returns them).
 */
export function priceLoadedSubmission<T extends SubmissionService>(
  company: { serviceCallFee: DecimalLike | null; taxRate: DecimalLike },
  services: readonly T[],
  items: readonly ItemInput[],
) {
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

type ServiceJson = {
  id: string;
  name: string;
  unitType: UnitType;
  basePrice: string;
  estimatedTime: number;
  laborRate: string | null;
  feeName: string | null;
  feeType: FeeType | null;
  feeAmount: string | null;
  /** The materials the company supplies (docs/pricing.md M2). */
  materials: { unitCost: string; quantity: string }[];
  /** The service's own markup, else the company's default (M5). */
  markupPercent: string;
};

export type SubmissionContext = {
  id: string;
  isActive: boolean;
  calculatorCategories: ServiceCategory[];
  /** Decimal text (e.g. "49.00"). */
  serviceCallFee: string | null;
  taxRate: string;
  thankYouMessage: string | null;
  /** IANA zone: which day is today for the preferred windows. */
  timeZone: string;
  /** Calculator Setup: the request fields the customer must fill in. */
  requireServiceAddress: boolean;
  requireDescription: boolean;
  requirePhotos: boolean;
  serviceAreas: ServiceAreaLike[];
  /** The company's active services in a shown category among the requested ids. */
  services: SubmissionService[];
};

const SUBMISSION_SQL = prepared(
  `SELECT c."id", c."isActive", c."calculatorCategories"::text[] AS "calculatorCategories",
      c."serviceCallFee"::text AS "serviceCallFee", c."taxRate"::text AS "taxRate",
      c."thankYouMessage", c."timeZone", c."requireServiceAddress", c."requireDescription",
      c."requirePhotos",
      COALESCE((SELECT json_agg(json_build_object('kind', a."kind", 'normalized', a."normalized"))
        FROM "ServiceArea" a WHERE a."companyId" = c."id"), '[]'::json) AS "serviceAreas",
      COALESCE((SELECT json_agg(json_build_object(
          'id', s."id", 'name', s."name", 'unitType', s."unitType",
          'basePrice', s."basePrice"::text, 'estimatedTime', s."estimatedTime",
          'laborRate', l."rate"::text, 'feeName', f."name", 'feeType', f."type",
          'feeAmount', f."amount"::text,
          'markupPercent', COALESCE(s."markupPercent", c."defaultMarkupPercent")::text,
          'materials', COALESCE((SELECT json_agg(json_build_object(
              'unitCost', m."unitCost"::text, 'quantity', m."quantity"::text))
            FROM "ServiceMaterial" m
            WHERE m."serviceId" = s."id" AND NOT m."customerSupplies"), '[]'::json)))
        FROM "Service" s
        LEFT JOIN "LaborRate" l ON l."id" = s."laborRateId"
        LEFT JOIN "ServiceFee" f ON f."id" = s."serviceFeeId"
        WHERE s."companyId" = c."id" AND s."isActive" AND s."id" = ANY($2::text[])
          AND (cardinality(c."calculatorCategories") = 0
               OR s."category" = ANY(c."calculatorCategories"))), '[]'::json) AS "services"
    FROM "Company" c WHERE c."id" = $1`,
);

/**
 * Everything a submission is checked and priced against, in one round trip: the company's
 * calculator settings, its service areas, and those of the requested services that the
 * calculator shows (same rows as `visibleServicesWhere`), with labor rate, fee, the
 * materials the company supplies and the markup that applies (docs/pricing.md M2, M5). Prices
 * travel as text, never as floating-point JSON numbers. Null for an unknown company.
 */
export async function loadSubmission(
  companyId: string,
  serviceIds: readonly string[],
): Promise<SubmissionContext | null> {
  const ids = [...new Set(serviceIds)];
  const rows = await rawRead<
    Omit<SubmissionContext, "services" | "serviceAreas"> & {
      serviceAreas: ServiceAreaLike[];
      services: ServiceJson[];
    }
  >(SUBMISSION_SQL, [companyId, ids]);
  const row = rows[0];
  if (!row) return null;
  return {
    ...row,
    services: row.services.map((service) => ({
      id: service.id,
      name: service.name,
      unitType: service.unitType,
      basePrice: service.basePrice,
      estimatedTime: service.estimatedTime,
      laborRate: service.laborRate === null ? null : { rate: service.laborRate },
      serviceFee:
        service.feeName !== null && service.feeType !== null && service.feeAmount !== null
          ? { name: service.feeName, type: service.feeType, amount: service.feeAmount }
          : null,
      materials: service.materials,
      markupPercent: service.markupPercent,
    })),
  };
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
