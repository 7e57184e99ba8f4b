import { expect, test } from "./test";
import { buildEstimate, ownerSeesRequest, sendRequest } from "./calculator-flow";

for (const [label, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test.describe(`customer calculator on a ${label}`, () => {
    test.use({ viewport });

    test("build an estimate, send a request; the owner sees it and its mail", async ({ page }) => {
      const name = `Calc ${label} ${Date.now()}`;
      await page.goto("/calculator?company=brightline");
      await expect(page.getByText("Brightline Home Services", { exact: true })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByRole("heading", { name: "Service Estimator" })).toBeVisible();
      await buildEstimate(page);
      await sendRequest(page, page, name);
      await expect(page.getByText("0 services selected")).toBeVisible();
      await ownerSeesRequest(page, name);
    });
  });
}

test("a failed send shows the spec's error toast and keeps the entries", async ({ page }) => {
  await page.goto("/calculator?company=brightline");
  await buildEstimate(page);
  await page.route("**/api/estimates", (route) =>
    route.fulfill({ status: 500, body: '{"message":"boom","code":"internal_error"}' }),
  );
  await page.getByRole("button", { name: "Request Estimate" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill("Failing Customer");
  await dialog.getByLabel("Email").fill("fail@example.com");
  await dialog.getByRole("button", { name: "Send Request" }).click();
  // The toast, and the same words in the dialog beside the button.
  const message = "There was a problem sending your estimate request. Please try again.";
  await expect(
    page.getByRole("region", { name: /Notifications/ }).getByText(message, { exact: true }),
  ).toBeVisible();
  await expect(dialog.getByTestId("request-form-error")).toHaveText(message);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Email")).toHaveValue("fail@example.com");
  await expect(page.locator("#estimate-panel").getByTestId("estimate-line")).toHaveCount(2);
});

test("the server renders the calculator with its price book; Save as PDF downloads a PDF", async ({
  page,
  request,
}) => {
  // The company and its services are rendered on the server: in place when the price book
  // answers within CALCULATOR_INLINE_WAIT_MS, otherwise behind the 4 placeholder cards that the
  // cards replace in the same response (both paths: components/calculator/calculator-loader.test.tsx).
  const html = await (await request.get("/calculator?company=brightline")).text();
  const card = html.indexOf('aria-label="Add Outlet Installation"');
  expect(card).toBeGreaterThan(0);
  const placeholders = [...html.matchAll(/data-testid="service-placeholder"/g)].map((m) => m.index);
  expect([0, 4]).toContain(placeholders.length);
  if (placeholders.length) expect(placeholders[3]).toBeLessThan(card);

  const dataRequests: string[] = [];
  page.on("request", (req) => {
    if (req.url().includes("/api/public/")) dataRequests.push(req.url());
  });
  await page.goto("/calculator?company=brightline");
  await page.getByRole("button", { name: "Add Outlet Installation" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Save as PDF" }).click();
  // The first toast of the page also loads the toaster's code.
  await expect(
    page.getByText("Your estimate PDF is being generated.", { exact: true }),
  ).toBeVisible();
  const file = await download;
  expect(file.suggestedFilename()).toBe("brightline-estimate.pdf");
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe("%PDF-");
  expect(dataRequests).toEqual([]);
});

test("an unknown company and an incomplete link explain themselves", async ({ page }) => {
  await page.goto("/calculator?company=no-such-company");
  await expect(page.getByRole("heading", { name: "Calculator not found" })).toBeVisible();
  await page.goto("/calculator");
  await expect(
    page.getByRole("heading", { name: "This calculator link is incomplete" }),
  ).toBeVisible();
});

test("/calculator may be framed; other pages may not", async ({ request }) => {
  const calculator = await request.get("/calculator?company=brightline");
  expect(calculator.headers()["content-security-policy"]).toContain("frame-ancestors *");
  expect(calculator.headers()["x-frame-options"]).toBeUndefined();
  const login = await request.get("/login");
  expect(login.headers()["x-frame-options"]).toBe("DENY");
});
