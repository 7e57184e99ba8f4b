import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page, type Request } from "./test";

// The Demo Service Builder: start from an industry, add/edit/delete services with
// live prices from the shared pricing model, labor rates, the customer calculator preview,
// localStorage persistence and reset, with no network after load.

const PAGE = "/demo/service-builder";

/** Each page's requests still under way, tracked from before its first navigation. */
const underWay = new WeakMap<Page, Set<Request>>();
function trackRequests(page: Page) {
  const pending = new Set<Request>();
  page.on("request", (request) => pending.add(request));
  page.on("requestfinished", (request) => pending.delete(request));
  page.on("requestfailed", (request) => pending.delete(request));
  underWay.set(page, pending);
}

/** Records every request after the page has settled (the <head> favicon aside: the browser's, not the page's). */
async function recordAfterLoad(page: Page) {
  await page.waitForLoadState("load");
  await page.waitForLoadState("networkidle");
  // Once hydrated (its loading skeleton gone) the builder preloads the code of Add/Edit
  // Service in an effect, which on a busy machine comes after the network was first idle:
  // the page has settled when those requests have finished too.
  await expect(page.getByLabel("Loading the demo")).toHaveCount(0);
  await expect.poll(() => underWay.get(page)?.size ?? 0).toBe(0);
  const icons = await page.$$eval('link[rel~="icon"]', (links) =>
    links.map((link) => (link as HTMLLinkElement).href),
  );
  const requests: string[] = [];
  page.on("request", (request) => {
    if (!icons.includes(request.url())) requests.push(`${request.method()} ${request.url()}`);
  });
  return requests;
}

async function expectToast(page: Page, title: string, description: string) {
  const toast = page.locator('[data-slot="toast"][data-state="open"]');
  await expect(toast.locator('[data-slot="toast-title"]')).toHaveText(title);
  await expect(toast.locator('[data-slot="toast-description"]')).toHaveText(description);
}

const rows = (page: Page) => page.getByTestId("my-service-row");
const row = (page: Page, name: string) =>
  rows(page).filter({ has: page.getByText(name, { exact: true }) });
const dialog = (page: Page) => page.getByRole("dialog");

async function pick(page: Page, combobox: Locator, option: string) {
  // The category filter is the browser's own select; the form's selects are Radix's.
  if ((await combobox.evaluate((element) => element.tagName)) === "SELECT") {
    await combobox.selectOption({ label: option });
    return;
  }
  await combobox.click();
  await page.getByRole("option", { name: option }).click();
}

async function start(page: Page, industry: string) {
  await page.getByRole("button", { name: new RegExp(`^${industry}`) }).click();
}

test.describe("Demo Service Builder", () => {
  test.beforeEach(async ({ page }) => {
    trackRequests(page);
    await page.goto(PAGE);
  });

  test("builds a price book with live prices, preview and persistence, without network", async ({
    page,
  }) => {
    // A long walk through the whole demo: more than the default minute on a busy 2-core machine.
    test.setTimeout(150_000);
    await expect(page).toHaveTitle(/Service Builder Demo/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/demo\/service-builder$/,
    );
    const requests = await recordAfterLoad(page);

    // Pick an industry: its demo catalogue becomes the price book.
    await expect(page.getByRole("heading", { name: "Choose a starting point" })).toBeVisible();
    await start(page, "Electrical");
    await expectToast(
      page,
      "Price book ready",
      "Loaded 12 electrical services. Edit them or add your own.",
    );
    await expect(rows(page)).toHaveCount(12);
    await expect(row(page, "Outlet Installation").getByTestId("service-price")).toContainText(
      "$75.00",
    );
    await expect(row(page, "Generator Installation")).toContainText("16h");

    // Add: validation like the real service form, then a live price through lib/pricing + markup.
    await page.getByRole("button", { name: "Add New Service" }).click();
    const form = dialog(page);
    await expect(form.getByRole("heading", { name: "Add Service" })).toBeVisible();
    await expect(form.getByLabel("Base Price ($)")).toHaveValue("0");
    await expect(form.getByLabel("Estimated Time (minutes)")).toHaveValue("60");
    await expect(form.getByRole("combobox", { name: "Unit Type" })).toHaveText("Flat rate");
    await expect(form.getByRole("combobox", { name: "Labor Rate" })).toHaveText("None");
    await form.getByLabel("Base Price ($)").fill("1.999");
    await form.getByLabel("Estimated Time (minutes)").fill("-5");
    await form.getByLabel("Markup (%)").fill("abc");
    await form.getByRole("button", { name: "Add Service" }).click();
    await expect(form.getByText("Name is required.")).toBeVisible();
    await expect(form.getByText("Base price can have at most 2 decimals.")).toBeVisible();
    await expect(form.getByText("Estimated time must be at least 0.")).toBeVisible();
    await expect(form.getByText("Markup must be a number.")).toBeVisible();
    await expect(form.getByLabel("Service Name")).toBeFocused();
    await expect(form.getByLabel("Service Name")).toHaveAttribute("aria-invalid", "true");
    await form.getByLabel("Base Price ($)").fill("-1");
    await expect(form.getByText("Base price must be at least 0.")).toBeVisible();

    await form.getByLabel("Service Name").fill("Attic Fan Install");
    await form.getByLabel("Description").fill("Mount and wire a roof-mounted attic fan.");
    await pick(page, form.getByRole("combobox", { name: "Category" }), "Roofing");
    await pick(page, form.getByRole("combobox", { name: "Unit Type" }), "Hourly");
    await form.getByLabel("Base Price ($)").fill("40");
    await form.getByLabel("Estimated Time (minutes)").fill("60");
    await expect(form.getByTestId("price-preview-amount")).toHaveText("$40.00");
    await pick(
      page,
      form.getByRole("combobox", { name: "Labor Rate" }),
      "Standard labor ($75.00/hr)",
    );
    await expect(form.getByTestId("price-preview-amount")).toHaveText("$115.00");
    await form.getByLabel("Markup (%)").fill("10");
    // ($40 + $75 × 1 h) × 1.10 = $126.50 per hour
    await expect(form.getByTestId("price-preview-amount")).toHaveText("$126.50");
    await form.getByRole("button", { name: "Add material" }).click();
    await form.getByLabel("Material 1 name").fill("Attic fan (not included)");
    await form.getByRole("button", { name: "Add material" }).click();
    await form.getByLabel("Material 2 name").fill("Roof flashing kit");
    await form.getByTestId("material-row").nth(1).getByLabel("Unit cost ($)").fill("24.5");
    // Materials are costed now (docs/pricing.md M2): ($40 + $75 + $24.50) × 1.10 = $153.45
    await expect(form.getByTestId("price-preview-amount")).toHaveText("$153.45");
    await form.getByRole("button", { name: "Add Service" }).click();
    await expectToast(page, "Service created", "The service has been added to your price book.");
    await expect(dialog(page)).toHaveCount(0);
    await expect(rows(page)).toHaveCount(13);
    const attic = row(page, "Attic Fan Install");
    await expect(attic.getByTestId("service-price")).toHaveText("$153.45");
    await expect(attic).toContainText("per hour");
    await expect(attic).toContainText("Standard labor");
    await expect(attic).toContainText("+10% markup");
    await expect(attic).toContainText("Roofing");
    await expect(attic).toContainText("1h");

    // Edit keeps the values and saves the change.
    await page.getByRole("button", { name: "Edit Outlet Installation" }).click();
    await expect(dialog(page).getByLabel("Service Name")).toHaveValue("Outlet Installation");
    await expect(dialog(page).getByTestId("material-row")).toHaveCount(3);
    await dialog(page).getByLabel("Base Price ($)").fill("80");
    await dialog(page).getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Service updated", "Your changes have been saved.");
    await expect(row(page, "Outlet Installation").getByTestId("service-price")).toContainText(
      "$89.25",
    );

    // Cancel changes nothing.
    await page.getByRole("button", { name: "Edit Outlet Installation" }).click();
    await dialog(page).getByLabel("Base Price ($)").fill("999");
    await dialog(page).getByRole("button", { name: "Cancel" }).click();
    await expect(row(page, "Outlet Installation").getByTestId("service-price")).toContainText(
      "$89.25",
    );

    // Labor rates: a new rate flows into every linked price; a bad value is refused inline.
    await page.getByRole("tab", { name: "Labor Rates" }).click();
    const standard = page
      .getByTestId("labor-rate-row")
      .filter({ has: page.locator('input[value="Standard labor"]') });
    await expect(standard).toContainText("Used by 1 service");
    await standard.getByLabel("Rate ($/hour)").fill("90.125");
    await expect(standard.getByText("Rate can have at most 2 decimals.")).toBeVisible();
    await standard.getByLabel("Rate ($/hour)").fill("90");
    await expect(standard.getByText("Rate can have at most 2 decimals.")).toHaveCount(0);
    await page.getByRole("button", { name: "Add labor rate" }).click();
    await expect(page.getByTestId("labor-rate-row")).toHaveCount(4);
    await page.getByRole("button", { name: "Remove labor rate New labor rate" }).click();
    await expect(page.getByTestId("labor-rate-row")).toHaveCount(3);
    await page.getByRole("tab", { name: /My Services/ }).click();
    // ($40 + $90 + $24.50) × 1.10 = $169.95
    await expect(row(page, "Attic Fan Install").getByTestId("service-price")).toContainText(
      "$169.95",
    );

    // Search and category filter.
    await page.getByLabel("Search services").fill("UPGRADE"); // name or description, any case
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText("Electrical Panel Upgrade");
    await page.getByLabel("Search services").fill("written report");
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText("Electrical Safety Inspection");
    await page.getByLabel("Search services").fill("zzz");
    await expect(page.getByText("No services", { exact: true })).toBeVisible();
    await page.getByLabel("Search services").fill("");
    await pick(page, page.getByRole("combobox", { name: "Category" }), "Roofing");
    await expect(rows(page)).toHaveCount(1);
    await pick(page, page.getByRole("combobox", { name: "Category" }), "All Categories");
    await expect(rows(page)).toHaveCount(13);

    // Delete, with a confirmation that says it cannot be undone.
    await page.getByRole("button", { name: "Delete Dimmer Switch Installation" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("This action cannot be undone.");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(rows(page)).toHaveCount(13);
    await page.getByRole("button", { name: "Delete Dimmer Switch Installation" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expectToast(
      page,
      "Service deleted",
      "The service has been removed from your price book.",
    );
    await expect(rows(page)).toHaveCount(12);
    await expect(row(page, "Dimmer Switch Installation")).toHaveCount(0);

    // The customer calculator preview: category pills, cards, a cart totalled by computeEstimate.
    await page.getByRole("tab", { name: "Customer Preview" }).click();
    const pills = page.getByRole("navigation", { name: "Service categories" }).getByRole("button");
    await expect(pills).toHaveText(["Electrical", "Roofing"]);
    await expect(pills.first()).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Add Generator Installation" }).click();
    await page.getByRole("button", { name: "Add Outlet Installation" }).click();
    await page.getByRole("button", { name: "Add Outlet Installation" }).click();
    await pills.filter({ hasText: "Roofing" }).click();
    await expect(
      page.getByRole("list", { name: "Services", exact: true }).getByRole("listitem"),
    ).toHaveCount(1);
    await page.getByRole("button", { name: "Add Attic Fan Install" }).click();
    await page.getByRole("button", { name: "Increase Attic Fan Install" }).click(); // +0.5 h
    const lines = page.getByTestId("estimate-line");
    await expect(lines).toHaveCount(3);
    await expect(lines.getByTestId("line-total")).toHaveText(["$4,500.00", "$178.50", "$254.93"]);
    // $4,500 + 2 × $89.25 + 1.5 h × $169.95 (254.925) = $4,933.43; 16h + 2h + 1.5h = 19h 30m
    await expect(page.getByTestId("total")).toHaveText("$4,933.43");
    await expect(page.getByTestId("total-time")).toContainText("19h 30m");
    await page.getByLabel("Quantity of Outlet Installation").fill("5");
    await page.getByLabel("Quantity of Outlet Installation").press("Enter");
    await expect(page.getByTestId("total")).toHaveText("$5,201.18");
    await page.getByRole("button", { name: "Decrease Generator Installation" }).click(); // 1 → 0 removes
    await expect(lines).toHaveCount(2);
    await page.getByRole("button", { name: "Remove Attic Fan Install" }).click();
    await expect(page.getByTestId("total")).toHaveText("$446.25");

    // A clear way to sign up.
    await expect(page.getByRole("link", { name: "Sign up free" })).toHaveAttribute(
      "href",
      "/register",
    );

    // Recorded since load: every action above was awaited to its visible end.
    expect(requests).toEqual([]);

    // Persistence: a reload restores the price book from localStorage.
    const stored = await page.evaluate(() =>
      window.localStorage.getItem("quotecraft-demo-service-builder"),
    );
    expect(JSON.parse(stored!).state.services).toHaveLength(12);
    await page.reload();
    const afterReload = await recordAfterLoad(page);
    await expect(rows(page)).toHaveCount(12);
    await expect(row(page, "Attic Fan Install").getByTestId("service-price")).toContainText(
      "$169.95",
    );
    await expect(row(page, "Outlet Installation").getByTestId("service-price")).toContainText(
      "$89.25",
    );

    // Reset: confirmation, toast, back to the picker, and it stays reset after a reload.
    await page.getByRole("button", { name: "Reset demo" }).click();
    await expect(page.getByRole("alertdialog")).toContainText("This cannot be undone.");
    await page.getByRole("alertdialog").getByRole("button", { name: "Reset demo" }).click();
    await expectToast(page, "Demo reset", "Pick an industry to start a new price book.");
    // The reset has finished: the picker has the focus and the toast is shown.
    await expect(page.getByRole("heading", { name: "Choose a starting point" })).toBeFocused();
    expect(afterReload).toEqual([]);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Choose a starting point" })).toBeVisible();
  });

  test("starts from scratch and from every industry", async ({ page }) => {
    const requests = await recordAfterLoad(page);
    await start(page, "Start from scratch");
    await expectToast(page, "Blank price book", "Add your first service to get started.");
    await expect(page.getByText("No services", { exact: true })).toBeVisible();
    await expect(page.getByText("Add your first service to start your price book.")).toBeVisible();
    await page.getByRole("tab", { name: "Customer Preview" }).click();
    await expect(page.getByText("No services found")).toBeVisible();

    for (const [industry, count, example, price] of [
      ["Plumbing", 12, "Water Heater Installation", "$950.00"],
      ["HVAC", 12, "Heat Pump Installation", "$5,500.00"],
      ["Landscaping", 13, "Paver Patio Installation", "$1,850.00"],
      ["Cleaning", 12, "Chimney Sweeping", "$225.00"],
      ["Painting", 12, "Cabinet Painting", "$1,250.00"],
    ] as const) {
      await page.getByRole("button", { name: "Reset demo" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Reset demo" }).click();
      await start(page, industry);
      await expect(rows(page)).toHaveCount(count);
      await expect(row(page, example).getByTestId("service-price")).toContainText(price);
    }
    expect(requests).toEqual([]);
  });

  test("is keyboard operable: start, add, edit and delete a service", async ({ page }) => {
    await page.waitForLoadState("networkidle");
    async function tabTo(target: Locator, max = 80) {
      for (let step = 0; step < max; step += 1) {
        if (await target.evaluate((element) => element === document.activeElement)) return;
        await page.keyboard.press("Tab");
      }
      throw new Error(`could not reach ${target} with Tab`);
    }

    const plumbing = page.getByRole("button", { name: /^Plumbing/ });
    await tabTo(plumbing);
    const style = await plumbing.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(style).not.toBe("none");
    await page.keyboard.press("Enter");
    await expect(rows(page)).toHaveCount(12);

    await tabTo(page.getByRole("button", { name: "Add New Service" }));
    await page.keyboard.press("Enter");
    await expect(dialog(page).getByLabel("Service Name")).toBeFocused();
    await page.keyboard.type("Backflow Test");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Annual backflow preventer test and report.");
    await tabTo(dialog(page).getByLabel("Base Price ($)"));
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("120");
    await page.keyboard.press("Enter"); // submits the form
    await expectToast(page, "Service created", "The service has been added to your price book.");
    await expect(rows(page)).toHaveCount(13);
    await expect(page.getByRole("button", { name: "Add New Service" })).toBeFocused();

    const edit = page.getByRole("button", { name: "Edit Backflow Test" });
    await tabTo(edit);
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await expect(edit).toBeFocused();

    await tabTo(page.getByRole("button", { name: "Delete Backflow Test" }));
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }),
    ).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expectToast(
      page,
      "Service deleted",
      "The service has been removed from your price book.",
    );
    await expect(rows(page)).toHaveCount(12);
    await expect(page.getByRole("heading", { name: "My Services" })).toBeFocused();

    // Tabs by arrow keys, then the preview by keyboard.
    await page.getByRole("tab", { name: /My Services/ }).focus();
    // Radix moves focus between tabs on a timer: wait for each step as a person would.
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Labor Rates" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Customer Preview" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await tabTo(page.getByRole("button", { name: "Add Toilet Installation" }));
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("total")).toHaveText("$350.00");
  });

  for (const theme of ["light", "dark"] as const) {
    test(`has no serious or critical axe violations (${theme})`, async ({ page }) => {
      await page.addInitScript(
        (value) => window.localStorage.setItem("quotecraft-theme", value),
        theme,
      );
      await page.goto(PAGE);
      const scan = async (state: string) => {
        // Colours are checked at rest, not halfway through a fade or slide (opacity blends them).
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
              .map((animation) => animation.finished.catch(() => undefined)),
          ),
        );
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
          .analyze();
        const serious = results.violations.filter((violation) =>
          ["serious", "critical"].includes(violation.impact ?? ""),
        );
        expect(
          serious.map((violation) => `${state}: ${violation.id} (${violation.nodes.length})`),
        ).toEqual([]);
      };
      await expect(page.getByRole("heading", { name: "Choose a starting point" })).toBeVisible();
      await scan("picker");
      await start(page, "HVAC");
      await page.getByRole("button", { name: "Edit AC Tune-Up" }).click();
      await dialog(page).getByLabel("Service Name").fill("");
      await dialog(page).getByRole("button", { name: "Save Changes" }).click();
      await expect(dialog(page).getByText("Name is required.")).toBeVisible();
      await scan("form with errors");
      await dialog(page).getByRole("button", { name: "Cancel" }).click();
      await scan("services");
      await page.getByRole("tab", { name: "Labor Rates" }).click();
      await scan("labor rates");
      await page.getByRole("tab", { name: "Customer Preview" }).click();
      await page.getByRole("button", { name: "Add AC Tune-Up" }).click();
      await scan("preview");
    });
  }

  test("works at phone width without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(PAGE);
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await start(page, "Cleaning");
    await expect(rows(page)).toHaveCount(12);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expect(page.getByRole("heading", { name: "My Services" })).toBeFocused();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole("tab", { name: "Customer Preview" })).toBeInViewport();
    await page.getByRole("button", { name: "Add New Service" }).click();
    const box = await dialog(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await dialog(page).getByRole("button", { name: "Cancel" }).click();
    // Row actions are reachable without sideways scrolling of the table.
    const edit = page.getByRole("button", { name: "Edit Deep Cleaning" });
    await edit.scrollIntoViewIfNeeded();
    const editBox = await edit.boundingBox();
    expect(editBox!.x + editBox!.width).toBeLessThanOrEqual(375);
    await page.getByRole("tab", { name: "Customer Preview" }).click();
    await page.getByRole("button", { name: "Add Deep Cleaning" }).click();
    await expect(page.getByTestId("total")).toHaveText("$295.00");
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
