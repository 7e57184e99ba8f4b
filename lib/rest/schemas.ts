import { z } from "zod";
import { SERVICE_CATEGORIES } from "@/lib/categories";
import { UNIT_TYPES, FEE_TYPES } from "@/lib/pricing";
import { ESTIMATE_STATUSES } from "@/lib/validation/estimate";
import { QUOTE_STATUSES } from "@/lib/validation/quote-values";
import {
  categorySchema,
  descriptionSchema,
  estimatedTimeSchema,
  idSchema,
  markupPercentSchema,
  materialsSchema,
  moneySchema,
  serviceFieldsSchema,
  serviceNameSchema,
  unitTypeSchema,
} from "@/lib/validation/service";

/**
 * The zod schemas of the REST API (/api/v1, docs/rest-api.md): the route handlers parse with
 * them and lib/api/v1-openapi.ts generates the OpenAPI document from the same objects, so the
 * document cannot drift from what the handlers accept and return.
 */

// ---------------------------------------------------------------- shared pieces

/** Money as the rest of the API returns it (docs/api.md): a decimal string with two decimals. */
const money = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .meta({ description: "USD amount, a decimal string with two decimals.", example: "149.00" });
const timestamp = z.iso.datetime().meta({ example: "2026-01-15T14:30:00.000Z" });
const nullableTimestamp = timestamp.nullable();

export const idParams = z.object({
  id: idSchema.meta({ description: "The record's id.", example: "cmabc123def456" }),
});

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;

/** Where a page ends: the last record's creation time and id (newest first, id breaks ties). */
export type Cursor = { createdAt: Date; id: string };

export function encodeCursor(cursor: Cursor) {
  return Buffer.from(JSON.stringify([cursor.createdAt.toISOString(), cursor.id])).toString(
    "base64url",
  );
}

function decodeCursor(text: string): Cursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [at, id] = value;
    if (typeof at !== "string" || typeof id !== "string") return null;
    if (!idSchema.safeParse(id).success || !z.iso.datetime().safeParse(at).success) return null;
    return { createdAt: new Date(at), id };
  } catch {
    return null;
  }
}

const cursorSchema = z
  .string()
  .max(200)
  .transform((text, ctx) => {
    const cursor = decodeCursor(text);
    if (!cursor) {
      ctx.addIssue({ code: "custom", message: "Invalid cursor: pass next_cursor unchanged." });
      return z.NEVER;
    }
    return cursor;
  })
  .meta({ description: "The `next_cursor` of the previous page; omit for the first page." });

/** A date (midnight UTC) or a date-time with a zone, as a Date. */
const instant = (description: string) =>
  z
    .union([z.iso.datetime({ offset: true }), z.iso.date()], {
      error: "Expected a date (YYYY-MM-DD) or an ISO 8601 date-time.",
    })
    .transform((text) => new Date(text))
    .meta({ description, example: "2026-01-01" });

const pageQueryShape = {
  cursor: cursorSchema.optional(),
  limit: z.coerce
    .number({ error: "limit must be a number." })
    .int("limit must be a whole number.")
    .min(1, "limit must be at least 1.")
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}.`)
    .default(DEFAULT_PAGE_SIZE)
    .meta({ description: `Records per page, 1 to ${MAX_PAGE_SIZE}.` }),
  created_after: instant("Only records created at or after this time.").optional(),
  created_before: instant("Only records created before this time.").optional(),
};

const pageQuery = z.object(pageQueryShape).strict();

export const clientListQuery = pageQuery;
export const estimateListQuery = pageQuery.extend({
  status: z
    .enum(ESTIMATE_STATUSES, {
      error: `status must be one of: ${ESTIMATE_STATUSES.join(", ")}.`,
    })
    .optional(),
});
export const quoteListQuery = pageQuery.extend({
  status: z
    .enum(QUOTE_STATUSES, { error: `status must be one of: ${QUOTE_STATUSES.join(", ")}.` })
    .optional(),
});
export const serviceListQuery = pageQuery;

export type PageQuery = {
  cursor?: Cursor;
  limit: number;
  created_after?: Date;
  created_before?: Date;
};

const page = <T extends z.ZodType>(item: T, id: string) =>
  z
    .object({
      data: z.array(item),
      next_cursor: z
        .string()
        .nullable()
        .meta({ description: "Pass as `cursor` for the next page; null on the last page." }),
    })
    .meta({ id });

// ---------------------------------------------------------------- records

export const clientSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    notes: z.string().nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "Client" });

export const estimateRequestItemSchema = z
  .object({
    id: z.string(),
    serviceId: z.string().nullable(),
    name: z.string(),
    unitType: z.enum(UNIT_TYPES),
    quantity: z.string().meta({ example: "2.00" }),
    unitPrice: money,
    lineSubtotal: money,
    feeName: z.string().nullable(),
    feeAmount: money,
    time: z.number().int().meta({ description: "Minutes for the whole line." }),
  })
  .meta({ id: "EstimateRequestItem" });

export const estimateRequestSchema = z
  .object({
    id: z.string(),
    status: z.enum(ESTIMATE_STATUSES),
    customerName: z.string(),
    customerEmail: z.string(),
    customerPhone: z.string().nullable(),
    customerZip: z.string().nullable(),
    notes: z.string().nullable(),
    outsideServiceArea: z.boolean(),
    isSpam: z.boolean(),
    clientId: z.string().nullable(),
    subtotal: money,
    taxAmount: money,
    totalAmount: money,
    totalTime: z.number().int().meta({ description: "Minutes." }),
    items: z.array(estimateRequestItemSchema),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "EstimateRequest" });

export const quoteLineSchema = z
  .object({
    id: z.string(),
    group: z.string().nullable().meta({ description: "Name of the option group, if any." }),
    serviceId: z.string().nullable(),
    name: z.string(),
    description: z.string().nullable(),
    unitType: z.enum(UNIT_TYPES),
    unitPrice: money,
    quantity: z.string().meta({ example: "1.00" }),
    feeName: z.string().nullable(),
    feeType: z.enum(FEE_TYPES).nullable(),
    feeValue: z.string().nullable(),
    optional: z.boolean(),
    selected: z.boolean(),
    lineTotal: money,
  })
  .meta({ id: "QuoteLine" });

export const quoteSchema = z
  .object({
    id: z.string(),
    number: z.string().meta({ example: "Q-0012" }),
    revision: z.number().int(),
    status: z.enum(QUOTE_STATUSES),
    title: z.string().nullable(),
    clientId: z.string().nullable(),
    estimateRequestId: z.string().nullable(),
    subtotal: money,
    discountAmount: money,
    taxAmount: money,
    total: money,
    depositAmount: money,
    expiresAt: nullableTimestamp,
    sentAt: nullableTimestamp,
    firstViewedAt: nullableTimestamp,
    approvedAt: nullableTimestamp,
    declinedAt: nullableTimestamp,
    lines: z.array(quoteLineSchema),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "Quote" });

export const serviceSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    category: z.enum(SERVICE_CATEGORIES),
    basePrice: money,
    unitType: z.enum(UNIT_TYPES),
    estimatedTime: z.number().int().meta({ description: "Minutes." }),
    icon: z.string(),
    isActive: z.boolean(),
    sortOrder: z.number().int(),
    laborRateId: z.string().nullable(),
    serviceFeeId: z.string().nullable(),
    materials: z
      .array(
        z
          .object({
            name: z.string(),
            unitCost: money,
            quantity: z.string().meta({ description: "Per unit of the service.", example: "1.5" }),
            customerSupplies: z.boolean(),
          })
          .meta({ id: "Material" }),
      )
      .meta({ description: "What one unit uses, in order (docs/pricing.md M1)." }),
    markupPercent: z
      .string()
      .nullable()
      .meta({ description: "The service's own markup; null uses the company's default." }),
    unitPrice: money.meta({
      description:
        "What the customer pays for one unit: base price, labor, materials and markup (docs/pricing.md M4).",
    }),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "Service" });

export const clientPage = page(clientSchema, "ClientPage");
export const estimateRequestPage = page(estimateRequestSchema, "EstimateRequestPage");
export const quotePage = page(quoteSchema, "QuotePage");
export const servicePage = page(serviceSchema, "ServicePage");

export type ClientV1 = z.infer<typeof clientSchema>;
export type EstimateRequestV1 = z.infer<typeof estimateRequestSchema>;
export type QuoteV1 = z.infer<typeof quoteSchema>;
export type ServiceV1 = z.infer<typeof serviceSchema>;
export type Page<T> = { data: T[]; next_cursor: string | null };

// ---------------------------------------------------------------- service writes

/** POST /api/v1/services: the fields the Service Builder sends (lib/validation/service.ts). */
export const serviceCreateBody = serviceFieldsSchema
  .omit({ companyId: true })
  .strict()
  .meta({ id: "ServiceCreate" });

/**
 * PATCH /api/v1/services/{id}: only the fields sent change. Absent fields stay absent here
 * (no defaults); the merged service is validated again by the create schema's rules.
 */
export const serviceUpdateBody = z
  .object({
    name: serviceNameSchema.optional(),
    description: descriptionSchema.optional(),
    category: categorySchema.optional(),
    basePrice: moneySchema("Base price").optional(),
    unitType: unitTypeSchema.optional(),
    estimatedTime: estimatedTimeSchema.optional(),
    icon: z.string().max(40, "Icon can have at most 40 characters.").optional(),
    isActive: z.boolean({ error: "isActive must be true or false." }).optional(),
    laborRateId: idSchema.nullable().optional(),
    serviceFeeId: idSchema.nullable().optional(),
    materials: materialsSchema.optional(),
    markupPercent: markupPercentSchema.nullable().optional(),
  })
  .strict()
  .meta({ id: "ServiceUpdate" });
export type ServiceUpdateInput = z.infer<typeof serviceUpdateBody>;

// ---------------------------------------------------------------- errors

export const errorSchema = z
  .object({
    message: z.string(),
    code: z.string().meta({ example: "validation_error" }),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: "Error" });
