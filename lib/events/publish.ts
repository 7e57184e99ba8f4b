import "server-only";
import type { Prisma } from "@prisma/client";
import { prisma } from "@/lib/db";
import { newRowId, sqlExecutor, type SqlDb } from "@/lib/db/statements";
import { getBoss } from "@/lib/queue/boss";
import { enqueue, enqueueAll } from "@/lib/queue/enqueue";
import { QUEUES } from "@/lib/queue/queues";
import { quietHoursRelease } from "@/lib/dates/quiet-hours";
import { API_VERSION } from "@/lib/resources/webhooks";
import { EVENT_EFFECTS, isWebhookEvent, type TimelineEntry } from "./effects";
import type { DomainEvent } from "./types";
import { newEventId, queueDelivery, requeueDelivery, subscribedEndpoints } from "./webhooks";

type AnyEffects = {
  timeline?: (event: DomainEvent) => TimelineEntry;
  mails?: (event: DomainEvent) => Parameters<typeof enqueue<"mail">>[2][];
  texts?: (event: DomainEvent) => { job: Parameters<typeof enqueue<"texts">>[2]; held: boolean }[];
  webhook?: (db: SqlDb, event: DomainEvent) => Promise<{ data: object; action?: string }>;
};

/**
 * Publishes a domain event inside the transaction of the change that caused it
 * (docs/events.md): from the table of ./effects.ts it writes the quote's timeline row, queues
 * the event's mails and, when some enabled endpoint subscribes, one webhook delivery per
 * endpoint with the resource's public shape. All of it commits with the change or not at
 * all. `tx` is a Prisma transaction, a plain-SQL transaction, or the Prisma client for an
 * event with no change to commit with. The queue must be started before the transaction
 * opens: use inTransaction(), or await readyToPublish() before a plain-SQL transaction.
 * `endpointIds` hands over subscribers a statement already looked up (the estimate
 * request's hot path); otherwise they cost one indexed query, and nothing more when none.
 */
export async function publish(
  tx: SqlDb,
  event: DomainEvent,
  { endpointIds }: { endpointIds?: readonly string[] } = {},
): Promise<void> {
  const effects = EVENT_EFFECTS[event.type] as AnyEffects;
  const at = event.at ?? new Date();
  const entry = effects.timeline?.(event);
  if (entry) await writeTimeline(tx, entry, at);
  // The event's mails in one statement (an estimate request has two).
  await enqueueAll(tx, QUEUES.mail.name, effects.mails?.(event) ?? []);
  const texts = effects.texts?.(event) ?? [];
  if (texts.length > 0) {
    const release = texts.some((text) => text.held) ? await quietRelease(tx, event, at) : null;
    for (const { job, held } of texts)
      await enqueue(tx, QUEUES.texts.name, job, held && release ? { startAfter: release } : {});
  }
  if (!effects.webhook || !isWebhookEvent(event.type)) return;
  const endpoints = endpointIds ?? (await subscribedEndpoints(tx, event.companyId, event.type));
  if (endpoints.length === 0) return;
  const { data, action } = await effects.webhook(tx, event);
  const body = {
    id: newEventId(),
    type: event.type,
    apiVersion: API_VERSION,
    timestamp: at.toISOString(),
    ...(action ? { action } : {}),
    data: JSON.parse(JSON.stringify(data)) as Record<string, unknown>,
  };
  for (const endpointId of endpoints) await queueDelivery(tx, event.companyId, endpointId, body);
}

/**
 * Sends one webhook body to one endpoint, whatever it subscribes to and enabled or not (the
 * owner's test event, docs/webhooks.md): a delivery row and its job in the caller's
 * transaction, which inTransaction() opens with the queue started. The body gets a new event
 * id, the API version and `at` as its timestamp. Returns the delivery's id.
 */
export async function publishToEndpoint(
  tx: SqlDb,
  companyId: string,
  endpointId: string,
  { type, data, at = new Date() }: { type: string; data: Record<string, unknown>; at?: Date },
): Promise<string> {
  return queueDelivery(tx, companyId, endpointId, {
    id: newEventId(),
    type,
    apiVersion: API_VERSION,
    timestamp: at.toISOString(),
    data,
  });
}

/**
 * Sends a stored delivery again (the owner's Redeliver, docs/webhooks.md): the same body and
 * event id, as a new job with the full retry policy keyed by the delivery's try count, in
 * the caller's transaction (opened by inTransaction()).
 */
export async function republishDelivery(
  tx: SqlDb,
  companyId: string,
  deliveryId: string,
  attempts: number,
): Promise<void> {
  await requeueDelivery(tx, companyId, deliveryId, attempts);
}

/**
 * Publishes several events of one company in the caller's transaction (an import of many
 * services): the subscribers of each webhook event type are looked up once.
 */
export async function publishAll(tx: SqlDb, events: readonly DomainEvent[]): Promise<void> {
  const subscribers = new Map<string, readonly string[]>();
  for (const event of events) {
    let endpointIds: readonly string[] | undefined;
    if (isWebhookEvent(event.type)) {
      const key = `${event.companyId}:${event.type}`;
      endpointIds = subscribers.get(key);
      if (!endpointIds) {
        endpointIds = await subscribedEndpoints(tx, event.companyId, event.type);
        subscribers.set(key, endpointIds);
      }
    }
    await publish(tx, event, { endpointIds });
  }
}

/** When a held text may go: the end of the company's quiet hours, or null (now). */
async function quietRelease(tx: SqlDb, event: DomainEvent, at: Date): Promise<Date | null> {
  const [company] = await sqlExecutor(tx).query<{
    timeZone: string;
    textQuietStart: number;
    textQuietEnd: number;
  }>(`SELECT "timeZone", "textQuietStart", "textQuietEnd" FROM "Company" WHERE "id" = $1::text`, [
    event.companyId,
  ]);
  if (!company) return null;
  return quietHoursRelease(at, company.timeZone, company.textQuietStart, company.textQuietEnd);
}

const writeTimeline = (tx: SqlDb, entry: TimelineEntry, at: Date) =>
  sqlExecutor(tx).query(
    "quoteId" in entry
      ? `INSERT INTO "QuoteEvent" ("id", "quoteId", "type", "actor", "detail", "data", "createdAt")
     VALUES ($1::text, $2::text, $3::text, $4::text, $5::text, $6::jsonb, ($7::timestamptz AT TIME ZONE 'UTC'))`
      : `INSERT INTO "InvoiceEvent" ("id", "invoiceId", "type", "actor", "detail", "data", "createdAt")
     VALUES ($1::text, $2::text, $3::text, $4::text, $5::text, $6::jsonb, ($7::timestamptz AT TIME ZONE 'UTC'))`,
    [
      newRowId(),
      "quoteId" in entry ? entry.quoteId : entry.invoiceId,
      entry.type,
      entry.actor,
      entry.detail,
      entry.data ? JSON.stringify(entry.data) : null,
      at.toISOString(),
    ],
  );

/**
 * Starts this process's queue, which a transaction that publishes needs first (on the
 * embedded database a start inside the transaction would wait for the transaction's own
 * connection). Cheap once started.
 */
export async function readyToPublish(): Promise<void> {
  await getBoss();
}

/** A Prisma transaction whose work may publish events (the queue is started first). */
export async function inTransaction<T>(
  work: (tx: Prisma.TransactionClient) => Promise<T>,
  options: {
    maxWait?: number;
    timeout?: number;
    isolationLevel?: Prisma.TransactionIsolationLevel;
  } = {
    maxWait: 15_000,
    timeout: 20_000,
  },
): Promise<T> {
  await readyToPublish();
  return prisma.$transaction(work, options);
}
