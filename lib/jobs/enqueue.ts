import "server-only";
import { randomUUID } from "node:crypto";
import type { SendOptions } from "pg-boss";
import { prepared, sqlExecutor, type SqlDb } from "@/lib/db/statements";
import { getBoss } from "./boss";
import type { JobEnvelope, WorkQueueName } from "./queues";

/**
 * Adds a job in the caller's transaction (a Prisma transaction or a plain-SQL one, see
 * lib/db/sql.ts): it exists if and only if the transaction commits (an estimate request and
 * its notification commit together or not at all). Pass null outside a transaction. The
 * queue must be started first (see getBoss). `retry` overrides the queue's retry policy for
 * this job (webhooks retry longer than mails: docs/webhooks.md).
 */
export async function enqueue<T extends Omit<JobEnvelope, "key">>(
  tx: SqlDb | null,
  queue: WorkQueueName,
  data: T & { key?: string },
  retry?: Pick<SendOptions, "retryLimit" | "retryDelay" | "retryBackoff" | "retryDelayMax">,
): Promise<string> {
  const boss = await getBoss();
  const payload = { ...data, key: data.key ?? randomUUID() };
  const db = tx ? sqlExecutor(tx) : null;
  const id = await boss.send(queue, payload, {
    ...retry,
    ...(db
      ? // pg-boss's insert has one text per queue and options: prepared, planned once.
        {
          db: {
            executeSql: async (text, values) => ({ rows: await db.query(prepared(text), values) }),
          },
        }
      : {}),
  });
  if (!id) throw new Error(`The job queue refused a job for ${queue}.`);
  return id;
}
