import "server-only";
import { fromPglite, PgBoss } from "pg-boss";
import { connectionOf, getDatabase } from "@/lib/db";
import { getServerEnv } from "@/lib/env";
import { WORK_QUEUES } from "./queues";

const globalForJobs = globalThis as typeof globalThis & {
  __quotecraftBoss?: Promise<PgBoss>;
  __quotecraftBossSupervise?: boolean;
};

/**
 * Marks this process as one that works jobs, so the queue instance it opens also supervises
 * (expires the active jobs of dead workers, applies retention). Call before getBoss().
 */
export function superviseJobsInThisProcess() {
  globalForJobs.__quotecraftBossSupervise = true;
}

async function startBoss(): Promise<PgBoss> {
  const env = getServerEnv();
  const database = getDatabase();
  const connection = connectionOf(database);
  // The queue connects straight to PostgreSQL where it may (DIRECT_DATABASE_URL): LISTEN
  // holds a session, which a transaction-mode pooler does not keep. Behind a pooler with no
  // direct URL it polls instead.
  const listens = !connection || !connection.pooled || connection.directUrl !== connection.url;
  const common = {
    schema: "pgboss",
    supervise: globalForJobs.__quotecraftBossSupervise === true,
    schedule: false,
    migrate: true,
    // New jobs NOTIFY, so an idle worker wakes at once instead of at its next poll.
    useListenNotify: listens,
    monitorIntervalSeconds: env.JOBS_MONITOR_SECONDS,
    superviseIntervalSeconds: env.JOBS_MONITOR_SECONDS,
    openTelemetry: { enabled: false },
  };
  const boss = database.pglite
    ? // The embedded database: the same PGlite instance as Prisma (one instance per folder).
      new PgBoss({ ...common, db: fromPglite(database.pglite), backend: "pglite" })
    : new PgBoss({ ...common, connectionString: connection?.directUrl, max: 4 });
  boss.on("error", (error) => console.error("Job queue error", error));
  await boss.start();
  for (const queue of WORK_QUEUES) {
    const options = {
      retryLimit: env.JOBS_RETRY_LIMIT,
      retryDelay: env.JOBS_RETRY_DELAY_SECONDS,
      retryBackoff: true,
      retryDelayMax: 3600,
      expireInSeconds: env.JOBS_EXPIRE_SECONDS,
      notify: true,
    };
    // The dead-letter queue must exist before the queue that names it.
    if (!(await boss.getQueue(queue.deadLetter)))
      await boss.createQueue(queue.deadLetter, { ...options, retryLimit: 10 });
    if (await boss.getQueue(queue.name)) await boss.updateQueue(queue.name, options);
    else await boss.createQueue(queue.name, { ...options, deadLetter: queue.deadLetter });
  }
  return boss;
}

/**
 * The queue of this process, started on first use. Enqueueing inside a Prisma transaction
 * needs it started beforehand (on PGlite a start inside the transaction would wait for it):
 * callers await getBoss() before they open the transaction.
 */
export function getBoss(): Promise<PgBoss> {
  if (!globalForJobs.__quotecraftBoss) {
    globalForJobs.__quotecraftBoss = startBoss().catch((error) => {
      globalForJobs.__quotecraftBoss = undefined;
      throw error;
    });
  }
  return globalForJobs.__quotecraftBoss;
}

/** Stops the queue: workers finish (or release, after the timeout) the jobs they hold. */
export async function stopBoss({ timeoutMs = 20_000 } = {}) {
  const pending = globalForJobs.__quotecraftBoss;
  globalForJobs.__quotecraftBoss = undefined;
  if (!pending) return;
  const boss = await pending.catch(() => undefined);
  await boss?.stop({ graceful: true, timeout: timeoutMs, close: true });
}
