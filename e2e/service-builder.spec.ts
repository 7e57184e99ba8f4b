import { expect, test, type Page } from "./test";
import { expectToast, signUpAndLogIn, skipOnboarding } from "./dashboard-fixtures";

// The Service Builder: add, stage three and add them in bulk, edit, delete, search,
// filter, save a template; every spec toast and validation, the live customer price.

const myRows = (page: Page) => page.getByTestId("my-service-row");
const stagedRows = (page: Page) => page.getByTestId("staged-service-row");
const dialog = (page: Page) => page.getByRole("dialog");

async function pick(page: Page, label: string, option: string) {
  await dialog(page).getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function fillService(
  page: Page,
  {
    name,
    price,
    time,
    category,
    description,
  }: { name: string; price: string; time?: string; category?: string; description?: string },
) {
  await dialog(page).getByLabel("Service Name").fill(name);
  if (description) await dialog(page).getByLabel("Description").fill(description);
  if (category) await pick(page, "Category", category);
  await dialog(page).getByLabel("Base Price ($)").fill(price);
  if (time !== undefined) await dialog(page).getByLabel("Estimated Time (minutes)").fill(time);
}

test.describe("Service Builder", () => {
  test.beforeEach(async ({ page }) => {
    await signUpAndLogIn(page, "Builder Bros");
    await skipOnboarding(page);
    const rate = await page.request.post("/api/labor-rates", {
      data: { name: "Electrician", rate: 95 },
    });
    expect(rate.ok()).toBe(true);
    const fee = await page.request.post("/api/service-fees", {
      data: { name: "Permit", type: "fixed", amount: 125 },
    });
    expect(fee.ok()).toBe(true);
    await page.goto("/dashboard/service-builder");
  });

  test("builds a price book end to end with the spec's toasts", async ({ page }) => {
    // Many steps and two reloads: on a loaded two-core CI machine it has taken just over 60 s.
    test.setTimeout(150_000);
    await expect(page.getByTestId("services-empty")).toContainText("No services");

    // Add New Service: validation, defaults, live customer price.
    await page.getByRole("button", { name: "Add New Service" }).click();
    await expect(dialog(page).getByLabel("Base Price ($)")).toHaveValue("0");
    await expect(dialog(page).getByLabel("Estimated Time (minutes)")).toHaveValue("60");
    await expect(dialog(page).getByLabel("Unit Type")).toHaveText("Flat rate");
    await expect(dialog(page).getByLabel("Labor Rate")).toHaveText("None");
    await expect(dialog(page).getByLabel("Service Fee")).toHaveText("None");
    await dialog(page).getByRole("button", { name: "Add Service" }).click();
    await expect(dialog(page).getByText("Name is required.")).toBeVisible();
    await fillService(page, { name: "Panel Upgrade", price: "-5" });
    await dialog(page).getByRole("button", { name: "Add Service" }).click();
    await expect(dialog(page).getByText("Base price must be at least 0.")).toBeVisible();
    await fillService(page, {
      name: "Panel Upgrade",
      price: "1800",
      time: "45",
      description: "200A main panel",
    });
    await pick(page, "Labor Rate", "Electrician ($95.00/hr)");
    await expect(page.getByTestId("price-preview-amount")).toHaveText("$1,871.25");
    await pick(page, "Service Fee", "Permit ($125.00)");
    await expect(page.getByTestId("price-preview")).toContainText("Permit: $125.00");
    await dialog(page).getByRole("button", { name: "Add Service" }).click();
    await expectToast(page, "Service created", "The service has been added to your price book.");
    await expect(dialog(page)).toBeHidden();
    const panel = myRows(page).filter({ hasText: "Panel Upgrade" });
    await expect(panel).toContainText("200A main panel");
    await expect(panel).toContainText("Labor: Electrician $95.00/hr");
    await expect(panel).toContainText("Fee: Permit $125.00");
    await expect(panel.getByTestId("service-base-price")).toHaveText("$1,800.00");
    await expect(panel.getByTestId("service-time")).toHaveText("45m");

    // New Services: stage three, edit and remove in the list, then add them in bulk.
    await page.getByRole("tab", { name: /New Services/ }).click();
    await expect(page.getByRole("button", { name: "Add to Price Book" })).toBeDisabled();
    const staged = [
      { name: "Drain Cleaning", price: "145", category: "Plumbing", time: "90" },
      { name: "AC Tune-Up", price: "125", category: "HVAC", time: "120" },
      { name: "Outlet Install", price: "75", category: "Electrical", time: "30" },
      { name: "Mistake", price: "1", category: "Electrical" },
    ];
    for (const service of staged) {
      await page.getByRole("button", { name: "Add Custom Service" }).click();
      await fillService(page, service);
      await dialog(page).getByRole("button", { name: "Add to List" }).click();
      await expect(dialog(page)).toBeHidden();
    }
    await expect(stagedRows(page)).toHaveCount(4);
    await page.getByRole("button", { name: "Remove Mistake" }).click();
    await page.getByRole("button", { name: "Edit AC Tune-Up" }).click();
    await dialog(page).getByLabel("Service Name").fill("AC Tune-Up Plus");
    await dialog(page).getByRole("button", { name: "Save Changes" }).click();
    await expect(stagedRows(page)).toHaveCount(3);
    await expect(stagedRows(page).filter({ hasText: "AC Tune-Up Plus" })).toHaveCount(1);
    await page.getByRole("button", { name: "Add to Price Book" }).click();
    await expectToast(page, "Services added");
    await expect(page.getByRole("tab", { name: "My Services" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(myRows(page)).toHaveCount(4);

    // Edit one (POST with its id).
    await page.getByRole("button", { name: "Edit Drain Cleaning" }).click();
    await expect(dialog(page).getByLabel("Service Name")).toHaveValue("Drain Cleaning");
    await dialog(page).getByLabel("Base Price ($)").fill("150.5");
    await dialog(page).getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(
      myRows(page).filter({ hasText: "Drain Cleaning" }).getByTestId("service-price"),
    ).toHaveText("$150.50");
    await expect(
      myRows(page).filter({ hasText: "Drain Cleaning" }).getByTestId("service-time"),
    ).toHaveText("1h 30m");
    await expect(myRows(page).filter({ hasText: "Drain Cleaning" })).toContainText(
      "No description",
    );

    // Delete one.
    await page.getByRole("button", { name: "Delete Outlet Install" }).click();
    await expect(page.getByRole("alertdialog")).toContainText("This action cannot be undone.");
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Service deleted");
    await expect(page.getByRole("alertdialog")).toBeHidden();
    await expect(myRows(page)).toHaveCount(3);

    // Search (name or description, case-insensitive) and filter.
    const search = page.getByRole("searchbox", { name: "Search services" });
    await search.fill("200A MAIN");
    await expect(myRows(page)).toHaveText([/Panel Upgrade/]);
    await search.fill("zzz");
    await expect(page.getByTestId("services-empty")).toContainText("No services");
    await search.fill("");
    const categoryFilter = page.getByRole("combobox", { name: "Filter by category" });
    await expect(categoryFilter.getByRole("option")).toHaveText([
      "All Categories",
      "Electrical",
      "HVAC",
      "Plumbing",
    ]);
    await categoryFilter.selectOption({ label: "HVAC" });
    await expect(myRows(page)).toHaveText([/AC Tune-Up Plus/]);
    await categoryFilter.selectOption({ label: "All Categories" });
    await expect(myRows(page)).toHaveCount(3);

    // Save as Template: name required, then saved; the fields clear.
    await page.getByRole("button", { name: "Save as Template" }).click();
    await expect(page.getByTestId("template-note")).toContainText("All 3 services");
    await dialog(page).getByRole("button", { name: "Save Template" }).click();
    await expectToast(
      page,
      "Template name required",
      "Please provide a name for your custom template.",
    );
    await dialog(page).getByLabel("Template Name").fill("Builder Bros standard");
    await dialog(page).getByLabel("Description").fill("Our everyday services");
    await dialog(page).getByRole("button", { name: "Save Template" }).click();
    await expectToast(page, "Template saved");
    await expect(dialog(page)).toBeHidden();
    await page.getByRole("button", { name: "Save as Template" }).click();
    await expect(dialog(page).getByLabel("Template Name")).toHaveValue("");
    await page.keyboard.press("Escape");

    // Everything persisted.
    await page.reload();
    await expect(myRows(page)).toHaveCount(3);
    const templates = await (await page.request.get("/api/custom-templates")).json();
    expect(templates).toHaveLength(1);
    expect(templates[0].services).toHaveLength(3);
  });

  test("server errors show the spec's error toasts with the server message", async ({ page }) => {
    await page.route("**/api/services", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({
            status: 400,
            contentType: "application/json",
            body: JSON.stringify({
              message: "Invalid body. name: Too odd.",
              code: "validation_error",
            }),
          })
        : route.fallback(),
    );
    await page.getByRole("button", { name: "Add New Service" }).click();
    await fillService(page, { name: "Odd", price: "10" });
    await dialog(page).getByRole("button", { name: "Add Service" }).click();
    await expectToast(page, "Error creating service", "Invalid body. name: Too odd.");
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole("button", { name: "Cancel" }).click();
    await expect(dialog(page)).toBeHidden();

    await page.route("**/api/custom-templates", (route) =>
      route.fulfill({ status: 500, body: "" }),
    );
    await page.getByRole("button", { name: "Save as Template" }).click();
    await dialog(page).getByLabel("Template Name").fill("Empty");
    await dialog(page).getByRole("button", { name: "Save Template" }).click();
    await expectToast(
      page,
      "No services to save",
      "You need to have services in your price book to create a template.",
    );
  });
});
