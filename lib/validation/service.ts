import { z } from "zod";
import { SERVICE_CATEGORIES } from "@/lib/categories";
import { UNIT_TYPES } from "@/lib/pricing";

export const MAX_PRICE = 1_000_000;

/** At most two decimal places, judged on the decimal text so 0.1 + 0.2 style noise never counts. */
function hasAtMostTwoDecimals(value: number) {
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

/**
 * A USD amount from 0 to 1,000,000 with at most 2 decimals. Accepts a number or a decimal
 * string (CSV, Decimal columns echoed back) and yields a number.
 */
export function moneySchema(label: string, max = MAX_PRICE) {
  return z
    .union(
      [
        z.number({ error: `${label} must be a number.` }),
        z
          .string()
          .trim()
          .regex(/^\d{1,7}(\.\d{1,2})?$/, `${label} must be a number with at most 2 decimals.`)
          .transform(Number),
      ],
      { error: `${label} must be a number.` },
    )
    .pipe(
      z
        .number()
        .refine(Number.isFinite, `${label} must be a number.`)
        .min(0, `${label} must be at least 0.`)
        .max(max, `${label} must be at most ${max.toLocaleString("en-US")}.`)
        .refine(hasAtMostTwoDecimals, `${label} can have at most 2 decimals.`),
    );
}

export const MAX_NAME_LENGTH = 120;
export const MAX_DESCRIPTION_LENGTH = 2000;
export const MAX_ESTIMATED_TIME = 100_000;
export const MAX_BULK_SERVICES = 500;
/** Service defaults (docs/product.md §5 and §9). */
export const SERVICE_DEFAULTS = {
  basePrice: 0,
  estimatedTime: 60,
  unitType: "flat",
  icon: "tool",
} as const;

/** Record ids (cuid and friends): letters, digits, hyphens and underscores. */
export const idSchema = z
  .string({ error: "Expected an id." })
  .trim()
  .min(1, "Expected an id.")
  .max(64, "Ids have at most 64 characters.")
  .regex(/^[A-Za-z0-9_-]+$/, "Ids are letters, digits, hyphens and underscores.");

/** PostgreSQL text cannot hold NUL characters; refuse them (and other C0 controls but tab and newlines). */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
export const noControlCharacters = (value: string) => !CONTROL_CHARACTERS.test(value);
export const CONTROL_CHARACTERS_MESSAGE = "Text cannot contain control characters.";

export const serviceNameSchema = z
  .string({ error: "Name is required." })
  .trim()
  .min(1, "Name is required.")
  .max(MAX_NAME_LENGTH, `Name can have at most ${MAX_NAME_LENGTH} characters.`)
  .refine(noControlCharacters, CONTROL_CHARACTERS_MESSAGE);

export const descriptionSchema = z
  .string({ error: "Description must be text." })
  .trim()
  .max(
    MAX_DESCRIPTION_LENGTH,
    `Description can have at most ${MAX_DESCRIPTION_LENGTH.toLocaleString("en-US")} characters.`,
  )
  .refine(noControlCharacters, CONTROL_CHARACTERS_MESSAGE)
  .nullish()
  .transform((value) => (value ? value : null));

export const categorySchema = z.enum(SERVICE_CATEGORIES, {
  error: `Category must be one of: ${SERVICE_CATEGORIES.join(", ")}.`,
});
export const unitTypeSchema = z.enum(UNIT_TYPES, {
  error: `Unit type must be one of: ${UNIT_TYPES.join(", ")}.`,
});

export const estimatedTimeSchema = z
  .number({ error: "Estimated time must be a number of minutes." })
  .int("Estimated time must be whole minutes.")
  .min(0, "Estimated time must be at least 0.")
  .max(
    MAX_ESTIMATED_TIME,
    `Estimated time must be at most ${MAX_ESTIMATED_TIME.toLocaleString("en-US")} minutes.`,
  );

/** The fields of a service as the form, CSV import and templates send them. */
export const serviceFieldsSchema = z.object({
  name: serviceNameSchema,
  description: descriptionSchema,
  category: categorySchema,
  basePrice: moneySchema("Base price").default(SERVICE_DEFAULTS.basePrice),
  unitType: unitTypeSchema.default(SERVICE_DEFAULTS.unitType),
  estimatedTime: estimatedTimeSchema.default(SERVICE_DEFAULTS.estimatedTime),
  icon: z
    .string()
    .trim()
    .max(40, "Icon can have at most 40 characters.")
    .regex(/^[a-z0-9-]*$/, "Icon is a lower-case name with hyphens.")
    .default(SERVICE_DEFAULTS.icon)
    .transform((icon) => icon || SERVICE_DEFAULTS.icon),
  isActive: z.boolean({ error: "isActive must be true or false." }).default(true),
  laborRateId: idSchema.nullish().transform((value) => value ?? null),
  serviceFeeId: idSchema.nullish().transform((value) => value ?? null),
  /** Accepted for spec compatibility (docs/product.md §7); the session decides the company. */
  companyId: z.unknown().optional(),
});

/** POST /api/services: with an id it updates that service of the session's company. */
export const serviceUpsertSchema = serviceFieldsSchema.extend({ id: idSchema.optional() }).strict();
export type ServiceUpsertInput = z.infer<typeof serviceUpsertSchema>;
export type ServiceFieldsInput = z.input<typeof serviceFieldsSchema>;

/** POST /api/services/bulk: all or nothing. */
export const serviceBulkSchema = z
  .object({
    services: z
      .array(serviceFieldsSchema.strict(), { error: "services must be a list of services." })
      .min(1, "Add at least one service.")
      .max(MAX_BULK_SERVICES, `At most ${MAX_BULK_SERVICES} services at once.`),
    companyId: z.unknown().optional(),
  })
  .strict();
export type ServiceBulkInput = z.infer<typeof serviceBulkSchema>;

export const serviceIdParamsSchema = z.object({ id: idSchema });

/** POST /api/services/reorder: the company's service ids in their new order. */
export const serviceReorderSchema = z.object({ ids: z.array(idSchema).min(1).max(5000) }).strict();
