/**
 * Accessibility acceptance: axe with the WCAG 2.2 AA rule tags finds no violation on any page of
 * the route table (every app/**\/page.tsx), public and signed in as the demo owner. A new page
 * is visited without changing this file; a new dynamic segment needs a sample below.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { PRODUCT_SLUGS } from "../lib/marketing/products";
import { DEMO_COMPANY, DEMO_OWNER } from "../lib/seed/demo-price-book";
import { logIn, skipOnboarding } from "./dashboard-fixtures";
import { expect, test, type Page } from "./test";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

function pagePaths(dir = path.join(__dirname, "..", "app"), segments: string[] = []): string[] {
  const paths: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && /^page\.(tsx|ts|jsx|js)$/.test(entry.name)) {
      paths.push(`/${segments.join("/")}`);
    } else if (entry.isDirectory() && !entry.name.startsWith("_") && entry.name !== "api") {
      const group = /^\(.*\)$/.test(entry.name);
      paths.push(
        ...pagePaths(path.join(dir, entry.name), group ? segments : [...segments, entry.name]),
      );
    }
  }
  return paths.sort();
}

const QUERY: Record<string, string> = {
  "/calculator": `?company=${DEMO_COMPANY.slug}`,
  "/authentication/subscribe": "?plan=pro",
};

type Records = {
  clientId: string;
  quoteId: string;
  quoteToken: string;
  invoiceId: string;
  invoiceToken: string;
  jobId: string;
};

/** The demo owner's records that the dynamic pages show. */
async function demoRecords(page: Page): Promise<Records> {
  const clients = await page.request.get("/api/clients");
  expect(clients.ok()).toBeTruthy();
  const clientList = ((await clients.json()) as { clients: { id: string }[] }).clients;
  const quotes = await page.request.get("/api/quotes?status=sent");
  expect(quotes.ok()).toBeTruthy();
  const quoteList = ((await quotes.json()) as { quotes: { id: string }[] }).quotes;
  expect(clientList.length, "the demo has clients").toBeGreaterThan(0);
  expect(quoteList.length, "the demo has sent quotes").toBeGreaterThan(0);
  const link = await page.request.get(`/api/quotes/${quoteList[0].id}/link`);
  expect(link.ok()).toBeTruthy();
  const url = new URL(((await link.json()) as { url: string }).url);
  // An invoice with money owed and a payment (the demo's partially paid ones).
  const invoices = await page.request.get("/api/invoices?status=partially_paid");
  expect(invoices.ok()).toBeTruthy();
  const invoiceList = ((await invoices.json()) as { invoices: { id: string }[] }).invoices;
  expect(invoiceList.length, "the demo has partially paid invoices").toBeGreaterThan(0);
  const invoiceLink = await page.request.get(`/api/invoices/${invoiceList[0].id}/link`);
  expect(invoiceLink.ok()).toBeTruthy();
  const invoiceUrl = new URL(((await invoiceLink.json()) as { url: string }).url);
  // A job in progress (the demo's garage conversion: visits, checklist, notes).
  const jobs = await page.request.get("/api/jobs?status=in_progress");
  expect(jobs.ok()).toBeTruthy();
  const jobList = ((await jobs.json()) as { jobs: { id: string }[] }).jobs;
  expect(jobList.length, "the demo has a job in progress").toBeGreaterThan(0);
  return {
    jobId: jobList[0].id,
    clientId: clientList[0].id,
    quoteId: quoteList[0].id,
    quoteToken: url.pathname.split("/").pop()!,
    invoiceId: invoiceList[0].id,
    invoiceToken: invoiceUrl.pathname.split("/").pop()!,
  };
}

function urlOf(route: string, records: Records): string | null {
  let url = route
    .replace("[product]", PRODUCT_SLUGS[0])
    .replace(/^\/dashboard\/clients\/\[id\]/, `/dashboard/clients/${records.clientId}`)
    .replace(/^\/dashboard\/quotes\/\[id\]/, `/dashboard/quotes/${records.quoteId}`)
    .replace(/^\/dashboard\/invoices\/\[id\]/, `/dashboard/invoices/${records.invoiceId}`)
    .replace(/^\/dashboard\/jobs\/\[id\]/, `/dashboard/jobs/${records.jobId}`)
    .replace(/^\/q\/\[token\]/, `/q/${records.quoteToken}`)
    .replace(/^\/i\/\[token\]/, `/i/${records.invoiceToken}`);
  // A page with a segment this test has no record for (e.g. a shared estimate's token) is
  // reported, not guessed.
  if (/\[[^\]]+\]/.test(url)) return null;
  url += QUERY[route] ?? "";
  return url;
}

async function violations(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0, { timeout: 15_000 });
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${url} ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

test("axe finds no WCAG 2.2 AA violation on any page, public or signed in", async ({ page }) => {
  // Every page with axe: about 9 minutes on a loaded 2-core machine, and pages keep coming.
  test.setTimeout(900_000);
  const routes = pagePaths();
  expect(routes).toEqual(expect.arrayContaining(["/", "/login", "/dashboard", "/q/[token]"]));
  await logIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await skipOnboarding(page);
  const records = await demoRecords(page);

  const found: string[] = [];
  const skipped: string[] = [];
  // Signed in: every dashboard page as the demo owner.
  for (const route of routes.filter((r) => r.startsWith("/dashboard"))) {
    const url = urlOf(route, records);
    if (url) found.push(...(await violations(page, url)));
    else skipped.push(route);
  }
  // Public: in a fresh context (no session), so /login and /register show their forms.
  const visitorContext = await page.context().browser()!.newContext();
  const visitor = await visitorContext.newPage();
  for (const route of routes.filter((r) => !r.startsWith("/dashboard"))) {
    const url = urlOf(route, records);
    if (url) found.push(...(await violations(visitor, url)));
    else skipped.push(route);
  }
  await visitorContext.close();
  if (skipped.length > 0)
    test.info().annotations.push({ type: "not visited", description: skipped.join(", ") });
  expect(found).toEqual([]);
});
