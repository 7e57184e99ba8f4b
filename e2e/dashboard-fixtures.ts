import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { TOOLTIP_IDS } from "../lib/onboarding/tooltip-ids";

let counter = 0;

export type Owner = { email: string; password: string; slug: string; companyName: string };

/** Registers a fresh owner and company through the sign-up API. */
export async function registerOwner(
  request: APIRequestContext,
  {
    companyName = "Spark Plug Electric",
    industryType = "electrical",
    password = "sparky-2025",
  }: { companyName?: string; industryType?: string; password?: string } = {},
): Promise<Owner> {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const owner = {
    email: `owner-${suffix}@example.com`,
    password,
    slug: `co-${suffix}`,
    companyName,
  };
  const res = await request.post("/api/register", {
    data: {
      name: "Sam Owner",
      email: owner.email,
      password,
      companyName,
      industryType,
      slug: owner.slug,
    },
  });
  expect(res.status()).toBe(201);
  return owner;
}

/** Signs in through the /login form, like a person. */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 20_000 });
}

/** Registers a fresh owner through the API, then signs in through the /login form. */
export async function signUpAndLogIn(page: Page, companyName = "Spark Plug Electric") {
  const owner = await registerOwner(page.request, { companyName });
  await logIn(page, owner.email, owner.password);
  return owner;
}

/** Skips the welcome modal and every tooltip for tests about other things. */
export async function skipOnboarding(page: Page) {
  const seen = await page.request.post("/api/company/welcome-seen");
  expect(seen.ok()).toBe(true);
  const tips = await page.request.post("/api/user/tooltips", {
    data: { viewedTooltips: TOOLTIP_IDS },
  });
  expect(tips.ok()).toBe(true);
}

export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator('[data-slot="toast"][data-state="open"]');
  await expect(toast.locator('[data-slot="toast-title"]')).toHaveText(title);
  if (description !== undefined)
    await expect(toast.locator('[data-slot="toast-description"]')).toHaveText(description);
}
