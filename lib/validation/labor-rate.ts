import { z } from "zod";
import {
  CONTROL_CHARACTERS_MESSAGE,
  moneySchema,
  noControlCharacters,
} from "@/lib/validation/service";

export const laborRateSchema = z
  .object({
    name: z
      .string({ error: "Name is required." })
      .trim()
      .min(1, "Name is required.")
      .max(120, "Name can have at most 120 characters.")
      .refine(noControlCharacters, CONTROL_CHARACTERS_MESSAGE),
    rate: moneySchema("Rate", 100_000),
    companyId: z.unknown().optional(),
  })
  .strict();
export type LaborRateInput = z.infer<typeof laborRateSchema>;

export const laborRatePatchSchema = laborRateSchema
  .partial()
  .strict()
  .refine(
    (value) => value.name !== undefined || value.rate !== undefined,
    "Send a name or a rate.",
  );
