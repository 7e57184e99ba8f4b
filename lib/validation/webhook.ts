import { z } from "zod";
import { cursorSchema, idSchema, optionalText, requiredText } from "@/lib/validation/fields";
import { WEBHOOK_EVENT_TYPES } from "@/lib/event-names";

const eventsSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: "Pick events from the list." }), {
    error: "events must be a list of event types.",
  })
  .min(1, "Pick at least one event.")
  .max(WEBHOOK_EVENT_TYPES.length, "Pick each event at most once.")
  .transform((events) => [...new Set(events)]);

const fields = {
  url: requiredText("URL", 2048),
  description: optionalText("Description", 200).transform((value) => value ?? ""),
  events: eventsSchema,
};

/** POST /api/webhooks. */
export const webhookCreateSchema = z
  .object({ ...fields, enabled: z.boolean().optional() })
  .strict();
export type WebhookCreateInput = z.output<typeof webhookCreateSchema>;

/** PATCH /api/webhooks/[id]: any of the fields. */
export const webhookUpdateSchema = z
  .object({ ...fields, enabled: z.boolean({ error: "enabled must be true or false." }) })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, "Send at least one field to change.");
export type WebhookUpdateInput = z.output<typeof webhookUpdateSchema>;

export const webhookParamsSchema = z.object({ id: idSchema }).strict();

/** GET /api/webhooks/[id]/deliveries?cursor= (the last delivery seen; `page` is refused). */
export const webhookDeliveriesQuerySchema = z.object({ cursor: cursorSchema }).strict();
