import { expect, test, type Page } from "./test";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function register(page: Page, id: string, password = "sparky-2025") {
  await page.goto("/register");
  await page.getByLabel("Your name").fill("Riley Owner");
  await page.getByLabel("Email").fill(`riley-${id}@example.com`);
  await page.getByLabel("Password").fill(password);
  await page.getByLabel("Company name").fill(`Riley Electric ${id}`);
  await page.getByRole("combobox", { name: "Industry" }).click();
  await page.getByRole("option", { name: "Electrical" }).click();
  await expect(page.getByLabel("Calculator address")).toHaveValue(`riley-electric-${id}`);
  await page.getByRole("button", { name: "Create account" }).click();
}

test("register → dashboard; sign out → /login; signed-out /dashboard/services → /login; sign in → back", async ({
  page,
}) => {
  const id = unique();
  await register(page, id);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  // Keep the welcome tour (its own tests cover it) out of the way of this flow.
  expect((await page.request.post("/api/company/welcome-seen")).ok()).toBe(true);
  await page.reload();
  await expect(page.getByText(`Riley Electric ${id}`).first()).toBeVisible();

  await page.getByRole("button", { name: "Sign Out" }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get("/api/company")).status()).toBe(401);

  await page.goto("/dashboard/services");
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  expect(decodeURIComponent(page.url())).toContain("/dashboard/services");

  await page.getByLabel("Email").fill(`riley-${id}@example.com`);
  await page.getByLabel("Password").fill("sparky-2025");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard\/services$/);
});

test("the session cookie is httpOnly and the password never reaches a response", async ({
  page,
  context,
}) => {
  const id = unique();
  await register(page, id, "secret-pass-42");
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  const session = (await context.cookies()).find((cookie) =>
    cookie.name.endsWith("next-auth.session-token"),
  );
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");
  const company = await (await page.request.get("/api/company")).text();
  expect(company).not.toContain("secret-pass-42");
  expect(company).not.toContain("passwordHash");
});

test("login shows validation messages and rejects a wrong password", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Email is required.")).toBeVisible();
  await expect(page.getByText("Password is required.")).toBeVisible();

  await page.getByLabel("Email").fill("demo@quotecraft.app");
  await page.getByLabel("Password").fill("wrong-password-1");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Incorrect email or password.")).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test("the seeded demo owner signs in and sees the demo company", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("demo@quotecraft.app");
  await page.getByLabel("Password").fill("demo-password-1");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  const company = await (await page.request.get("/api/company")).json();
  expect(company).toMatchObject({ name: "Brightline Home Services", slug: "brightline" });
});

test("register shows field errors and keeps what was typed", async ({ page }) => {
  await page.goto("/register?plan=pro");
  await expect(page.getByRole("combobox", { name: "Plan" })).toContainText("Pro");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Your name is required.")).toBeVisible();
  await expect(page.getByText("Enter a valid email address.")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters.")).toBeVisible();
  await expect(page.getByText("Choose your industry.")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("not-an-email");
});

test("a taken email is not confirmed: the form says to check the inbox and stays put", async ({
  page,
}) => {
  await page.goto("/register");
  await page.getByLabel("Your name").fill("Second Demo");
  await page.getByLabel("Email").fill("demo@quotecraft.app");
  await page.getByLabel("Password").fill("another-pass-1");
  await page.getByLabel("Company name").fill(`Another Co ${unique()}`);
  await page.getByRole("combobox", { name: "Industry" }).click();
  await page.getByRole("option", { name: "Plumbing" }).click();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Check your email" })).toHaveText(
    "Thanks! Check your email: we have sent the next step to this address.",
  );
  await expect(page.getByText(/already exists/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/register$/);
});
