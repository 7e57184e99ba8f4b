import { expect, test, type Page } from "./test";
import { TOOLTIP_IDS } from "../lib/onboarding/tooltip-ids";
import { signUpAndLogIn, skipOnboarding } from "./dashboard-fixtures";

// The owner's workspace shell: the setup checklist on the home, guided tooltips, sidebar, menus.

/**
 * No guided tooltip shows, decided rather than waited for: the tour marks <html> once it has
 * the viewed list, with the tooltips whose targets are on screen (components/onboarding/
 * tooltip-tour.tsx). With `target` among them and the tour idle, nothing is going to show.
 */
async function expectNoTooltip(page: Page, target: string) {
  const html = page.locator("html");
  await expect(html).toHaveAttribute(
    "data-tooltip-tour-targets",
    new RegExp(`(^| )${target}( |$)`),
  );
  await expect(html).toHaveAttribute("data-tooltip-tour", /^(idle|showing)$/);
  await expect(html).toHaveAttribute("data-tooltip-tour", "idle");
  await expect(page.getByTestId("guided-tooltip")).toHaveCount(0);
}

test.describe("Dashboard shell", () => {
  test("a new owner sees the setup checklist instead of a slideshow, and the sidebar tips wait for it", async ({
    page,
  }) => {
    await signUpAndLogIn(page, "Spark Plug Electric");
    const checklist = page.getByRole("region", { name: "Get set up" });
    await expect(checklist).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(checklist.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
    await expect(checklist.getByRole("checkbox", { name: "Contact details" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
    // Each step links to where it is done.
    await checklist.getByRole("link", { name: "Add services" }).click();
    await page.waitForURL("**/dashboard/services");
    await page.goBack();
    await expect(checklist).toBeVisible();
    // No guided tooltip covers the home while the checklist is there.
    await expect(page.getByTestId("guided-tooltip")).toHaveCount(0);

    // Dismissed (welcome-seen), the sidebar's tips start on the home.
    expect((await page.request.post("/api/company/welcome-seen")).ok()).toBeTruthy();
    await page.reload();
    await expect(page.getByTestId("sidebar-company-name")).toHaveText("Spark Plug Electric");
    await expect(checklist).toHaveCount(0);
    await expect(page.getByTestId("guided-tooltip")).toHaveAttribute(
      "data-tooltip-id",
      "dashboard-sidebar",
    );
  });

  test("a page shows its own feature's tooltips, and none over an open dialog", async ({
    page,
  }) => {
    await signUpAndLogIn(page, "Own Page Plumbing");
    expect((await page.request.post("/api/company/welcome-seen")).ok()).toBeTruthy();
    await page.reload();
    const tip = page.getByTestId("guided-tooltip");
    // The home shows the shell's tour (sidebar first) ...
    await expect(tip).toHaveAttribute("data-tooltip-id", "dashboard-sidebar");
    // ... the Service Builder its own, though the sidebar's are not viewed yet.
    await page.goto("/dashboard/service-builder");
    await expect(page.getByRole("heading", { name: "Service Builder" })).toBeVisible();
    await expect(tip).toHaveAttribute("data-tooltip-id", "service-builder-intro");
    await page.getByRole("button", { name: "Add New Service" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Service" });
    await expect(dialog).toBeVisible();
    await expect(tip).toHaveCount(0);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(tip).toHaveAttribute("data-tooltip-id", "service-builder-intro");
    // Nothing was marked viewed by going away.
    const viewed = await (await page.request.get("/api/user/tooltips")).json();
    expect(viewed.viewedTooltips).toEqual([]);
  });

  test("'Turn off the guided tips' on the setup checklist skips every guided tooltip", async ({
    page,
  }) => {
    await signUpAndLogIn(page, "No Tips Roofing");
    const checklist = page.getByRole("region", { name: "Get set up" });
    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/api/user/tooltips") && r.request().method() === "POST",
    );
    await checklist.getByRole("button", { name: "Turn off the guided tips" }).click();
    await saved;
    await expect(checklist.getByRole("button", { name: "Turn off the guided tips" })).toHaveCount(
      0,
    );
    expect((await page.request.post("/api/company/welcome-seen")).ok()).toBeTruthy();
    await page.reload();
    await expectNoTooltip(page, "dashboard-sidebar");
    const viewed = await (await page.request.get("/api/user/tooltips")).json();
    expect(viewed.viewedTooltips).toEqual(expect.arrayContaining([...TOOLTIP_IDS]));
    await page.goto("/dashboard/service-builder");
    await expect(page.getByRole("heading", { name: "Service Builder" })).toBeVisible();
    await expectNoTooltip(page, "service-builder-intro");
  });

  test("tooltips show in order and stay dismissed after reload", async ({ page }) => {
    // A sign-up, four reloads and two pages: over a minute on a loaded 2-core machine.
    test.slow();
    await signUpAndLogIn(page, "Tip Top HVAC");
    expect((await page.request.post("/api/company/welcome-seen")).ok()).toBeTruthy();
    await page.reload();
    const tip = page.getByTestId("guided-tooltip");
    await expect(tip).toHaveAttribute("data-tooltip-id", "dashboard-sidebar");
    await expect(tip.getByRole("button", { name: "Previous" })).toHaveCount(0);
    await tip.getByRole("button", { name: "Next" }).click();
    await expect(tip).toHaveAttribute("data-tooltip-id", "services-section");
    // Previous re-opens the earlier one; Next goes forward again.
    await tip.getByRole("button", { name: "Previous" }).click();
    await expect(tip).toHaveAttribute("data-tooltip-id", "dashboard-sidebar");
    await tip.getByRole("button", { name: "Next" }).click();
    await expect(tip).toHaveAttribute("data-tooltip-id", "services-section");
    await tip.getByRole("button", { name: "Next" }).click();
    await expect(tip).toHaveAttribute("data-tooltip-id", "estimates-section");
    await expect(tip.getByRole("button", { name: "Got it!" })).toBeVisible();
    // Escape dismisses it for good (as Got it! does): after a reload the next one shows. The
    // reload waits for the save, or it could read the list before the save lands.
    const escaped = page.waitForResponse(
      (r) =>
        r.url().endsWith("/api/user/tooltips") &&
        r.request().method() === "POST" &&
        (r.request().postData() ?? "").includes("estimates-section"),
    );
    await page.keyboard.press("Escape");
    await escaped;
    await expect(tip).toHaveAttribute("data-tooltip-id", "company-settings");
    await page.reload();
    await expect(tip).toHaveAttribute("data-tooltip-id", "company-settings");
    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/api/user/tooltips") && r.request().method() === "POST",
    );
    await tip.getByRole("button", { name: /Next|Got it!/ }).click();
    await saved;
    await expect(tip).toHaveAttribute("data-tooltip-id", "help-center");
    const closed = page.waitForResponse(
      (r) => r.url().endsWith("/api/user/tooltips") && r.request().method() === "POST",
    );
    await tip.getByRole("button", { name: "Close tip" }).click();
    await closed;
    await expect(tip).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId("sidebar-company-name")).toBeVisible();
    // Closed with the icon, with Escape or Got it!: none comes back.
    await expectNoTooltip(page, "help-center");
    const viewed = await (await page.request.get("/api/user/tooltips")).json();
    expect(viewed.viewedTooltips).toEqual(
      expect.arrayContaining([
        "dashboard-sidebar",
        "services-section",
        "estimates-section",
        "company-settings",
        "help-center",
      ]),
    );

    // The Service Builder's own tooltips come in their order.
    await page.goto("/dashboard/service-builder");
    await expect(tip).toHaveAttribute("data-tooltip-id", "service-builder-intro");
    await tip.getByRole("button", { name: "Next" }).click();
    await expect(tip).toHaveAttribute("data-tooltip-id", "add-service-button");
    await tip.getByRole("button", { name: "Next" }).click();
    await expect(tip).toHaveAttribute("data-tooltip-id", "service-category");
    await tip.getByRole("button", { name: "Got it!" }).click();
    await expect(tip).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Service Builder" })).toBeVisible();
    await expectNoTooltip(page, "service-builder-intro");
  });

  test("the home's figures come with the page: in its HTML, and not fetched again", async ({
    page,
  }) => {
    await signUpAndLogIn(page, "Figures First Plumbing");
    await skipOnboarding(page);
    const service = await page.request.post("/api/services", {
      data: {
        name: "Drain Cleaning",
        category: "plumbing",
        basePrice: 120,
        unitType: "flat",
        estimatedTime: 60,
      },
    });
    expect(service.ok(), await service.text()).toBe(true);
    // As the server sends it: the figures, not skeletons (app/(dashboard)/dashboard/page.tsx).
    const html = await (await page.request.get("/dashboard")).text();
    expect(html).toMatch(/data-testid="stat-services"[^>]*>1</);
    // (React marks where text parts meet with empty comments.)
    expect(html.replace(/<!-- -->/g, "")).toContain("Welcome back, Figures First Plumbing.");
    expect(html).toContain('data-testid="calculator-link"');

    const fetched: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      // (The money and the setup checklist refresh on every mount by design: a payment or a
      // step done in another tab shows at once.)
      if (/^\/api\/(dashboard\/(overview|analytics)|company|billing)$/.test(pathname))
        fetched.push(pathname);
    });
    await page.goto("/dashboard");
    await expect(page.getByTestId("stat-services")).toHaveText("1");
    await expect(page.getByTestId("calculator-link")).toHaveText(
      /^http:\/\/localhost:\d+\/calculator\?company=[a-z0-9-]+$/,
    );
    await page.waitForLoadState("networkidle");
    expect(fetched).toEqual([]);
  });

  test("sidebar links, active section, menus and sign out", async ({ page }) => {
    await signUpAndLogIn(page, "Acme Plumbing");
    await skipOnboarding(page);
    await page.goto("/dashboard/service-builder");
    const nav = page.getByRole("navigation", { name: "Dashboard" });
    for (const name of [
      "Dashboard",
      "Services",
      "Service Builder",
      "Price Book",
      "Marketplace",
      "Estimates",
      "Calculator Setup",
      "Integrations",
      "Analytics",
      "Account",
      "Company Profile",
      "Service Areas",
      "Support",
    ]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Service Builder" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Dashboard", exact: true })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByText("Electrical Services")).toBeVisible();
    await expect(page.getByRole("img", { name: "Acme Plumbing logo" }).first()).toHaveText("AP");
    await expect(page.getByRole("link", { name: "Preview Calculator" }).first()).toHaveAttribute(
      "href",
      "/calculator",
    );

    await page.getByRole("button", { name: "Help" }).click();
    await expect(page.getByRole("menuitem", { name: "Contact Support" })).toHaveAttribute(
      "href",
      /^mailto:/,
    );
    await expect(page.getByRole("menuitem", { name: /Documentation/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Help" })).toBeFocused();

    // The menus' code loads when first wanted (components/ui/lazy-menu.tsx): a keyboard user
    // who reaches the account menu keeps the focus on it while it loads, and Enter opens it.
    const account = page.getByRole("button", { name: "Account menu" });
    await account.focus();
    await expect(account).toHaveAttribute("id", /radix/);
    await expect(account).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Sign Out" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(account).toBeFocused();

    await account.click();
    const entries = page.getByRole("menuitem");
    await expect(entries).toHaveText([
      "My Profile",
      "Company Settings",
      "Billing",
      "View Customer Calculator",
      "Sign Out",
    ]);
    await expect(page.getByRole("menuitem", { name: "Billing" })).toHaveAttribute(
      "href",
      "/dashboard/billing",
    );
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await page.waitForURL("**/login");
    const res = await page.request.get("/api/company");
    expect(res.status()).toBe(401);
  });

  test("the mobile sidebar opens and closes at a phone viewport", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpAndLogIn(page, "Pocket Painting");
    await skipOnboarding(page);
    await page.goto("/dashboard");
    const nav = page.getByRole("navigation", { name: "Dashboard" });
    await expect(nav).toBeHidden();
    const menu = page.getByRole("button", { name: "Open menu" });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await menu.click();
    // The open sheet is modal: the page behind it (menu button included) leaves the accessibility tree.
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await menu.click();
    await page.getByRole("button", { name: "Close" }).click();
    await expect(nav).toBeHidden();
    await menu.click();
    await nav.getByRole("link", { name: "Service Builder" }).click();
    await page.waitForURL("**/dashboard/service-builder");
    await expect(nav).toBeHidden();
    await expect(page.getByRole("heading", { name: "Service Builder" })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
