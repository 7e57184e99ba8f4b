import { z } from "zod";
import { decimalNumber } from "@/lib/validation/fields";
import { categorySchema } from "@/lib/validation/service";

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
