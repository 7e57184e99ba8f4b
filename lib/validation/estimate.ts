import { z } from "zod";

/** Bounds of a public estimate request (docs/api.md): at most 100 lines and 32 kB. */
export const MAX_ESTIMATE_ITEMS = 100;
export const MAX_ESTIMATE_BODY_BYTES = 32 * 1024;
export const ESTIMATE_STATUSES = ["new", "contacted", "quoted", "won", "lost"] as const;
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number];

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
      .min(1, "Add at least one service.")
      .max(MAX_ESTIMATE_ITEMS, `At most ${MAX_ESTIMATE_ITEMS} services.`),
    /** Embedded calculators: the embedding page's hostname ("" when unknown; docs/analytics.md). */
    embedHost: z.string().max(253, "At most 253 characters.").optional(),
    /** Honeypot: a hidden field people never fill in. */
    website: z.string().max(500).optional(),
  })
  .strict();
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
  })
  .strict();
