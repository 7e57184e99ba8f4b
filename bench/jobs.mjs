// Benchmark of the durable job queue: a burst of 1,000 real estimate requests, each committing
// its owner-notification job, worked by the real workers (jobs per second, enqueue-to-done p50
// and p99), printed beside pg-boss working 1,000 no-op jobs in the same run, on PGlite and on
// PostgreSQL (when it answers). Target: the burst drains with no job left behind and exactly
// one mail per request; otherwise MISSED and a non-zero exit.
//
//   node bench/jobs.mjs                 both databases
//   BENCH_BURST=200 node bench/jobs.mjs a smaller burst
//   BENCH_DATABASE_URL=postgresql://... server to create a scratch database on
import { spawnSync } from "node:child_process";
import pg from "pg";
import { root } from "./lib/next-app.mjs";

const adminUrl = process.env.BENCH_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

function run(target) {
  const result = spawnSync(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "bench/lib/jobs-run.ts", target],
    { cwd: root, encoding: "utf8", env: { ...process.env, NODE_OPTIONS: "" }, maxBuffer: 1 << 24 },
  );
  const line = result.stdout.trim().split("\n").pop();
  if (result.status !== 0 || !line?.startsWith("{")) {
    console.error(result.stdout, result.stderr);
    throw new Error(`The ${target} run failed.`);
  }
  return JSON.parse(line);
}

const targets = ["pglite", ...((await postgresAnswers()) ? [adminUrl] : [])];
if (targets.length === 1) console.log("PostgreSQL does not answer: PGlite only.");
let missed = false;
for (const target of targets) {
  const r = run(target);
  console.log(
    `\n${r.target}: ${r.notification.jobs} notification jobs vs ${r.noop.jobs} no-op jobs`,
  );
  console.table({
    "owner notification": r.notification,
    "no-op (same library, same run)": r.noop,
  });
  const ok = r.leftBehind === 0 && r.deliveries === r.requests && r.outboxFiles === r.requests;
  console.log(
    `${ok ? "met" : "MISSED"}: ${r.requests} requests stored, ${r.deliveries} mails recorded, ` +
      `${r.outboxFiles} in the outbox, ${r.leftBehind} jobs left behind ` +
      `(ratio to no-op: ${(r.notification.jobsPerSecond / r.noop.jobsPerSecond).toFixed(2)}×)`,
  );
  missed ||= !ok;
}
if (missed) {
  console.log("\nMISSED: the burst left jobs behind or mails are not one per request.");
  process.exit(1);
}
console.log("\nTargets met.");
