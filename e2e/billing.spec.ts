/**
 * Billing (docs/billing.md) on an installation without Stripe keys: the landing page and the
 * billing page show the same plans, read here from lib/plans itself (a jest test renders both
 * from changed data: components/dashboard/plans-one-source.test.tsx).
 */
import { expect, test, type Locator } from "./test";
import { logIn } from "./dashboard-fixtures";
import { skipDemoOnboarding } from "./calculator-flow";
import { formatPlanPrice, planLines, PLANS } from "../lib/plans";

async function expectEveryPlan(scope: Locator) {
  for (const plan of PLANS) {
    const card = scope.locator(`[data-plan=${plan.id}]`);
    await expect(card.getByRole("heading", { name: new RegExp(`^${plan.name}`) })).toBeVisible();
    await expect(card.getByTestId("plan-price")).toHaveText(formatPlanPrice(plan));
    for (const line of planLines(plan)) await expect(card).toContainText(line);
  }
}

test("the landing page and the billing page show the plans of lib/plans", async ({ page }) => {
  await page.goto("/");
  await expectEveryPlan(page.locator("#pricing"));

  await logIn(page, "demo@quotecraft.app", "demo-password-1");
  await skipDemoOnboarding(page);
  await page.goto("/dashboard/billing");
  await expect(page.getByRole("heading", { name: "Billing", level: 1 })).toBeVisible();
  await expectEveryPlan(page.getByRole("list", { name: "Plans" }));
  // Without Stripe keys the page says there is no billing here.
  await expect(page.getByTestId("no-billing")).toContainText(
    "No payments are taken on this installation.",
  );
  await expect(page.getByText("This installation has no billing")).toBeVisible();
  await expect(page.getByRole("button", { name: /free trial/ })).toHaveCount(0);
});

test("/authentication/subscribe?plan=pro preselects Pro at sign-up", async ({ page }) => {
  await page.goto("/authentication/subscribe?plan=pro");
  await expect(page).toHaveURL(/\/register\?plan=pro$/);
  await expect(page.getByRole("combobox", { name: "Plan" })).toContainText("Pro");
});
