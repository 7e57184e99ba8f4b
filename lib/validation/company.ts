import { z } from "zod";

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
