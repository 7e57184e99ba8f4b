/**
 * `npm run worker`: works the job queue in its own process, for a long-running host on
 * PostgreSQL (set JOBS_MODE=external on the web processes so only this one works jobs).
 * SIGTERM/SIGINT stop it gracefully: the jobs in hand finish, or are released for another
 * worker when they overrun the grace period. Run it only on PostgreSQL: the embedded
 * database belongs to the `npm start` process, which works its own jobs.
 */
import { loadEnvConfig } from "@next/env";

loadEnvConfig(process.cwd());

async function main() {
  const { getServerEnv } = await import("../lib/env");
  const { getDatabase } = await import("../lib/db");
  const { stopBoss } = await import("../lib/queue/boss");
  const { startWorkers } = await import("../lib/queue/worker");
  const { JOB_HANDLERS } = await import("../lib/worker/handlers");
  const { startPeriodicJobs } = await import("../lib/worker/run");
  const env = getServerEnv();
  if (!env.DATABASE_URL && !process.argv.includes("--embedded")) {
    console.error(
      "npm run worker needs DATABASE_URL (PostgreSQL). On the embedded database `npm start` works the jobs itself.",
    );
    process.exit(1);
  }
  await startWorkers(JOB_HANDLERS);
  const stopPeriodicJobs = startPeriodicJobs();
  console.log(`Worker started: queues ${Object.keys(JOB_HANDLERS).join(", ")}.`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing the jobs in hand…`);
    stopPeriodicJobs();
    await stopBoss({ timeoutMs: 25_000 });
    const database = getDatabase();
    await database.prisma.$disconnect();
    await database.pglite?.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
