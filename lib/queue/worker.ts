import "server-only";
import type { JobResult } from "pg-boss";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { sqlDatabase } from "@/lib/db/sql";
import { getServerEnv } from "@/lib/env";
import { getBoss, superviseJobsInThisProcess } from "./boss";
import { recordInvalidJob } from "./failures";
import type { QueuedJob } from "./types";
import { describeIssues, JOB_SCHEMAS, type JobPayload } from "./kinds";
import type { WorkQueueName } from "./queues";

export type { QueuedJob } from "./types";
export type JobHandler = (job: QueuedJob) => Promise<void>;
/** Queue name → handler: the work queues and their dead-letter queues. */
export type JobHandlers = Record<string, JobHandler>;

/**
 * The handler of a work queue, reading its payload as its kind defines it (lib/queue/kinds.ts):
 * the worker validates every job against that schema before the handler sees it (runJob).
 */
export const workQueueHandler =
  <Q extends WorkQueueName>(
    _queue: Q,
    handle: (job: QueuedJob<JobPayload<Q>>) => Promise<void>,
  ): JobHandler =>
  (job) =>
    handle(job as QueuedJob<JobPayload<Q>>);

/**
 * Runs one job: a work queue's payload is validated against its kind first (lib/queue/kinds.ts),
 * and one that fails is dead-lettered with the validation message (and completes: retrying
 * cannot mend it) instead of reaching the handler. Dead-letter queues take any payload.
 */
async function runJob(queue: string, handle: JobHandler, job: QueuedJob) {
  const schema = JOB_SCHEMAS[queue as WorkQueueName] as
    (typeof JOB_SCHEMAS)[WorkQueueName] | undefined;
  if (!schema) return handle(job);
  const parsed = schema.safeParse(job.data);
  if (!parsed.success)
    return recordInvalidJob(queue as WorkQueueName, job, describeIssues(parsed.error));
  return handle({ ...job, data: parsed.data });
}

/** How long a batch waits for a database that went away under it (jobs expire after 120 s). */
const DATABASE_RETURN_WAIT_MS = 60_000;

/**
 * Resolves true once the database answers again (checked every half second), false after
 * `waitMs`. A batch whose database went away under it waits here: pg-boss settles each job in
 * the database, and a settlement lost to the outage would leave the job 'active' until it
 * expires (minutes) while its customer waits for the mail.
 */
async function databaseAnswers(waitMs = DATABASE_RETURN_WAIT_MS): Promise<boolean> {
  const giveUpAt = Date.now() + waitMs;
  for (;;) {
    try {
      await sqlDatabase.query("SELECT 1");
      return true;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() >= giveUpAt) return false;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

const errorOutput = (error: unknown) => ({
  message: error instanceof Error ? error.message : String(error),
});

/**
 * Works every queue in this process until stopBoss(): each job runs once at a time per
 * worker slot, a thrown error fails the try (retried with backoff, then dead-lettered).
 */
export async function startWorkers(handlers: JobHandlers) {
  superviseJobsInThisProcess();
  const env = getServerEnv();
  const boss = await getBoss();
  for (const [queue, handle] of Object.entries(handlers)) {
    await boss.work(
      queue,
      {
        // Small batches, fetched back to back while they come back full (a burst drains without
        // waiting for a poll); each job settles on its own, so one failure retries only itself.
        batchSize: 5,
        burstWhenBatchFull: true,
        perJobResults: true,
        includeMetadata: true,
        localConcurrency: env.JOBS_CONCURRENCY,
        pollingIntervalSeconds: env.JOBS_POLL_SECONDS,
        // NOTIFY wakes idle workers for new jobs; the poll is the backstop for retries coming due.
        notifyPollingIntervalSeconds: Math.max(env.JOBS_POLL_SECONDS, 5),
      },
      async (jobs) => {
        const results: JobResult[] = [];
        let databaseLost = false;
        for (const job of jobs) {
          if (env.JOBS_LOG === "1") console.log(`job started ${queue} ${job.id}`);
          try {
            try {
              await runJob(queue, handle, job);
            } catch (error) {
              // The database went away mid-job (a restart, a failover): once it is back the job
              // runs again here, at once, instead of waiting out a retry delay. Handlers are
              // idempotent by key (a mail already recorded is not sent again).
              if (!isDatabaseUnavailable(error) || !(await databaseAnswers())) throw error;
              databaseLost = true;
              await runJob(queue, handle, job);
            }
            results.push({ id: job.id, status: "completed" });
            if (env.JOBS_LOG === "1") console.log(`job completed ${queue} ${job.id}`);
          } catch (error) {
            databaseLost ||= isDatabaseUnavailable(error);
            results.push({ id: job.id, status: "failed", output: errorOutput(error) });
            if (env.JOBS_LOG === "1") console.log(`job failed ${queue} ${job.id}`);
          }
        }
        // pg-boss settles the batch in the database next: make sure it is there to take it.
        if (databaseLost) await databaseAnswers();
        return results;
      },
    );
  }
  return boss;
}

export type DrainResult = { completed: number; failed: number };

/**
 * Works at most `maxJobs` jobs now and returns (serverless cron, the kick after a response,
 * tests), in rounds over every queue until a round finds nothing. `ignoreStartAfter` also
 * takes jobs whose retry delay has not passed, and `rounds: 1` gives each job one try per
 * call (tests).
 */
export async function drainQueues(
  handlers: JobHandlers,
  { maxJobs = 50, deadlineMs = 20_000, ignoreStartAfter = false, rounds = Infinity } = {},
): Promise<DrainResult> {
  const boss = await getBoss();
  const stopAt = Date.now() + deadlineMs;
  const result: DrainResult = { completed: 0, failed: 0 };
  let progressed = true;
  for (
    let round = 0;
    round < rounds &&
    progressed &&
    result.completed + result.failed < maxJobs &&
    Date.now() < stopAt;
    round += 1
  ) {
    progressed = false;
    for (const [queue, handle] of Object.entries(handlers)) {
      const room = maxJobs - result.completed - result.failed;
      if (room <= 0 || Date.now() >= stopAt) break;
      const jobs = await boss.fetch(queue, {
        batchSize: Math.min(room, 10),
        includeMetadata: true,
        ignoreStartAfter,
      });
      for (const job of jobs) {
        progressed = true;
        try {
          await runJob(queue, handle, job);
          await boss.complete(queue, job.id);
          result.completed += 1;
        } catch (error) {
          await boss.fail(queue, job.id, errorOutput(error));
          result.failed += 1;
        }
      }
    }
  }
  return result;
}

/** Releases the active jobs of workers that died (their expiry passed) so they are tried again. */
export async function superviseNow() {
  const boss = await getBoss();
  await boss.supervise();
}
