/**
 * The events a webhook endpoint can subscribe to (docs/webhooks.md). Shared by the server
 * and the Integrations page, so it holds no server code.
 */
export const WEBHOOK_EVENT_TYPES = [
  "estimate_request.created",
  "quote.sent",
  "quote.viewed",
  "quote.approved",
  "quote.declined",
  "deposit.recorded",
  "client.created",
  "service.changed",
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What each event means, as the owner reads it next to its checkbox. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  "estimate_request.created": "A customer sent an estimate request",
  "quote.sent": "A quote was sent to a customer",
  "quote.viewed": "A customer opened a quote",
  "quote.approved": "A customer approved a quote",
  "quote.declined": "A customer declined a quote",
  "deposit.recorded": "A deposit was recorded or paid online",
  "client.created": "A client was added",
  "service.changed": "A service was created, changed or deleted",
};

/** The test event 'Send test event' delivers; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

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

export type WebhookDeliveryListDto = {
  deliveries: WebhookDeliveryDto[];
  total: number;
  page: number;
  pageSize: number;
};
