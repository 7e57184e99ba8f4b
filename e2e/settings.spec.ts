import { expect, test, type APIRequestContext, type Page } from "./test";
import { logIn, registerOwner, skipOnboarding } from "./dashboard-fixtures";

// Settings: logo upload with its refusals, slug change with the old link kept,
// a password change that signs out the other browser, and service areas through the
// customer calculator to the owner's 'outside service area' mark.

// A real 1×1 PNG (the avatar hides images that fail to decode).
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const twoMegabytePng = () => {
  const bytes = Buffer.alloc(2 * 1024 * 1024);
  PNG.copy(bytes, 0, 0, 16);
  return bytes;
};
const PASSWORD = "first-pass-1";

const newOwner = (request: APIRequestContext, label: string) =>
  registerOwner(request, { companyName: `Settings ${label} Co`, password: PASSWORD });

/** Signs in; a new company gets the welcome tour and tooltips, and these tests are about settings. */
async function signIn(page: Page, email: string, password = PASSWORD) {
  await logIn(page, email, password);
  await skipOnboarding(page);
}

const sidebarLogo = (page: Page) => page.getByTestId("dashboard-sidebar").locator("img").first();
const logoError = (page: Page) => page.getByTestId("logo-error");

test("logo: upload a PNG, see it in the sidebar and calculator; SVG and 2 MB files are refused and the old logo stays", async ({
  page,
}) => {
  // Three uploads and two pages that show the logo: more than a minute on a busy machine.
  test.setTimeout(150_000);
  const owner = await newOwner(page.request, "logo");
  await signIn(page, owner.email);
  await page.goto("/dashboard/company");
  await expect(page.getByRole("heading", { name: "Company Profile" })).toBeVisible();

  await page
    .locator("#logo-file")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByText("Logo updated", { exact: true })).toBeVisible();
  await expect(sidebarLogo(page)).toHaveAttribute("src", /^\/api\/logos\/[a-z0-9]+\/[a-f0-9]{16}$/);
  const src = (await sidebarLogo(page).getAttribute("src")) as string;
  await expect
    .poll(() => sidebarLogo(page).evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(1);

  const served = await page.request.get(src);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(served.headers()["cache-control"]).toContain("immutable");

  // An SVG: refused in the browser, and by the server when disguised as a PNG.
  await page
    .locator("#logo-file")
    .setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: SVG });
  await expect(logoError(page)).toHaveText(
    /SVG logos are not accepted because they can carry scripts/,
  );
  await page
    .locator("#logo-file")
    .setInputFiles({ name: "innocent.png", mimeType: "image/png", buffer: SVG });
  await expect(page.getByText("Uploading...")).toBeHidden();
  await expect(logoError(page)).toHaveText(/SVG logos are not accepted/);

  // 2 MB: refused in the browser and by the server.
  await page
    .locator("#logo-file")
    .setInputFiles({ name: "big.png", mimeType: "image/png", buffer: twoMegabytePng() });
  await expect(logoError(page)).toHaveText(
    "The logo must be 1 MB or smaller. Choose a smaller PNG, JPEG or WebP image.",
  );
  const tooLarge = await page.request.post("/api/company/logo", {
    multipart: { file: { name: "big.png", mimeType: "image/png", buffer: twoMegabytePng() } },
  });
  expect(tooLarge.status()).toBe(413);
  expect((await tooLarge.json()).message).toContain("1 MB or smaller");

  await page.reload();
  await expect(sidebarLogo(page)).toHaveAttribute("src", src);

  // The customer calculator shows the same logo.
  await page.goto(`/calculator?company=${owner.slug}`);
  await expect(page.getByText(owner.companyName, { exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: `${owner.companyName} logo` })).toHaveAttribute(
    "src",
    src,
  );

  // Remove: back to the initials.
  await page.goto("/dashboard/company");
  await page.getByRole("button", { name: "Remove logo" }).click();
  await expect(page.getByText("Logo removed", { exact: true })).toBeVisible();
  await expect(page.getByTestId("dashboard-sidebar").locator("img")).toHaveCount(0);
  await expect(
    page.getByTestId("dashboard-sidebar").getByRole("img", { name: `${owner.companyName} logo` }),
  ).toHaveText("SL");
});

test("slug: after a change the old /calculator?company= link still opens the calculator", async ({
  page,
}) => {
  const owner = await newOwner(page.request, "slug");
  await signIn(page, owner.email);
  await page.goto("/dashboard/company");
  const slugInput = page.getByLabel("Calculator address");
  await slugInput.fill("Bad Slug!");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(
    page.getByText("Use lower-case letters, digits and single hyphens", { exact: false }),
  ).toBeVisible();

  const newSlug = `${owner.slug}-new`;
  await slugInput.fill(newSlug);
  await expect(
    page.getByText("After saving, links with the old address keep working.", { exact: false }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Company profile saved", { exact: true })).toBeVisible();

  for (const slug of [owner.slug, newSlug]) {
    await page.goto(`/calculator?company=${slug}`);
    await expect(page.getByText(owner.companyName, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Service Estimator" })).toBeVisible();
  }
});

test("password: a change in one browser signs the other out on its next request", async ({
  browser,
}) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  const pageA = await first.newPage();
  const pageB = await second.newPage();
  const owner = await newOwner(pageA.request, "pw");
  await signIn(pageA, owner.email);
  await signIn(pageB, owner.email);

  await pageA.goto("/dashboard/account");
  const form = pageA.getByRole("form", { name: "Password" });
  await form.getByLabel("Current password").fill("not-my-password-1");
  await form.getByLabel("New password").fill("second-pass-2");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("Your current password is not correct.")).toBeVisible();

  await form.getByLabel("Current password").fill(PASSWORD);
  await form.getByLabel("New password").fill("short");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("Password must be at least 8 characters.")).toBeVisible();

  await form.getByLabel("New password").fill("second-pass-2");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(pageA.getByText("Password changed", { exact: true })).toBeVisible();

  // The other browser: its next request is signed out.
  await pageB.goto("/dashboard/company");
  await expect(pageB).toHaveURL(/\/login/);
  expect((await pageB.request.get("/api/company")).status()).toBe(401);

  // This browser stays signed in.
  await pageA.reload();
  await expect(pageA.getByRole("heading", { name: "Account", exact: true })).toBeVisible();
  expect((await pageA.request.get("/api/company")).status()).toBe(200);

  // The new password works; 'Sign out everywhere' ends this session too.
  await signIn(pageB, owner.email, "second-pass-2");
  await pageA.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(pageA).toHaveURL(/\/login/);
  await pageB.goto("/dashboard");
  await expect(pageB).toHaveURL(/\/login/);
  await first.close();
  await second.close();
});

test("service areas: pasted and single areas, duplicates ignored; an outside ZIP gets the notice, can still send, and is marked", async ({
  page,
  browser,
}) => {
  const owner = await newOwner(page.request, "areas");
  await signIn(page, owner.email);
  const service = await page.request.post("/api/services", {
    data: {
      name: "Panel Inspection",
      category: "electrical",
      basePrice: 120,
      unitType: "flat",
      estimatedTime: 60,
    },
  });
  expect(service.ok()).toBeTruthy();

  await page.goto("/dashboard/service-areas");
  await expect(page.getByTestId("service-areas-empty")).toBeVisible();
  const input = page.getByLabel("ZIP codes or cities");
  await input.fill("78701, 78702\nAustin, TX\n1234");
  await page.getByRole("button", { name: "Add 4 areas" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: '"1234" is not a 5-digit ZIP code or a city name.' }),
  ).toBeVisible();
  await input.fill("78701, 78702\nAustin, TX\n78701");
  await page.getByRole("button", { name: "Add 4 areas" }).click();
  await expect(page.getByText("Added 3 areas", { exact: true })).toBeVisible();
  await expect(page.getByTestId("service-area")).toHaveText(["78701", "78702", "Austin, TX"]);
  await input.fill("78702");
  await page.getByRole("button", { name: "Add area" }).click();
  await expect(page.getByText("Nothing new to add", { exact: true })).toBeVisible();
  await expect(page.getByTestId("service-area")).toHaveCount(3);

  // A customer in another browser, outside the area.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await customer.goto(`/calculator?company=${owner.slug}`);
  await customer.getByRole("button", { name: "Add Panel Inspection" }).click();
  await customer.getByRole("button", { name: "Request Estimate" }).click();
  const dialog = customer.getByRole("dialog");
  const customerName = `Far Away ${Date.now()}`;
  await dialog.getByLabel("Name").fill(customerName);
  await dialog.getByLabel("Email").fill("far@example.com");
  // With service areas the ZIP code is required: explained inline, nothing sent.
  const zip = dialog.getByLabel("ZIP code");
  await dialog.getByRole("button", { name: "Send Request" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please enter your ZIP code.");
  await expect(zip).toBeFocused();
  await expect(zip).toHaveAttribute("aria-invalid", "true");
  await zip.fill("1234");
  await dialog.getByRole("button", { name: "Send Request" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Enter a 5-digit ZIP code, like 78701.");
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/ZIP code/).fill("78701");
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  await expect(dialog.getByText(/outside the area/)).toBeHidden();
  await dialog.getByLabel(/ZIP code/).fill("10001");
  await expect(dialog.getByText(/outside the area/)).toBeVisible();
  await dialog.getByRole("button", { name: "Send Request" }).click();
  await expect(customer.getByText("Estimate request sent!", { exact: true })).toBeVisible();
  await customerContext.close();

  await page.goto("/dashboard/estimates");
  const row = page.getByRole("button", { name: customerName }).first();
  await expect(row).toBeVisible();
  await expect(page.getByText("Outside service area").first()).toBeVisible();
});
