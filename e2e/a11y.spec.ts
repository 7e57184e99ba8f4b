/**
 * Accessibility acceptance: axe with the WCAG 2.2 AA rule tags finds no violation on any page of
 * the route table (every app/**\/page.tsx), public and signed in as the demo owner. A new page
 * is visited without changing this file; a new dynamic segment needs a sample below, and a
 * route without one fails the test (it is not skipped). The customer's quote page is also
 * checked with its answer forms open (signing, its errors, the drawn signature, declining).
 * Apart from the WCAG run, axe's best-practice `heading-order` rule checks the calculators.
 * Each visit also checks that the page's scripts ran under its Content-Security-Policy, the
 * browser half of e2e/security-headers.spec.ts.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { PRODUCT_SLUGS } from "../lib/marketing/products";
import { DEMO_COMPANY, DEMO_OWNER } from "../lib/seed/demo-price-book";
import { logIn, skipOnboarding } from "./dashboard-fixtures";
import { address, unique, waitForMail } from "./invoice-flow";
import { invitationLink, tokenOf } from "./team-flow";
import { expect, test, type Locator, type Page } from "./test";

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
  /** A sent quote that answers an estimate request (its editor links to the request). */
  quoteId: string;
  quoteToken: string;
  invoiceId: string;
  invoiceToken: string;
  jobId: string;
  /** A shared estimate made through the public calculator's share API. */
  sharedToken: string;
  /** A pending invitation to the demo company, its token read from the mail in the outbox. */
  invitationToken: string;
};

async function json<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok(), `${url}: ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}

/**
 * The demo's open quote (sent or viewed, so the customer can still approve it) that came from
 * an estimate request: the quote editor then shows 'From an estimate request' in its header.
 */
async function quoteFromRequest(page: Page): Promise<string> {
  for (const status of ["sent", "viewed"]) {
    const { quotes } = await json<{ quotes: { id: string }[] }>(
      page,
      `/api/quotes?status=${status}`,
    );
    for (const { id } of quotes) {
      const quote = await json<{ estimateRequestId: string | null }>(page, `/api/quotes/${id}`);
      if (quote.estimateRequestId) return id;
    }
  }
  throw new Error("The demo has no sent or viewed quote made from an estimate request.");
}

/** The demo owner's records that the dynamic pages show, and the samples made for them. */
async function demoRecords(page: Page): Promise<Records> {
  const clientList = (await json<{ clients: { id: string }[] }>(page, "/api/clients")).clients;
  expect(clientList.length, "the demo has clients").toBeGreaterThan(0);
  const quoteId = await quoteFromRequest(page);
  const url = new URL((await json<{ url: string }>(page, `/api/quotes/${quoteId}/link`)).url);
  // An invoice with money owed and a payment (the demo's partially paid ones).
  const invoiceList = (
    await json<{ invoices: { id: string }[] }>(page, "/api/invoices?status=partially_paid")
  ).invoices;
  expect(invoiceList.length, "the demo has partially paid invoices").toBeGreaterThan(0);
  const invoiceUrl = new URL(
    (await json<{ url: string }>(page, `/api/invoices/${invoiceList[0].id}/link`)).url,
  );
  // A job in progress (the demo's garage conversion: visits, checklist, notes).
  const jobList = (await json<{ jobs: { id: string }[] }>(page, "/api/jobs?status=in_progress"))
    .jobs;
  expect(jobList.length, "the demo has a job in progress").toBeGreaterThan(0);

  // A shared estimate, as the calculator's 'Share estimate' makes it: two services of the
  // demo's price book and a 'Something else?' line.
  const { services } = await json<{ services: { id: string }[] }>(
    page,
    `/api/public/${DEMO_COMPANY.slug}/services`,
  );
  expect(services.length, "the demo calculator has services").toBeGreaterThan(1);
  const shared = await page.request.post(`/api/public/${DEMO_COMPANY.slug}/shared-estimates`, {
    data: {
      items: [
        { id: services[0].id, quantity: 1 },
        { id: services[1].id, quantity: 2 },
      ],
      customItems: [{ description: "Move a light switch by the door", quantity: 1 }],
    },
  });
  expect(shared.status(), await shared.text()).toBe(201);
  const sharedPath = ((await shared.json()) as { url: string }).url;
  expect(sharedPath).toMatch(/^\/e\/[^/]+$/);

  // An invitation from the demo owner (the Team page's API); its link comes by mail.
  const invitee = `a11y-invitee-${unique()}@example.com`;
  const invited = await page.request.post("/api/team/invitations", {
    data: { email: invitee, role: "technician" },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await waitForMail(
    (candidate) => address(candidate.to) === invitee && candidate.subject.includes("invited you"),
    `the invitation to ${invitee}`,
  );

  return {
    jobId: jobList[0].id,
    clientId: clientList[0].id,
    quoteId,
    quoteToken: url.pathname.split("/").pop()!,
    invoiceId: invoiceList[0].id,
    invoiceToken: invoiceUrl.pathname.split("/").pop()!,
    sharedToken: sharedPath.split("/").pop()!,
    invitationToken: tokenOf(invitationLink(mail)),
  };
}

/** The page's address for a route, or null when this test has no sample for a segment of it. */
function urlOf(route: string, records: Records): string | null {
  let url = route
    .replace("[product]", PRODUCT_SLUGS[0])
    .replace(/^\/dashboard\/clients\/\[id\]/, `/dashboard/clients/${records.clientId}`)
    .replace(/^\/dashboard\/quotes\/\[id\]/, `/dashboard/quotes/${records.quoteId}`)
    .replace(/^\/dashboard\/invoices\/\[id\]/, `/dashboard/invoices/${records.invoiceId}`)
    .replace(/^\/dashboard\/jobs\/\[id\]/, `/dashboard/jobs/${records.jobId}`)
    .replace(/^\/q\/\[token\]/, `/q/${records.quoteToken}`)
    .replace(/^\/i\/\[token\]/, `/i/${records.invoiceToken}`)
    .replace(/^\/e\/\[token\]/, `/e/${records.sharedToken}`)
    .replace(/^\/invite\/\[token\]/, `/invite/${records.invitationToken}`);
  if (/\[[^\]]+\]/.test(url)) return null;
  url += QUERY[route] ?? "";
  return url;
}

/**
 * What shows that a sample page is the one meant (not a 404 or an empty state) before axe
 * looks at it.
 */
const READY: Record<string, (page: Page) => Promise<void>> = {
  "/dashboard/quotes/[id]": async (page) => {
    // The header links to the request (the link-in-text-block of the issue).
    await expect(page.getByRole("link", { name: "From an estimate request" })).toBeVisible();
  },
  "/e/[token]": async (page) => {
    await expect(page.getByRole("heading", { name: "Estimate", level: 2 })).toBeVisible();
    // Two services and the 'Something else?' line.
    await expect(page.getByTestId("shared-line")).toHaveCount(3);
    await expect(page.getByText("1 × To be quoted")).toBeVisible();
  },
  "/invite/[token]": async (page) => {
    await expect(page.getByRole("form", { name: "Create your login" })).toBeVisible();
  },
  "/q/[token]": async (page) => {
    await expect(page.getByRole("button", { name: "Approve", exact: true })).toBeVisible();
  },
};

/** axe's WCAG 2.2 AA violations of the page as it is now, each line naming `where`. */
async function scan(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${where} ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

async function violations(page: Page, url: string, ready?: (page: Page) => Promise<void>) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  // Next.js's runtime ran: a nonce'd script loading its chunks ('strict-dynamic'). With e2e/test.ts
  // failing the test on any policy violation, this is each page's check of its
  // Content-Security-Policy in the browser (e2e/security-headers.spec.ts checks the headers).
  await expect.poll(() => page.evaluate(() => "next" in window), { message: url }).toBe(true);
  await page.waitForLoadState("networkidle");
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0, { timeout: 15_000 });
  if (ready) await ready(page);
  return scan(page, url);
}

/**
 * The customer's quote page with each of its answer forms open, so their controls are checked:
 * the signing form, the same with its errors shown, with the drawn signature chosen, and the
 * decline form. Nothing is sent: an empty signing form stops in the browser.
 */
async function quoteFormViolations(page: Page, url: string) {
  const found: string[] = [];
  await page.goto(url);
  const approve = page.getByRole("button", { name: "Approve", exact: true });
  await approve.click();
  const form = page.getByRole("form", { name: "Approve this quote" });
  await expect(form.getByLabel("Full name", { exact: true })).toBeFocused();
  await expect(
    form.getByRole("checkbox", { name: /I agree to sign electronically/ }),
  ).toBeVisible();
  found.push(...(await scan(page, `${url} (signing form open)`)));

  await form.getByRole("button", { name: "Approve quote" }).click();
  await expect(form.getByRole("alert")).toContainText("Type your full name.");
  found.push(...(await scan(page, `${url} (signing form with its errors)`)));

  await form.getByRole("radio", { name: "Draw my signature" }).check();
  // The signature pad is loaded on demand; the canvas says when it takes strokes.
  await expect(form.getByRole("img", { name: "Signature" })).toHaveAttribute("data-ready", "true");
  found.push(...(await scan(page, `${url} (drawn signature)`)));

  await form.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Decline", exact: true }).click();
  await expect(
    page.getByRole("form", { name: "Decline this quote" }).getByLabel("Reason (optional)"),
  ).toBeFocused();
  found.push(...(await scan(page, `${url} (decline form open)`)));
  return found;
}

test("axe finds no WCAG 2.2 AA violation on any page, public or signed in", async ({ page }) => {
  // Every page with axe: about 9 minutes on a loaded 2-core machine, and pages keep coming.
  test.setTimeout(900_000);
  const routes = pagePaths();
  expect(routes).toEqual(
    expect.arrayContaining(["/", "/login", "/dashboard", "/q/[token]", "/e/[token]"]),
  );
  await logIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await skipOnboarding(page);
  const records = await demoRecords(page);

  // Every route has its page: a dynamic segment without a sample fails here, before any scan.
  const urls = new Map(routes.map((route) => [route, urlOf(route, records)]));
  expect(
    routes.filter((route) => urls.get(route) === null),
    "routes without a sample record (add one to demoRecords and urlOf)",
  ).toEqual([]);

  const found: string[] = [];
  // Signed in: every dashboard page as the demo owner.
  for (const route of routes.filter((r) => r.startsWith("/dashboard")))
    found.push(...(await violations(page, urls.get(route)!, READY[route])));
  // Public: in a fresh context (no session), so /login and /register show their forms and the
  // invitation asks the invitee to create a login.
  const visitorContext = await page.context().browser()!.newContext();
  const visitor = await visitorContext.newPage();
  for (const route of routes.filter((r) => !r.startsWith("/dashboard")))
    found.push(...(await violations(visitor, urls.get(route)!, READY[route])));
  found.push(...(await quoteFormViolations(visitor, urls.get("/q/[token]")!)));
  await visitorContext.close();
  expect(found).toEqual([]);
});

type Heading = { level: number; name: string };

const normalize = (text: string) => text.replace(/\s+/g, " ").trim();

/** The page's headings in the accessibility tree, in document order, with their levels. */
async function headingOutline(page: Page): Promise<Heading[]> {
  const tree = await page.locator("body").ariaSnapshot();
  return [...tree.matchAll(/- heading "((?:[^"\\]|\\.)*)" \[level=(\d)\]/g)].map((match) => ({
    name: normalize(match[1].replace(/\\(.)/g, "$1")),
    level: Number(match[2]),
  }));
}

/** The nearest heading before `index` of a level below `level`, and its index. */
function above(outline: Heading[], index: number, level: number) {
  for (let at = index - 1; at >= 0; at -= 1)
    if (outline[at].level < level) return { heading: outline[at], index: at };
  return null;
}

const CALCULATORS: { path: string; cards: (page: Page) => Locator }[] = [
  {
    path: `/calculator?company=${DEMO_COMPANY.slug}`,
    cards: (page) =>
      page
        .getByRole("region", { name: "Services", exact: true })
        .getByRole("listitem")
        .getByRole("heading", { level: 3 }),
  },
  {
    path: "/demo/calculator",
    cards: (page) =>
      page
        .getByRole("tabpanel", { name: "Available Services" })
        .getByRole("listitem")
        .getByRole("heading", { level: 3 }),
  },
];

for (const { path: url, cards } of CALCULATORS) {
  test(`${url}: the service cards' headings are h3 under an h2 under the page's h1 (axe heading-order)`, async ({
    page,
  }) => {
    await page.goto(url);
    // The cards are there (the customer calculator loads its services in the browser).
    await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });

    // axe's heading-order is a best-practice rule: the WCAG-tag run above never checks it.
    const results = await new AxeBuilder({ page }).withRules(["heading-order"]).analyze();
    expect(
      results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      ),
    ).toEqual([]);

    // The outline the accessibility tree gives: one h1; each card's h3 sits under an h2,
    // which sits under that h1.
    const outline = await headingOutline(page);
    const shown = JSON.stringify(outline);
    expect(
      outline.filter((heading) => heading.level === 1),
      `one h1 in ${shown}`,
    ).toHaveLength(1);
    const names = (await cards(page).allTextContents()).map(normalize);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const index = outline.findIndex((heading) => heading.level === 3 && heading.name === name);
      expect(index, `the card heading "${name}" (h3) in ${shown}`).toBeGreaterThanOrEqual(0);
      const section = above(outline, index, 3);
      expect(section?.heading.level, `the heading above "${name}" in ${shown}`).toBe(2);
      const top = above(outline, section!.index, 2);
      expect(top?.heading.level, `the heading above "${section!.heading.name}" in ${shown}`).toBe(
        1,
      );
    }
  });
}
