import "server-only";
import { randomUUID } from "node:crypto";
import type { SendOptions } from "pg-boss";
import { prepared, sqlExecutor, type SqlDb } from "@/lib/db/statements";
import { getBoss } from "./boss";
import { JOB_SCHEMAS, type JobInput } from "./kinds";
import type { WorkQueueName } from "./queues";

export type EnqueueOptions = {
  /** Overrides the queue's retry policy for this job (webhooks retry longer than mails). */
  retry?: Pick<SendOptions, "retryLimit" | "retryDelay" | "retryBackoff" | "retryDelayMax">;
  /** At most one such job per window of `seconds` (periodic work asked for by every process). */
  singleton?: { key: string; seconds: number };
  /** Not before this instant (a text held by quiet hours). */
  startAfter?: Date;
};

/** A job's payload as its kind defines it (lib/queue/kinds.ts), keyed (a fresh key if none). */
const jobPayload = <Q extends WorkQueueName>(queue: Q, data: JobInput<Q>) =>
  JOB_SCHEMAS[queue].parse({ ...data, key: data.key ?? randomUUID() });

/** pg-boss's insert through the caller's transaction: one text per queue, prepared once. */
const throughTransaction = (tx: SqlDb) => {
  const db = sqlExecutor(tx);
  return {
    executeSql: async (text: string, values: unknown[]) => ({
      rows: await db.query(prepared(text), values),
    }),
  };
};

/**
 * Adds a job in the caller's transaction (a Prisma transaction or a plain-SQL one, see
 * lib/db/sql.ts): it exists if and only if the transaction commits (an estimate request and
 * its notification commit together or not at all). Pass null outside a transaction. The
 * payload is checked against its kind (lib/queue/kinds.ts) and stamped with its version.
 * Only the queue's own module and lib/events (publish) call this: a domain publishes events.
 * Returns the job's id, or null when a singleton job of the window exists already.
 */
export async function enqueue<Q extends WorkQueueName>(
  tx: SqlDb | null,
  queue: Q,
  data: JobInput<Q>,
  { retry, singleton, startAfter }: EnqueueOptions = {},
): Promise<string | null> {
  const payload = jobPayload(queue, data);
  const boss = await getBoss();
  const id = await boss.send(queue, payload, {
    ...retry,
    ...(startAfter ? { startAfter } : {}),
    ...(singleton ? { singletonKey: singleton.key, singletonSeconds: singleton.seconds } : {}),
    // pg-boss's insert has one text per queue and options: prepared, planned once.
    ...(tx ? { db: throughTransaction(tx) } : {}),
  });
  if (!id && !singleton) throw new Error(`The job queue refused a job for ${queue}.`);
  return id;
}

/**
 * Adds several jobs of one queue, with the queue's own policy, in the caller's transaction and
 * in one statement (pg-boss's insert, the statement send() runs for one job): an event's mails
 * cost one round trip, not one each (the estimate request's owner notification and customer
 * confirmation, docs/performance.md). Each payload is checked and keyed as enqueue() does.
 */
export async function enqueueAll<Q extends WorkQueueName>(
  tx: SqlDb,
  queue: Q,
  items: readonly JobInput<Q>[],
): Promise<string[]> {
  if (items.length === 0) return [];
  const jobs = items.map((data) => ({
    data: jobPayload(queue, data) as object,
  }));
  const boss = await getBoss();
  const ids = await boss.insert(queue, jobs, { db: throughTransaction(tx), returnId: true });
  if (ids?.length !== jobs.length)
    throw new Error(`The job queue refused ${jobs.length - (ids?.length ?? 0)} jobs for ${queue}.`);
  return ids;
}
