import "server-only";
import { randomUUID } from "node:crypto";
import { newRowId, SqlParams, sqlExecutor, type SqlDb } from "@/lib/db/statements";
import { getServerEnv } from "@/lib/env";
import { enqueue } from "@/lib/queue/enqueue";
import { QUEUES } from "@/lib/queue/queues";
import type { WebhookEventType } from "@/lib/event-names";

// Webhook deliveries, inside lib/events (docs/events.md): the rest of the code queues them
// through publish, publishToEndpoint and republishDelivery (./publish.ts). Of this module
// only the subscribers' query (subscribedEndpointsSql) is for use outside lib/events;
// lib/events/__tests__/seams.test.ts checks it.

/** The body every endpoint receives (docs/webhooks.md, "Payloads"; lib/resources/webhooks.ts). */
export type WebhookBody = {
  id: string;
  type: string;
  apiVersion: string;
  timestamp: string;
  action?: string;
  data: Record<string, unknown>;
};

/** A new event id: the body's `id` and the `webhook-id` header receivers dedupe on. */
export const newEventId = () => `msg_${randomUUID().replaceAll("-", "")}`;

/** Each webhook job's retry policy: long, exponential pauses (docs/webhooks.md, "Retries"). */
function webhookRetryOptions() {
  const env = getServerEnv();
  return {
    retryLimit: env.WEBHOOKS_RETRY_LIMIT,
    retryDelay: env.WEBHOOKS_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    retryDelayMax: 3600,
  };
}

/**
 * The query for the ids of the company's enabled endpoints subscribed to `type` (on the
 * (companyId, enabled) index); a larger statement can carry it as a subquery (the estimate
 * request's store statement does, and hands the ids to publish).
 */
export function subscribedEndpointsSql(p: SqlParams, companyId: string, type: WebhookEventType) {
  return `SELECT "id" FROM "WebhookEndpoint"
    WHERE "companyId" = ${p.add(companyId, "text")} AND "enabled" AND ${p.add(type, "text")} = ANY("events")`;
}

export async function subscribedEndpoints(db: SqlDb, companyId: string, type: WebhookEventType) {
  const p = new SqlParams();
  const rows = await sqlExecutor(db).query<{ id: string }>(
    subscribedEndpointsSql(p, companyId, type),
    p.values,
  );
  return rows.map((row) => row.id);
}

/**
 * A delivery row and its job, in the caller's transaction (the queue is started already).
 * Internal to lib/events: elsewhere, publish or publishToEndpoint.
 */
export async function queueDelivery(
  tx: SqlDb,
  companyId: string,
  endpointId: string,
  body: WebhookBody,
) {
  const deliveryId = newRowId();
  await sqlExecutor(tx).query(
    `INSERT INTO "WebhookDelivery" ("id", "companyId", "endpointId", "eventId", "eventType", "payload")
     VALUES ($1::text, $2::text, $3::text, $4::text, $5::text, $6::jsonb)`,
    [deliveryId, companyId, endpointId, body.id, body.type, JSON.stringify(body)],
  );
  await enqueue(
    tx,
    QUEUES.webhooks.name,
    { key: `${deliveryId}:0`, companyId, deliveryId },
    { retry: webhookRetryOptions() },
  );
  return deliveryId;
}

/**
 * Sends a stored delivery again (the owner's Redeliver): the same body and event id, as a
 * new job with the full retry policy, keyed by its try count. Internal to lib/events:
 * elsewhere, republishDelivery.
 */
export async function requeueDelivery(
  tx: SqlDb,
  companyId: string,
  deliveryId: string,
  attempts: number,
) {
  await enqueue(
    tx,
    QUEUES.webhooks.name,
    { key: `${deliveryId}:${attempts}`, companyId, deliveryId },
    { retry: webhookRetryOptions() },
  );
}
