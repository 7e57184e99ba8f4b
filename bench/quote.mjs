// Benchmark of the public quote page /q/[token]: against a production build on a fresh
// embedded database (the demo seed plus one sent quote of the demo company, made by
// bench/lib/quote-fixture.ts), measures
//  1. the JavaScript a first visit downloads (gzip), budget 175 kB;
//  2. Lighthouse, mobile preset: performance >= 95, accessibility 100;
// each printed beside the same figures for /terms, the build's static content page, measured
// in the same run on the same server (how much the quote page adds to the app's floor, and
// how far the machine's load moves the scores). Exits non-zero with MISSED when a target of
// the quote page is missed.
//
//   node bench/quote.mjs                     build into .next-bench, then measure
//   BENCH_SKIP_BUILD=1 node bench/quote.mjs  reuse the existing build
//   BENCH_RUNS=3 ...                         Lighthouse runs per page (the median counts)
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import {
  buildNext,
  chromePath,
  distDir,
  FLOOR_KB,
  freePort,
  measureJavaScript,
  root,
  startNext,
} from "./lib/next-app.mjs";
import { CHROME_FLAGS, median, runLighthouse } from "./lib/lighthouse.mjs";

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const JS_BUDGET_KB = 175;
const MIN_PERFORMANCE = 95;
const MIN_ACCESSIBILITY = 100;
const BASELINE_PATH = "/terms";

function run(args, env) {
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    env,
    encoding: "utf8",
    maxBuffer: 1 << 24,
  });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`${args.join(" ")} failed with status ${result.status}`);
  }
  return result.stdout;
}

// scripts/server-only-off.cjs, as `npm run worker`: --conditions=react-server no longer loads
// the mails (react-dom/server) nor @react-pdf.
const tsx = (script, ...args) => [
  "--require",
  "./scripts/server-only-off.cjs",
  "--import",
  "tsx",
  script,
  ...args,
];

async function main() {
  const port = await freePort();
  const dataDir = path.join(root, ".data", `bench-quote-${port}`);
  const env = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_DIST_DIR: distDir,
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL ?? `http://localhost:${port}`,
    NEXTAUTH_URL: `http://localhost:${port}`,
    // The link token is an HMAC with this secret: the fixture and the server share it.
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "bench-secret-0123456789abcdef",
    PGLITE_DIR: path.join(dataDir, "db"),
    OUTBOX_DIR: path.join(dataDir, "outbox"),
    NODE_OPTIONS: "",
  };
  delete env.DATABASE_URL; // its own embedded database, like the e2e server
  delete env.QUOTE_LINK_SECRET;
  delete env.SMTP_URL;

  if (process.env.BENCH_SKIP_BUILD !== "1") buildNext(env);
  else if (!existsSync(path.join(root, distDir, "BUILD_ID")))
    throw new Error(`no build in ${distDir}`);

  rmSync(dataDir, { recursive: true, force: true });
  let server;
  try {
    // PGlite allows one process per folder: the database is ready before the server opens it.
    run(tsx("scripts/migrate.ts"), env);
    run(tsx("prisma/seed.ts"), env);
    const fixture = JSON.parse(
      run(tsx("bench/lib/quote-fixture.ts", "brightline"), env).trim().split("\n").pop(),
    );
    server = await startNext(port, env);
    const base = `http://localhost:${port}`;
    const quoteUrl = base + fixture.path;
    const check = await fetch(quoteUrl);
    if (check.status !== 200) throw new Error(`${fixture.path} answered ${check.status}`);

    const browser = await chromium.launch({
      executablePath: chromePath,
      args: CHROME_FLAGS.slice(1),
    });
    const rows = [];
    try {
      rows.push({
        name: `/q/[token] (${fixture.displayNumber})`,
        url: quoteUrl,
        scored: true,
        js: await measureJavaScript(browser, quoteUrl, (page) =>
          page.getByRole("heading", { name: `Quote ${fixture.displayNumber}` }).waitFor(),
        ),
      });
      rows.push({
        name: `${BASELINE_PATH} (baseline)`,
        url: base + BASELINE_PATH,
        scored: false,
        js: await measureJavaScript(browser, base + BASELINE_PATH),
      });
    } finally {
      await browser.close();
    }
    let maxLoad = 0;
    for (const row of rows) {
      const results = [];
      for (let index = 0; index < runs; index += 1) {
        maxLoad = Math.max(maxLoad, os.loadavg()[0]);
        results.push(await runLighthouse(row.url));
      }
      row.lh = median(results);
      console.error(`measured ${row.name}: ${row.lh.perfDetails}`);
    }

    console.log(
      `\nPublic quote page (Lighthouse ${runs > 1 ? `median of ${runs} runs, ` : ""}mobile preset; JS of a first visit), beside ${BASELINE_PATH} in the same run\n`,
    );
    const cores = os.availableParallelism?.() ?? os.cpus().length;
    if (maxLoad > cores)
      console.log(
        `Note: load average up to ${maxLoad.toFixed(1)} on ${cores} cores; performance scores are pessimistic.\n`,
      );
    console.log(
      `| page | JS kB gzip (files) | excess over ${FLOOR_KB} kB | perf | a11y | best pr. | SEO | CLS |`,
    );
    console.log("|---|---|---|---|---|---|---|---|");
    for (const row of rows) {
      console.log(
        `| ${row.name} | ${row.js.kb.toFixed(1)} (${row.js.files}) | ${(row.js.kb - FLOOR_KB).toFixed(1)} | ${row.lh.performance} | ${row.lh.accessibility} | ${row.lh.bestPractices} | ${row.lh.seo} | ${row.lh.cls.toFixed(3)} |`,
      );
    }
    const [quote, baseline] = rows;
    console.log(
      `\n/q/[token] vs ${BASELINE_PATH}: JS ${(quote.js.kb - baseline.js.kb).toFixed(1)} kB more, performance ${quote.lh.performance - baseline.lh.performance}, accessibility ${quote.lh.accessibility - baseline.lh.accessibility}`,
    );
    // noindex is intended on a customer's quote: the SEO score is reported, not held.
    if (quote.lh.failing.length > 0)
      console.log(`/q/[token]: failing audits ${quote.lh.failing.join(", ")}`);

    const missed = [];
    if (quote.js.kb > JS_BUDGET_KB)
      missed.push(`JS ${quote.js.kb.toFixed(1)} kB > ${JS_BUDGET_KB} kB`);
    if (quote.lh.performance < MIN_PERFORMANCE)
      missed.push(`performance ${quote.lh.performance} < ${MIN_PERFORMANCE}`);
    if (quote.lh.accessibility < MIN_ACCESSIBILITY)
      missed.push(`accessibility ${quote.lh.accessibility} < ${MIN_ACCESSIBILITY}`);
    console.log(
      missed.length > 0
        ? `\nMISSED /q/[token]: ${missed.join("; ")}`
        : `\nQuote page targets met (JS <= ${JS_BUDGET_KB} kB, performance >= ${MIN_PERFORMANCE}, accessibility ${MIN_ACCESSIBILITY}).`,
    );
    process.exitCode = missed.length > 0 ? 1 : 0;
  } finally {
    server?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
