import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./test";
import { THEME_STORAGE_KEY } from "../lib/theme/constants";

// Accessibility and behaviour of the marketing pages: axe in both themes, keyboard access,
// the theme toggle, the phone menu and scrolling on navigation.

const AUDITED_PAGES = ["/", "/about", "/industries", "/products/service-calculator"];

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(
        ([key, value]) => window.localStorage.setItem(key, value),
        [THEME_STORAGE_KEY, theme],
      );
    });

    for (const path of AUDITED_PAGES) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator("html")).toHaveClass(
          theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/,
        );
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
          .analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
          .map(
            (violation) =>
              `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
          );
        expect(serious).toEqual([]);
      });
    }
  });
}

test("landmarks and a skip link that is the first stop of the keyboard", async ({ page }) => {
  for (const path of AUDITED_PAGES) {
    await page.goto(path);
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("contentinfo")).toHaveCount(1);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main-content$/);
  }
});

test("focused links show a visible outline", async ({ page }) => {
  await page.goto("/about");
  await page.keyboard.press("Tab"); // skip link
  await page.keyboard.press("Tab"); // logo
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe("none");
  expect(outline.width).toBeGreaterThanOrEqual(2);
});

test("the theme toggle cycles light, dark and system and remembers the choice", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/about");
  const html = page.locator("html");
  const toggle = page.getByRole("button", { name: /^Theme: / });
  await expect(toggle).toHaveAccessibleName("Theme: light. Switch to dark theme");
  await toggle.click();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(toggle).toHaveAccessibleName("Theme: dark. Switch to system theme");
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe("dark");
  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.getByRole("button", { name: /^Theme: / }).click();
  await expect(html).not.toHaveClass(/\bdark\b/); // system, and the emulated system is light
});

test.describe("phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the landing header's menu opens, links the sections and closes", async ({ page }) => {
    await page.goto("/");
    const desktopNav = page.getByRole("navigation", { name: "Main", exact: true });
    await expect(desktopNav).toBeHidden();
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu).toBeHidden();

    await page.getByRole("banner").locator("summary").click();
    await expect(menu).toBeVisible();
    for (const name of [
      "Features",
      "Industries",
      "Testimonials",
      "Pricing",
      "Log in",
      "Try Demo Calculator",
    ]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await page.getByRole("banner").locator("summary").click();
    await menu.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(menu).toBeHidden();
    await expect(page.locator("#pricing")).toBeInViewport();
    // The section heading is not hidden under the sticky header.
    const headingTop = (await page.locator("#pricing h2").boundingBox())!.y;
    expect(headingTop).toBeGreaterThanOrEqual(64);
  });

  test("content pages offer Log in and Sign up in the menu", async ({ page }) => {
    await page.goto("/industries");
    await page.getByRole("banner").locator("summary").click();
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    await expect(menu.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/register");
  });
});

test("a route change scrolls the window to the top", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Industries", exact: true })
    .click();
  await expect(page).toHaveURL(/\/industries$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
