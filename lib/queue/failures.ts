import "server-only";
import type { Prisma } from "@prisma/client";
import { prisma } from "@/lib/db";
import { getBoss } from "./boss";
import { conflict } from "@/lib/errors";
import { enqueue } from "./enqueue";
import { JOB_SCHEMAS, describeIssues } from "./kinds";
import {
  type JobEnvelope,
  type WorkQueue,
  type WorkQueueName,
  QUEUES,
  WORK_QUEUES,
} from "./queues";
import type { DeliveryFailure } from "./types";
import type { QueuedJob } from "./types";

/** Describes a job's data for its owner ("Mail to … : subject"); each work queue brings its own. */
export type DescribeJob = (data: JobEnvelope & Record<string, unknown>) => Promise<string>;

/**
 * The dead-letter worker of one queue: records the job that failed its last try, with the
 * last error, for its company's owner. Keyed by the dead-letter job, so a re-run records once.
 */
export function recordDeadLetter(queue: WorkQueue, describe: DescribeJob) {
  return async (job: QueuedJob) => {
    const data = job.data as JobEnvelope & Record<string, unknown>;
    const boss = await getBoss();
    const tries = await boss.findJobs(queue.name, { data: { key: data.key } });
    const lastFailure = tries
      .filter((attempt) => attempt.state === "failed")
      .sort((a, b) => +(b.completedOn ?? 0) - +(a.completedOn ?? 0))[0];
    const output = lastFailure?.output as { message?: unknown } | undefined;
    const error =
      typeof output?.message === "string" ? output.message : "The job ran out of tries.";
    await storeFailure(queue, job, (await describe(data)).slice(0, 500), error);
  };
}

/** The failure row of a dead-lettered job (keyed by the job, so a re-run records once). */
async function storeFailure(queue: WorkQueue, job: QueuedJob, summary: string, error: string) {
  const data = (job.data ?? {}) as Record<string, unknown>;
  const companyId = typeof data.companyId === "string" ? data.companyId : null;
  const companyExists = companyId
    ? (await prisma.company.count({ where: { id: companyId } })) > 0
    : false;
  await prisma.jobFailure.upsert({
    where: { id: job.id },
    update: {},
    create: {
      id: job.id,
      companyId: companyExists ? companyId : null,
      queue: queue.name,
      kind: queue.kind,
      summary: summary.slice(0, 500),
      error: error.slice(0, 2000),
      data: data as Prisma.InputJsonValue,
    },
  });
}

/**
 * A job whose payload this version cannot read (lib/queue/kinds.ts): dead-lettered at once with
 * the validation message, for its company's owner, without reaching its handler.
 */
export async function recordInvalidJob(queueName: WorkQueueName, job: QueuedJob, issues: string) {
  const queue = Object.values(QUEUES).find((candidate) => candidate.name === queueName)!;
  console.error(`Job ${job.id} on ${queueName} has an invalid payload: ${issues}`);
  await storeFailure(
    queue,
    job,
    `A ${queue.kind} job this version cannot read`,
    `Invalid job payload: ${issues}`,
  );
}

/** The company's dead-lettered jobs not yet retried, newest first. */
export async function listFailures(companyId: string): Promise<DeliveryFailure[]> {
  const rows = await prisma.jobFailure.findMany({
    where: { companyId, retriedAt: null },
    orderBy: { failedAt: "desc" },
    take: 100,
    select: { id: true, kind: true, summary: true, error: true, failedAt: true },
  });
  return rows.map((row) => ({ ...row, failedAt: row.failedAt.toISOString() }));
}

/**
 * Sends a dead-lettered job again with the same key (so a mail that did leave is not sent
 * twice) and marks the failure retried, in one transaction. Another company's id is not found.
 */
export async function retryFailure(companyId: string, id: string): Promise<boolean> {
  const failure = await prisma.jobFailure.findFirst({
    where: { id, companyId, retriedAt: null },
  });
  const queue = WORK_QUEUES.find((candidate) => candidate.name === failure?.queue);
  if (!failure || !queue) return false;
  const readable = JOB_SCHEMAS[queue.name].safeParse(failure.data);
  if (!readable.success)
    throw conflict(
      `This job's data cannot be read by this version, so it cannot be retried (${describeIssues(readable.error)}).`,
    );
  await getBoss();
  return prisma.$transaction(async (tx) => {
    const marked = await tx.jobFailure.updateMany({
      where: { id, companyId, retriedAt: null },
      data: { retriedAt: new Date() },
    });
    if (marked.count === 0) return false;
    await enqueue(tx, queue.name, failure.data as never);
    return true;
  });
}
