/**
 * The customer flow shared by the direct and embedded calculator specs: pick services,
 * check every total to the cent against the seeded Brightline price book, send a request.
 */
import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { expect, type FrameLocator, type Page } from "@playwright/test";
import { TOOLTIP_IDS } from "../lib/onboarding/tooltip-ids";
import { logIn } from "./dashboard-fixtures";

type Scope = Page | FrameLocator;

/** Outlet 2 × (75.00 + 95.00 × 45/60 = 146.25) = 292.50; wall painting 250 sq ft × 2.25 = 562.50;
 *  service-call fee 49.00 → subtotal 904.00; tax 8.25% = 74.58; total 978.58; time 1h 30m + 250m. */
export const EXPECTED = {
  outlets: "$292.50",
  walls: "$562.50",
  fee: "$49.00",
  subtotal: "$904.00",
  tax: "$74.58",
  total: "$978.58",
  time: "5h 40m",
};

export async function buildEstimate(scope: Scope) {
  const pill = (name: string) =>
    scope.getByRole("navigation", { name: "Service categories" }).getByRole("button", { name });
  await expect(pill("Electrical")).toHaveAttribute("aria-pressed", "true");
  await pill("Plumbing").click();
  await expect(scope.getByRole("heading", { name: "Faucet Replacement" })).toBeVisible();
  await pill("Electrical").click();
  await scope.getByRole("button", { name: "Add Outlet Installation" }).click();
  await scope.getByRole("button", { name: "Add Outlet Installation" }).click();
  const panel = scope.locator("#estimate-panel");
  await expect(panel.getByLabel("Items of Outlet Installation")).toHaveValue("2");
  await pill("Painting").click();
  await scope.getByRole("button", { name: "Add Interior Wall Painting" }).click();
  await scope.getByRole("button", { name: "Add Ceiling Painting" }).click();
  const area = panel.getByLabel("Square feet of Interior Wall Painting");
  await area.fill("250");
  await area.press("Enter");
  await panel.getByRole("button", { name: "Remove Ceiling Painting" }).click();
  await expect(panel.getByTestId("estimate-line")).toHaveCount(2);
  await expect(panel.getByText("2 services selected")).toBeVisible();
  const lineTotals = panel.getByTestId("line-total");
  await expect(lineTotals).toHaveText([EXPECTED.outlets, EXPECTED.walls]);
  await expect(panel.getByTestId("service-call-fee")).toHaveText(EXPECTED.fee);
  await expect(panel.getByTestId("subtotal")).toHaveText(EXPECTED.subtotal);
  await expect(panel.getByTestId("tax")).toHaveText(EXPECTED.tax);
  await expect(panel.getByTestId("total")).toHaveText(EXPECTED.total);
  await expect(panel.getByTestId("total-time")).toHaveText(EXPECTED.time);
}

/** Sends with a missing email (spec toast), then complete (spec toast). */
export async function sendRequest(scope: Scope, page: Page, customerName: string) {
  // exact: on a phone the summary bar's 'Request estimate' shows too.
  await scope.getByRole("button", { name: "Request Estimate", exact: true }).click();
  const dialog = scope.getByRole("dialog");
  await dialog.getByLabel("Name").fill(customerName);
  await dialog.getByRole("button", { name: "Send Request" }).click();
  await expect(scope.getByText("Missing information", { exact: true })).toBeVisible();
  await expect(
    scope.getByText("Please provide your name and email address.", { exact: true }),
  ).toBeVisible();
  await dialog.getByLabel("Email").fill("customer@example.com");
  await dialog.getByLabel(/Phone/).fill("512-555-0199");
  await dialog.getByRole("button", { name: "Send Request" }).click();
  await expect(scope.getByText("Estimate request sent!", { exact: true })).toBeVisible();
  await expect(
    scope.getByText("We'll contact you shortly with your detailed estimate.", { exact: true }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  void page;
}

export const signInAsDemoOwner = (page: Page) =>
  logIn(page, "demo@quotecraft.app", "demo-password-1");

/** The guided tooltips of the calculator's owner preview (calculator-tooltips.spec.ts walks them). */
export const CALCULATOR_TIPS: readonly string[] = [
  "calculator-intro",
  "service-selection",
  "estimate-total",
];

/**
 * The seeded owner starts with the welcome tour and every tooltip unseen. Marks the tour seen
 * and every tooltip outside the calculator viewed, adding to the list (and writing only when
 * one is missing) so parallel specs on the demo owner do not undo each other.
 */
export async function skipDemoOnboarding(page: Page) {
  expect((await page.request.post("/api/company/welcome-seen")).ok()).toBeTruthy();
  const current = (await (await page.request.get("/api/user/tooltips")).json()) as {
    viewedTooltips: string[];
  };
  const others = TOOLTIP_IDS.filter((id) => !CALCULATOR_TIPS.includes(id));
  if (others.every((id) => current.viewedTooltips.includes(id))) return;
  const saved = await page.request.post("/api/user/tooltips", {
    data: { viewedTooltips: [...new Set([...current.viewedTooltips, ...others])] },
  });
  expect(saved.ok()).toBeTruthy();
}

/** The owner sees the request with the same total and its mail is in the outbox. */
export async function ownerSeesRequest(page: Page, customerName: string) {
  await signInAsDemoOwner(page);
  await skipDemoOnboarding(page);
  await page.goto("/dashboard/estimates");
  const entry = page.getByRole("button", { name: customerName }).first();
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(page.getByTestId("detail-total")).toHaveText(EXPECTED.total);
  const outbox = path.join(".data", `e2e-outbox-${process.env.E2E_PORT ?? "3100"}`);
  await expect
    .poll(
      () => {
        if (!existsSync(outbox)) return false;
        return readdirSync(outbox).some((file) => {
          const text = readFileSync(path.join(outbox, file), "utf8");
          return text.includes(customerName) && text.includes(`Total: ${EXPECTED.total}`);
        });
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}
