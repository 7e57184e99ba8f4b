// Benchmark of GET /api/dashboard/analytics against a production build on PostgreSQL: one
// company (beside another of the same size) with 100,000 calculator views, 20,000 estimate requests (30,000 lines), 8,000
// quotes in every status with their lines and deposits, and 40,000 service adds, seeded
// with generate_series. Measures the endpoint's p95 over repeated signed-in requests beside
// the same six aggregation statements (lib/analytics/plan.ts, printed by tsx from the same
// source) run bare with `pg` in the same run, concurrently as the route runs them. Target:
// app p95 <= 1.5 x bare p95. Prints each statement's plan: the indexes it uses and any
// sequential scan. Exits non-zero with MISSED when the target is missed.
//
//   node bench/analytics.mjs                     build into .next-analytics-bench, then measure
//   BENCH_SKIP_BUILD=1 node bench/analytics.mjs  reuse that build
//   BENCH_DATABASE_URL=postgresql://...          server to create a scratch database on
//   BENCH_RUNS=60                                measured requests (after 10 warm-up ones)
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { buildNext, freePort, root, runNpx, startNext } from "./lib/next-app.mjs";

const distDir = process.env.NEXT_DIST_DIR || ".next-analytics-bench";
const adminUrl = process.env.BENCH_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
const runs = Math.max(10, Number(process.env.BENCH_RUNS ?? 60));
const WARMUP = 10;
const TARGET_RATIO = 1.5;
const SIZES = { views: 100_000, requests: 20_000, quotes: 8_000, adds: 40_000, services: 30 };
// A year of data ending today, asked for as one custom range (and its previous year).
const DAYS = 365;

function tsx(code, env) {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "-e", code],
    { cwd: root, env, encoding: "utf8", maxBuffer: 1 << 26 },
  );
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`tsx failed with status ${result.status}`);
  }
  return JSON.parse(result.stdout.trim().split("\n").pop());
}

/** The bench company and its rows, in a few set-based statements. */
async function seed(client) {
  const company = `bench_${randomBytes(6).toString("hex")}`;
  const user = `u${company}`;
  await client.query(
    `INSERT INTO "Company" (id, name, slug, "timeZone", "updatedAt") VALUES ($1, 'Analytics Bench', $1, 'America/Chicago', now())`,
    [company],
  );
  await client.query(
    `INSERT INTO "User" (id, email, "passwordHash", "companyId", "updatedAt") VALUES ($1, $1 || '@bench.example', 'x', $2, now())`,
    [user, company],
  );
  await client.query(
    `INSERT INTO "Service" (id, "companyId", name, category, "updatedAt")
     SELECT $1 || '_s' || n, $1, 'Service ' || n,
            (ARRAY['electrical','plumbing','hvac','cleaning','painting']::"ServiceCategory"[])[1 + n % 5], now()
     FROM generate_series(1, $2::int) AS n`,
    [company, SIZES.services],
  );
  const since = `now() - interval '${DAYS} days'`;
  await client.query(
    `INSERT INTO "CalculatorView" (id, "companyId", source, host, "createdAt")
     SELECT $1 || '_v' || n, $1, CASE WHEN n % 10 < 3 THEN 'embed' ELSE 'direct' END,
            CASE WHEN n % 10 < 2 THEN 'acme-roofing.example' WHEN n % 10 = 2 THEN 'austin-guide.example' END,
            ${since} + random() * interval '${DAYS} days'
     FROM generate_series(1, $2::int) AS n`,
    [company, SIZES.views],
  );
  await client.query(
    `INSERT INTO "EstimateRequest" (id, "companyId", "customerName", "customerEmail", subtotal, "totalAmount",
       "totalTime", "isSpam", source, "sourceHost", "createdAt", "updatedAt")
     SELECT $1 || '_r' || n, $1, 'Customer ' || n, 'c' || n || '@example.com', 100, 100, 60, n % 50 = 0,
            CASE WHEN n % 10 < 3 THEN 'embed' ELSE 'direct' END,
            CASE WHEN n % 10 < 2 THEN 'acme-roofing.example' WHEN n % 10 = 2 THEN 'austin-guide.example' END,
            ${since} + random() * interval '${DAYS} days', now()
     FROM generate_series(1, $2::int) AS n`,
    [company, SIZES.requests],
  );
  await client.query(
    `INSERT INTO "EstimateRequestItem" (id, "estimateRequestId", "serviceId", name, "unitType", quantity, "unitPrice", "lineSubtotal", "feeAmount", time)
     SELECT r.id || '_i' || k, r.id, $1 || '_s' || (1 + (hashtext(r.id) & 65535 + k) % $2::int), 'Service', 'flat', k, 50, 50 * k, 0, 60
     FROM "EstimateRequest" r, generate_series(1, 2) AS k
     WHERE r."companyId" = $1 AND (k = 1 OR hashtext(r.id) % 2 = 0)`,
    [company, SIZES.services],
  );
  // Quotes of the first requests: sent 1-72 h later; a third approved 1-20 days after that,
  // the rest viewed, declined, expired or still sent; a tenth are drafts.
  await client.query(
    `INSERT INTO "Quote" (id, "companyId", number, status, total, "estimateRequestId", "sentAt", "approvedAt", "createdAt", "updatedAt")
     SELECT $1 || '_q' || n, $1, n,
            (CASE WHEN n % 10 = 0 THEN 'draft' WHEN n % 3 = 0 THEN 'approved' WHEN n % 3 = 1 THEN 'viewed'
                  WHEN n % 7 = 2 THEN 'declined' WHEN n % 7 = 5 THEN 'expired' ELSE 'sent' END)::"QuoteStatus",
            100 + n % 900, r.id,
            CASE WHEN n % 10 <> 0 THEN r."createdAt" + (1 + n % 72) * interval '1 hour' END,
            CASE WHEN n % 10 <> 0 AND n % 3 = 0 THEN r."createdAt" + (1 + n % 72) * interval '1 hour' + (1 + n % 20) * interval '1 day' END,
            r."createdAt", now()
     FROM generate_series(1, $2::int) AS n
     JOIN "EstimateRequest" r ON r.id = $1 || '_r' || n`,
    [company, SIZES.quotes],
  );
  await client.query(
    `INSERT INTO "QuoteLine" (id, "quoteId", "serviceId", name, "unitPrice", quantity, "lineTotal")
     SELECT q.id || '_l', q.id, $1 || '_s' || (1 + q.number % $2::int), 'Service', q.total, 1, q.total
     FROM "Quote" q WHERE q."companyId" = $1`,
    [company, SIZES.services],
  );
  await client.query(
    `INSERT INTO "QuotePayment" (id, "companyId", "quoteId", amount, method, "paidOn")
     SELECT q.id || '_p', $1, q.id, q.total / 4, 'card', (q."approvedAt" + interval '1 day')::date
     FROM "Quote" q WHERE q."companyId" = $1 AND q.status = 'approved' AND q.number % 2 = 0`,
    [company],
  );
  await client.query(
    `INSERT INTO "CalculatorServiceAdd" (id, "companyId", "serviceId", "createdAt")
     SELECT $1 || '_a' || n, $1, $1 || '_s' || (1 + n % $3::int), ${since} + random() * interval '${DAYS} days'
     FROM generate_series(1, $2::int) AS n`,
    [company, SIZES.adds, SIZES.services],
  );
  await client.query("VACUUM ANALYZE");
  return { company, user };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Index names and scan kinds of a JSON plan, e.g. "Index Only Scan CalculatorView_companyId_createdAt_idx". */
function scans(plan, out = []) {
  if (plan["Node Type"]?.includes("Scan") && plan["Relation Name"]) {
    out.push(
      `${plan["Node Type"]} on ${plan["Relation Name"]}${plan["Index Name"] ? ` using ${plan["Index Name"]}` : ""}`,
    );
  }
  for (const child of plan.Plans ?? []) scans(child, out);
  return out;
}

async function main() {
  const dbName = `qc_bench_analytics_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${dbName}`;
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_DIST_DIR: distDir,
    DATABASE_URL: dbUrl.toString(),
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "bench-secret-0123456789abcdef",
    NEXTAUTH_URL: `http://localhost:${port}`,
    OUTBOX_DIR: path.join(root, ".data", "bench-analytics-outbox"),
    NODE_OPTIONS: "",
  };
  let next;
  const pool = new pg.Pool({ connectionString: dbUrl.toString(), max: 10 });
  try {
    runNpx(["tsx", "scripts/migrate.ts"], env);
    const seedStart = performance.now();
    const client = await pool.connect();
    let ids;
    try {
      // Another company with as many rows first, so the company filter is selective as in
      // a shared database and the plans show the (companyId, ...) indexes at work.
      await seed(client);
      ids = await seed(client);
    } finally {
      client.release();
    }
    console.log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    const today = new Date();
    const to = today.toISOString().slice(0, 10);
    const from = new Date(today.getTime() - (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    const query = { from, to };
    // The route's own statements and a session cookie, from the app's source.
    const prepared = tsx(
      `const planModule = await import("./lib/analytics/plan.ts");
       const { planAnalytics } = planModule.default ?? planModule;
       const { encode } = await import("next-auth/jwt");
       const plan = planAnalytics(${JSON.stringify(ids.company)}, "America/Chicago", ${JSON.stringify(query)}, new Date(${today.getTime()}));
       const statements = Object.entries(plan.statements).map(([name, sql]) => ({ name, text: sql.text, values: sql.values }));
       const token = await encode({ token: { uid: ${JSON.stringify(ids.user)}, cid: ${JSON.stringify(ids.company)}, tv: 0, sub: ${JSON.stringify(ids.user)} }, secret: process.env.NEXTAUTH_SECRET });
       console.log(JSON.stringify({ statements, token }));`,
      env,
    );

    if (process.env.BENCH_SKIP_BUILD !== "1") buildNext(env);
    else if (!existsSync(path.join(root, distDir, "BUILD_ID")))
      throw new Error(`no build in ${distDir}`);
    next = await startNext(port, env);
    const url = `http://localhost:${port}/api/dashboard/analytics?from=${from}&to=${to}`;
    const headers = { cookie: `next-auth.session-token=${prepared.token}` };
    const first = await fetch(url, { headers });
    if (first.status !== 200)
      throw new Error(`${url} answered ${first.status}: ${await first.text()}`);
    const body = await first.json();

    const bare = async () => {
      await Promise.all(
        prepared.statements.map((statement) => pool.query(statement.text, statement.values)),
      );
    };
    const app = async () => {
      const res = await fetch(url, { headers });
      if (res.status !== 200) throw new Error(`answered ${res.status}`);
      await res.arrayBuffer();
    };
    // Interleaved so that the machine's load weighs on both alike.
    const times = { app: [], bare: [] };
    let maxLoad = 0;
    for (let index = 0; index < WARMUP + runs; index += 1) {
      for (const [name, fn] of [
        ["app", app],
        ["bare", bare],
      ]) {
        const start = performance.now();
        await fn();
        if (index >= WARMUP) times[name].push(performance.now() - start);
      }
      maxLoad = Math.max(maxLoad, os.loadavg()[0]);
    }

    console.log(
      `\nGET /api/dashboard/analytics?from=${from}&to=${to} (a year and the year before), PostgreSQL, ` +
        `${SIZES.views.toLocaleString("en-US")} views, ${SIZES.requests.toLocaleString("en-US")} requests, ` +
        `${SIZES.quotes.toLocaleString("en-US")} quotes, ${SIZES.adds.toLocaleString("en-US")} service adds in one company; ` +
        `${runs} sequential requests after ${WARMUP} warm-up ones, interleaved with the bare run\n`,
    );
    const cores = os.availableParallelism?.() ?? os.cpus().length;
    if (maxLoad > cores)
      console.log(
        `Note: load average up to ${maxLoad.toFixed(1)} on ${cores} cores; both figures are pessimistic.\n`,
      );
    console.log(
      `answer: ${body.current.views} views, ${body.current.requests} requests, ${body.current.quotesSent} sent, ${body.current.quotesApproved} approved, ${body.trend.length} weeks, ${body.services.length} services, ${body.sources.length} sources\n`,
    );
    console.log("| | p50 ms | p95 ms | max ms |");
    console.log("|---|---|---|---|");
    for (const name of ["app", "bare"]) {
      const list = times[name];
      console.log(
        `| ${name === "app" ? "app (HTTP, session, 6 statements, JSON)" : "bare pg (same 6 statements)"} | ${percentile(list, 50).toFixed(1)} | ${percentile(list, 95).toFixed(1)} | ${Math.max(...list).toFixed(1)} |`,
      );
    }
    const ratio = percentile(times.app, 95) / percentile(times.bare, 95);
    console.log(`\napp p95 / bare p95 = ${ratio.toFixed(2)} (target <= ${TARGET_RATIO})`);

    console.log("\nQuery plans (EXPLAIN ANALYZE), scans per statement:");
    for (const statement of prepared.statements) {
      const { rows } = await pool.query(
        `EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`,
        statement.values,
      );
      const [root] = rows[0]["QUERY PLAN"];
      console.log(`- ${statement.name} (${root["Execution Time"].toFixed(1)} ms):`);
      for (const line of [...new Set(scans(root.Plan))]) console.log(`    ${line}`);
    }

    const missed = ratio > TARGET_RATIO;
    console.log(
      missed
        ? `\nMISSED: app p95 is ${ratio.toFixed(2)} x the bare p95 (target <= ${TARGET_RATIO}).`
        : `\nAnalytics target met (app p95 <= ${TARGET_RATIO} x bare p95).`,
    );
    process.exitCode = missed ? 1 : 0;
  } finally {
    next?.kill();
    await pool.end();
    rmSync(env.OUTBOX_DIR, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
