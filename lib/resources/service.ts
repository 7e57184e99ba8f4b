import { z } from "zod";
import { SERVICE_CATEGORIES } from "@/lib/categories";
import { SqlParams, sqlExecutor, type SqlDb } from "@/lib/db/statements";
import {
  UNIT_TYPES,
  centsToDecimalString,
  effectiveMarkup,
  unitPriceCents,
  type FeeType,
} from "@/lib/pricing";
import {
  decimalSchema,
  decimalSql,
  isoSql,
  listSql,
  minutesSchema,
  moneySchema,
  moneySql,
  timestampSchema,
  toListPage,
  type ListQuery,
  readRowById,
} from "./common";

export const materialSchema = z
  .object({
    name: z.string(),
    unitCost: moneySchema,
    quantity: decimalSchema.meta({ description: "Per unit of the service.", example: "1.5" }),
    customerSupplies: z.boolean(),
  })
  .meta({ id: "Material" });

/**
 * A price-book service as /api/v1 answers it and service.changed carries it
 * (docs/rest-api.md): its own fields, its materials and markup, and `unitPrice`, what the
 * customer pays for one unit (docs/pricing.md M4).
 */
export const serviceSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    category: z.enum(SERVICE_CATEGORIES),
    basePrice: moneySchema,
    unitType: z.enum(UNIT_TYPES),
    estimatedMinutes: minutesSchema.meta({ description: "Minutes per unit." }),
    icon: z.string(),
    isActive: z.boolean(),
    sortOrder: z.number().int(),
    laborRateId: z.string().nullable(),
    serviceFeeId: z.string().nullable(),
    materials: z
      .array(materialSchema)
      .meta({ description: "What one unit uses, in order (docs/pricing.md M1)." }),
    markupPercent: decimalSchema
      .nullable()
      .meta({ description: "The service's own markup; null uses the company's default." }),
    unitPrice: moneySchema.meta({
      description:
        "What the customer pays for one unit: base price, labor, materials and markup (docs/pricing.md M4).",
    }),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: "Service" });

export type ServiceResource = z.infer<typeof serviceSchema>;

type ServiceRow = Omit<ServiceResource, "unitPrice"> & {
  laborRate: string | null;
  fee: { name: string; type: FeeType; amount: string } | null;
  defaultMarkupPercent: string;
};

const SELECT = `SELECT s."id", s."name", s."description", s."category"::text AS "category",
    ${moneySql('s."basePrice"')} AS "basePrice", s."unitType"::text AS "unitType",
    s."estimatedTime" AS "estimatedMinutes", s."icon", s."isActive", s."sortOrder",
    s."laborRateId", s."serviceFeeId",
    COALESCE((SELECT json_agg(json_build_object('name', m."name",
        'unitCost', ${moneySql('m."unitCost"')}, 'quantity', ${decimalSql('m."quantity"')},
        'customerSupplies', m."customerSupplies") ORDER BY m."position", m."id")
      FROM "ServiceMaterial" m WHERE m."serviceId" = s."id"), '[]'::json) AS "materials",
    ${decimalSql('s."markupPercent"')} AS "markupPercent",
    ${isoSql('s."createdAt"')} AS "createdAt", ${isoSql('s."updatedAt"')} AS "updatedAt",
    (SELECT lr."rate"::text FROM "LaborRate" lr WHERE lr."id" = s."laborRateId") AS "laborRate",
    (SELECT json_build_object('name', f."name", 'type', f."type", 'amount', f."amount"::text)
      FROM "ServiceFee" f WHERE f."id" = s."serviceFeeId") AS "fee",
    (SELECT co."defaultMarkupPercent"::text FROM "Company" co WHERE co."id" = s."companyId")
      AS "defaultMarkupPercent"
  FROM "Service" s`;

function toService({ laborRate, fee, defaultMarkupPercent, ...row }: ServiceRow): ServiceResource {
  const cents = unitPriceCents({
    basePrice: row.basePrice,
    unitType: row.unitType,
    estimatedTime: row.estimatedMinutes,
    laborRate: laborRate === null ? null : { rate: laborRate },
    serviceFee: fee,
    materials: row.materials,
    markupPercent: effectiveMarkup(row.markupPercent, defaultMarkupPercent),
  });
  const { createdAt, updatedAt, ...fields } = row;
  return { ...fields, unitPrice: centsToDecimalString(cents), createdAt, updatedAt };
}

/**
 * One service by id, in one statement on any executor; with `companyId`, only that
 * company's. Throws a not-found error when there is none.
 */
export async function readService(
  db: SqlDb,
  id: string,
  companyId?: string,
): Promise<ServiceResource> {
  const row = await readRowById<ServiceRow>(db, SELECT, "s", "Service", id, companyId);
  return toService(row);
}

/** A page of the company's services, newest first. */
export async function listServices(db: SqlDb, query: ListQuery) {
  const p = new SqlParams();
  const rows = await sqlExecutor(db).query<ServiceRow>(
    `${SELECT} ${listSql(p, "s", query)}`,
    p.values,
  );
  return toListPage(rows.map(toService), query.limit);
}
