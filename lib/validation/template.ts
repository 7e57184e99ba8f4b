import { z } from "zod";
import {
  CONTROL_CHARACTERS_MESSAGE,
  MAX_BULK_SERVICES,
  noControlCharacters,
  categorySchema,
  descriptionSchema,
  estimatedTimeSchema,
  serviceNameSchema,
  unitTypeSchema,
  moneySchema,
} from "@/lib/validation/service";

/** One service as a template keeps it (docs/product.md §3); extra fields of a full service are dropped. */
export const templateServiceSchema = z.object({
  name: serviceNameSchema,
  description: descriptionSchema,
  category: categorySchema,
  basePrice: moneySchema("Base price"),
  unitType: unitTypeSchema.default("flat"),
  estimatedTime: estimatedTimeSchema.default(60),
  icon: z
    .string()
    .trim()
    .max(40, "Icon can have at most 40 characters.")
    .regex(/^[a-z0-9-]*$/, "Icon is a lower-case name with hyphens.")
    .default("tool")
    .transform((icon) => icon || "tool"),
});

export const customTemplateSchema = z
  .object({
    name: z
      .string({ error: "Template name required" })
      .trim()
      .min(1, "Template name required")
      .max(120, "Template name can have at most 120 characters.")
      .refine(noControlCharacters, CONTROL_CHARACTERS_MESSAGE),
    description: descriptionSchema,
    companyId: z.unknown().optional(),
    services: z
      .array(templateServiceSchema, { error: "services must be a list of services." })
      .min(1, "You need to have services in your price book to create a template.")
      .max(MAX_BULK_SERVICES, `A template can hold at most ${MAX_BULK_SERVICES} services.`),
  })
  .strict();
export type CustomTemplateInput = z.infer<typeof customTemplateSchema>;
