import { z } from "zod";
/** How an adjusted starter price is rounded (lib/marketplace/adjust.ts). */
export const ADJUST_ROUNDINGS = ["cent", "dollar", "five"] as const;
export type AdjustRounding = (typeof ADJUST_ROUNDINGS)[number];
import { decimalNumber } from "@/lib/validation/fields";
import {
  CONTROL_CHARACTERS_MESSAGE,
  categorySchema,
  noControlCharacters,
} from "@/lib/validation/service";

/** The percentages a starter book's prices may be adjusted by (docs/pricing.md A1). */
export const MIN_ADJUST_PERCENT = -20;
export const MAX_ADJUST_PERCENT = 100;

export const DUPLICATE_POLICIES = ["skip", "replace", "keep_both"] as const;
export type DuplicatePolicy = (typeof DUPLICATE_POLICIES)[number];

/** Options of a starter book's apply (docs/marketplace.md). */
export const applyStarterOptionsSchema = z
  .object({
    /** Only services of these categories; absent means every category of the book. */
    categories: z
      .array(categorySchema, { error: "categories must be a list of categories." })
      .min(1, "Choose at least one category.")
      .max(20, "At most 20 categories.")
      .optional(),
    /** Only these services (their keys in the book); absent means every service. */
    serviceKeys: z
      .array(
        z
          .string({ error: "Service keys are text." })
          .trim()
          .min(1, "Service keys are not empty.")
          .max(64, "Service keys have at most 64 characters."),
        { error: "serviceKeys must be a list of service keys." },
      )
      .min(1, "Choose at least one service.")
      .max(500, "At most 500 services.")
      .optional(),
    /** Percent added to every price (10 = +10%), for the owner's local market. */
    adjustPercent: decimalNumber("adjustPercent", {
      min: MIN_ADJUST_PERCENT,
      max: MAX_ADJUST_PERCENT,
      places: 2,
    }).default(0),
    /** Where adjusted prices land: the cent (default), the whole dollar or a multiple of $5. */
    rounding: z
      .enum(ADJUST_ROUNDINGS, { error: "rounding must be cent, dollar or five." })
      .default("cent"),
    /** What happens to a service whose name (case-insensitive) is already in the price book. */
    onDuplicate: z
      .enum(DUPLICATE_POLICIES, { error: "onDuplicate must be skip, replace or keep_both." })
      .default("skip"),
  })
  .strict();

export type ApplyStarterOptionsInput = z.input<typeof applyStarterOptionsSchema>;
export type ApplyStarterOptions = z.output<typeof applyStarterOptionsSchema>;

/** A starter book's id in a path ("quotecraft-plumbing"). */
export const starterIdParamsSchema = z.object({
  id: z
    .string({ error: "id is required." })
    .trim()
    .min(1, "id is required.")
    .max(64, "id has at most 64 characters."),
});

/** Why an owner reports a community template (docs/marketplace.md, "Community templates"). */
export const REPORT_REASONS = [
  "spam",
  "misleading_prices",
  "offensive",
  "not_a_price_book",
  "other",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

const publicText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} can have at most ${max} characters.`)
    .refine(noControlCharacters, CONTROL_CHARACTERS_MESSAGE);

/** Publishing one of the company's custom templates to the Community list. */
export const publishTemplateSchema = z
  .object({
    name: publicText("Name", 120).pipe(z.string().min(1, "Name is required.")),
    trade: categorySchema,
    description: publicText("Description", 500).optional().default(""),
    showCompanyName: z.boolean({ error: "showCompanyName must be true or false." }).default(false),
  })
  .strict();
export type PublishTemplateInput = z.input<typeof publishTemplateSchema>;

/** Reporting a community template. */
export const reportTemplateSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, {
      error: "reason must be spam, misleading_prices, offensive, not_a_price_book or other.",
    }),
    details: publicText("Details", 500).optional().default(""),
  })
  .strict();
export type ReportTemplateInput = z.input<typeof reportTemplateSchema>;

/** A community template's id in a path (a custom template's cuid). */
export const communityIdParamsSchema = z.object({
  id: z
    .string({ error: "id is required." })
    .trim()
    .min(1, "id is required.")
    .max(64, "id has at most 64 characters."),
});
