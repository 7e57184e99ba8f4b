/**
 * Analytics (docs/analytics.md) on the demo company's seeded activity (12 weeks of views from
 * the direct link and two embedding sites, requests, quotes in every status): the owner
 * changes the range and the figures and charts follow; each CSV export holds the numbers of
 * its table.
 */
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "./test";
import { parseCsv, unguard } from "../lib/csv/csv";
import { signInAsDemoOwner, skipDemoOnboarding } from "./calculator-flow";
import { expect, test } from "./test";

/** The cells of a table, row by row (header row first). */
async function tableCells(table: Locator): Promise<string[][]> {
  return table
    .locator("tr")
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll("th, td")].map((cell) => (cell.textContent ?? "").trim()),
      ),
    );
}

/** A table's text as a number or text: "$1,234.50" → "1234.50", "12.5%" → "12.5", "—" → "". */
const plain = (text: string) =>
  text === "—" ? "" : /^[-$\d.,%]+$/.test(text) ? text.replace(/[$,%]/g, "") : text;

const funnelViews = async (page: Page) => {
  const row = page
    .getByRole("table", { name: "Funnel steps and conversions" })
    .getByRole("row", { name: /^Calculator views/ });
  return Number(plain((await row.locator("td").first().textContent()) ?? ""));
};

/** The week labels of the weekly trend as the page draws it before recharts loads. */
const trendTicks = (page: Page) =>
  page.getByTestId("trend-chart").locator('[data-tick="category"]').allTextContents();

/** The same labels in the recharts version, swapped in when the owner points at the chart. */
const rechartsTrendTicks = (page: Page) =>
  page
    .getByTestId("trend-chart")
    .locator(".recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value")
    .allTextContents();

async function asDemoOwner(page: Page) {
  await signInAsDemoOwner(page);
  await skipDemoOnboarding(page);
}

test("the owner changes the range and the figures and charts change", async ({ page }) => {
  await asDemoOwner(page);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/dashboard/analytics?preset=7d");
  await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Last 7 days" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const funnel = page.getByRole("table", { name: "Funnel steps and conversions" });
  // The first answer on the embedded database of a loaded machine can take a while.
  await expect(funnel).toBeVisible({ timeout: 30_000 });
  const weekViews = await funnelViews(page);
  const weekPeriod = await page.getByTestId("analytics-period").textContent();
  const trend = page.getByTestId("trend-chart");
  await expect(trend).toHaveAttribute("data-chart", "static");
  await expect(trend.locator("polyline").first()).toBeVisible();
  const weekTicks = await trendTicks(page);
  expect(weekTicks.length).toBeGreaterThanOrEqual(1);
  expect(weekTicks.length).toBeLessThanOrEqual(2);

  // 90 days hold the last 7 and the seeded weeks before them: more views, more weeks.
  await page.getByRole("button", { name: "Last 90 days" }).click();
  await expect(page).toHaveURL(/[?&]preset=90d/);
  await expect(page.getByRole("button", { name: "Last 90 days" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByTestId("analytics-period")).not.toHaveText(weekPeriod ?? "");
  await expect.poll(() => funnelViews(page)).toBeGreaterThan(weekViews);
  await expect.poll(async () => (await trendTicks(page)).length).toBeGreaterThan(weekTicks.length);
  const quarterTicks = await trendTicks(page);
  expect(quarterTicks).not.toEqual(weekTicks);

  // Pointing at the chart loads recharts for its tooltips: the same labels, the same box.
  await trend.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/analytics-trend-static.png" });
  const box = await trend.boundingBox();
  const scriptsBefore = scripts.length;
  await trend.hover();
  await expect(trend).toHaveAttribute("data-chart", "recharts");
  await expect(trend.locator(".recharts-line-curve").first()).toBeVisible();
  expect(await rechartsTrendTicks(page)).toEqual(quarterTicks);
  expect(await trend.boundingBox()).toEqual(box);
  expect(scripts.length, "recharts loads when first pointed at").toBeGreaterThan(scriptsBefore);
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 3);
  await expect(trend.locator(".recharts-tooltip-wrapper")).toContainText("Views");
  await page.screenshot({ path: "test-results/analytics-trend-recharts.png" });
  // The accessible data of the chart has one row per week too.
  await page.getByText("Show data").click();
  const weeks = page.getByRole("table", { name: "Weekly trend" }).locator("tbody tr");
  await expect.poll(() => weeks.count()).toBeGreaterThanOrEqual(12);

  // The range survives a reload: it lives in the URL.
  await page.reload();
  await expect(page.getByRole("button", { name: "Last 90 days" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // A custom range: a wrong one is named at its field; a range before any activity is empty.
  await page.getByRole("button", { name: "Custom range" }).click();
  const form = page.getByRole("form", { name: "Custom date range" });
  await form.getByLabel("From").fill("2020-03-10");
  await form.getByLabel("To").fill("2020-03-01");
  await form.getByRole("button", { name: "Apply range" }).click();
  await expect(form.getByText("The end date must be on or after the start date.")).toBeVisible();
  await expect(form.getByLabel("To")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/[?&]preset=90d/);
  await form.getByLabel("To").fill("2020-03-31");
  await form.getByRole("button", { name: "Apply range" }).click();
  await expect(page).toHaveURL(/[?&]from=2020-03-10&to=2020-03-31/);
  await expect(page.getByTestId("analytics-period")).toContainText("Mar 10, 2020 – Mar 31, 2020");
  await expect(page.getByText("No calculator activity in this period yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Calculator Setup" }).last()).toHaveAttribute(
    "href",
    "/dashboard/calculator-setup",
  );
  await expect(funnel).toHaveCount(0);
});

test("each CSV export holds the numbers of its table", async ({ page }) => {
  await asDemoOwner(page);
  await page.goto("/dashboard/analytics?preset=90d");
  const tables: [string, string][] = [
    ["the funnel", "Funnel steps and conversions"],
    ["popular services", "Popular services"],
    ["sources", "Views and requests per source"],
  ];
  for (const [what, caption] of tables) {
    const table = page.getByRole("table", { name: caption });
    await expect(table.locator("tbody tr").first()).toBeVisible({ timeout: 30_000 });
    const shown = await tableCells(table);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: `Download CSV of ${what}` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^analytics-.+\.csv$/);
    const csv = parseCsv(await readFile((await download.path())!, "utf8")).map((record) =>
      record.cells.map(unguard),
    );
    expect(csv.length, `${caption}: rows`).toBe(shown.length);
    shown.forEach((row, rowIndex) => {
      const written = csv[rowIndex];
      expect(written.length, `${caption} row ${rowIndex}: cells`).toBe(row.length);
      row.forEach((cell, column) => {
        const value = written[column];
        if (rowIndex === 0) expect(value.startsWith(cell), `${caption}: header ${cell}`).toBe(true);
        else if (plain(cell) !== cell && plain(cell) !== "")
          expect(Number(value), `${caption} row ${rowIndex}: ${cell}`).toBe(Number(plain(cell)));
        else expect(value, `${caption} row ${rowIndex}`).toBe(plain(cell));
      });
    });
  }
  // The demo's embedding sites are sources of their own beside the direct link.
  const sources = await tableCells(
    page.getByRole("table", { name: "Views and requests per source" }),
  );
  expect(sources.map((row) => row[0])).toEqual(
    expect.arrayContaining(["Direct link", "brightline.example", "austin-home-guide.example"]),
  );
});

test("the dashboard home shows this week against last week", async ({ page }) => {
  await asDemoOwner(page);
  await page.goto("/dashboard");
  const week = page.getByRole("region", { name: "This week" });
  await expect(week.getByTestId("kpi-views").getByTestId("value")).toHaveText(/^\d[\d,]*$/);
  await expect(week.getByTestId("kpi-views")).toContainText("last week");
  await expect(week.getByTestId("kpi-won")).toContainText("$");
  await week.getByRole("link", { name: "Open Analytics" }).click();
  await expect(page).toHaveURL(/\/dashboard\/analytics/);
});

test("analytics on a phone: no sideways scroll, no serious axe finding", async ({ page }) => {
  await asDemoOwner(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/dashboard/analytics?preset=90d");
  await expect(page.getByRole("table", { name: "Views and requests per source" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll("main *")]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName}.${element.className}`),
  );
  expect(overflow, `the page scrolls sideways: ${wide.join(" | ")}`).toBeLessThanOrEqual(0);
  const results = await new AxeBuilder({ page })
    .include("main")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(serious).toEqual([]);
  await page.screenshot({ path: "test-results/analytics-phone.png", fullPage: true });
});

test.describe("time zone", () => {
  test.use({ timezoneId: "America/Los_Angeles" });

  test("sign-up takes the browser's time zone; the company profile changes it", async ({
    page,
  }) => {
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    await page.goto("/register");
    await page.getByLabel("Your name").fill("Tess Zone");
    await page.getByLabel("Email").fill(`tess-${id}@example.com`);
    await page.getByLabel("Password").fill("zone-pass-42");
    await page.getByLabel("Company name").fill(`Zone Plumbing ${id}`);
    await page.getByRole("combobox", { name: "Industry" }).click();
    await page.getByRole("option", { name: "Plumbing" }).click();
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/dashboard/, { timeout: 20_000 });
    await skipDemoOnboarding(page);

    await page.goto("/dashboard/company");
    const zone = page.getByLabel("Time zone");
    await expect(zone).toHaveValue("America/Los_Angeles");
    await zone.selectOption("Europe/Paris");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Company profile saved", { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Time zone")).toHaveValue("Europe/Paris");

    // A new company has nothing yet: Analytics says what to do, in the chosen zone.
    await page.goto("/dashboard/analytics");
    await expect(page.getByTestId("analytics-period")).toContainText("(Europe/Paris)", {
      timeout: 30_000,
    });
    await expect(page.getByText("No calculator activity in this period yet")).toBeVisible();
  });
});
