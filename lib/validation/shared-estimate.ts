import { z } from "zod";
import { estimateItemSchema, MAX_ESTIMATE_ITEMS } from "@/lib/validation/estimate";
import {
  MAX_CUSTOM_ITEM_DESCRIPTION,
  MAX_CUSTOM_ITEM_QUANTITY,
  MAX_CUSTOM_ITEMS,
} from "@/lib/validation/estimate-values";

/** One custom line: what the customer wants, 'To be quoted' at $0 until the owner prices it. */
export const customItemSchema = z
  .object({
    description: z
      .string()
      .trim()
      .min(1, "Describe what you need.")
      .max(MAX_CUSTOM_ITEM_DESCRIPTION, `At most ${MAX_CUSTOM_ITEM_DESCRIPTION} characters.`),
    quantity: z
      .number({ error: "A number." })
      .int("A whole number.")
      .min(1, "At least 1.")
      .max(MAX_CUSTOM_ITEM_QUANTITY, `At most ${MAX_CUSTOM_ITEM_QUANTITY}.`)
      .optional(),
  })
  .strict();

/**
 * POST /api/public/{company}/shared-estimates: the calculator's cart, in the estimate request's
 * item shape. Only ids and quantities count: the server prices the lines from the price book.
 */
export const sharedEstimateSchema = z
  .object({
    items: z
      .array(estimateItemSchema)
      .min(1, "Add at least one service.")
      .max(MAX_ESTIMATE_ITEMS, `At most ${MAX_ESTIMATE_ITEMS} services.`),
    customItems: z
      .array(customItemSchema)
      .max(MAX_CUSTOM_ITEMS, `At most ${MAX_CUSTOM_ITEMS} custom lines.`)
      .optional(),
  })
  .strict();
export type SharedEstimateInput = z.infer<typeof sharedEstimateSchema>;

/** A cart is a few kB; 32 kB as for estimate requests. */
export const MAX_SHARED_ESTIMATE_BODY_BYTES = 32 * 1024;
