import { expect, type Page } from "@playwright/test";

let counter = 0;

/** Registers a fresh owner through the API, then signs in through the /login form. */
export async function signUpAndLogIn(page: Page, companyName = "Spark Plug Electric") {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const email = `owner-${suffix}@example.com`;
  const password = "sparky-2025";
  const slug = `co-${suffix}`;
  const res = await page.request.post("/api/register", {
    data: {
      name: "Sam Owner",
      email,
      password,
      companyName,
      industryType: "electrical",
      slug,
    },
  });
  expect(res.status()).toBe(201);
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL("**/dashboard");
  return { email, password, slug };
}

/** Skips the welcome modal and every tooltip for tests about other things. */
export async function skipOnboarding(page: Page) {
  const seen = await page.request.post("/api/company/welcome-seen");
  expect(seen.ok()).toBe(true);
  const tips = await page.request.post("/api/user/tooltips", {
    data: {
      viewedTooltips: [
        "dashboard-sidebar",
        "services-section",
        "estimates-section",
        "service-builder-intro",
        "add-service-button",
        "service-category",
        "calculator-intro",
        "service-selection",
        "estimate-total",
        "company-settings",
        "logo-upload",
        "help-center",
      ],
    },
  });
  expect(tips.ok()).toBe(true);
}

export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator('[data-slot="toast"][data-state="open"]');
  await expect(toast.locator('[data-slot="toast-title"]')).toHaveText(title);
  if (description !== undefined)
    await expect(toast.locator('[data-slot="toast-description"]')).toHaveText(description);
}
