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

test.describe("a new plumber in Chicago", () => {
  // The browser's zone is what the register form sends as timeZone (browserTimeZone()).
  test.use({ timezoneId: "America/Chicago" });

  test("has a live calculator with the starter book at +10% in at most 6 clicks, Chicago's time zone and Plumbing first", async ({
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
    // The setup checklist offers the trade's starter book in its "First services" step.
    const checklist = page.getByRole("region", { name: "Get set up" });
    const firstServices = checklist.getByRole("checkbox", { name: "First services" });
    await expect(firstServices).not.toBeChecked();
    // Chicago came from the browser: the time zone step is done already.
    await expect(checklist.getByRole("checkbox", { name: "Time zone" })).toBeChecked();
    await checklist.getByLabel("Adjust all prices by (%)").fill("10");
    await click(checklist.getByRole("button", { name: "Add the Plumbing starter price book" }));
    const active = plumbing.services.filter((service) => service.isActive);
    await expect(checklist.getByRole("status")).toContainText(`Added ${active.length} services`);
    await expect(firstServices).toBeChecked();
    expect(clicks).toBeLessThanOrEqual(6);

    // Company Profile shows the zone the browser gave at sign-up.
    await page.goto("/dashboard/company");
    await expect(page.getByRole("combobox", { name: "Time zone" })).toHaveValue("America/Chicago");

    // An electrical service too, through the Service Builder's API: Electrical is the first
    // category and the calculator's fallback, so only the default category set at sign-up can
    // open it on Plumbing.
    const electrical = { name: "Ceiling Fan Install", category: "electrical" };
    const added = await page.request.post("/api/services", {
      data: { ...electrical, basePrice: 120, unitType: "flat" },
    });
    expect(added.ok(), await added.text()).toBeTruthy();

    // The customer's side: the public calculator, signed out.
    await page.context().clearCookies();
    const services = await (await page.request.get(`/api/public/${slug}/services`)).json();
    expect(services.services).toHaveLength(active.length + 1);
    expect(services.categories).toEqual(["electrical", "plumbing"]);
    expect(
      services.services.find((row: { name: string }) => row.name === electrical.name)?.category,
    ).toBe("electrical");
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
    // The calculator opens on the trade picked at sign-up, not on Electrical, which comes first.
    const pills = page.getByRole("navigation", { name: "Service categories" }).getByRole("button");
    await expect(pills).toHaveText(["Electrical", "Plumbing"]);
    await expect(pills.filter({ hasText: "Plumbing" })).toHaveAttribute("aria-pressed", "true");
    await expect(pills.filter({ hasText: "Electrical" })).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByRole("heading", { name: electrical.name })).toHaveCount(0);
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: first.name }) });
    await expect(card).toContainText(formatCents(firstCents));
  });
});

// A real 1×1 PNG (the avatar hides images that fail to decode).
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test("the setup checklist ticks each step from real data, links to where it is done, and is dismissed once all are done", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await signUpAndLogIn(page, "Last Step Painting");
  const checklist = page.getByRole("region", { name: "Get set up" });
  const steps = checklist.getByRole("list", { name: "Setup steps" });
  const step = (name: string) => steps.getByRole("checkbox", { name });
  const names = [
    "Contact details",
    "Logo",
    "Time zone",
    "First services",
    "Calculator live",
    "Embed on your website",
    "A test quote to yourself",
  ];
  await expect(steps.getByRole("listitem")).toHaveCount(names.length);
  // The test browser runs in UTC: nothing is done yet, and there is no way to dismiss.
  for (const name of names) await expect(step(name)).not.toBeChecked();
  await expect(checklist.getByText("0 of 7 done", { exact: false })).toBeVisible();
  await expect(checklist.getByRole("button", { name: "Dismiss checklist" })).toHaveCount(0);

  // The logo step links to Company Profile, where the logo is uploaded.
  await steps.getByRole("link", { name: "Upload your logo" }).click();
  await page.waitForURL("**/dashboard/company");
  await page
    .getByTestId("logo-uploader")
    .locator('input[type="file"]')
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByText("Logo updated", { exact: true })).toBeVisible();
  await page.goto("/dashboard");
  await expect(step("Logo")).toBeChecked();
  await expect(step("Contact details")).not.toBeChecked();

  // The other steps, done through the API the pages use.
  const id = `${Date.now().toString(36)}`;
  const contactEmail = `office-${id}@last-step.example`;
  const profile = await page.request.patch("/api/company/profile", {
    data: { contactEmail, phone: "512-555-0177", timeZone: "UTC" },
  });
  expect(profile.ok(), await profile.text()).toBeTruthy();
  const service = await page.request.post("/api/services", {
    data: { name: "Accent Wall", category: "painting", basePrice: 300, unitType: "flat" },
  });
  expect(service.ok(), await service.text()).toBeTruthy();
  for (const source of ["direct", "embed"]) {
    const view = await page.request.post("/api/calculator-views", {
      data: { company: owner.slug, source },
    });
    expect(view.ok(), await view.text()).toBeTruthy();
  }
  // A test quote to the owner's own contact email.
  const client = await page.request.post("/api/clients", {
    data: { name: "Me, testing", email: contactEmail },
  });
  expect(client.status()).toBe(201);
  const clientId = ((await client.json()) as { id: string }).id;
  const created = await page.request.post("/api/quotes", { data: { clientId } });
  expect(created.ok()).toBeTruthy();
  const quoteId = ((await created.json()) as { id: string }).id;
  const saved = await page.request.put(`/api/quotes/${quoteId}`, {
    data: {
      clientId,
      title: "Test quote",
      message: null,
      terms: null,
      discount: null,
      taxRate: 0,
      deposit: null,
      expiresAt: "2100-01-01",
      groups: [],
      lines: [
        {
          serviceId: null,
          name: "Accent wall",
          description: null,
          unitType: "flat",
          unitPrice: 300,
          quantity: 1,
          fee: null,
          minutesPerUnit: 60,
          note: null,
          optional: false,
          groupKey: null,
          selected: true,
        },
      ],
    },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  const sent = await page.request.post(`/api/quotes/${quoteId}/send`, {
    data: { to: contactEmail, message: null },
  });
  expect(sent.ok(), await sent.text()).toBeTruthy();

  await page.reload();
  for (const name of names) await expect(step(name)).toBeChecked();
  await expect(checklist.getByText("Everything is set up", { exact: false })).toBeVisible();
  // Keyboard: the dismiss button is reached and pressed with keys.
  const dismiss = checklist.getByRole("button", { name: "Dismiss checklist" });
  await dismiss.focus();
  const seen = page.waitForResponse((r) => r.url().endsWith("/api/company/welcome-seen") && r.ok());
  await page.keyboard.press("Enter");
  await seen;
  await expect(checklist).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(checklist).toHaveCount(0);
});

test("the setup checklist fits a phone and comes back from the Help menu", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpAndLogIn(page, "Pocket Checklist Cleaning");
  const checklist = page.getByRole("region", { name: "Get set up" });
  await expect(checklist.getByRole("checkbox", { name: "Logo" })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  // Dismissed (as the e2e fixtures do), then brought back.
  expect((await page.request.post("/api/company/welcome-seen")).ok()).toBeTruthy();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(checklist).toHaveCount(0);
  const reset = page.waitForResponse(
    (r) => r.url().endsWith("/api/company/reset-welcome") && r.ok(),
  );
  await page.getByRole("button", { name: "Help" }).click();
  await page.getByRole("menuitem", { name: "Show Setup Checklist" }).click();
  await reset;
  await expect(checklist.getByRole("checkbox", { name: "Logo" })).not.toBeChecked();
});
