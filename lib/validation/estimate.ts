import { z } from "zod";

/** Bounds of a public estimate request (docs/api.md): at most 100 lines and 32 kB. */
export const MAX_ESTIMATE_ITEMS = 100;
export const MAX_ESTIMATE_BODY_BYTES = 32 * 1024;
import {
  ESTIMATE_STATUSES,
  MAX_CUSTOM_ITEM_DESCRIPTION,
  MAX_CUSTOM_ITEMS,
  type EstimateStatus,
} from "./estimate-values";

export { ESTIMATE_STATUSES, type EstimateStatus };

const id = z.string().trim().min(1, "Required.").max(64, "At most 64 characters.");
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));
/** What a Decimal(14, 2) column holds (the client's total is stored beside the server's). */
const MAX_MONEY = 999_999_999_999.99;
const money = z.union([
  z.number().finite().min(-MAX_MONEY).max(MAX_MONEY),
  z.string().regex(/^-?\d{1,12}(\.\d{1,2})?$/, "A decimal amount."),
]);

/** One line as the calculator sends it; only id and quantity count, the rest is compared or ignored. */
export const estimateItemSchema = z
  .object({
    id,
    quantity: z
      .number({ error: "A number." })
      .finite()
      .positive("Must be greater than 0.")
      .max(100_000),
    name: z.string().max(200).optional(),
    price: money.optional(),
    time: z.number().finite().min(0).max(2_147_483_647).optional(),
  })
  .strict();

const boundedText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `At most ${max} characters.`);

/** Where the work is: becomes (or matches) one of the client's properties. */
export const serviceAddressSchema = z
  .object({
    line1: boundedText("Street address", 200),
    line2: optionalText(200),
    city: boundedText("City", 100),
    region: boundedText("State or region", 100),
    postalCode: boundedText("Postal code", 20),
  })
  .strict();
export type ServiceAddressInput = z.input<typeof serviceAddressSchema>;

export const MAX_DESCRIPTION_CHARS = 2000;
export const MAX_PREFERRED_WINDOWS = 3;
export const WINDOW_PERIODS = ["morning", "afternoon", "evening"] as const;

/** A time that suits the customer: a calendar day (not in the past: checked with the company's zone) and a part of it. */
export const preferredWindowSchema = z
  .object({
    date: z.iso.date("A date as YYYY-MM-DD."),
    period: z.enum(WINDOW_PERIODS, { error: "morning, afternoon or evening." }),
  })
  .strict();

/** A "something else" line when no service fits: priced at 0, to be quoted by the owner. */
export const customItemSchema = z
  .object({
    description: boundedText("Description", MAX_CUSTOM_ITEM_DESCRIPTION),
    quantity: z
      .number({ error: "A whole number from 1 to 99." })
      .int("A whole number from 1 to 99.")
      .min(1, "A whole number from 1 to 99.")
      .max(99, "A whole number from 1 to 99.")
      .optional(),
  })
  .strict();

/** POST /api/estimates (docs/product.md §7 payload, plus the ZIP code and the honeypot field). */
export const estimateRequestSchema = z
  .object({
    companyId: id,
    customerName: z
      .string()
      .trim()
      .min(1, "Please provide your name.")
      .max(120, "At most 120 characters."),
    customerEmail: z
      .string()
      .trim()
      .min(1, "Please provide your email address.")
      .max(254, "At most 254 characters.")
      .pipe(z.email("Enter a valid email address.")),
    customerPhone: optionalText(40),
    /** Required and a US ZIP only when the company has service areas: checked with the company (lib/estimates/zip.ts). */
    customerZip: optionalText(10),
    totalAmount: money.optional(),
    totalTime: z.number().finite().min(0).max(2_147_483_647).optional(),
    items: z
      .array(estimateItemSchema)
      .max(MAX_ESTIMATE_ITEMS, `At most ${MAX_ESTIMATE_ITEMS} services.`),
    /** Required or optional per Calculator Setup (checked with the company). */
    serviceAddress: serviceAddressSchema.nullish(),
    description: optionalText(MAX_DESCRIPTION_CHARS),
    /** Ids from POST /api/public/{company}/photos: the company's, not yet claimed. */
    photoIds: z
      .array(z.string().min(1).max(64))
      .max(5, "At most 5 photos.")
      .refine((ids) => new Set(ids).size === ids.length, "Each photo once.")
      .optional(),
    preferredWindows: z
      .array(preferredWindowSchema)
      .max(MAX_PREFERRED_WINDOWS, `At most ${MAX_PREFERRED_WINDOWS} times.`)
      .optional(),
    /** The customer agreed to text messages (SMS_CONSENT_TEXT; its version is stored). */
    smsConsent: z.boolean().optional(),
    customItems: z
      .array(customItemSchema)
      .max(MAX_CUSTOM_ITEMS, `At most ${MAX_CUSTOM_ITEMS} other items.`)
      .optional(),
    /** Embedded calculators: the embedding page's hostname ("" when unknown; docs/analytics.md). */
    embedHost: z.string().max(253, "At most 253 characters.").optional(),
    /** Honeypot: a hidden field people never fill in. */
    website: z.string().max(500).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    // A request carries at least one service, or describes something else.
    if (value.items.length === 0 && (value.customItems?.length ?? 0) === 0)
      ctx.addIssue({ code: "custom", path: ["items"], message: "Add at least one service." });
  });
export type EstimateRequestInput = z.input<typeof estimateRequestSchema>;

/** Idempotency-Key header: the calculator sends a UUID per request dialog. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8, "Idempotency-Key must be 8-100 characters.")
  .max(100, "Idempotency-Key must be 8-100 characters.")
  .regex(
    /^[A-Za-z0-9._:-]+$/,
    "Idempotency-Key may contain letters, digits, '.', '_', ':' and '-'.",
  );

/** PATCH /api/estimates/{id} (owner). */
export const estimateUpdateSchema = z
  .object({
    status: z.enum(ESTIMATE_STATUSES).optional(),
    notes: z.string().max(5000, "At most 5000 characters.").nullable().optional(),
  })
  .strict()
  .refine((value) => value.status !== undefined || value.notes !== undefined, {
    message: "Send a status or notes.",
  });

export const estimateListQuerySchema = z
  .object({
    status: z.enum(ESTIMATE_STATUSES).optional(),
    cursor: z.string().max(64).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    /** "me": only the requests assigned to the caller (docs/team.md). */
    assigned: z.enum(["me"], "assigned must be: me.").optional(),
  })
  .strict();
