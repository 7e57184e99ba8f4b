import { z } from "zod";

/** Tooltip ids by feature (docs/product.md §3). */
export const TOOLTIP_IDS = [
  "dashboard-sidebar",
  "services-section",
  "estimates-section",
  "service-builder-intro",
  "add-service-button",
  "service-category",
  "calculator-intro",
  "service-selection",
  "estimate-total",
  "company-settings",
  "logo-upload",
  "help-center",
] as const;

export const viewedTooltipsSchema = z
  .object({
    viewedTooltips: z
      .array(
        z
          .string()
          .min(1)
          .max(64)
          .regex(/^[a-z0-9-]+$/, "Tooltip ids are lower-case words with hyphens."),
      )
      .max(100, "At most 100 tooltip ids."),
  })
  .strict();
