import { z } from "zod";
import { SERVICE_CATEGORIES } from "@/lib/categories";
import { markupPercentSchema } from "@/lib/validation/service";

/** Slugs that would read as product pages or confuse customers. */
export const RESERVED_SLUGS = [
  "admin",
  "api",
  "dashboard",
  "calculator",
  "demo",
  "login",
  "register",
  "www",
  "embed",
  // /api/public/quotes/[token]/services would shadow a company "quotes"'s services.
  "quotes",
];

export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, "Use at least 3 characters.")
  .max(48, "Use at most 48 characters.")
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    "Use lower-case letters, digits and single hyphens (e.g. bright-electric).",
  )
  .refine((slug) => !RESERVED_SLUGS.includes(slug), "This address is reserved; choose another.");

const decimal = (label: string, max: number) =>
  z
    .union([z.number(), z.string().trim()])
    .transform((value) => String(value))
    .refine(
      (value) => /^\d{1,9}(\.\d{1,3})?$/.test(value),
      `${label} must be a number with at most 3 decimals.`,
    )
    .refine(
      (value) => Number(value) >= 0 && Number(value) <= max,
      `${label} must be between 0 and ${max}.`,
    );

/** PATCH /api/calculator-settings: any subset of the calculator settings. */
export const calculatorSettingsSchema = z
  .object({
    slug: slugSchema.optional(),
    accentColor: z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, "Use a colour like #2563eb.")
      .nullable()
      .optional(),
    calculatorCategories: z
      .array(z.enum(SERVICE_CATEGORIES))
      .max(SERVICE_CATEGORIES.length)
      .optional(),
    defaultCategory: z.enum(SERVICE_CATEGORIES).nullable().optional(),
    serviceCallFee: decimal("Service-call fee", 100_000)
      .refine(
        (value) => /^\d+(\.\d{1,2})?$/.test(value),
        "Service-call fee has at most 2 decimals.",
      )
      .nullable()
      .optional(),
    taxRate: decimal("Tax rate", 100).optional(),
    /** docs/pricing.md M5: applies to every service without a markup of its own. */
    defaultMarkupPercent: markupPercentSchema.optional(),
    thankYouMessage: z.string().trim().max(500, "At most 500 characters.").nullable().optional(),
    /** Which estimate-request fields the customer must fill in. */
    requireServiceAddress: z.boolean().optional(),
    requireDescription: z.boolean().optional(),
    requirePhotos: z.boolean().optional(),
  })
  .strict();
export type CalculatorSettingsInput = z.input<typeof calculatorSettingsSchema>;

/** PATCH /api/calculator-settings/services: which services the calculator shows. */
export const serviceVisibilitySchema = z
  .object({
    services: z
      .array(z.object({ id: z.string().min(1).max(64), isActive: z.boolean() }).strict())
      .min(1, "Send at least one service.")
      .max(500),
  })
  .strict();
