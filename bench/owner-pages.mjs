// Benchmark of the signed-in owner's pages (issue 34, "Owner pages"): builds, serves a
// production build on a scratch PostgreSQL database with the demo data, signs in as the demo
// owner and, for each page, measures the gzip JavaScript of a first signed-in load (a fresh
// browser context with the session cookie and no cache; every script until the network is
// idle). Beside them, in the same run: the public calculator (the lightest page with a form)
// and the bare-framework floor. Also checks that the dashboard home's HTML, as the server
// sends it, holds the figures (no skeletons on a first visit).
// Prints a table and exits non-zero ("MISSED") when a page is over its budget.
//
//   node bench/owner-pages.mjs                     build into .next-owner-bench, then measure
//   BENCH_SKIP_BUILD=1 node bench/owner-pages.mjs  reuse that build
//   BENCH_DATABASE_URL=postgresql://...            server to create a scratch database on
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { chromium } from "@playwright/test";
import { scratchDatabase } from "./lib/estimate-load.mjs";
import {
  benchServerEnv,
  buildNext,
  chromePath,
  FLOOR_KB,
  freePort,
  measureJavaScript,
  migrateAndSeed,
  root,
  startNext,
} from "./lib/next-app.mjs";

const distDir = process.env.NEXT_DIST_DIR || ".next-owner-bench";
const adminUrl = process.env.BENCH_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
const OWNER = { email: "demo@quotecraft.app", password: "demo-password-1" };
const SLUG = "brightline";

const PAGE_BUDGET_KB = 230;
const ANALYTICS_BUDGET_KB = 300;

/** The pages measured; `:quote` and `:invoice` are a draft of each of the demo company. */
const PAGES = [
  { name: "Dashboard", path: "/dashboard" },
  { name: "Service Builder", path: "/dashboard/service-builder" },
  { name: "Services", path: "/dashboard/services" },
  { name: "Requests", path: "/dashboard/estimates" },
  { name: "Quotes", path: "/dashboard/quotes" },
  { name: "Quote editor", path: "/dashboard/quotes/:quote" },
  { name: "Invoices", path: "/dashboard/invoices" },
  { name: "Invoice editor", path: "/dashboard/invoices/:invoice" },
  { name: "Clients", path: "/dashboard/clients" },
  { name: "Jobs", path: "/dashboard/jobs" },
  { name: "Schedule", path: "/dashboard/schedule" },
  { name: "Analytics", path: "/dashboard/analytics", budgetKb: ANALYTICS_BUDGET_KB },
];

/** A draft quote and a draft invoice of the demo company, for their editors. */
async function draftIds(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const pick = async (table) => {
      const { rows } = await client.query(
        `SELECT d.id FROM "${table}" d JOIN "Company" c ON c.id = d."companyId"
          WHERE c.slug = $1 AND d.status = 'draft' ORDER BY d."createdAt" LIMIT 1`,
        [SLUG],
      );
      if (!rows[0]) throw new Error(`the demo company has no draft in ${table}`);
      return rows[0].id;
    };
    return { quote: await pick("Quote"), invoice: await pick("Invoice") };
  } finally {
    await client.end();
  }
}

async function signIn(browser, base) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL(/\/dashboard/, { timeout: 30_000 });
  const state = await context.storageState();
  // The dashboard home as the server sends it: its figures are in the HTML, not fetched later.
  const html = await (await context.request.get("/dashboard")).text();
  await context.close();
  return { state, html };
}

async function main() {
  const database = await scratchDatabase(adminUrl, "qc_owner_bench_");
  const port = await freePort();
  const env = benchServerEnv({
    databaseUrl: database.url,
    port,
    distDir,
    outbox: "owner-bench-outbox",
  });
  let server;
  let browser;
  const rows = [];
  let serverFigures = false;
  try {
    migrateAndSeed(env);
    if (process.env.BENCH_SKIP_BUILD !== "1") buildNext(env);
    else if (!existsSync(path.join(root, distDir, "BUILD_ID")))
      throw new Error(`no build in ${distDir}`);
    const ids = await draftIds(database.url);
    server = await startNext(port, env);
    const base = `http://localhost:${port}`;
    browser = await chromium.launch({
      executablePath: chromePath,
      args: ["--no-sandbox", "--disable-gpu"],
    });
    const { state, html } = await signIn(browser, base);
    // The figure cards render their numbers only once they have them (a skeleton before).
    serverFigures =
      ["stat-services", "stat-requests", "calculator-link"].every((id) =>
        html.includes(`data-testid="${id}"`),
      ) && html.includes("Welcome back,");
    if (!serverFigures) console.error(`The dashboard's HTML, as sent:\n${html.slice(0, 3000)}`);
    const calculator = await measureJavaScript(browser, `${base}/calculator?company=${SLUG}`);
    for (const page of PAGES) {
      const url = base + page.path.replace(":quote", ids.quote).replace(":invoice", ids.invoice);
      const js = await measureJavaScript(browser, url, (p) => p.locator("main").first().waitFor(), {
        storageState: state,
      });
      rows.push({ ...page, budgetKb: page.budgetKb ?? PAGE_BUDGET_KB, js });
      console.error(`measured ${page.path}: ${js.kb.toFixed(1)} kB`);
    }

    console.log("\nOwner pages: gzip JavaScript of a first signed-in load\n");
    console.log("| page | path | JS kB gzip | files | budget kB | over the floor |");
    console.log("|---|---|---|---|---|---|");
    for (const row of rows)
      console.log(
        `| ${row.name} | ${row.path} | ${row.js.kb.toFixed(1)} | ${row.js.files} | ${row.budgetKb} | ${(row.js.kb - FLOOR_KB).toFixed(1)} |`,
      );
    console.log(
      `| (public calculator) | /calculator | ${calculator.kb.toFixed(1)} | ${calculator.files} | | ${(calculator.kb - FLOOR_KB).toFixed(1)} |`,
    );
    console.log(`\nFloor: a bare Next.js page, ${FLOOR_KB} kB (docs/performance.md).\n`);
  } finally {
    await browser?.close();
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill();
      await exited;
    }
    rmSync(env.OUTBOX_DIR, { recursive: true, force: true });
    await database.drop();
  }

  const targets = rows.map((row) => [
    `${row.name} ${row.js.kb.toFixed(1)} kB <= ${row.budgetKb} kB`,
    row.js.kb <= row.budgetKb,
  ]);
  targets.push(["the dashboard home's figures are in the server's HTML", serverFigures]);
  for (const [name, ok] of targets) console.log(`${ok ? "ok    " : "MISSED"} ${name}`);
  const failed = targets.some(([, ok]) => !ok);
  console.log(failed ? "\nMISSED: see the figures above." : "\nOwner page budgets met.");
  process.exitCode = failed ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
