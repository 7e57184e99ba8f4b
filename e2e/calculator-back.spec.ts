import { expect, test } from "./test";
import { registerOwner } from "./dashboard-fixtures";

// The public calculator's back button (docs/product.md, "Public calculator"): back only to a
// page of this site; from elsewhere, the company's website, or no button at all.
const calculator = "/calculator?company=brightline";

async function opened(page: import("@playwright/test").Page, name: string) {
  await expect(page.getByText(name, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Service Estimator" })).toBeVisible();
}

test("a customer who opened the link directly is offered the company's website, not about:blank", async ({
  page,
}) => {
  await page.goto(calculator);
  await opened(page, "Brightline Home Services");
  await expect(page.getByRole("button", { name: "Go back" })).toHaveCount(0);
  await expect(
    page.getByRole("link", { name: "Back to Brightline Home Services's website" }),
  ).toHaveAttribute("href", "https://brightline.example/");
});

test("a company without a website shows no back button to a customer who came directly", async ({
  page,
}) => {
  const owner = await registerOwner(page.request, { companyName: "No Site Plumbing" });
  await page.context().clearCookies();
  await page.goto(`/calculator?company=${owner.slug}`);
  await opened(page, "No Site Plumbing");
  await expect(page.getByRole("button", { name: "Go back" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Back to/ })).toHaveCount(0);
});

test("a customer who came from a page of this site goes back to it", async ({ page }) => {
  await page.goto("/");
  await page.evaluate((href) => window.location.assign(href), calculator);
  await opened(page, "Brightline Home Services");
  await expect(page.getByRole("link", { name: /^Back to/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Go back" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
});
