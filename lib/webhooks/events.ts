/**
 * The webhook events (named in lib/events/names.ts) and the endpoint and delivery shapes of
 * the Integrations page. Shared by the server and the page, so it holds no server code.
 */
export {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
  type WebhookEventType,
} from "@/lib/event-names";
import type { WebhookEventType } from "@/lib/event-names";

/** The endpoint and delivery shapes of the API (docs/api.md). */
export type WebhookEndpointDto = {
  id: string;
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
  createdAt: string;
};

/** Creation and rotation answers: the secret, shown this once. */
export type WebhookEndpointWithSecretDto = WebhookEndpointDto & { secret: string };

export type WebhookAttemptDto = {
  attempt: number;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  createdAt: string;
};

export type WebhookDeliveryDto = {
  id: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  status: "pending" | "succeeded" | "failed";
  attempts: number;
  lastStatusCode: number | null;
  lastDurationMs: number | null;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
  attemptLog: WebhookAttemptDto[];
};

/** A page of an endpoint's delivery log, newest first; `nextCursor` asks for the next. */
export type WebhookDeliveryListDto = {
  deliveries: WebhookDeliveryDto[];
  nextCursor: string | null;
};
