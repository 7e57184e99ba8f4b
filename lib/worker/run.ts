import "server-only";
import { after } from "next/server";
import { getServerEnv } from "@/lib/env";
import { drainQueues, startWorkers } from "@/lib/queue/worker";
import { requestQuoteSweep } from "@/lib/queue/periodic";
import { JOB_HANDLERS } from "./handlers";

/** Starts this process's workers when it is the one that works jobs ("inline" mode). */
export async function startInlineWorker() {
  if (getServerEnv().JOBS_MODE !== "inline") return;
  await startWorkers(JOB_HANDLERS);
  startPeriodicJobs();
}

const globalForTimers = globalThis as typeof globalThis & { __quotecraftPeriodic?: NodeJS.Timeout };

/**
 * The clock of periodic work in a process that works jobs: each minute it asks for the quote
 * sweep, which the queue throttles to one job per 15 minutes across every process (the cron
 * route asks too, for serverless hosts). Returns the stop (call it before stopBoss).
 */
export function startPeriodicJobs(everyMs = 60_000) {
  const tick = () =>
    void requestQuoteSweep().catch((error) => console.error("Periodic jobs failed", error));
  if (!globalForTimers.__quotecraftPeriodic) {
    tick();
    globalForTimers.__quotecraftPeriodic = setInterval(tick, everyMs);
    globalForTimers.__quotecraftPeriodic.unref();
  }
  return stopPeriodicJobs;
}

export function stopPeriodicJobs() {
  clearInterval(globalForTimers.__quotecraftPeriodic);
  globalForTimers.__quotecraftPeriodic = undefined;
}

/** Works a bounded batch now (the cron route, tests). */
export function drainJobs(options?: Parameters<typeof drainQueues>[1]) {
  return drainQueues(JOB_HANDLERS, options);
}

/**
 * On serverless hosts ("cron" mode) no worker is running: after the response is sent, this
 * request works a small batch so a new request's mail leaves at once; the cron route catches
 * whatever this misses. Other modes have a worker listening already.
 */
export function kickJobsAfterResponse() {
  if (getServerEnv().JOBS_MODE !== "cron") return;
  after(() =>
    drainJobs({ maxJobs: 10, deadlineMs: 8_000 }).catch((error) =>
      console.error("Job kick failed", error),
    ),
  );
}
