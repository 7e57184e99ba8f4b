import { expect, test, type Page } from "./test";
import { expectToast, signUpAndLogIn, skipOnboarding } from "./dashboard-fixtures";

// Materials and markup (docs/pricing.md M1-M7): the owner sees cost, margin and price side by
// side; the customer's calculator, the request and the quote built from it all charge the one
// customer price, and never show the materials or the markup.

const dialog = (page: Page) => page.getByRole("dialog");
// docs/pricing.md's example: 100.00 + 30 min at 85.00/h (42.50) + 4.15 × 1.5 (6.23) = 148.73;
// 35% = 52.06 → 200.79; margin 25.9% of the price.
const PRICE = "$200.79";

test("an owner adds materials and a 35% markup; calculator and quote charge the same price", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const owner = await signUpAndLogIn(page, "Markup Plumbing");
  await skipOnboarding(page);
  const rate = await page.request.post("/api/labor-rates", { data: { name: "Plumber", rate: 85 } });
  expect(rate.ok()).toBe(true);
  await page.goto("/dashboard/service-builder");
  await expect(page.getByTestId("services-empty")).toBeVisible();

  // The form: two materials (one the customer supplies), a 35% markup, live cost and margin.
  await page.getByRole("button", { name: "Add New Service" }).click();
  const form = dialog(page);
  await form.getByLabel("Service Name").fill("Faucet Swap");
  await form.getByLabel("Base Price ($)").fill("100");
  await form.getByLabel("Estimated Time (minutes)").fill("30");
  await form.getByLabel("Labor Rate", { exact: true }).click();
  await page.getByRole("option", { name: "Plumber ($85.00/hr)" }).click();
  await expect(form.getByLabel("Markup (%)")).toHaveAttribute("placeholder", "Default: 0");
  await form.getByRole("button", { name: "Add material" }).click();
  await expect(form.getByLabel("Material 1 name")).toBeFocused();
  await page.keyboard.type("Supply line");
  const rows = form.getByTestId("material-row");
  await rows.nth(0).getByLabel("Unit cost ($)").fill("4.15");
  await rows.nth(0).getByLabel("Qty per unit").fill("1.5");
  await form.getByRole("button", { name: "Add material" }).click();
  await form.getByLabel("Material 2 name").fill("Faucet (customer's)");
  await rows.nth(1).getByLabel("Unit cost ($)").fill("180");
  await rows.nth(1).getByLabel("Customer supplies").check();
  await expect(form.getByTestId("price-preview-amount")).toHaveText("$148.73");
  await form.getByLabel("Markup (%)").fill("35");
  await expect(form.getByTestId("price-preview-cost")).toHaveText("$148.73");
  await expect(form.getByTestId("price-preview-margin")).toContainText("$52.06");
  await expect(form.getByTestId("price-preview-margin")).toContainText("25.9%");
  await expect(form.getByTestId("price-preview-amount")).toHaveText(PRICE);
  await form.getByRole("button", { name: "Add Service" }).click();
  await expectToast(page, "Service created", "The service has been added to your price book.");

  // The table: cost, margin and price side by side.
  const row = page.getByTestId("my-service-row").filter({ hasText: "Faucet Swap" });
  await expect(row.getByTestId("service-cost")).toHaveText("$148.73");
  await expect(row.getByTestId("service-margin")).toHaveText("$52.06");
  await expect(row).toContainText("25.9%");
  await expect(row.getByTestId("service-price")).toHaveText(PRICE);
  await expect(row).toContainText("2 materials");
  await expect(row).toContainText("+35% markup");

  // Editing shows what was saved.
  await page.getByRole("button", { name: "Edit Faucet Swap" }).click();
  await expect(dialog(page).getByTestId("material-row")).toHaveCount(2);
  await expect(dialog(page).getByLabel("Customer supplies").nth(1)).toBeChecked();
  await expect(dialog(page).getByLabel("Markup (%)")).toHaveValue("35");
  await dialog(page).getByRole("button", { name: "Cancel" }).click();

  // The customer's calculator: the customer price, nothing of how it is made.
  const customerContext = await browser.newContext();
  try {
    const customer = await customerContext.newPage();
    const published = await customer.request.get(`/api/public/${owner.slug}/services`);
    const body = await published.text();
    expect(body).toContain('"unitPrice":"200.79"');
    expect(body).not.toMatch(/materials|markup|Supply line|4\.15/);
    await customer.goto(`/calculator?company=${owner.slug}`);
    await expect(customer.getByText(owner.companyName, { exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(customer.getByRole("main")).toContainText(PRICE);
    await customer.getByRole("button", { name: "Add Faucet Swap" }).click();
    const panel = customer.locator("#estimate-panel");
    await expect(panel.getByTestId("line-total")).toHaveText([PRICE]);
    await expect(panel.getByTestId("total")).toHaveText(PRICE);
    await customer.getByRole("button", { name: "Request Estimate" }).click();
    const request = customer.getByRole("dialog");
    await request.getByLabel("Name").fill("Rita Markup");
    await request.getByLabel("Email").fill("rita@example.com");
    await request.getByRole("button", { name: "Send Request" }).click();
    await expect(customer.getByText("Estimate request sent!", { exact: true })).toBeVisible();
  } finally {
    await customerContext.close();
  }

  // The quote from that request, and a line added from the price book, carry the same price.
  await page.goto("/dashboard/estimates");
  const entry = page.getByRole("button", { name: "Rita Markup" }).first();
  await expect(entry).toBeVisible();
  const createQuote = page.getByRole("button", { name: "Create quote" });
  if ((await createQuote.count()) === 0) await entry.click();
  await createQuote.first().click();
  await expect(page).toHaveURL(/\/dashboard\/quotes\/[^/?#]+$/);
  const unitPrices = page.getByLabel("Unit price for Faucet Swap", { exact: true });
  await expect(unitPrices).toHaveValue("200.79");
  await page.getByRole("button", { name: "Add from price book" }).first().click();
  const book = dialog(page);
  await expect(book).toContainText(`${PRICE} each`);
  await book.getByRole("button", { name: "Add Faucet Swap" }).click();
  await expect(unitPrices).toHaveCount(2);
  await expect(unitPrices.nth(1)).toHaveValue("200.79");
});

test("the Service Builder with materials fits a phone", async ({ page }) => {
  await signUpAndLogIn(page, "Narrow Plumbing");
  await skipOnboarding(page);
  const created = await page.request.post("/api/services", {
    data: {
      name: "Water Heater Flush",
      category: "plumbing",
      basePrice: 120,
      materials: [{ name: "Anode rod", unitCost: 38.5, quantity: 1 }],
      markupPercent: 20,
    },
  });
  expect(created.ok()).toBe(true);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/dashboard/service-builder");
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const row = page.getByTestId("my-service-row").filter({ hasText: "Water Heater Flush" });
  // (120.00 + 38.50) × 1.20 = 190.20
  await expect(row.getByTestId("service-price")).toHaveText("$190.20");
  await expect(row).toContainText("cost $158.50 · 16.7%");
  expect(await overflow()).toBeLessThanOrEqual(0);
  const edit = page.getByRole("button", { name: "Edit Water Heater Flush" });
  const editBox = await edit.boundingBox();
  expect(editBox!.x + editBox!.width).toBeLessThanOrEqual(375);
  await edit.click();
  const box = await dialog(page).boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  const material = dialog(page).getByTestId("material-row");
  await material.getByLabel("Unit cost ($)").scrollIntoViewIfNeeded();
  const costBox = await material.getByLabel("Unit cost ($)").boundingBox();
  expect(costBox!.x + costBox!.width).toBeLessThanOrEqual(375);
  await expect(dialog(page).getByTestId("price-preview-amount")).toHaveText("$190.20");
});
