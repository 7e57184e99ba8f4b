// Benchmark of costs as data grows (issue 34, point 4), on PostgreSQL only:
//  1. A scratch database, migrated (`npm run db:migrate`) and seeded by `npm run seed:scale`:
//     10,000 companies; "scale-big" with 200,000 requests, 50,000 clients, 50,000 quotes,
//     20,000 invoices, 10,000 jobs (and their items, lines, payments, visits); "scale-small"
//     with exactly 1/100 of each.
//  2. In one child process (bench/lib/data-scale-run.ts, the database installed as the app
//     installs it), the functions behind the owner's GET routes (lists, a search each, a
//     detail each, the dashboard's figures) and the /api/v1 lists (first page, and page 3
//     through the cursor), for both companies in turn (each first every other round): 5
//     warm-ups, then BENCH_REPEAT (200) rounds. p95 of each at full size and at 1/100.
//  3. The plans: the child captures the SQL each endpoint sends for the big company (at
//     node-postgres's Client.query, under Prisma's driver adapter and lib/db/sql.ts alike) and
//     runs each SELECT again as EXPLAIN (FORMAT TEXT) with the same parameters.
// Targets: every endpoint's p95 at full size <= 1.5 x at 1/100; no 'Seq Scan' on a table of
// over 10,000 rows in any plan. Otherwise MISSED and a non-zero exit.
//
//   node bench/data-scale.mjs                    (or: npm run bench -- data-scale)
//   BENCH_REPEAT=10 node bench/data-scale.mjs    fewer rounds
//   BENCH_ONLY=q=smith,money node bench/data-scale.mjs  only the endpoints whose name holds one
//   BENCH_PLANS=flagged node bench/data-scale.mjs  print only the plans with a flagged scan
//   BENCH_DATABASE_URL=postgresql://...          server to create the scratch database on
//   BENCH_KEEP_DATABASE=1                        keep the seeded database (its URL is printed)
import { spawnSync } from "node:child_process";
import pg from "pg";
import { scratchDatabase } from "./lib/estimate-load.mjs";
import { root } from "./lib/next-app.mjs";

const adminUrl = process.env.BENCH_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
const MAX_RATIO = 1.5;

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

/** The environment of a child: this one's, on `databaseUrl` directly (no pooler). */
function envOn(databaseUrl) {
  const env = { ...process.env, NODE_OPTIONS: "", DATABASE_URL: databaseUrl };
  delete env.DIRECT_DATABASE_URL;
  delete env.DATABASE_POOLER;
  delete env.DATABASE_PREPARED_STATEMENTS;
  return env;
}

function tsx(script, args, env) {
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    ["--require", "./scripts/server-only-off.cjs", "--import", "tsx", script, ...args],
    {
      cwd: root,
      encoding: "utf8",
      env,
      maxBuffer: 1 << 28,
    },
  );
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`${script} failed.`);
  }
  return { stdout: result.stdout, seconds: (Date.now() - started) / 1000 };
}

if (!(await postgresAnswers())) {
  console.log(`PostgreSQL does not answer at ${adminUrl}: the data-scale bench needs it.`);
  process.exit(1);
}

const database = await scratchDatabase(adminUrl, "qc_bench_scale_");
let missed = false;
try {
  const env = envOn(database.url);
  const migrated = tsx("scripts/migrate.ts", [], env);
  console.log(`Migrated in ${migrated.seconds.toFixed(1)} s.`);
  const seeded = tsx("scripts/seed-scale.ts", [], env);
  console.log(seeded.stdout.trimEnd());
  console.log(`npm run seed:scale took ${seeded.seconds.toFixed(1)} s.`);

  const measured = tsx("bench/lib/data-scale-run.ts", [database.url], env);
  const line = measured.stdout.trim().split("\n").pop();
  const r = JSON.parse(line);
  console.log(
    `Measured in ${measured.seconds.toFixed(1)} s (${r.repeat} rounds after 5 warm-ups).`,
  );

  // The plans first, the table last (where a reader of the log looks).
  const printAll = process.env.BENCH_PLANS !== "flagged";
  const printed = new Map();
  console.log("\nPlans of the big company's statements (EXPLAIN, FORMAT TEXT):");
  for (const plan of r.plans) {
    if (!printAll && plan.seqScans.length === 0) continue;
    const flag = plan.seqScans.length ? `  FLAGGED: Seq Scan on ${plan.seqScans.join(", ")}` : "";
    const seen = printed.get(plan.sql);
    if (seen) {
      console.log(`\n--- ${plan.endpoint}: the same statement as ${seen}${flag}`);
      continue;
    }
    printed.set(plan.sql, plan.endpoint);
    const sql = plan.sql.replace(/\s+/g, " ").trim();
    console.log(
      `\n--- ${plan.endpoint}${flag}\n${sql.length > 400 ? `${sql.slice(0, 400)} …` : sql}`,
    );
    console.log(plan.plan);
  }

  console.log(`\np95 (ms), ${r.repeat} calls each; ratio = full size / (1/100):`);
  const rows = r.results.map((result) => {
    const ratio = result.big / result.small;
    const ok = ratio <= MAX_RATIO;
    missed ||= !ok;
    return {
      endpoint: result.endpoint,
      "p95 small": Number(result.small.toFixed(1)),
      "p95 big": Number(result.big.toFixed(1)),
      ratio: Number(ratio.toFixed(2)),
      "": ok ? "ok" : "MISSED",
    };
  });
  console.table(rows);
  const flagged = [
    ...new Set(
      r.plans.flatMap((plan) => plan.seqScans.map((table) => `${plan.endpoint}: ${table}`)),
    ),
  ];
  if (flagged.length) {
    missed = true;
    console.log(`MISSED: Seq Scan on a table of over 10,000 rows in ${flagged.length} plan(s):`);
    for (const entry of flagged) console.log(`  ${entry}`);
  } else console.log("ok     no Seq Scan on a table of over 10,000 rows.");
  const over = rows.filter((row) => row[""] !== "ok").length;
  console.log(
    `${over ? "MISSED" : "ok    "} ${rows.length - over} of ${rows.length} endpoints at <= ${MAX_RATIO} x.`,
  );
} finally {
  if (process.env.BENCH_KEEP_DATABASE) console.log(`\nKept the database: ${database.url}`);
  else await database.drop();
}
if (missed) {
  console.log("\nMISSED: see the figures above.");
  process.exit(1);
}
console.log("\nTargets met.");
process.exit(0);
