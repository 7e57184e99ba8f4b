import { expect, test, type Locator } from "./test";
import { getStarterTemplate, type StarterService } from "../lib/marketplace/starters";
import { adjustMoney } from "../lib/marketplace/adjust";
import { centsToDecimalString, unitPriceCents } from "../lib/pricing";
import { formatCents } from "../lib/format";
import { signUpAndLogIn } from "./dashboard-fixtures";

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

// A real 1×1 PNG (the avatar hides images that fail to decode).
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test("the tutorial's last step takes a logo and hands out the calculator link and snippet", async ({
  page,
}) => {
  const owner = await signUpAndLogIn(page, "Last Step Painting");
  const modal = page.getByTestId("welcome-modal");
  for (let step = 0; step < 4; step++) await modal.getByRole("button", { name: "Next" }).click();
  await expect(modal.getByRole("heading", { name: "Ready to Go" })).toBeVisible();

  await modal
    .locator("#welcome-logo-file")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByText("Logo updated", { exact: true })).toBeVisible();
  await expect(modal.getByRole("button", { name: "Replace logo" })).toBeVisible();
  const company = await (await page.request.get("/api/company")).json();
  expect(company.logo).toMatch(/^\/api\/logos\//);

  await expect(modal.getByRole("textbox", { name: "Public link" })).toHaveValue(
    new RegExp(`/calculator\\?company=${owner.slug}$`),
  );
  await expect(modal.getByRole("textbox", { name: "Script snippet" })).toHaveValue(
    new RegExp(`data-company="${owner.slug}"`),
  );
  await expect(modal.getByRole("button", { name: "Copy public link" })).toBeVisible();
  await modal.getByRole("button", { name: "Get Started" }).click();
  await expect(modal).toBeHidden();
});
