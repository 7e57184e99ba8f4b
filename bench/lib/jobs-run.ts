/**
 * One run of the job-queue benchmark on one database (argv[2]: "pglite" or a PostgreSQL
 * admin URL): a burst of real estimate requests whose owner-notification jobs the real
 * workers send, and the same library working the same number of no-op jobs, in one process.
 * Prints one JSON line with both figures.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

const target = process.argv[2] ?? "pglite";
const BURST = Number(process.env.BENCH_BURST ?? 1000);
const CONCURRENCY = 20;
const outbox = mkdtempSync(path.join(tmpdir(), "qc-bench-outbox-"));
process.env.OUTBOX_DIR = outbox;
process.env.NEXTAUTH_SECRET ??= "bench-secret-0123456789abcdef";
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
    pglite = new PGlite();
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

  // 1. The no-op baseline: the same library, the same number of jobs, a handler that returns.
  const boss = await getBoss();
  await boss.createQueue("bench.noop");
  await startWorkers({
    ...JOB_HANDLERS,
    "bench.noop": async () => undefined,
  });
  let startedAt = Date.now();
  await pool(BURST, (index) => boss.send("bench.noop", { index }));
  const waitDrained = async (queue: string) => {
    for (let waited = 0; waited < 300_000; waited += 200) {
      const jobs = await boss.findJobs(queue);
      if (
        jobs.length >= BURST &&
        jobs.every((job) => job.state === "completed" || job.state === "failed")
      )
        return jobs;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${queue} did not drain in 5 minutes`);
  };
  const noop = figures(await waitDrained("bench.noop"), startedAt);

  // 2. The owner notification: real estimate requests (each commits its mail job), real sends.
  startedAt = Date.now();
  await pool(BURST, (index) =>
    createEstimateRequest(
      {
        companyId: company.id,
        customerName: `Customer ${index}`,
        customerEmail: `customer${index}@example.com`,
        items: [{ id: service.id, quantity: 1 }],
      } as Parameters<typeof createEstimateRequest>[0],
      { idempotencyKey: null, ip: `10.${index >> 8}.${index & 255}.1` },
    ),
  );
  const notification = figures(await waitDrained(QUEUES.mail.name), startedAt);
  const leftBehind = (await boss.findJobs(QUEUES.mail.name)).filter((job) =>
    ["created", "retry", "active"].includes(job.state),
  ).length;
  const requests = await prisma.estimateRequest.count({ where: { companyId: company.id } });
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
      requests,
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
