import "server-only";
import { randomUUID } from "node:crypto";
import { newRowId, SqlParams, sqlExecutor, type SqlDb } from "@/lib/db/statements";
import { getServerEnv } from "@/lib/env";
import { enqueue } from "@/lib/jobs/enqueue";
import { QUEUES } from "@/lib/jobs/queues";
import type { WebhookEventType } from "./events";

export type { WebhookEventType } from "./events";

/** The body every endpoint receives (docs/webhooks.md, "Payloads"). */
export type WebhookPayload = { type: string; timestamp: string; data: Record<string, unknown> };

/** The job of one delivery: the delivery row holds the rest. */
export type WebhookJob = { companyId: string; deliveryId: string };

/** Each webhook job's retry policy: long, exponential pauses (docs/webhooks.md, "Retries"). */
export function webhookRetryOptions() {
  const env = getServerEnv();
  return {
    retryLimit: env.WEBHOOKS_RETRY_LIMIT,
    retryDelay: env.WEBHOOKS_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    retryDelayMax: 3600,
  };
}

/** A delivery row and its job, in the caller's transaction (the queue is started already). */
export async function queueDelivery(
  tx: SqlDb,
  companyId: string,
  endpointId: string,
  payload: WebhookPayload,
  eventId = `msg_${randomUUID().replaceAll("-", "")}`,
) {
  const deliveryId = newRowId();
  await sqlExecutor(tx).query(
    `INSERT INTO "WebhookDelivery" ("id", "companyId", "endpointId", "eventId", "eventType", "payload")
     VALUES ($1::text, $2::text, $3::text, $4::text, $5::text, $6::jsonb)`,
    [deliveryId, companyId, endpointId, eventId, payload.type, JSON.stringify(payload)],
  );
  await enqueue(
    tx,
    QUEUES.webhooks.name,
    { key: `${deliveryId}:0`, companyId, deliveryId } satisfies WebhookJob & { key: string },
    webhookRetryOptions(),
  );
  return deliveryId;
}

/**
 * The query for the ids of the company's enabled endpoints subscribed to `type` (on the
 * (companyId, enabled) index); a larger statement can carry it as a subquery.
 */
export function subscribedEndpointsSql(p: SqlParams, companyId: string, type: WebhookEventType) {
  return `SELECT "id" FROM "WebhookEndpoint"
    WHERE "companyId" = ${p.add(companyId, "text")} AND "enabled" AND ${p.add(type, "text")} = ANY("events")`;
}

/**
 * Announces an event of the company to its webhook endpoints, inside the transaction of the
 * write (so a delivery exists if and only if the write commits). With no enabled endpoint
 * for this event it costs one indexed query and nothing else; otherwise each endpoint gets a
 * delivery row and a job. `data` becomes the payload's `data` as JSON (Decimals as strings,
 * dates as ISO strings); a function is called only when some endpoint subscribes (the
 * payload builders of ./payloads read their rows then). Callers start the queue (getBoss)
 * before the transaction.
 */
export async function emitEvent(
  tx: SqlDb,
  companyId: string,
  type: WebhookEventType,
  data: object | (() => Promise<object>),
): Promise<void> {
  const p = new SqlParams();
  const endpoints = await sqlExecutor(tx).query<{ id: string }>(
    subscribedEndpointsSql(p, companyId, type),
    p.values,
  );
  await emitToEndpoints(
    tx,
    companyId,
    type,
    endpoints.map((endpoint) => endpoint.id),
    data,
  );
}

/** emitEvent for endpoints already looked up (subscribedEndpointsSql) by the caller. */
export async function emitToEndpoints(
  tx: SqlDb,
  companyId: string,
  type: WebhookEventType,
  endpointIds: readonly string[],
  data: object | (() => Promise<object>),
): Promise<void> {
  if (endpointIds.length === 0) return;
  const payload: WebhookPayload = {
    type,
    timestamp: new Date().toISOString(),
    data: JSON.parse(JSON.stringify(typeof data === "function" ? await data() : data)) as Record<
      string,
      unknown
    >,
  };
  const eventId = `msg_${randomUUID().replaceAll("-", "")}`;
  for (const endpointId of endpointIds)
    await queueDelivery(tx, companyId, endpointId, payload, eventId);
}
