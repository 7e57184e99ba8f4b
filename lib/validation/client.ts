import { z } from "zod";
import {
  idSchema,
  optionalEmail,
  optionalText,
  cursorSchema,
  requiredText,
  searchSchema,
} from "@/lib/validation/fields";

const clientFields = {
  name: requiredText("Name", 120),
  email: optionalEmail(),
  phone: optionalText("Phone", 40),
  address: optionalText("Address", 500, { multiline: true }),
  notes: optionalText("Notes", 5000, { multiline: true }),
};

/** POST /api/clients. */
export const clientCreateSchema = z.object(clientFields).strict();
export type ClientCreateInput = z.input<typeof clientCreateSchema>;

/** PATCH /api/clients/[id]: any of the fields. */
export const clientUpdateSchema = z
  .object(clientFields)
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, "Send at least one field to change.");
export type ClientUpdateInput = z.input<typeof clientUpdateSchema>;

/** GET /api/clients?q=&cursor= */
export const clientListQuerySchema = z.object({ q: searchSchema, cursor: cursorSchema }).strict();

export const clientParamsSchema = z.object({ id: idSchema }).strict();
