/**
 * One run of the job-queue benchmark on one database (argv[2]: "pglite" or a PostgreSQL
 * admin URL), in one process: the real workers draining the mail jobs of a burst of real
 * estimate requests (the owner's notification and the customer's confirmation each) beside
 * the same library draining as many no-op jobs, then a steady stream of requests and the
 * latency of their mails. Prints one JSON line with the figures.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { newPGlite } from "../../lib/db/pglite";
import pg from "pg";

const target = process.argv[2] ?? "pglite";
const BURST = Number(process.env.BENCH_BURST ?? 1000);
const CONCURRENCY = 20;
const STREAM_RATE = Number(process.env.BENCH_STREAM_RATE ?? 50);
const STREAM_SECONDS = Number(process.env.BENCH_STREAM_SECONDS ?? 10);
const outbox = mkdtempSync(path.join(tmpdir(), "qc-bench-outbox-"));
process.env.OUTBOX_DIR = outbox;
process.env.NEXTAUTH_SECRET ??= "bench-secret-0123456789abcdef";
// As the server runs (`next start`): React's production build, not its development checks.
(process.env as Record<string, string>).NODE_ENV = "production";
delete process.env.SMTP_URL;

type Timing = { createdOn: Date; completedOn: Date | null; state: string };

function figures(jobs: Timing[], startedAt: number) {
  const done = jobs.filter((job) => job.state === "completed" && job.completedOn);
  const latencies = done.map((job) => +job.completedOn! - +job.createdOn).sort((a, b) => a - b);
  const pick = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  const lastDone = Math.max(...done.map((job) => +job.completedOn!));
  return {
    jobs: jobs.length,
    completed: done.length,
    jobsPerSecond: Math.round((done.length / ((lastDone - startedAt) / 1000)) * 10) / 10,
    p50Ms: pick(0.5),
    p99Ms: pick(0.99),
  };
}

async function pool<T>(count: number, task: (index: number) => Promise<T>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

async function main() {
  const { installDatabase } = await import("../../lib/db");
  const { createPrismaClient } = await import("../../lib/db/create-client");
  const { applyMigrations } = await import("../../lib/db/migrations");
  let cleanup = async () => {};
  let pglite: PGlite | undefined;
  let databaseUrl: string | undefined;
  if (target === "pglite") {
    pglite = newPGlite();
    await applyMigrations({
      exec: (sql) => pglite!.exec(sql),
      query: (sql, p) => pglite!.query(sql, p),
    });
  } else {
    const name = `qc_bench_jobs_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: target });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(target);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await applyMigrations({
      exec: (sql) => client.query(sql),
      query: async <T>(sql: string, params?: unknown[]) => ({
        rows: (await client.query(sql, params)).rows as T[],
      }),
    });
    await client.end();
    cleanup = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const prisma = createPrismaClient({ databaseUrl, pgliteDir: "memory://" }, pglite);
  installDatabase({ prisma, pglite, databaseUrl });

  const { getBoss, stopBoss } = await import("../../lib/queue/boss");
  const { startWorkers } = await import("../../lib/queue/worker");
  const { QUEUES } = await import("../../lib/queue/queues");
  const { JOB_HANDLERS } = await import("../../lib/worker/handlers");
  const { createEstimateRequest } = await import("../../lib/estimates/create");

  const company = await prisma.company.create({
    data: { name: "Bench Co", slug: `bench-${Date.now()}`, contactEmail: "office@example.com" },
  });
  const service = await prisma.service.create({
    data: { companyId: company.id, name: "Outlet", category: "electrical", basePrice: "75.00" },
  });

  const boss = await getBoss();
  await boss.createQueue("bench.noop");
  const createRequests = (count: number, offset: number) =>
    pool(count, (index) =>
      createEstimateRequest(
        {
          companyId: company.id,
          customerName: `Customer ${offset + index}`,
          customerEmail: `customer${offset + index}@example.com`,
          items: [{ id: service.id, quantity: 1 }],
        } as Parameters<typeof createEstimateRequest>[0],
        {
          idempotencyKey: null,
          ip: `10.${(offset + index) >> 16}.${((offset + index) >> 8) & 255}.${(offset + index) & 255}`,
        },
      ),
    );
  // Polls a count (one row), not the jobs: reading thousands of jobs every 100 ms in this
  // process took a share of the CPU the workers are measured on. The jobs are read once, after.
  const { sqlDatabase } = await import("../../lib/db/sql");
  // pg-boss lists 1,000 jobs unless told otherwise: a burst of 1,000 requests queues 2,000.
  const allJobs = (queue: string) => boss.findJobs(queue, { limit: 100_000 });
  const waitDrained = async (queue: string, count: number) => {
    for (let waited = 0; waited < 300_000; waited += 100) {
      const [row] = await sqlDatabase.query<{ total: number; open: number }>(
        `SELECT count(*)::int AS "total",
           count(*) FILTER (WHERE "state" NOT IN ('completed', 'failed'))::int AS "open"
         FROM "pgboss"."job" WHERE "name" = $1::text`,
        [queue],
      );
      if (row.total >= count && row.open === 0) return allJobs(queue);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${queue} did not drain in 5 minutes`);
  };

  // 1. Drain: the same number of no-op jobs and of real requests' mail jobs wait in the queue,
  //    then the workers start; jobs per second from the workers' start to the last done.
  await createRequests(BURST, 0);
  const mailJobs = (await allJobs(QUEUES.mail.name)).length;
  await pool(mailJobs, (index) => boss.send("bench.noop", { index }));
  let startedAt = Date.now();
  await startWorkers({ "bench.noop": async () => undefined });
  const noop = figures(await waitDrained("bench.noop", mailJobs), startedAt);
  startedAt = Date.now();
  await startWorkers(JOB_HANDLERS);
  const notification = figures(await waitDrained(QUEUES.mail.name, mailJobs), startedAt);

  // 2. A steady stream: STREAM_RATE requests a second for STREAM_SECONDS, each committing its
  //    mail jobs while the workers run; the latency of each from its commit (the job's
  //    createdOn, taken in the request's transaction) to its mail written and recorded.
  const before = new Set((await allJobs(QUEUES.mail.name)).map((job) => job.id));
  const streamStart = Date.now();
  const sends: Promise<unknown>[] = [];
  for (let i = 0; i < STREAM_RATE * STREAM_SECONDS; i++) {
    const due = streamStart + (i * 1000) / STREAM_RATE;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
    sends.push(createRequests(1, BURST + i));
  }
  await Promise.all(sends);
  const perRequest = mailJobs / BURST;
  const streamed = (
    await waitDrained(QUEUES.mail.name, mailJobs + STREAM_RATE * STREAM_SECONDS * perRequest)
  ).filter((job) => !before.has(job.id));
  const stream = figures(streamed, streamStart);

  const leftBehind = (await allJobs(QUEUES.mail.name)).filter((job) =>
    ["created", "retry", "active"].includes(job.state),
  ).length;
  const requests = await prisma.estimateRequest.count({ where: { companyId: company.id } });
  const allMailJobs = (await allJobs(QUEUES.mail.name)).length;
  const deliveries = await prisma.mailDelivery.count({ where: { companyId: company.id } });
  const outboxFiles = readdirSync(outbox).length;

  await stopBoss({ timeoutMs: 5_000 });
  await prisma.$disconnect();
  await pglite?.close();
  await cleanup();
  rmSync(outbox, { recursive: true, force: true });
  console.log(
    JSON.stringify({
      target: pglite ? "PGlite" : "PostgreSQL",
      noop,
      notification,
      stream,
      requests,
      mailJobs: allMailJobs,
      deliveries,
      outboxFiles,
      leftBehind,
    }),
  );
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
