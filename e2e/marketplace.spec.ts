import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test";
import { getStarterTemplate } from "../lib/marketplace/starters";
import { bookCalculatorServices } from "../lib/marketplace/book";
import { formatCurrency } from "../lib/format";
import { logIn, registerOwner, skipOnboarding } from "./dashboard-fixtures";

// The Marketplace page (docs/marketplace.md, "Marketplace page"): curated starter books with
// their preview and the 'Use template' dialog; community templates; the page on a phone.

const roofing = getStarterTemplate("quotecraft-roofing")!;
const roofingServices = roofing.services.filter((service) => service.isActive);
const roofingOnly = roofingServices.filter((service) => service.category === "roofing");

async function openMarketplace(page: Page) {
  await page.goto("/dashboard/price-book-marketplace");
  await expect(page.getByRole("heading", { name: "Marketplace", level: 1 })).toBeVisible();
}

async function servicesByName(page: Page) {
  const response = await page.request.get("/api/services");
  expect(response.ok()).toBe(true);
  const services = (await response.json()) as { name: string }[];
  const counts = new Map<string, number>();
  for (const { name } of services) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
}

test("an owner previews a starter book, applies part of it, then all of it with Skip: no duplicates", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await registerOwner(page.request, {
    companyName: "Top Deck Roofing",
    industryType: "roofing",
  });
  await logIn(page, owner.email, owner.password);
  await skipOnboarding(page);
  await openMarketplace(page);

  // Find the roofing book by a service name, through the search.
  await page.getByLabel("Search").fill("moss algae");
  const cards = page.getByRole("list", { name: "QuoteCraft starter books" }).getByRole("listitem");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(roofing.name);
  await expect(cards.first().getByTestId("template-usage")).toHaveText("Not used yet");
  await expect(cards.first().locator('[data-slot="card-footer"]')).toHaveText(
    /^Use template\s*Preview$/,
  );
  await page.getByLabel("Search").fill("no such template anywhere");
  await expect(page.getByText("No templates match")).toBeVisible();
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(cards).toHaveCount(8);

  // Preview: the customer's price per unit, then the calculator it gives.
  await page.getByRole("button", { name: `Preview ${roofing.name}` }).click();
  const preview = page.getByRole("dialog", { name: `Preview: ${roofing.name}` });
  await expect(preview.getByText(/Prices are starting points/)).toBeVisible();
  const first = bookCalculatorServices(roofing).services[0];
  const row = preview.getByTestId("book-service").filter({ hasText: first.name });
  await expect(row).toContainText(formatCurrency(first.unitPrice));
  await expect(preview.getByRole("region", { name: "Price sources" })).toContainText(
    roofing.sources[0].publisher,
  );
  await preview.getByRole("tab", { name: "Customer calculator" }).click();
  await preview.getByRole("button", { name: `Add ${first.name}` }).click();
  await expect(preview.getByTestId("estimate-line")).toHaveCount(1);
  await preview.getByRole("button", { name: "Use template" }).click();

  // First apply: only the Roofing category, +10%.
  const dialog = page.getByRole("dialog", { name: `Use template: ${roofing.name}` });
  await dialog.getByRole("button", { name: "Select none" }).click();
  await dialog.getByRole("checkbox", { name: /^Roofing/ }).click();
  await dialog.getByLabel("Adjust all prices by (%)").fill("10");
  await dialog
    .getByRole("button", { name: `Add ${roofingOnly.length} services to my price book` })
    .click();
  await expect(dialog.getByRole("status")).toContainText(
    `${roofingOnly.length} added, 0 replaced, 0 skipped`,
  );
  await expect(dialog.getByRole("link", { name: "Open your price book" })).toHaveAttribute(
    "href",
    "/dashboard/price-book",
  );
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole("listitem").filter({ hasText: roofing.name }).getByTestId("template-usage"),
  ).toHaveText("Used 1 time by 1 company");

  // Second apply: the whole book with Skip; only the missing service is added.
  await page.getByRole("button", { name: `Use template ${roofing.name}` }).click();
  await expect(dialog.getByRole("radio", { name: "Skip" })).toBeChecked();
  await dialog.getByLabel("Adjust all prices by (%)").fill("250");
  await dialog
    .getByRole("button", { name: `Add ${roofingServices.length} services to my price book` })
    .click();
  await expect(dialog.getByText("adjustPercent must be at most 100.")).toBeVisible();
  await dialog.getByLabel("Adjust all prices by (%)").fill("10");
  await dialog
    .getByRole("button", { name: `Add ${roofingServices.length} services to my price book` })
    .click();
  await expect(dialog.getByRole("status")).toContainText(
    `${roofingServices.length - roofingOnly.length} added, 0 replaced, ${roofingOnly.length} skipped`,
  );
  await expect(dialog.getByTestId("result-skipped")).toContainText(roofingOnly[0].name);

  const counts = await servicesByName(page);
  expect(counts.size).toBe(roofingServices.length);
  expect([...counts.values()].every((count) => count === 1)).toBe(true);
});

test("the Marketplace on a phone: no horizontal scroll, the dialog fits, axe finds nothing serious", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const owner = await registerOwner(page.request, { companyName: "Small Screen Plumbing" });
  await logIn(page, owner.email, owner.password);
  await skipOnboarding(page);
  await openMarketplace(page);
  await expect(
    page.getByRole("list", { name: "QuoteCraft starter books" }).getByRole("listitem"),
  ).toHaveCount(8);

  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  expect(await overflow()).toBeLessThanOrEqual(0);
  const axe = async () => {
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    return results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
  };
  expect(await axe()).toEqual([]);

  await page.getByRole("button", { name: `Use template ${roofing.name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Use template: ${roofing.name}` });
  await expect(dialog.getByRole("radio", { name: "Keep both" })).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  expect(await overflow()).toBeLessThanOrEqual(0);
  expect(await axe()).toEqual([]);
});

test("a published template shows under Community for another owner, with the name as chosen, and leaves at once when unpublished", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const templateName = `Panel jobs ${suffix}`;
  const publicName = `Panel work we quote ${suffix}`;

  // Owner A saves a template (as the Service Builder's 'Save as Template' does) and publishes it.
  const a = await registerOwner(page.request, { companyName: `Volt Brothers ${suffix}` });
  await logIn(page, a.email, a.password);
  await skipOnboarding(page);
  const saved = await page.request.post("/api/custom-templates", {
    data: {
      name: templateName,
      description: "Our panel prices",
      services: [
        {
          name: "Panel Upgrade",
          category: "electrical",
          basePrice: 1900,
          unitType: "flat",
          estimatedTime: 480,
          icon: "zap",
        },
        {
          name: "Breaker Replacement",
          category: "electrical",
          basePrice: 140,
          unitType: "per_item",
          estimatedTime: 45,
          icon: "zap",
        },
      ],
    },
  });
  expect(saved.ok()).toBe(true);
  await openMarketplace(page);
  await page.getByRole("tab", { name: "My templates" }).click();
  await page.getByRole("button", { name: `Publish ${templateName}` }).click();
  const publish = page.getByRole("dialog", { name: "Publish to Community" });
  await publish.getByLabel("Public name").fill(publicName);
  await publish.getByLabel("Description").fill("Two panel services at our prices.");
  await publish.getByRole("checkbox", { name: "Show my company's name" }).click();
  await publish.getByRole("button", { name: "Publish" }).click();
  await expect(publish).toBeHidden();
  await expect(page.getByRole("listitem").filter({ hasText: templateName })).toContainText(
    `as "${publicName}", with your company's name`,
  );

  // Owner C, in another browser, finds it under Community with A's name, previews and reports it.
  const baseURL = test.info().project.use.baseURL;
  const other = await browser.newContext({ baseURL });
  const c = await other.newPage();
  const owner = await registerOwner(c.request, { companyName: `Third Owner ${suffix}` });
  await logIn(c, owner.email, owner.password);
  await skipOnboarding(c);
  await openMarketplace(c);
  await c.getByRole("tab", { name: "Community" }).click();
  const cards = c
    .getByRole("list", { name: "Community templates" })
    .getByRole("listitem")
    .filter({ hasText: publicName });
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(`By Volt Brothers ${suffix}`);
  await expect(c.getByRole("list", { name: "QuoteCraft starter books" })).toBeHidden();
  await cards.getByRole("button", { name: `Preview ${publicName}` }).click();
  const preview = c.getByRole("dialog", { name: `Preview: ${publicName}` });
  await expect(preview.getByTestId("book-service")).toHaveCount(2);
  await preview.getByRole("button", { name: "Close" }).first().click();
  await cards.getByRole("button", { name: `Report ${publicName}` }).click();
  const report = c.getByRole("dialog", { name: `Report ${publicName}` });
  await report.getByLabel("Misleading prices").check();
  await report.getByRole("button", { name: "Send report" }).click();
  await expect(report).toBeHidden();
  await cards.getByRole("button", { name: `Report ${publicName}` }).click();
  await report.getByRole("button", { name: "Send report" }).click();
  await expect(report.getByRole("alert")).toHaveText(
    "Your company already reported this template.",
  );
  await c.keyboard.press("Escape");

  // A unpublishes: C no longer sees it.
  await page.getByRole("button", { name: `Unpublish ${templateName}` }).click();
  await expect(page.getByRole("button", { name: `Publish ${templateName}` })).toBeVisible();
  await c.reload();
  await c.getByRole("tab", { name: "Community" }).click();
  await expect(c.getByRole("list", { name: "Community templates" })).toBeVisible();
  await expect(cards).toHaveCount(0);
  await other.close();
});
