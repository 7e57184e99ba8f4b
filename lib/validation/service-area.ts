import { z } from "zod";
import {
  AREA_MAX_LENGTH,
  AREAS_PER_REQUEST,
  classifyArea,
  invalidAreaMessage,
  type ParsedArea,
} from "@/lib/service-areas/parse";

/** POST /api/service-areas: one area or a pasted list, already split into entries. */
export const addServiceAreasSchema = z
  .object({
    values: z
      .array(
        z
          .string("Each area must be text.")
          .max(AREA_MAX_LENGTH, `An area can have at most ${AREA_MAX_LENGTH} characters.`),
        "Send a list of ZIP codes or city names.",
      )
      .min(1, "Enter at least one ZIP code or city name.")
      .max(AREAS_PER_REQUEST, `Add at most ${AREAS_PER_REQUEST} areas at a time.`),
  })
  .strict()
  .transform((input, ctx) => {
    const areas: ParsedArea[] = [];
    input.values.forEach((value, index) => {
      const area = classifyArea(value);
      if (area) areas.push(area);
      else
        ctx.addIssue({
          code: "custom",
          path: ["values", index],
          message: invalidAreaMessage(value),
        });
    });
    return areas;
  });

export const serviceAreaIdSchema = z.object({ id: z.string().min(1).max(64) });
