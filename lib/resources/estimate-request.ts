import { z } from "zod";
import { $Enums } from "@prisma/client";
import { SqlParams, sqlExecutor, type SqlDb } from "@/lib/db/statements";
import { UNIT_TYPES } from "@/lib/pricing";
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

export const ESTIMATE_REQUEST_STATUSES = Object.values($Enums.EstimateStatus) as [
  $Enums.EstimateStatus,
  ...$Enums.EstimateStatus[],
];

export const estimateRequestItemSchema = z
  .object({
    id: z.string(),
    serviceId: z.string().nullable(),
    name: z.string(),
    unitType: z.enum(UNIT_TYPES),
    quantity: decimalSchema.meta({ example: "2" }),
    unitPrice: moneySchema,
    lineSubtotal: moneySchema,
    feeName: z.string().nullable(),
    feeAmount: moneySchema,
    minutes: minutesSchema.meta({ description: "Minutes for the whole line." }),
  })
  .meta({ id: "EstimateRequestItem" });

export const customerSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    zip: z.string().nullable(),
  })
  .meta({ id: "Customer", description: "The contact details the customer gave." });

/** A service address: where the work is done (a client's property, or what the customer typed). */
export const serviceAddressResourceSchema = z
  .object({
    line1: z.string().meta({ example: "12 Oak St" }),
    line2: z.string().nullable().meta({ example: "Apt 3" }),
    city: z.string().meta({ example: "Austin" }),
    region: z.string().meta({ example: "TX", description: "State, province or region." }),
    postalCode: z.string().meta({ example: "78701" }),
  })
  .meta({
    id: "ServiceAddress",
    description:
      "Where the work is done. A request carries the address the customer gave (null: none); a quote its client's property (null: none picked).",
  });

export const preferredWindowResourceSchema = z
  .object({
    date: z.string().meta({ example: "2026-12-03", description: "A day, YYYY-MM-DD." }),
    // lib/validation/estimate.ts WINDOW_PERIODS (resources import no domain folder).
    period: z.enum(["morning", "afternoon", "evening"]).meta({
      description: "morning (8am–12pm), afternoon (12–5pm) or evening (5–8pm).",
    }),
  })
  .meta({ id: "PreferredWindow", description: "A time that suits the customer." });

/** The address as the customer typed it (a JSON column), each part explicit. */
export const serviceAddressSql = (column: string) => `CASE WHEN jsonb_typeof(${column}) = 'object'
    THEN json_build_object('line1', ${column}->>'line1', 'line2', NULLIF(${column}->>'line2', ''),
      'city', ${column}->>'city', 'region', ${column}->>'region',
      'postalCode', ${column}->>'postalCode') END`;

/**
 * An estimate request as /api/v1 answers it and estimate_request.created carries it
 * (docs/rest-api.md): the totals are the server's, from the price book.
 */
export const estimateRequestSchema = z
  .object({
    id: z.string(),
    status: z.enum(ESTIMATE_REQUEST_STATUSES),
    customer: customerSchema,
    clientId: z.string().nullable(),
    notes: z.string().nullable(),
    serviceAddress: serviceAddressResourceSchema.nullable(),
    description: z.string().nullable().meta({ description: "The customer's words about the job." }),
    photoIds: z.array(z.string()).meta({
      description:
        "The customer's photos, oldest first (GET /api/photos/{id} signed in; not in /api/v1).",
    }),
    preferredWindows: z.array(preferredWindowResourceSchema),
    smsConsent: z.boolean().meta({
      description: "The customer agreed to text messages about this request.",
    }),
    outsideServiceArea: z.boolean(),
    isSpam: z.boolean(),
    source: z.string().meta({ description: '"direct", "embed" or "api".' }),
    subtotal: moneySchema,
    taxAmount: moneySchema,
    totalAmount: moneySchema,
    totalMinutes: minutesSchema,
    items: z.array(estimateRequestItemSchema),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: "EstimateRequest" });

export type EstimateRequestResource = z.infer<typeof estimateRequestSchema>;

const SELECT = `SELECT r."id", r."status"::text AS "status",
    json_build_object('name', r."customerName", 'email', r."customerEmail",
      'phone', r."customerPhone", 'zip', r."customerZip") AS "customer",
    r."clientId", r."notes", ${serviceAddressSql('r."serviceAddress"')} AS "serviceAddress",
    r."description",
    COALESCE((SELECT json_agg(ph."id" ORDER BY ph."createdAt", ph."id") FROM "Photo" ph
      WHERE ph."estimateRequestId" = r."id"), '[]'::json) AS "photoIds",
    COALESCE((SELECT json_agg(json_build_object('date', w.value->>'date',
        'period', w.value->>'period') ORDER BY w.ordinality)
      FROM jsonb_array_elements(CASE WHEN jsonb_typeof(r."preferredWindows") = 'array'
        THEN r."preferredWindows" ELSE '[]'::jsonb END) WITH ORDINALITY AS w),
      '[]'::json) AS "preferredWindows",
    r."smsConsent", r."outsideServiceArea", r."isSpam", r."source",
    ${moneySql('r."subtotal"')} AS "subtotal", ${moneySql('r."taxAmount"')} AS "taxAmount",
    ${moneySql('r."totalAmount"')} AS "totalAmount", r."totalTime" AS "totalMinutes",
    COALESCE((SELECT json_agg(json_build_object('id', i."id", 'serviceId', i."serviceId",
        'name', i."name", 'unitType', i."unitType", 'quantity', ${decimalSql('i."quantity"')},
        'unitPrice', ${moneySql('i."unitPrice"')}, 'lineSubtotal', ${moneySql('i."lineSubtotal"')},
        'feeName', i."feeName", 'feeAmount', ${moneySql('i."feeAmount"')}, 'minutes', i."time")
        ORDER BY i."id")
      FROM "EstimateRequestItem" i WHERE i."estimateRequestId" = r."id"), '[]'::json) AS "items",
    ${isoSql('r."createdAt"')} AS "createdAt", ${isoSql('r."updatedAt"')} AS "updatedAt"
  FROM "EstimateRequest" r`;

/**
 * One estimate request by id with its lines, in one statement on any executor (the public
 * form's plain-SQL transaction included); with `companyId`, only that company's. Throws a
 * not-found error when there is none.
 */
export async function readEstimateRequest(
  db: SqlDb,
  id: string,
  companyId?: string,
): Promise<EstimateRequestResource> {
  const row = await readRowById<EstimateRequestResource>(
    db,
    SELECT,
    "r",
    "Estimate request",
    id,
    companyId,
  );
  return row;
}

/** A page of the company's estimate requests (spam included), newest first. */
export async function listEstimateRequests(
  db: SqlDb,
  query: ListQuery & { status?: $Enums.EstimateStatus },
) {
  const p = new SqlParams();
  const extra = query.status ? [`r."status"::text = ${p.add(query.status, "text")}`] : [];
  const rows = await sqlExecutor(db).query<EstimateRequestResource>(
    `${SELECT} ${listSql(p, "r", query, extra)}`,
    p.values,
  );
  return toListPage(rows, query.limit);
}
