import "server-only";
import { randomUUID } from "node:crypto";
import type { Prisma } from "@prisma/client";
import { fromPrisma } from "pg-boss";
import { getBoss } from "./boss";
import type { JobEnvelope, WorkQueueName } from "./queues";

/**
 * Adds a job in the caller's transaction: it exists if and only if the transaction commits
 * (an estimate request and its notification commit together or not at all). Pass null
 * outside a transaction. The queue must be started first (see getBoss).
 */
export async function enqueue<T extends Omit<JobEnvelope, "key">>(
  tx: Prisma.TransactionClient | null,
  queue: WorkQueueName,
  data: T & { key?: string },
): Promise<string> {
  const boss = await getBoss();
  const payload = { ...data, key: data.key ?? randomUUID() };
  const id = await boss.send(queue, payload, tx ? { db: fromPrisma(tx) } : undefined);
  if (!id) throw new Error(`The job queue refused a job for ${queue}.`);
  return id;
}
