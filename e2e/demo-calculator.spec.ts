import AxeBuilder from "@axe-core/playwright";
import { extractText, getDocumentProxy } from "unpdf";
import { expect, test, type Locator, type Page } from "./test";
import { readFileSync } from "node:fs";

// The Demo Service Calculator (docs/product.md §2, §4, §5, §8 and §9): every transition, every toast,
// totals to the cent, no network after load, keyboard, axe, phone.

const PAGE = "/demo/calculator";

/**
 * Opens the page, waits until it has settled, then records every request made after that.
 * The favicon named in <head> is left out: the browser fetches it on its own schedule for
 * its tab strip, not the page's code.
 */
async function openRecording(page: Page) {
  await page.goto(PAGE);
  await page.waitForLoadState("load");
  await page.waitForLoadState("networkidle");
  const icons = await page.$$eval('link[rel~="icon"]', (links) =>
    links.map((link) => (link as HTMLLinkElement).href),
  );
  const requests: string[] = [];
  page.on("request", (request) => {
    if (!icons.includes(request.url())) requests.push(`${request.method()} ${request.url()}`);
  });
  return requests;
}

async function expectToast(
  page: Page,
  title: string,
  description: string,
  variant: "default" | "destructive",
) {
  const toast = page.locator('[data-slot="toast"][data-state="open"]');
  await expect(toast.locator('[data-slot="toast-title"]')).toHaveText(title);
  await expect(toast.locator('[data-slot="toast-description"]')).toHaveText(description);
  await expect(toast).toHaveAttribute("data-variant", variant);
}

const panel = (page: Page) => page.getByRole("complementary", { name: "Your Estimate" });
const lines = (page: Page) => page.getByTestId("estimate-line");
const totalsOf = (scope: Locator) => {
  const totals = scope.getByTestId("estimate-totals");
  return {
    subtotal: totals.getByTestId("totals-subtotal"),
    tax: totals.getByTestId("totals-tax"),
    total: totals.getByTestId("totals-total"),
    labor: totals.getByTestId("totals-labor"),
  };
};

async function addService(page: Page, name: string) {
  await page.getByRole("button", { name: `Add ${name}`, exact: true }).click();
}

async function addCustom(page: Page, name: string, price: string, labor: string) {
  await page.getByRole("tab", { name: "Add Custom Service" }).click();
  await page.getByRole("button", { name: "Add New Custom Service" }).click();
  const draft = page.getByTestId("custom-draft").last();
  await draft.getByLabel("Service Name").fill(name);
  await draft.getByLabel("Price ($)").fill(price);
  await draft.getByLabel("Labor Hours").fill(labor);
  await draft.getByRole("button", { name: "Add to Estimate" }).click();
}

async function chooseIndustry(page: Page, label: string) {
  await page.getByRole("combobox", { name: "Industry" }).selectOption({ label });
}

async function fillCustomer(page: Page, name: string, email: string, address = "") {
  await page.getByPlaceholder("Customer Name").fill(name);
  await page.getByPlaceholder("Email Address").fill(email);
  await page.getByPlaceholder("Service Address").fill(address);
}

test.describe("Demo Service Calculator", () => {
  test("shows the spec's texts, the default electrical catalogue and the empty states", async ({
    page,
  }) => {
    await page.goto(PAGE);
    await expect(page).toHaveTitle(/Service Calculator Demo/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/demo\/calculator$/,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service Calculator Demo");
    await expect(
      page.getByText(
        "Try out our service calculator with premade services for different industries.",
      ),
    ).toBeVisible();
    const industry = page.getByRole("combobox", { name: "Industry" });
    await expect(industry).toHaveValue("electrical");
    await expect(industry.locator("option:checked")).toHaveText("Electrical");
    await expect(industry.getByRole("option", { name: "Select Industry" })).toBeDisabled();
    await expect(industry.getByRole("option")).toHaveText([
      "Select Industry",
      "Electrical",
      "Plumbing",
      "HVAC",
      "Landscaping",
      "Cleaning",
      "Painting",
    ]);
    await expect(page.getByRole("tab", { name: "Available Services" })).toHaveAttribute(
      "aria-selected",
      "true",
    );

    const cards = page
      .getByRole("list", { name: "Available services" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading") });
    await expect(cards).toHaveCount(12);
    const outlet = page.getByTestId("service-e1");
    await expect(outlet.getByRole("heading")).toHaveText("Outlet Installation");
    await expect(outlet).toContainText("$75.00");
    await expect(outlet.getByRole("button", { name: "Add Outlet Installation" })).toHaveText("Add");
    for (const [id, name, price] of [
      ["e6", "Electrical Panel Upgrade", "$1,800.00"],
      ["e8", "Generator Installation", "$4,500.00"],
      ["e9", "EV Charger Installation", "$850.00"],
    ]) {
      await expect(page.getByTestId(`service-${id}`)).toContainText(name);
      await expect(page.getByTestId(`service-${id}`)).toContainText(price);
    }

    const estimate = panel(page);
    await expect(estimate.getByRole("heading", { name: "Your Estimate" })).toBeVisible();
    await expect(estimate.getByText("0 services selected")).toBeVisible();
    for (const placeholder of ["Customer Name", "Email Address", "Service Address"]) {
      await expect(estimate.getByPlaceholder(placeholder, { exact: true })).toBeVisible();
    }
    await expect(estimate.getByText("No services added yet", { exact: true })).toBeVisible();
    await expect(
      estimate.getByText("Add services from the left panel", { exact: true }),
    ).toBeVisible();
    await expect(estimate.getByRole("button", { name: "Clear All" })).toBeEnabled();
    await expect(estimate.getByRole("button", { name: "Generate Estimate" })).toBeDisabled();

    await page.getByRole("tab", { name: "Add Custom Service" }).click();
    await expect(page.getByRole("heading", { name: "Create Custom Services" })).toBeVisible();
    await expect(page.getByText("Add your own custom services to the calculator.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Add New Custom Service" })).toBeVisible();
    await expect(page.getByText("No custom services added yet.", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Click the button above to add a custom service.", { exact: true }),
    ).toBeVisible();

    for (const [label, id, example, price] of [
      ["Plumbing", "p7", "Water Heater Installation", "$950.00"],
      ["HVAC", "h11", "Heat Pump Installation", "$5,500.00"],
      ["Landscaping", "l11", "Paver Patio Installation", "$1,850.00"],
      ["Cleaning", "c12", "Chimney Sweeping", "$225.00"],
      ["Painting", "pt6", "Cabinet Painting", "$1,250.00"],
    ]) {
      await chooseIndustry(page, label);
      await page.getByRole("tab", { name: "Available Services" }).click();
      await expect(page.getByTestId(`service-${id}`).getByRole("heading")).toHaveText(example);
      await expect(page.getByTestId(`service-${id}`)).toContainText(price);
    }
    await expect(cards).toHaveCount(12);
    await chooseIndustry(page, "Landscaping");
    await expect(cards).toHaveCount(13);
  });

  test("walks every transition with its toasts and makes no request after load", async ({
    page,
  }) => {
    const requests = await openRecording(page);
    const estimate = panel(page);

    // Catalogue lines: the same service twice makes two lines.
    await addService(page, "Outlet Installation");
    await expect(estimate.getByText("1 service selected")).toBeVisible();
    await addService(page, "Outlet Installation");
    await expect(estimate.getByText("2 services selected")).toBeVisible();
    await expect(lines(page)).toHaveCount(2);
    await expect(lines(page).getByTestId("line-quantity")).toHaveText(["1", "1"]);

    // Plus, minus, minus at 1 does nothing, remove.
    const first = lines(page).first();
    await first.getByRole("button", { name: "Increase quantity of Outlet Installation" }).click();
    await first.getByRole("button", { name: "Increase quantity of Outlet Installation" }).click();
    await expect(first.getByTestId("line-quantity")).toHaveText("3");
    await expect(first.getByTestId("line-total")).toHaveText("$225.00");
    await first.getByRole("button", { name: "Decrease quantity of Outlet Installation" }).click();
    await first.getByRole("button", { name: "Decrease quantity of Outlet Installation" }).click();
    await expect(first.getByTestId("line-quantity")).toHaveText("1");
    await first
      .getByRole("button", { name: "Decrease quantity of Outlet Installation" })
      .click({ force: true });
    await expect(first.getByTestId("line-quantity")).toHaveText("1");
    await lines(page).nth(1).getByRole("button", { name: "Remove Outlet Installation" }).click();
    await expect(lines(page)).toHaveCount(1);
    await expect(estimate.getByText("1 service selected")).toBeVisible();

    // Generate without customer info.
    await estimate.getByRole("button", { name: "Generate Estimate" }).click();
    await expectToast(
      page,
      "Missing Information",
      "Please provide customer name and email to generate an estimate.",
      "destructive",
    );
    await page.getByPlaceholder("Customer Name").fill("Jane Doe");
    await estimate.getByRole("button", { name: "Generate Estimate" }).click();
    await expectToast(
      page,
      "Missing Information",
      "Please provide customer name and email to generate an estimate.",
      "destructive",
    );

    // Clear All resets lines and customer info.
    await estimate.getByRole("button", { name: "Clear All" }).click();
    await expect(estimate.getByText("0 services selected")).toBeVisible();
    await expect(estimate.getByText("No services added yet")).toBeVisible();
    await expect(page.getByPlaceholder("Customer Name")).toHaveValue("");

    // Generate with no services: the button is marked disabled but still explains itself,
    // and Enter in a customer field submits the same way.
    await estimate.getByRole("button", { name: "Generate Estimate" }).click({ force: true });
    await expectToast(
      page,
      "No Services Selected",
      "Please add at least one service to generate an estimate.",
      "destructive",
    );
    await page.getByPlaceholder("Customer Name").press("Enter");
    await expectToast(
      page,
      "No Services Selected",
      "Please add at least one service to generate an estimate.",
      "destructive",
    );

    // Custom drafts: defaults, validation, non-numeric input, remove, add to estimate.
    await page.getByRole("tab", { name: "Add Custom Service" }).click();
    await page.getByRole("button", { name: "Add New Custom Service" }).click();
    const draft = page.getByTestId("custom-draft");
    await expect(draft).toHaveCount(1);
    await expect(draft.getByLabel("Service Name")).toHaveValue("Custom Service");
    await expect(draft.getByLabel("Price ($)")).toHaveValue("0");
    await expect(draft.getByLabel("Labor Hours")).toHaveValue("0");
    await expect(draft.getByLabel("Description")).toHaveValue("");
    await draft.getByRole("button", { name: "Add to Estimate" }).click();
    await expectToast(
      page,
      "Invalid Service",
      "Please provide a name and valid price for your custom service.",
      "destructive",
    );
    await draft.getByLabel("Price ($)").fill("25");
    await draft.getByLabel("Service Name").fill("");
    await draft.getByRole("button", { name: "Add to Estimate" }).click();
    await expectToast(
      page,
      "Invalid Service",
      "Please provide a name and valid price for your custom service.",
      "destructive",
    );
    await draft.getByLabel("Service Name").fill("Attic Fan Wiring");
    // Letters cannot be typed into a number field; 'e' alone is not a number: the price becomes 0.
    await draft.getByLabel("Price ($)").fill("");
    await draft.getByLabel("Price ($)").pressSequentially("e");
    await draft.getByRole("button", { name: "Add to Estimate" }).click();
    await expectToast(
      page,
      "Invalid Service",
      "Please provide a name and valid price for your custom service.",
      "destructive",
    );
    await expect(draft).toHaveCount(1);
    await expect(lines(page)).toHaveCount(0);

    await page.getByRole("button", { name: "Add New Custom Service" }).click();
    await expect(page.getByTestId("custom-draft")).toHaveCount(2);
    await page.getByTestId("custom-draft").nth(1).getByRole("button", { name: "Remove" }).click();
    await expect(page.getByTestId("custom-draft")).toHaveCount(1);

    await draft.getByLabel("Price ($)").fill("19.99");
    await draft.getByLabel("Labor Hours").fill("");
    await draft.getByLabel("Labor Hours").pressSequentially("e"); // non-numeric labor → 0
    await draft.getByLabel("Description").fill("New circuit to the attic");
    await draft.getByRole("button", { name: "Add to Estimate" }).click();
    await expect(page.getByTestId("custom-draft")).toHaveCount(0);
    await expect(page.getByText("No custom services added yet.")).toBeVisible();
    await expect(lines(page)).toHaveCount(1);
    await expect(lines(page).first()).toContainText("Attic Fan Wiring");
    await expect(lines(page).first()).toContainText("Custom");
    await expect(totalsOf(estimate).labor).toHaveText("0 hours");

    // Industry change clears lines, drafts and totals but keeps customer info.
    await page.getByRole("button", { name: "Add New Custom Service" }).click();
    await fillCustomer(page, "Jane Doe", "jane@example.com", "12 Elm St");
    await chooseIndustry(page, "Plumbing");
    await expect(page.getByRole("combobox", { name: "Industry" })).toHaveValue("plumbing");
    await expect(lines(page)).toHaveCount(0);
    await expect(estimate.getByText("0 services selected")).toBeVisible();
    await expect(page.getByTestId("custom-draft")).toHaveCount(0);
    await expect(page.getByPlaceholder("Customer Name")).toHaveValue("Jane Doe");
    await expect(page.getByPlaceholder("Email Address")).toHaveValue("jane@example.com");
    await expect(page.getByPlaceholder("Service Address")).toHaveValue("12 Elm St");
    await page.getByRole("tab", { name: "Available Services" }).click();
    await expect(page.getByTestId("service-p3")).toContainText("Toilet Installation");
    await expect(page.getByTestId("service-p3")).toContainText("$350.00");

    // Generate, Edit Estimate keeps everything, Start New Estimate resets everything.
    await addService(page, "Toilet Installation");
    await estimate.getByRole("button", { name: "Generate Estimate" }).click();
    await expectToast(
      page,
      "Estimate Generated",
      "Your estimate has been generated successfully!",
      "default",
    );
    const summary = page.getByTestId("estimate-summary");
    await expect(summary.getByRole("heading", { name: "Customer Information" })).toBeVisible();
    await expect(summary.getByRole("heading", { name: "Selected Services" })).toBeVisible();
    await expect(summary.getByTestId("summary-customer-address")).toHaveText("12 Elm St");
    for (const name of [
      "Download Estimate",
      "Share Estimate",
      "Edit Estimate",
      "Start New Estimate",
    ]) {
      await expect(summary.getByRole("button", { name })).toBeVisible();
    }
    await expect(page.getByPlaceholder("Customer Name")).toHaveCount(0);

    await summary.getByRole("button", { name: "Edit Estimate" }).click();
    await expect(summary).toHaveCount(0);
    await expect(lines(page)).toHaveCount(1);
    await expect(page.getByPlaceholder("Customer Name")).toHaveValue("Jane Doe");
    await expect(page.getByPlaceholder("Service Address")).toHaveValue("12 Elm St");

    await estimate.getByRole("button", { name: "Generate Estimate" }).click();
    await page.getByRole("button", { name: "Start New Estimate" }).click();
    await expect(estimate.getByText("0 services selected")).toBeVisible();
    await expect(page.getByPlaceholder("Customer Name")).toHaveValue("");
    await expect(page.getByPlaceholder("Email Address")).toHaveValue("");
    await expect(page.getByPlaceholder("Service Address")).toHaveValue("");
    await expect(page.getByRole("combobox", { name: "Industry" })).toHaveValue("plumbing");

    // Without an address the summary leaves it out.
    await addService(page, "Toilet Installation");
    await fillCustomer(page, "Sam Lee", "sam@example.com");
    await estimate.getByRole("button", { name: "Generate Estimate" }).click();
    await expect(summary.getByTestId("summary-customer-name")).toHaveText("Sam Lee");
    await expect(summary.getByTestId("summary-customer-email")).toHaveText("sam@example.com");
    await expect(summary.getByTestId("summary-customer-address")).toHaveCount(0);

    // Recorded over the whole test: every action above was awaited to its visible end.
    expect(requests).toEqual([]);
  });

  test("totals a multi-line estimate to the cent", async ({ page }) => {
    const requests = await openRecording(page);
    const estimate = panel(page);
    await addService(page, "Outlet Installation"); // $75, 1 h
    await addService(page, "Electrical Panel Upgrade"); // $1,800, 8 h
    await lines(page)
      .first()
      .getByRole("button", { name: "Increase quantity of Outlet Installation" })
      .click();
    await addCustom(page, "Attic Fan", "19.99", "1.5");
    const attic = lines(page).filter({ hasText: "Attic Fan" });
    await attic.getByRole("button", { name: "Increase quantity of Attic Fan" }).click();
    await attic.getByRole("button", { name: "Increase quantity of Attic Fan" }).click();
    await addCustom(page, "Wire Nuts", "0.53", "0");

    // 150.00 + 1,800.00 + 59.97 + 0.53 = 2,010.50; 7% = 140.735 → 140.74 (half-up); total 2,151.24
    await expect(estimate.getByText("4 services selected")).toBeVisible();
    await expect(lines(page).getByTestId("line-total")).toHaveText([
      "$150.00",
      "$1,800.00",
      "$59.97",
      "$0.53",
    ]);
    const editing = totalsOf(estimate);
    await expect(editing.subtotal).toHaveText("$2,010.50");
    await expect(editing.tax).toHaveText("$140.74");
    await expect(editing.total).toHaveText("$2,151.24");
    await expect(editing.labor).toHaveText("14.5 hours");

    await fillCustomer(page, "Jane Doe", "jane@example.com", "12 Elm St");
    await estimate.getByRole("button", { name: "Generate Estimate" }).click();
    const summary = page.getByTestId("estimate-summary");
    const summaryLines = summary.getByTestId("summary-lines").getByRole("listitem");
    await expect(summaryLines).toHaveCount(4);
    await expect(summaryLines.nth(0)).toContainText("Outlet Installation");
    await expect(summaryLines.nth(0)).toContainText("2 × $75.00 · 2 hours");
    await expect(summaryLines.nth(0)).toContainText("$150.00");
    await expect(summaryLines.nth(2)).toContainText("3 × $19.99 · 4.5 hours");
    await expect(summaryLines.nth(2)).toContainText("$59.97");
    await expect(summaryLines.nth(3)).toContainText("1 × $0.53 · 0 hours");
    const generated = totalsOf(summary);
    await expect(generated.subtotal).toHaveText("$2,010.50");
    await expect(generated.tax).toHaveText("$140.74");
    await expect(generated.total).toHaveText("$2,151.24");
    await expect(generated.labor).toHaveText("14.5 hours");
    expect(requests).toEqual([]);
  });

  test("Download Estimate saves a PDF and Share Estimate shares or copies a summary", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    const requests = await openRecording(page);
    await addService(page, "EV Charger Installation");
    await fillCustomer(page, "Jane Doe", "jane@example.com");
    await page.getByRole("button", { name: "Generate Estimate" }).click();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download Estimate" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("estimate-jane-doe.pdf");
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const { text: pdf } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
      mergePages: true,
    });
    expect(pdf).toContain("Jane Doe");
    expect(pdf).toContain("EV Charger Installation");
    expect(pdf).toContain("909.50"); // 850 + 7% = 909.50

    // No Web Share API in this browser: the summary goes to the clipboard.
    await page.evaluate(() => Reflect.deleteProperty(Navigator.prototype, "share"));
    await page.getByRole("button", { name: "Share Estimate" }).click();
    await expectToast(
      page,
      "Estimate copied",
      "The estimate summary is on your clipboard, ready to paste.",
      "default",
    );
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("Customer: Jane Doe");
    expect(copied).toContain("- EV Charger Installation: $850.00 (1 × $850.00, 4 hours)");
    expect(copied).toContain("Tax (7%): $59.50");
    expect(copied).toContain("Total: $909.50");

    // With the Web Share API the same text is handed to the share sheet.
    await page.evaluate(() => {
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
        },
      });
    });
    await page.getByRole("button", { name: "Share Estimate" }).click();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.text ?? ""),
      )
      .toContain("Total: $909.50");

    // The only traffic is the PDF library's own code chunk from this site: no data leaves the browser.
    const origin = new URL(baseURL!).origin;
    for (const request of requests) {
      expect(request).toMatch(
        new RegExp(
          `^GET ${origin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/_next/static/chunks/[^/]+\\.js$`,
        ),
      );
    }
  });

  test("the line list scrolls above 400px and the panel stays in view on wide screens", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(PAGE);
    for (let index = 0; index < 8; index += 1) await addService(page, "Dimmer Switch Installation");
    const list = page.getByTestId("estimate-lines");
    const size = await list.evaluate((element) => ({
      client: element.clientHeight,
      scroll: element.scrollHeight,
      overflow: getComputedStyle(element).overflowY,
    }));
    expect(size.client).toBeLessThanOrEqual(400);
    expect(size.scroll).toBeGreaterThan(size.client);
    expect(size.overflow).toBe("auto");

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    const box = await panel(page).boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(60);
    await expect(panel(page).getByRole("button", { name: "Generate Estimate" })).toBeInViewport();

    // A short window: the panel scrolls on its own and 'Generate Estimate' stays reachable.
    await page.setViewportSize({ width: 1280, height: 640 });
    await panel(page).getByRole("button", { name: "Generate Estimate" }).scrollIntoViewIfNeeded();
    await expect(panel(page).getByRole("button", { name: "Generate Estimate" })).toBeInViewport();
    expect((await panel(page).boundingBox())!.height).toBeLessThanOrEqual(640);
  });

  test("is keyboard operable from start to generated estimate", async ({ page }) => {
    await page.goto(PAGE);
    await page.waitForLoadState("networkidle");

    /** Presses Tab until the target has focus: no mouse involved. */
    async function tabTo(target: Locator, max = 80) {
      for (let step = 0; step < max; step += 1) {
        if (await target.evaluate((element) => element === document.activeElement)) return;
        await page.keyboard.press("Tab");
      }
      throw new Error(`could not reach ${target} with Tab`);
    }
    async function expectFocusVisible(target: Locator) {
      await expect(target).toBeFocused();
      const style = await target.evaluate((element) => {
        const computed = getComputedStyle(element);
        return { outline: computed.outlineStyle, shadow: computed.boxShadow };
      });
      expect(style.outline !== "none" || style.shadow !== "none").toBe(true);
    }

    const industry = page.getByRole("combobox", { name: "Industry" });
    await tabTo(industry);
    await expectFocusVisible(industry);
    await page.keyboard.press("ArrowDown"); // a closed native select steps to the next option
    await expect(industry).toHaveValue("plumbing");

    const addToilet = page.getByRole("button", { name: "Add Toilet Installation" });
    await tabTo(addToilet);
    await expectFocusVisible(addToilet);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Space");
    await expect(lines(page)).toHaveCount(2);

    const plus = lines(page)
      .first()
      .getByRole("button", { name: "Increase quantity of Toilet Installation" });
    await tabTo(plus);
    await page.keyboard.press("Enter");
    await expect(lines(page).first().getByTestId("line-quantity")).toHaveText("2");
    const remove = lines(page).nth(1).getByRole("button", { name: "Remove Toilet Installation" });
    await tabTo(remove);
    await page.keyboard.press("Enter");
    await expect(lines(page)).toHaveCount(1);
    // Focus stays in the list rather than falling back to the page.
    await expect(
      lines(page).first().getByRole("button", { name: "Remove Toilet Installation" }),
    ).toBeFocused();

    // Tabs: arrow keys switch, then a custom service is written and added with Enter.
    const availableTab = page.getByRole("tab", { name: "Available Services" });
    await availableTab.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Add Custom Service" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const addNew = page.getByRole("button", { name: "Add New Custom Service" });
    await tabTo(addNew);
    await page.keyboard.press("Enter");
    const name = page.getByTestId("custom-draft").getByLabel("Service Name");
    await expect(name).toBeFocused();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("Shutoff Valve");
    await page.keyboard.press("Tab");
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("89.50");
    await page.keyboard.press("Enter");
    await expect(lines(page)).toHaveCount(2);
    await expect(addNew).toBeFocused();

    const customerName = page.getByPlaceholder("Customer Name");
    await tabTo(customerName);
    await expectFocusVisible(customerName);
    await page.keyboard.type("Jane Doe");
    await page.keyboard.press("Tab");
    await page.keyboard.type("jane@example.com");
    await page.keyboard.press("Enter");
    await expectToast(
      page,
      "Estimate Generated",
      "Your estimate has been generated successfully!",
      "default",
    );
    await expect(page.getByRole("heading", { name: "Your Estimate" })).toBeFocused();
    // 2 × $350.00 + $89.50 = $789.50; 7% = $55.265 → $55.27
    await expect(totalsOf(page.getByTestId("estimate-summary")).total).toHaveText("$844.77");

    const edit = page.getByRole("button", { name: "Edit Estimate" });
    await tabTo(edit);
    await expectFocusVisible(edit);
    await page.keyboard.press("Enter");
    await expect(page.getByPlaceholder("Customer Name")).toHaveValue("Jane Doe");
  });

  for (const theme of ["light", "dark"] as const) {
    test(`has no serious or critical axe violations (${theme})`, async ({ page }) => {
      await page.addInitScript(
        (value) => window.localStorage.setItem("quotecraft-theme", value),
        theme,
      );
      await page.goto(PAGE);
      await expect(page.locator("html")).toHaveClass(
        theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/,
      );
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
      await scan("empty");
      await addService(page, "Outlet Installation");
      await addService(page, "Generator Installation");
      await page.getByRole("button", { name: "Generate Estimate" }).click();
      const toast = page.locator('[data-slot="toast"][data-state="open"]');
      await expect(toast).toBeVisible();
      // Scan the toast as it rests, not halfway through its slide-in (opacity blends colours).
      await toast.evaluate((element) =>
        Promise.all(element.getAnimations().map((animation) => animation.finished)),
      );
      await scan("with lines and a destructive toast");
      await page.getByRole("tab", { name: "Add Custom Service" }).click();
      await page.getByRole("button", { name: "Add New Custom Service" }).click();
      await scan("custom draft");
      await fillCustomer(page, "Jane Doe", "jane@example.com", "12 Elm St");
      await page.getByRole("button", { name: "Generate Estimate" }).click();
      await expect(page.getByTestId("estimate-summary")).toBeVisible();
      await scan("generated");
    });
  }

  test("works at phone width: stacked, no sideways scrolling, total in reach", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const requests = await openRecording(page);
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);

    const grid = await page.getByRole("list", { name: "Available services" }).boundingBox();
    const estimate = await panel(page).boundingBox();
    expect(estimate!.y).toBeGreaterThan(grid!.y + grid!.height - 1); // stacked below the cards
    expect(estimate!.width).toBeGreaterThan(300);

    await addService(page, "Outlet Installation");
    const bar = page
      .getByText("Estimate total")
      .locator("xpath=ancestor::div[contains(@class,'fixed')]");
    await expect(bar).toBeVisible();
    await expect(bar).toContainText("$80.25");
    await bar.getByRole("link", { name: "View estimate" }).click();
    await expect(page.getByRole("heading", { name: "Your Estimate" })).toBeInViewport();
    await expect(page.getByText("1 service selected")).toBeInViewport();

    await fillCustomer(page, "Jane Doe", "jane@example.com");
    await page.getByRole("button", { name: "Generate Estimate" }).click();
    await expect(page.getByTestId("estimate-summary")).toBeVisible();
    await expect(page.getByRole("button", { name: "Start New Estimate" })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(requests).toEqual([]);
  });
});
