import { z } from "zod";
import {
  clientSchema,
  estimateRequestSchema,
  INVOICE_STATUSES,
  invoicePaymentSchema,
  invoiceSchema,
  JOB_STATUSES,
  jobResourceSchema,
  quoteSchema,
  serviceSchema,
  visitResourceSchema,
  type ListCursor,
  type ListPage,
  type ListQuery,
} from "@/lib/resources";
import {
  ESTIMATE_STATUSES,
  MAX_ESTIMATE_ITEMS,
  estimateRequestSchema as publicEstimateSchema,
} from "@/lib/validation/estimate";
import { clientCreateSchema, clientUpdateSchema } from "@/lib/validation/client";
import {
  MAX_QUOTE_AMOUNT,
  MAX_QUOTE_LINES,
  quotePaymentSchema,
  quoteSendSchema,
} from "@/lib/validation/quote";
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
import { SERVICE_DEFAULTS } from "@/lib/validation/service-values";
import { FEE_TYPES, MAX_QUANTITY, UNIT_TYPES } from "@/lib/pricing";

const quoteMoney = (label: string) => moneySchema(label, MAX_QUOTE_AMOUNT);
const quoteAdjustment = z
  .object({ type: z.enum(FEE_TYPES), value: z.number() })
  .strict()
  .meta({ description: "A percentage (0–100) or a fixed USD amount." });

/**
 * The request schemas of the REST API (/api/v1, docs/rest-api.md): parameters, queries and
 * bodies. The route handlers parse with them and lib/rest/openapi.ts generates the OpenAPI
 * document from the same objects; the answers are the public shapes of lib/resources.
 */

// ---------------------------------------------------------------- shared pieces

export const idParams = z.object({
  id: idSchema.meta({ description: "The record's id.", example: "cmabc123def456" }),
});

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;

/** Where a page ends: the last record's creation time and id (newest first, id breaks ties). */
export type Cursor = ListCursor;

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
export const invoiceListQuery = pageQuery.extend({
  status: z
    .enum(INVOICE_STATUSES, { error: `status must be one of: ${INVOICE_STATUSES.join(", ")}.` })
    .optional(),
});
export const invoicePaymentListQuery = pageQuery.extend({
  invoiceId: idSchema
    .optional()
    .meta({ description: "Only the payments and refunds of this invoice." }),
});

export const jobListQuery = pageQuery.extend({
  status: z
    .enum(JOB_STATUSES, { error: `status must be one of: ${JOB_STATUSES.join(", ")}.` })
    .optional(),
});
export const visitListQuery = pageQuery
  .extend({
    from: instant(
      "Only visits that end after this time (with `to`: that overlap the range).",
    ).optional(),
    to: instant("Only visits that start before this time.").optional(),
    jobId: idSchema.optional().meta({ description: "Only the visits of this job." }),
  })
  .refine((query) => !query.from || !query.to || query.from < query.to, {
    message: "from must be before to.",
    path: ["to"],
  });

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

// ---------------------------------------------------------------- pages of the public shapes

export const clientPage = page(clientSchema, "ClientPage");
export const estimateRequestPage = page(estimateRequestSchema, "EstimateRequestPage");
export const quotePage = page(quoteSchema, "QuotePage");
export const servicePage = page(serviceSchema, "ServicePage");
export const invoicePage = page(invoiceSchema, "InvoicePage");
export const invoicePaymentPage = page(invoicePaymentSchema, "InvoicePaymentPage");
export const jobPage = page(jobResourceSchema, "JobPage");
export const visitPage = page(visitResourceSchema, "VisitPage");

export type Page<T> = { data: T[]; next_cursor: string | null };

/** A list reader's page as the API sends it: the cursor encoded. */
export const toPage = <T>(list: ListPage<T>): Page<T> => ({
  data: list.data,
  next_cursor: list.next ? encodeCursor(list.next) : null,
});

/** The list readers' query (lib/resources) from a page query of the API. */
export const listQuery = (companyId: string, query: PageQuery): ListQuery => ({
  companyId,
  limit: query.limit,
  cursor: query.cursor,
  createdAfter: query.created_after,
  createdBefore: query.created_before,
});

// ---------------------------------------------------------------- service writes

/** POST /api/v1/services: the fields the Service Builder sends (lib/validation/service.ts). */
export const serviceCreateBody = serviceFieldsSchema
  .omit({ companyId: true, estimatedTime: true })
  .extend({
    estimatedMinutes: estimatedTimeSchema
      .default(SERVICE_DEFAULTS.estimatedTime)
      .meta({ description: "Minutes per unit." }),
  })
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
    estimatedMinutes: estimatedTimeSchema.optional(),
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

// ---------------------------------------------------------------- writes

const publicForm = publicEstimateSchema.shape;
const ignoredPrice = z
  .union([z.number(), z.string().max(40)])
  .optional()
  .meta({ description: "Ignored: the server prices every line from the price book." });

/**
 * POST /api/v1/estimate-requests: a customer's request as the calculator sends it, priced by
 * the server from the price book (prices sent are ignored; the answer's totals are the
 * server's).
 */
export const estimateRequestCreateBody = z
  .object({
    customer: z
      .object({
        name: publicForm.customerName,
        email: publicForm.customerEmail,
        phone: publicForm.customerPhone.optional(),
        zip: publicForm.customerZip.optional(),
      })
      .strict(),
    items: z
      .array(
        z
          .object({
            serviceId: idSchema,
            quantity: z
              .number({ error: "Quantity must be a number." })
              .finite()
              .positive("Quantity must be greater than 0.")
              .max(MAX_QUANTITY, `Quantity can be at most ${MAX_QUANTITY}.`),
            unitPrice: ignoredPrice,
          })
          .strict(),
      )
      .min(1, "Add at least one service.")
      .max(MAX_ESTIMATE_ITEMS, `At most ${MAX_ESTIMATE_ITEMS} services.`),
    totalAmount: ignoredPrice,
  })
  .strict()
  .meta({ id: "EstimateRequestCreate" });
export type EstimateRequestCreateInput = z.output<typeof estimateRequestCreateBody>;

export const clientCreateBody = clientCreateSchema.meta({ id: "ClientCreate" });
export const clientUpdateBody = clientUpdateSchema.meta({ id: "ClientUpdate" });

/** A quote line: a price-book service (its current price unless one is given) or a free line. */
const quoteLineInput = z
  .object({
    serviceId: idSchema
      .optional()
      .meta({ description: "A price-book service: name, price, fee and minutes come from it." }),
    name: z.string().max(200).optional().meta({ description: "Required for a free line." }),
    description: z.string().max(2000).nullable().optional(),
    unitType: z.enum(UNIT_TYPES).optional(),
    unitPrice: quoteMoney("Unit price")
      .optional()
      .meta({ description: "Required for a free line; a service line defaults to its price." }),
    quantity: z.number({ error: "Quantity must be a number." }),
    minutesPerUnit: z.number().int().min(0).max(100_000).optional(),
    optional: z.boolean().optional(),
  })
  .strict()
  .superRefine((line, ctx) => {
    if (line.serviceId) return;
    if (!line.name?.trim())
      ctx.addIssue({ code: "custom", path: ["name"], message: "A free line needs a name." });
    if (line.unitPrice === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["unitPrice"],
        message: "A free line needs a unit price.",
      });
  })
  .meta({ id: "QuoteLineInput" });
export type QuoteLineApiInput = z.output<typeof quoteLineInput>;

const quoteContentShape = {
  clientId: idSchema.nullable().optional(),
  title: z.string().max(200).nullable().optional(),
  message: z.string().max(5000).nullable().optional(),
  terms: z.string().max(5000).nullable().optional(),
  discount: quoteAdjustment.nullable().optional(),
  taxRate: z.number().optional().meta({ description: "Percent, e.g. 8.25." }),
  deposit: quoteAdjustment.nullable().optional(),
  expiresOn: z.iso.date().nullable().optional(),
  lines: z
    .array(quoteLineInput)
    .max(MAX_QUOTE_LINES, `At most ${MAX_QUOTE_LINES} lines.`)
    .optional()
    .meta({ description: "Replaces every line (and option group) of the quote." }),
};

/**
 * POST /api/v1/quotes: a draft from an estimate request (its lines and client), or for a
 * client, with lines of services or free lines; the company's defaults fill the rest.
 */
export const quoteCreateBody = z
  .object({ estimateRequestId: idSchema.optional(), ...quoteContentShape })
  .strict()
  .refine((value) => !(value.estimateRequestId && value.lines), {
    message: "Send an estimateRequestId or lines, not both.",
    path: ["lines"],
  })
  .meta({ id: "QuoteCreate" });
export type QuoteCreateApiInput = z.output<typeof quoteCreateBody>;

/** PATCH /api/v1/quotes/{id}: the fields sent change (a sent quote becomes a new revision). */
export const quoteUpdateBody = z
  .object(quoteContentShape)
  .strict()
  .refine((value) => Object.keys(value).length > 0, "Send at least one field to change.")
  .meta({ id: "QuoteUpdate" });
export type QuoteUpdateApiInput = z.output<typeof quoteUpdateBody>;

/** POST /api/v1/quotes/{id}/send: `to` defaults to the client's email. */
export const quoteSendBody = quoteSendSchema.meta({ id: "QuoteSend" });

/** POST /api/v1/quotes/{id}/payments: a deposit received by hand. */
export const paymentCreateBody = quotePaymentSchema.meta({ id: "PaymentCreate" });

// ---------------------------------------------------------------- errors

export const errorSchema = z
  .object({
    message: z.string(),
    code: z.string().meta({ example: "validation_error" }),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: "Error" });
