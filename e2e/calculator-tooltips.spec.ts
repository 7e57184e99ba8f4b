import { expect, test, type Page } from "./test";
import { TOOLTIP_IDS } from "../lib/onboarding/tooltip-ids";
import { CALCULATOR_TIPS } from "./calculator-flow";
import { signUpAndLogIn } from "./dashboard-fixtures";

// Guided tooltips of the calculator feature (docs/product.md §3 and §4): on the real
// elements of /calculator in the signed-in owner's preview, never for customers, whose
// page does not even download the tour.

/** Scripts the page loads: gzip size on the wire and whether the tour's code is in them. */
function watchScripts(page: Page) {
  const scripts: Promise<{ bytes: number; tour: boolean }>[] = [];
  const tooltipCalls: string[] = [];
  page.on("requestfinished", (request) => {
    if (request.url().includes("/api/user/tooltips")) tooltipCalls.push(request.method());
    if (request.resourceType() !== "script") return;
    const script = (async () => {
      const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
      const text = response ? await response.text() : "";
      return { bytes: sizes.responseBodySize, tour: text.includes("guided-tooltip") };
    })();
    // A script still loading when the test ends (after the last `all()`) has its body read
    // from a closed page: only an awaited `all()` may fail the test, not that late read.
    script.catch(() => undefined);
    scripts.push(script);
  });
  return {
    all: () => Promise.all(scripts),
    /** Stops watching: later navigations (a reload, the page closing) add nothing. */
    stop: () => page.removeAllListeners("requestfinished"),
    tooltipCalls,
  };
}

async function waitForCalculator(page: Page) {
  await expect(page.getByRole("button", { name: "Add Outlet Installation" })).toBeVisible({
    timeout: 30_000,
  });
  await page.waitForLoadState("networkidle");
}

test("the owner's preview walks the calculator tooltips in order on the real elements; they stay dismissed", async ({
  page,
}) => {
  // An owner of its own: other specs sign in as the demo owner in parallel and save its
  // tooltip list, which would race with this walk.
  const { slug } = await signUpAndLogIn(page, "Tooltip Tour Electric");
  expect((await page.request.post("/api/company/welcome-seen")).ok()).toBeTruthy();
  const others = TOOLTIP_IDS.filter((id) => !CALCULATOR_TIPS.includes(id));
  const skipped = await page.request.post("/api/user/tooltips", {
    data: { viewedTooltips: others },
  });
  expect(skipped.ok()).toBeTruthy();
  const service = await page.request.post("/api/services", {
    data: {
      name: "Outlet Installation",
      category: "electrical",
      basePrice: 89,
      unitType: "flat",
      estimatedTime: 45,
    },
  });
  expect(service.ok()).toBeTruthy();
  const tip = page.getByTestId("guided-tooltip");

  // Even signed in, the public link is the customer's view: no tour. (Leave the dashboard
  // first, so its own tour's requests still in flight are not counted as the calculator's.)
  await page.goto("about:blank");
  const publicView = watchScripts(page);
  await page.goto(`/calculator?company=${slug}`);
  await waitForCalculator(page);
  await expect(tip).toHaveCount(0);
  expect(publicView.tooltipCalls).toEqual([]);
  expect((await publicView.all()).some((script) => script.tour)).toBe(false);
  publicView.stop();

  const preview = watchScripts(page);
  await page.goto("/calculator");
  await expect(page.getByText("Preview", { exact: true })).toBeVisible();
  const header = page.locator("header").filter({ hasText: "Service Estimator" });
  const panel = page.locator("#estimate-panel");

  await expect(tip).toHaveAttribute("data-tooltip-id", "calculator-intro");
  await expect(tip).toContainText("Your customer calculator");
  await expect(tip.getByRole("button", { name: "Previous" })).toHaveCount(0);
  await expect(tip).toHaveAttribute("data-placement", "bottom");
  const headerBox = (await header.boundingBox())!;
  await expect
    .poll(async () => (await tip.boundingBox())!.y)
    .toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
  expect((await preview.all()).some((script) => script.tour)).toBe(true);
  preview.stop();

  await tip.getByRole("button", { name: "Next" }).click();
  await expect(tip).toHaveAttribute("data-tooltip-id", "service-selection");
  await expect(tip).toContainText("Pick services");
  await expect(tip.getByRole("button", { name: "Previous" })).toBeVisible();
  // Beside the first service card, on whichever side has room.
  const firstCard = page.getByRole("list", { name: "Services" }).getByRole("listitem").first();
  const cardBox = (await firstCard.boundingBox())!;
  await expect
    .poll(async () => {
      const box = (await tip.boundingBox())!;
      const side = await tip.getAttribute("data-placement");
      return side === "bottom"
        ? box.y >= cardBox.y + cardBox.height
        : box.y + box.height <= cardBox.y;
    })
    .toBe(true);

  await tip.getByRole("button", { name: "Next" }).click();
  await expect(tip).toHaveAttribute("data-tooltip-id", "estimate-total");
  await expect(tip).toContainText("Estimate total");
  await expect(tip).toHaveAttribute("data-placement", "left");
  const panelBox = (await panel.boundingBox())!;
  await expect
    .poll(async () => {
      const box = (await tip.boundingBox())!;
      return box.x + box.width;
    })
    .toBeLessThanOrEqual(panelBox.x);

  const saved = page.waitForResponse(
    (r) => r.url().endsWith("/api/user/tooltips") && r.request().method() === "POST",
  );
  await tip.getByRole("button", { name: "Got it!" }).click();
  await saved;
  await expect(tip).toHaveCount(0);
  const viewed = (await (await page.request.get("/api/user/tooltips")).json()) as {
    viewedTooltips: string[];
  };
  expect([...viewed.viewedTooltips].sort()).toEqual([...TOOLTIP_IDS].sort());

  await page.reload();
  await waitForCalculator(page);
  await expect(tip).toHaveCount(0);
});

test("an anonymous customer sees no tooltip and does not download the tour", async ({ page }) => {
  const scripts = watchScripts(page);
  await page.goto("/calculator?company=brightline");
  await waitForCalculator(page);
  await expect(page.getByTestId("guided-tooltip")).toHaveCount(0);
  expect(scripts.tooltipCalls).toEqual([]);
  const loaded = await scripts.all();
  scripts.stop();
  expect(loaded.some((script) => script.tour)).toBe(false);
  // For the record (the 175 kB budget is measured by bench/calculator.mjs).
  const total = loaded.reduce((sum, script) => sum + script.bytes, 0);
  console.log(
    `/calculator JavaScript: ${(total / 1000).toFixed(1)} kB gzip in ${loaded.length} scripts`,
  );
});
