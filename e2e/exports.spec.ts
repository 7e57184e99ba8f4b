import AxeBuilder from "@axe-core/playwright";
import { test, expect, type Download } from "./test";
import { logIn, registerOwner, skipOnboarding } from "./dashboard-fixtures";
import { parseCsv } from "../lib/csv/csv";
import { QUICKBOOKS_SALES_COLUMNS } from "../lib/exports/layouts";
import type { QuoteDto, QuoteListDto } from "../lib/quotes/types";

/** Dollars text ("-115.00") → integer cents, exactly. */
const cents = (money: string) => {
  const [whole, fraction = ""] = money.replace("-", "").split(".");
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return money.startsWith("-") ? -value : value;
};

const day = (offset: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

async function readDownload(download: Download) {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

test("the owner downloads a QuickBooks Online quotes export holding the demo quotes' lines to the cent", async ({
  page,
}) => {
  await logIn(page, "demo@quotecraft.app", "demo-password-1");
  await skipOnboarding(page);

  // What the demo company's approved quotes hold, from the quote API.
  const list = (await (
    await page.request.get("/api/quotes?status=approved")
  ).json()) as QuoteListDto;
  expect(list.quotes.length).toBeGreaterThan(0);
  const quotes: QuoteDto[] = [];
  for (const item of list.quotes)
    quotes.push((await (await page.request.get(`/api/quotes/${item.id}`)).json()) as QuoteDto);

  await page.goto("/dashboard/integrations");
  await expect(page.getByRole("heading", { level: 1, name: "Integrations" })).toBeVisible();
  const cards = page.getByRole("list", { name: "Integrations and their state" });
  await expect(
    cards.getByRole("heading", { name: "Accounting: QuickBooks Online and Xero" }),
  ).toBeVisible();
  await expect(cards.getByText("Available: CSV exports below")).toBeVisible();
  await expect(cards.getByRole("link", { name: "API documentation" })).toHaveAttribute(
    "href",
    "/dashboard/integrations/api",
  );

  const form = page.getByRole("form", { name: "Accounting exports" });
  await form.getByLabel("What to export").selectOption("quotes");
  await form.getByLabel("Format").selectOption("quickbooks");
  await form.getByLabel("Quotes", { exact: true }).selectOption("approved");

  // A range that ends before the from day is refused with the field named.
  await form.getByLabel("From").fill(day(0));
  await form.getByLabel("To (included)").fill(day(-1));
  await form.getByRole("button", { name: "Download CSV" }).click();
  await expect(form.getByText("to must not be before from.").first()).toBeVisible();
  await expect(form.getByLabel("To (included)")).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("From").fill(day(-365));
  await form.getByLabel("To (included)").fill(day(0));
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    form.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(
    `quotecraft-brightline-quotes-quickbooks-${day(-365)}-to-${day(0)}.csv`,
  );
  await expect(page.getByRole("status").filter({ hasText: "Downloaded" })).toHaveText(
    `Downloaded ${download.suggestedFilename()}.`,
  );

  const [header, ...rows] = parseCsv(await readDownload(download)).map((record) => record.cells);
  expect(header).toEqual([...QUICKBOOKS_SALES_COLUMNS]);
  const column = (name: (typeof QUICKBOOKS_SALES_COLUMNS)[number]) => header!.indexOf(name);
  expect(new Set(rows.map((row) => row[column("InvoiceNo")]))).toEqual(
    new Set(quotes.map((quote) => quote.displayNumber)),
  );
  for (const quote of quotes) {
    const mine = rows.filter((row) => row[column("InvoiceNo")] === quote.displayNumber);
    const included = quote.lines.filter((line) =>
      line.groupId || line.optional ? line.selected : true,
    );
    // Every included line is there with its exact amount (its fee, when it has one, on the next row).
    let index = 0;
    for (const line of included) {
      const row = mine[index]!;
      expect(row[column("Item(Product/Service)")]).toBe(line.name);
      if (quote.client) expect(row[column("Customer")]).toBe(quote.client.name);
      let amount = cents(row[column("ItemAmount")]!);
      index += 1;
      if (line.fee) {
        expect(mine[index]![column("Item(Product/Service)")]).toBe(line.fee.name);
        amount += cents(mine[index]![column("ItemAmount")]!);
        index += 1;
      }
      expect(amount).toBe(cents(line.lineTotal));
    }
    if (cents(quote.totals.discount) > 0) {
      expect(mine[index]![column("Item(Product/Service)")]).toBe("Discount");
      expect(mine[index]![column("ItemAmount")]).toBe(`-${quote.totals.discount}`);
      index += 1;
    }
    expect(mine).toHaveLength(index);
    const sum = mine.reduce((total, row) => total + cents(row[column("ItemAmount")]!), 0);
    expect(sum).toBe(cents(quote.totals.subtotal) - cents(quote.totals.discount));
    expect(mine[0]![column("Memo")]).toContain(`total ${quote.totals.total}.`);
  }
});

test("the Integrations page on a phone: no sideways scroll, no serious axe finding, Xero options shown for Xero", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = await registerOwner(page.request, { companyName: "Ledger Electric" });
  await logIn(page, owner.email, owner.password);
  await skipOnboarding(page);
  await page.goto("/dashboard/integrations");
  await expect(page.getByRole("heading", { level: 1, name: "Integrations" })).toBeVisible();
  const form = page.getByRole("form", { name: "Accounting exports" });
  await expect(form.getByLabel("Xero sales account code")).toHaveCount(0);
  await form.getByLabel("Format").selectOption("xero");
  await expect(form.getByLabel("Xero sales account code")).toHaveValue("200");
  await expect(form.getByLabel("Xero tax rate for taxed quotes")).toHaveValue("Tax on Sales");
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const results = await new AxeBuilder({ page })
    .include("main")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  expect(serious).toEqual([]);
  await page.screenshot({ path: "test-results/integrations-phone.png", fullPage: true });

  // A new company has nothing to export yet: the file is the header alone.
  await form.getByLabel("What to export").selectOption("deposits");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    form.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(await readDownload(download)).toBe("*Date,*Amount,Payee,Description,Reference\r\n");
});

test("the price book's CSV import and export run in the browser through the CSV library", async ({
  page,
}) => {
  const owner = await registerOwner(page.request, { companyName: "Csv Electric" });
  await logIn(page, owner.email, owner.password);
  await skipOnboarding(page);
  await page.goto("/dashboard/price-book");
  await expect(page.getByRole("heading", { level: 1, name: "Price Book" })).toBeVisible();
  await expect(page.getByText("No active services")).toBeVisible();
  const csv = [
    "name,category,basePrice,description",
    '"Panel, 200 A",electrical,1800.50,"\'=SUM(A1) wired"',
    "",
    'Outlet,electrical,75,"Say ""hi"""',
  ].join("\r\n");
  await page
    .getByTestId("csv-input")
    .setInputFiles({ name: "services.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(page.getByText("2 services were imported.").first()).toBeVisible();
  const list = page.getByTestId("price-book-electrical");
  await expect(list.getByText("Panel, 200 A", { exact: true })).toBeVisible();
  await expect(list.getByText("=SUM(A1) wired", { exact: true })).toBeVisible();
  await expect(list.getByText('Say "hi"', { exact: true })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  const rows = parseCsv(await readDownload(download)).map((record) => record.cells);
  expect(rows.find((row) => row[0] === "Panel, 200 A")?.slice(1, 4)).toEqual([
    "'=SUM(A1) wired",
    "electrical",
    "1800.50",
  ]);
});
