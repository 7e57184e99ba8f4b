import { z } from "zod";
import { SERVICE_CATEGORIES } from "@/lib/categories";
import { UNIT_TYPES } from "@/lib/pricing";
import { ID_PATTERN, MAX_ID_LENGTH } from "./ids";
import {
  MAX_DESCRIPTION_LENGTH,
  MAX_MATERIALS,
  MAX_NAME_LENGTH,
  SERVICE_DEFAULTS,
} from "./service-values";

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

export const MAX_ESTIMATED_TIME = 100_000;
export const MAX_BULK_SERVICES = 500;

/** Record ids (cuid and friends): letters, digits, hyphens and underscores. */
export const idSchema = z
  .string({ error: "Expected an id." })
  .trim()
  .min(1, "Expected an id.")
  .max(MAX_ID_LENGTH, `Ids have at most ${MAX_ID_LENGTH} characters.`)
  .regex(ID_PATTERN, "Ids are letters, digits, hyphens and underscores.");

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

export const MAX_MATERIAL_QUANTITY = 10_000;
export const MAX_MARKUP_PERCENT = 1000;

/**
 * A decimal from `min` (exclusive when `above`) to `max` with at most `decimals` places, as a
 * number or decimal text; yields the text, so a Decimal column gets exactly what was sent.
 */
function decimalTextSchema(
  label: string,
  { decimals, max, above }: { decimals: number; max: number; above?: boolean },
) {
  const places = new RegExp(`^-?\\d+(\\.\\d{1,${decimals}})?$`);
  return z
    .union([z.number(), z.string().trim()], { error: `${label} must be a number.` })
    .transform((value) =>
      typeof value === "number" && Number.isFinite(value)
        ? String(Number(value.toFixed(decimals + 2)))
        : String(value),
    )
    .refine((text) => /^-?\d+(\.\d+)?$/.test(text), `${label} must be a number.`)
    .refine(
      (text) => (above ? Number(text) > 0 : Number(text) >= 0),
      `${label} must be ${above ? "more than" : "at least"} 0.`,
    )
    .refine(
      (text) => Number(text) <= max,
      `${label} must be at most ${max.toLocaleString("en-US")}.`,
    )
    .refine((text) => places.test(text), `${label} can have at most ${decimals} decimals.`)
    .transform((text) => String(Number(text)));
}

/** Markup in percent (docs/pricing.md M5): 0 to 1,000 with at most 2 decimals, as text. */
export const markupPercentSchema = decimalTextSchema("Markup", {
  decimals: 2,
  max: MAX_MARKUP_PERCENT,
});

/** One material (docs/pricing.md M1). */
export const materialSchema = z
  .object({
    name: z
      .string({ error: "Material name is required." })
      .trim()
      .min(1, "Material name is required.")
      .max(MAX_NAME_LENGTH, `Material name can have at most ${MAX_NAME_LENGTH} characters.`)
      .refine(noControlCharacters, CONTROL_CHARACTERS_MESSAGE),
    unitCost: moneySchema("Unit cost"),
    quantity: decimalTextSchema("Quantity", {
      decimals: 3,
      max: MAX_MATERIAL_QUANTITY,
      above: true,
    }),
    customerSupplies: z
      .boolean({ error: "customerSupplies must be true or false." })
      .default(false),
  })
  .strict();
export type MaterialInput = z.output<typeof materialSchema>;

/** Up to 20 materials whose costs together stay within MAX_PRICE per unit (M1). */
export const materialsSchema = z
  .array(materialSchema, { error: "materials must be a list of materials." })
  .max(MAX_MATERIALS, `A service can have at most ${MAX_MATERIALS} materials.`)
  .refine(
    (materials) =>
      materials.reduce((sum, material) => sum + material.unitCost * Number(material.quantity), 0) <=
      MAX_PRICE,
    `Materials can cost at most ${MAX_PRICE.toLocaleString("en-US")} per unit.`,
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
  /** Absent: none on create, unchanged on update; a list replaces them all (docs/pricing.md M1). */
  materials: materialsSchema.optional(),
  /** Absent: null on create, unchanged on update; null uses the company's default (M5). */
  markupPercent: markupPercentSchema.nullable().optional(),
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
