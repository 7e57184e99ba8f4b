import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./test";
import { THEME_STORAGE_KEY } from "../lib/theme/constants";
import { logIn, registerOwner, skipOnboarding } from "./dashboard-fixtures";

// The four settings pages on a phone, in both themes: they render their content, have no
// horizontal scroll, and axe finds no serious or critical problem in the page content.

const PAGES = [
  ["/dashboard/company", "Company Profile"],
  ["/dashboard/account", "Account"],
  ["/dashboard/service-areas", "Service Areas"],
  ["/dashboard/support", "Support"],
] as const;

for (const theme of ["light", "dark"] as const) {
  test(`settings pages on a phone in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(
      ([key, value]) => window.localStorage.setItem(key, value),
      [THEME_STORAGE_KEY, theme],
    );
    const owner = await registerOwner(page.request, {
      companyName: "Accessible Plumbing",
      industryType: "plumbing",
    });
    await logIn(page, owner.email, owner.password);
    await skipOnboarding(page);

    for (const [path, heading] of PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
      await expect(page.locator("html")).toHaveClass(
        theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/,
      );
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      const results = await new AxeBuilder({ page })
        .include("main")
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
        .analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map(
          (violation) =>
            `${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        );
      expect(serious).toEqual([]);
      await page.screenshot({
        path: `test-results/settings-${theme}-${path.split("/").pop()}.png`,
        fullPage: true,
      });
    }
  });
}
