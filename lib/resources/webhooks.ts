import { z } from "zod";
// Type only: the event vocabulary stays lib/events' (no runtime import of a domain folder).
import type { WebhookEventType } from "@/lib/event-names";
import { timestampSchema } from "./common";
import { clientSchema } from "./client";
import { estimateRequestSchema } from "./estimate-request";
import { invoicePaymentSchema, invoiceSchema } from "./invoice";
import { jobResourceSchema, visitResourceSchema } from "./job";
import { paymentSchema } from "./payment";
import { quoteSchema } from "./quote";
import { serviceSchema } from "./service";

/**
 * The version of the public shapes (docs/rest-api.md, docs/webhooks.md): every /api/v1
 * answer carries it in `QuoteCraft-Version`, every webhook body in `apiVersion`. A dated
 * version changes only when a shape changes incompatibly.
 */
export const API_VERSION = "2026-11-26";

/** The resource each webhook event carries as `data`. */
export const WEBHOOK_EVENT_DATA = {
  "estimate_request.created": estimateRequestSchema,
  "client.created": clientSchema,
  "client.updated": clientSchema,
  "quote.created": quoteSchema,
  "quote.sent": quoteSchema,
  "quote.viewed": quoteSchema,
  "quote.approved": quoteSchema,
  "quote.declined": quoteSchema,
  "quote.expired": quoteSchema,
  "deposit.recorded": paymentSchema,
  "service.changed": serviceSchema,
  "invoice.created": invoiceSchema,
  "invoice.sent": invoiceSchema,
  "invoice.paid": invoiceSchema,
  "invoice.overdue": invoiceSchema,
  "invoice.voided": invoiceSchema,
  "payment.recorded": invoicePaymentSchema,
  "payment.refunded": invoicePaymentSchema,
  "job.created": jobResourceSchema,
  "job.scheduled": jobResourceSchema,
  "job.completed": jobResourceSchema,
  "visit.scheduled": visitResourceSchema,
  "visit.completed": visitResourceSchema,
} as const satisfies Record<WebhookEventType, z.ZodType>;

export const SERVICE_CHANGE_ACTIONS = ["created", "updated", "deleted"] as const;
export type ServiceChangeAction = (typeof SERVICE_CHANGE_ACTIONS)[number];

const envelope = <T extends WebhookEventType>(type: T) => ({
  id: z
    .string()
    .meta({ description: "The event's id: the same on every retry.", example: "msg_2x…" }),
  type: z.literal(type),
  apiVersion: z.literal(API_VERSION),
  timestamp: timestampSchema.meta({ description: "When the event happened." }),
  data: WEBHOOK_EVENT_DATA[type] as (typeof WEBHOOK_EVENT_DATA)[T],
});

const schemaId = (type: WebhookEventType) =>
  "Webhook" +
  type
    .split(/[._]/)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("");

function buildBodySchema(type: WebhookEventType) {
  const shape = envelope(type);
  const schema =
    type === "service.changed"
      ? z.object({
          ...shape,
          action: z.enum(SERVICE_CHANGE_ACTIONS).meta({
            description: "For deleted, data is the service as it was before deletion.",
          }),
        })
      : z.object(shape);
  return schema.strict().meta({ id: schemaId(type), description: `The body of ${type}.` });
}

/** Every webhook event type, in the order of WEBHOOK_EVENT_TYPES (lib/events/names.ts). */
export const WEBHOOK_TYPES = Object.keys(WEBHOOK_EVENT_DATA) as WebhookEventType[];

const BODY_SCHEMAS = Object.fromEntries(
  WEBHOOK_TYPES.map((type) => [type, buildBodySchema(type)]),
) as Record<WebhookEventType, ReturnType<typeof buildBodySchema>>;

/**
 * The body every endpoint receives for an event of `type`: `{ id, type, apiVersion,
 * timestamp, data }`, `data` being the resource's public shape, plus `action` for
 * service.changed. The event module builds bodies that validate against it.
 */
export function webhookBodySchema<T extends WebhookEventType>(type: T) {
  return BODY_SCHEMAS[type];
}

export type WebhookBody<T extends WebhookEventType = WebhookEventType> = {
  id: string;
  type: T;
  apiVersion: typeof API_VERSION;
  timestamp: string;
  data: z.infer<(typeof WEBHOOK_EVENT_DATA)[T]>;
} & (T extends "service.changed" ? { action: ServiceChangeAction } : unknown);
