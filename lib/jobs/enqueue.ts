import "server-only";
import { randomUUID } from "node:crypto";
import type { Prisma } from "@prisma/client";
import { fromPrisma, type SendOptions } from "pg-boss";
import { getBoss } from "./boss";
import type { JobEnvelope, WorkQueueName } from "./queues";

/**
 * Adds a job in the caller's transaction: it exists if and only if the transaction commits
 * (an estimate request and its notification commit together or not at all). Pass null
 * outside a transaction. The queue must be started first (see getBoss). `retry` overrides the
 * queue's retry policy for this job (webhooks retry longer than mails: docs/webhooks.md).
 */
export async function enqueue<T extends Omit<JobEnvelope, "key">>(
  tx: Prisma.TransactionClient | null,
  queue: WorkQueueName,
  data: T & { key?: string },
  retry?: Pick<SendOptions, "retryLimit" | "retryDelay" | "retryBackoff" | "retryDelayMax">,
): Promise<string> {
  const boss = await getBoss();
  const payload = { ...data, key: data.key ?? randomUUID() };
  const id = await boss.send(queue, payload, { ...retry, ...(tx ? { db: fromPrisma(tx) } : {}) });
  if (!id) throw new Error(`The job queue refused a job for ${queue}.`);
  return id;
}
