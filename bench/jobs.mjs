// Benchmark of the durable job queue, on PGlite and on PostgreSQL (when it answers), each in
// one process with the real workers (docs/jobs.md, issue 34):
//  1. Drain: the mail jobs of a burst of 1,000 real estimate requests (the owner's
//     notification and the customer's confirmation: 2,000 jobs) wait in the queue beside as
//     many no-op jobs; the workers start and drain each. Jobs per second, side by side.
//  2. Steady stream: 50 requests a second for 10 s while the workers run; p50 and p99 from
//     each mail job's commit to its mail written to the outbox and recorded.
// Targets: no job left behind and one mail per job (both databases); on PostgreSQL the
// notification mails drain at ≥ 0.5 × the no-op jobs' rate of the same run and the stream's
// p99 is ≤ 2 s. Otherwise MISSED and a non-zero exit.
//
// Profile (node --cpu-prof of the PostgreSQL run, 2 shared CPUs; 2026-11-27):
//  - The bench itself ran React's development build (no NODE_ENV) and polled the whole queue
//    (findJobs, thousands of rows) every 100 ms in the measured process: now NODE_ENV=production
//    as under `next start`, and a count is polled. It also no longer starts with
//    --conditions=react-server, under which @react-pdf's packages did not resolve.
//  - A mail job was about 13 ms of CPU: composing 8 ms (react-email's render() twice, once for
//    the HTML and once more for the text, each a streamed render inside Suspense, then
//    html-to-text building its selector tree anew for every mail), delivering 5 ms (nodemailer
//    building the MIME message 2 ms, a mkdir of the outbox before every file, two statements).
//    Now one renderToStaticMarkup (0.4 ms against 2.1 ms), the text read off that HTML by an
//    html-to-text converter compiled once (lib/mail/render.ts: the same text to the character),
//    and the outbox folder made only when missing (lib/outbox-file.ts). Mail drain 41-44 -> 86-89
//    jobs/s on PostgreSQL; JOBS_CONCURRENCY 10 instead of 4 measured the same (CPU-bound).
//  - Second profile (2026-11-27): a quarter of the drain's CPU was not mail at all: every request also
//    queued its instant-reply text job, which loaded the company and the request through Prisma
//    (the query compiler's WebAssembly, 1.8 ms a job) only to drop it for want of a phone number
//    and consent. Now the job is queued only for a customer who gave both (lib/events/effects.ts).
//    The mail renderer resolved `import("react-dom/server")` anew for every mail (0.24 ms, now
//    kept), and the dates of mails take one Intl formatter per zone (lib/dates/intl.ts). Drain
//    86-89 -> 297-333 mail jobs/s on PostgreSQL; the stream's p99 2.4-3.0 s -> 32 ms. The bench
//    also counted only 1,000 of the burst's 2,000 mail jobs (pg-boss lists 1,000 by default).
//  - What is left per mail job, about 3 ms of CPU: rendering 1.5 ms (React 0.6, html-to-text
//    0.6), nodemailer's MIME build and quoted-printable encoding 0.9 ms, pg 0.7 ms, the outbox
//    file 0.3 ms. JOBS_CONCURRENCY 4 and 10 measure the same. No-op jobs drain at 3,800-4,300
//    jobs/s when they wait in the queue (pg-boss fetching batches back to back), so "half as
//    fast as no-op" would be 0.5 ms per mail: under what composing and encoding one HTML
//    mail costs in this process. Further: more worker processes (`npm run worker`, several;
//    docs/scaling.md).
//
//   node bench/jobs.mjs                 both databases
//   BENCH_BURST=200 node bench/jobs.mjs a smaller burst
//   BENCH_STREAM_RATE=50 BENCH_STREAM_SECONDS=10   the stream
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
    [
      "--require",
      "./scripts/server-only-off.cjs",
      "--import",
      "tsx",
      "bench/lib/jobs-run.ts",
      target,
    ],
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
  const onPostgres = r.target === "PostgreSQL";
  console.log(`\n${r.target}: ${r.requests} requests, ${r.mailJobs} mail jobs`);
  console.table({
    "drain: mail jobs (notification, confirmation)": pick(r.notification, false),
    "drain: no-op jobs (same library, same run)": pick(r.noop, false),
    "stream: mail jobs, commit to .eml": pick(r.stream, true),
  });
  const ratio = r.notification.jobsPerSecond / r.noop.jobsPerSecond;
  const targetsOf = [
    [
      `no job left behind, one mail per job (${r.deliveries} mails recorded, ${r.outboxFiles} in the outbox, ${r.leftBehind} left)`,
      r.leftBehind === 0 && r.deliveries === r.mailJobs && r.outboxFiles === r.mailJobs,
    ],
    ...(onPostgres
      ? [
          [`mail drain >= 0.5 x no-op: ${ratio.toFixed(2)} x`, ratio >= 0.5],
          [`stream p99 <= 2,000 ms: ${r.stream.p99Ms} ms`, r.stream.p99Ms <= 2000],
        ]
      : [
          [
            `(PGlite, not held) mail drain ${ratio.toFixed(2)} x no-op, stream p99 ${r.stream.p99Ms} ms`,
            true,
          ],
        ]),
  ];
  for (const [name, ok] of targetsOf) console.log(`${ok ? "ok    " : "MISSED"} ${name}`);
  missed ||= targetsOf.some(([, ok]) => !ok);
}
if (missed) {
  console.log("\nMISSED: see the figures above.");
  process.exit(1);
}
console.log("\nTargets met.");

function pick(figures, latency) {
  return latency
    ? {
        jobs: figures.completed,
        "jobs/s": figures.jobsPerSecond,
        "p50 ms": figures.p50Ms,
        "p99 ms": figures.p99Ms,
      }
    : { jobs: figures.completed, "jobs/s": figures.jobsPerSecond };
}
