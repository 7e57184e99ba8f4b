// Where a hot path's CPU goes: a scratch PostgreSQL database with the seed, `next start`
// under `node --cpu-prof` (the build of bench/calculator.mjs, .next-calc-bench), autocannon
// with 50 connections on POST /api/estimates (or GET of the public services), then the
// server stopped and the measured seconds of its profile summed by package and function.
// Findings go to the header of bench/calculator.mjs and docs/performance.md.
//
//   node bench/lib/profile.mjs post        (or get)
//   WITH_KEY=1 ...                         each POST with its own Idempotency-Key
//   JOBS_MODE=external ...                 no inline job worker in the server
//   DURATION=10 ...                        measured seconds
//   EMAILS=unique ...                      each POST from another customer (not one email)
import { spawn, spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { estimateBody, estimatePost, scratchDatabase } from "./estimate-load.mjs";
import { withServerNodeOptions } from "../../scripts/server-options.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const which = process.argv[2] ?? "post";
const adminUrl = "postgresql://postgres@127.0.0.1:5432/postgres";
const distDir = process.env.NEXT_DIST_DIR || ".next-calc-bench";
const duration = Number(process.env.DURATION ?? 10);
const withKey = process.env.WITH_KEY === "1";
const profDir = path.join(os.tmpdir(), `qc-profile-${which}-${Date.now()}`);
mkdirSync(profDir, { recursive: true });

const database = await scratchDatabase(adminUrl, "qc_prof_");
const port = Number(process.env.PROFILE_PORT ?? 3391);
const env = {
  ...process.env,
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  NEXT_DIST_DIR: distDir,
  DATABASE_URL: database.url,
  NEXTAUTH_SECRET: "bench-secret-0123456789abcdef",
  NEXTAUTH_URL: `http://localhost:${port}`,
  OUTBOX_DIR: path.join(profDir, "outbox"),
};
const run = (args) => {
  const r = spawnSync("npx", args, { cwd: root, env, stdio: "inherit" });
  if (r.status !== 0) throw new Error(args.join(" "));
};
run(["tsx", "scripts/migrate.ts"]);
run(["tsx", "prisma/seed.ts"]);
const server = spawn(
  process.execPath,
  [
    "--cpu-prof",
    `--cpu-prof-dir=${profDir}`,
    "node_modules/next/dist/bin/next",
    "start",
    "-p",
    String(port),
  ],
  { cwd: root, env: withServerNodeOptions(env), stdio: ["ignore", "inherit", "inherit"] },
);
for (let i = 0; i < 240; i += 1) {
  try {
    if ((await fetch(`http://localhost:${port}/api/health`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 250));
}
const pool = new pg.Pool({ connectionString: database.url, max: 2 });
const body = await estimateBody(pool, "brightline");
const cannon = (opts) =>
  new Promise((resolve, reject) =>
    autocannon({ connections: 50, ...opts }, (e, r) => (e ? reject(e) : resolve(r))),
  );
const opts =
  which === "post"
    ? {
        url: `http://localhost:${port}/api/estimates`,
        ...estimatePost(body, (n) => ({
          ...(process.env.EMAILS === "unique"
            ? { body: body.replace("bench@example.com", `bench-${n}@example.com`) }
            : {}),
          headers: withKey ? { "idempotency-key": `prof-${process.pid}-${n}` } : {},
        })),
      }
    : { url: `http://localhost:${port}/api/public/brightline/services` };
await cannon({ ...opts, duration: 3 });
const result = await cannon({ ...opts, duration });
console.log(
  `${which}: ${result.requests.average} req/s, p50 ${result.latency.p50} p99 ${result.latency.p99}, non2xx ${result.non2xx}, errors ${result.errors}`,
);
server.kill("SIGINT");
await new Promise((r) => server.on("exit", r));
await pool.end();
await database.drop();
rmSync(env.OUTBOX_DIR, { recursive: true, force: true });

// Summarise.
const file = readdirSync(profDir).find((f) => f.endsWith(".cpuprofile"));
if (!file) throw new Error("no profile written");
const profile = JSON.parse(readFileSync(path.join(profDir, file), "utf8"));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
// Only the measured run: the last `duration` seconds before the server was stopped (the
// start-up, the seed's module loading and the warm-up are left out).
const self = new Map();
const dt = profile.timeDeltas;
const from = profile.endTime - (duration + 0.5) * 1e6;
let at = profile.startTime;
for (let i = 0; i < profile.samples.length; i += 1) {
  at += dt[i] ?? 0;
  if (at < from) continue;
  self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (dt[i] ?? 0));
}
const bucketOf = (node) => {
  const { url, functionName } = node.callFrame;
  if (!url) return `(${functionName || "native"})`;
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) {
    if (m[1] === "next" && url.includes("compiled/")) {
      const c = url.match(/compiled\/([^/]+)/);
      return `next/compiled/${c?.[1]}`;
    }
    return m[1];
  }
  if (url.includes(distDir)) return "app (bundled)";
  if (url.startsWith("node:")) return url;
  return url;
};
const packages = new Map();
const functions = new Map();
let total = 0;
for (const [id, time] of self) {
  const node = byId.get(id);
  total += time;
  const bucket = bucketOf(node);
  packages.set(bucket, (packages.get(bucket) ?? 0) + time);
  const fn = `${node.callFrame.functionName || "(anon)"} ${node.callFrame.url.split("/").slice(-2).join("/")}:${node.callFrame.lineNumber}`;
  functions.set(fn, (functions.get(fn) ?? 0) + time);
}
const pct = (t) => ((100 * t) / total).toFixed(1).padStart(5);
console.log(`\nprofile ${profDir}/${file}, total ${(total / 1e6).toFixed(1)} s`);
console.log("\nself time by package:");
for (const [k, v] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log(`${pct(v)}%  ${k}`);
console.log("\ntop functions:");
for (const [k, v] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, 40))
  console.log(`${pct(v)}%  ${k}`);
