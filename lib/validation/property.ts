import { z } from "zod";
import { serviceAddressSchema } from "./estimate";

/** POST /api/clients/{id}/properties: a service address of the client. */
export const propertyCreateSchema = serviceAddressSchema;

/** PATCH /api/clients/{id}/properties/{propertyId}: any of the address's parts. */
export const propertyUpdateSchema = serviceAddressSchema
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, { message: "Send at least one field." });

export const propertyParamsSchema = z.object({
  id: z.string().min(1).max(64),
  propertyId: z.string().min(1).max(64),
});
