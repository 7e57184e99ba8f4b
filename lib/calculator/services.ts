import "server-only";
import { Prisma } from "@prisma/client";
import { prisma } from "@/lib/db";
import {
  UNIT_TYPE_INFO,
  centsToDecimalString,
  toMoneyString,
  type FeeType,
  type UnitType,
  unitPriceCents,
} from "@/lib/pricing";
import { SERVICE_CATEGORIES, type ServiceCategory } from "@/lib/categories";
import { resolvePublicCompany, type ResolvedCompany } from "./company";
import type { PublicService, PublicServicesResponse } from "./types";

const dec = toMoneyString;

/** Where services of the calculator come from: active, in a shown category, of this company. */
export function visibleServicesWhere(companyId: string, categories: readonly ServiceCategory[]) {
  return {
    companyId,
    isActive: true,
    ...(categories.length > 0 ? { category: { in: [...categories] } } : {}),
  };
}

export async function getPublicServices(slug: string): Promise<PublicServicesResponse> {
  return publicServicesOf(await resolvePublicCompany(slug));
}

type ServiceRow = {
  id: string;
  name: string;
  description: string | null;
  category: ServiceCategory;
  icon: string;
  unitType: UnitType;
  basePrice: Prisma.Decimal;
  estimatedTime: number;
  laborRate: Prisma.Decimal | null;
  feeName: string | null;
  feeType: FeeType | null;
  feeAmount: Prisma.Decimal | null;
  /** The service's own markup, else the company's default (docs/pricing.md M5). */
  markupPercent: Prisma.Decimal;
  /** The materials the company supplies (M2), decimals as text; never sent to the browser. */
  materials: { unitCost: string; quantity: string }[];
};

/**
 * The active services of an already resolved company, with computed unit prices: the
 * customer price of docs/pricing.md M4. Materials and markup are read to price the service and
 * never leave the server. One query with the labor rate, fee, markup and materials joined in: Prisma's `select` of the two relations costs two more
 * sequential round trips, and this endpoint is the calculator's hottest read. Same rows and
 * order as `visibleServicesWhere` with orderBy [sortOrder, name].
 */
export async function publicServicesOf(
  company: Pick<ResolvedCompany, "id" | "calculatorCategories">,
): Promise<PublicServicesResponse> {
  const categories = company.calculatorCategories;
  const rows = await prisma.$queryRaw<ServiceRow[]>`
    SELECT s.id, s.name, s.description, s.category::text AS category, s.icon,
      s."unitType"::text AS "unitType", s."basePrice", s."estimatedTime", l.rate AS "laborRate",
      f.name AS "feeName", f.type::text AS "feeType", f.amount AS "feeAmount",
      COALESCE(s."markupPercent", c."defaultMarkupPercent") AS "markupPercent",
      COALESCE((SELECT json_agg(json_build_object(
          'unitCost', m."unitCost"::text, 'quantity', m."quantity"::text))
        FROM "ServiceMaterial" m
        WHERE m."serviceId" = s.id AND NOT m."customerSupplies"), '[]'::json) AS "materials"
    FROM "Service" s
    JOIN "Company" c ON c.id = s."companyId"
    LEFT JOIN "LaborRate" l ON l.id = s."laborRateId"
    LEFT JOIN "ServiceFee" f ON f.id = s."serviceFeeId"
    WHERE s."companyId" = ${company.id} AND s."isActive"
    ${categories.length > 0 ? Prisma.sql`AND s.category::text IN (${Prisma.join(categories)})` : Prisma.empty}
    ORDER BY s."sortOrder" ASC, s.name ASC`;
  const services: PublicService[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    icon: row.icon,
    unitType: row.unitType,
    unitLabel: UNIT_TYPE_INFO[row.unitType].label,
    basePrice: dec(row.basePrice),
    estimatedTime: row.estimatedTime,
    unitPrice: centsToDecimalString(
      unitPriceCents({ ...row, laborRate: row.laborRate ? { rate: row.laborRate } : null }),
    ),
    laborRate: row.laborRate ? { rate: dec(row.laborRate) } : null,
    serviceFee:
      row.feeName !== null && row.feeType !== null && row.feeAmount !== null
        ? { name: row.feeName, type: row.feeType, amount: dec(row.feeAmount) }
        : null,
  }));
  const present = new Set(services.map((service) => service.category));
  return { services, categories: SERVICE_CATEGORIES.filter((category) => present.has(category)) };
}
