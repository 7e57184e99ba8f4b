import { expect, test, type Locator } from "./test";
import { getStarterTemplate, type StarterService } from "../lib/marketplace/starters";
import { adjustMoney } from "../lib/marketplace/adjust";
import { centsToDecimalString, unitPriceCents } from "../lib/pricing";
import { formatCents } from "../lib/format";

// The five-minute start (docs/marketplace.md): from the registration form to a live public
// calculator with the trade's starter price book, +10% for the local market, in at most 6 clicks.

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const plumbing = getStarterTemplate("quotecraft-plumbing")!;

/** What the customer pays per unit for a starter service adjusted by `percent` (docs/pricing.md A1–A4, rule 1). */
function adjustedUnitPrice(service: StarterService, percent: number) {
  const rate = plumbing.laborRates.find((candidate) => candidate.key === service.laborRate);
  return unitPriceCents({
    basePrice: adjustMoney(service.basePrice, percent),
    unitType: service.unitType,
    estimatedTime: service.estimatedTime,
    laborRate: rate ? { rate: adjustMoney(rate.rate, percent) } : null,
  });
}

test("a new plumber has a live calculator with the starter book at +10% in at most 6 clicks", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = unique();
  const companyName = `Flow Right Plumbing ${id}`;
  await page.goto("/register");
  await page.getByLabel("Your name").fill("Pat Plumber");
  await page.getByLabel("Email").fill(`pat-${id}@example.com`);
  await page.getByLabel("Password").fill("pipes-and-valves-2025");
  await page.getByLabel("Company name").fill(companyName);
  await page.getByRole("combobox", { name: "Industry" }).click();
  await page.getByRole("option", { name: "Plumbing" }).click();
  const slug = await page.getByLabel("Calculator address").inputValue();
  await page.getByRole("button", { name: "Create account" }).click();

  // Every click from here on is counted.
  let clicks = 0;
  const click = async (target: Locator) => {
    clicks += 1;
    await target.click();
  };

  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  const modal = page.getByTestId("welcome-modal");
  await click(modal.getByRole("button", { name: "Next" }));
  await expect(modal.getByRole("heading", { name: "Set Up Your Services" })).toBeVisible();
  await modal.getByLabel("Adjust all prices by (%)").fill("10");
  await click(modal.getByRole("button", { name: "Add the Plumbing starter price book" }));
  const active = plumbing.services.filter((service) => service.isActive);
  await expect(modal.getByRole("status")).toContainText(`Added ${active.length} services`);
  await click(modal.getByRole("button", { name: "Skip Tour" }));
  await expect(modal).toBeHidden();
  expect(clicks).toBeLessThanOrEqual(6);

  // The customer's side: the public calculator, signed out.
  await page.context().clearCookies();
  const services = await (await page.request.get(`/api/public/${slug}/services`)).json();
  expect(services.services).toHaveLength(active.length);
  for (const service of active) {
    const shown = services.services.find((row: { name: string }) => row.name === service.name);
    expect(shown?.unitPrice, service.name).toBe(
      centsToDecimalString(adjustedUnitPrice(service, 10)),
    );
  }
  const first = active.find((service) => service.category === "plumbing")!;
  const firstCents = adjustedUnitPrice(first, 10);
  // 1.1 × the template's price, to the cent.
  expect(firstCents).toBe(Math.round(adjustedUnitPrice(first, 0) * 1.1));

  await page.goto(`/calculator?company=${slug}`);
  await expect(page.getByText(companyName, { exact: true })).toBeVisible({ timeout: 30_000 });
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: first.name }) });
  await expect(card).toContainText(formatCents(firstCents));
});
