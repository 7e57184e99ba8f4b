import "server-only";
import { randomUUID } from "node:crypto";
import type { Prisma } from "@prisma/client";
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
  tx: Prisma.TransactionClient,
  companyId: string,
  endpointId: string,
  payload: WebhookPayload,
  eventId = `msg_${randomUUID().replaceAll("-", "")}`,
) {
  const delivery = await tx.webhookDelivery.create({
    data: {
      companyId,
      endpointId,
      eventId,
      eventType: payload.type,
      payload: payload as unknown as Prisma.InputJsonValue,
    },
    select: { id: true },
  });
  await enqueue(
    tx,
    QUEUES.webhooks.name,
    { key: `${delivery.id}:0`, companyId, deliveryId: delivery.id } satisfies WebhookJob & {
      key: string;
    },
    webhookRetryOptions(),
  );
  return delivery.id;
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
  tx: Prisma.TransactionClient,
  companyId: string,
  type: WebhookEventType,
  data: object | (() => Promise<object>),
): Promise<void> {
  const endpoints = await tx.webhookEndpoint.findMany({
    where: { companyId, enabled: true, events: { has: type } },
    select: { id: true },
  });
  if (endpoints.length === 0) return;
  const payload: WebhookPayload = {
    type,
    timestamp: new Date().toISOString(),
    data: JSON.parse(JSON.stringify(typeof data === "function" ? await data() : data)) as Record<
      string,
      unknown
    >,
  };
  const eventId = `msg_${randomUUID().replaceAll("-", "")}`;
  for (const endpoint of endpoints)
    await queueDelivery(tx, companyId, endpoint.id, payload, eventId);
}
