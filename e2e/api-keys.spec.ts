import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./test";
import { signUpAndLogIn, skipOnboarding, expectToast } from "./dashboard-fixtures";

// The REST API end to end (docs/rest-api.md): an owner creates a key on the Integrations page,
// a customer's request sent through the public API is listed through /api/v1 with that key, a
// read key cannot write, and a revoked key is refused.
test("an API key lists a customer's request; read keys cannot write; revoked keys get 401", async ({
  page,
  playwright,
  baseURL,
}) => {
  await signUpAndLogIn(page, "Keyed Electric");
  await skipOnboarding(page);
  const created = await page.request.post("/api/services", {
    data: { name: "Outlet repair", category: "electrical", basePrice: 100, unitType: "flat" },
  });
  expect(created.ok()).toBe(true);
  const service = (await created.json()) as { id: string; companyId: string };

  await page.goto("/dashboard/integrations");
  await page.getByLabel("Key name").fill("Zapier");
  await page.getByRole("button", { name: "Create key" }).click();
  const shown = page.getByLabel("New API key");
  await expect(shown).toHaveValue(/^qc_live_[A-Za-z0-9_-]{43}$/);
  const key = await shown.inputValue();
  await page.getByRole("button", { name: "Done" }).click();
  await expect(shown).toBeHidden();
  const list = page.getByRole("list", { name: "API keys" });
  await expect(list.getByText("Zapier")).toBeVisible();
  await expect(list.getByText(key.slice(0, 12) + "…")).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0);

  // A customer (no session) sends a request through the public estimates API.
  const customer = await playwright.request.newContext({ baseURL });
  const sent = await customer.post("/api/estimates", {
    data: {
      companyId: service.companyId,
      customerName: "Robin API",
      customerEmail: "robin@example.com",
      totalAmount: 100,
      totalTime: 60,
      items: [{ id: service.id, quantity: 1, name: "Outlet repair", price: 100, time: 60 }],
    },
  });
  expect(sent.ok()).toBe(true);

  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${key}` },
  });
  const listed = await api.get("/api/v1/estimate-requests?status=new&limit=10");
  expect(listed.status()).toBe(200);
  const body = (await listed.json()) as {
    data: { customer: { name: string }; totalAmount: string }[];
    next_cursor: string | null;
  };
  expect(body.data).toEqual([
    expect.objectContaining({
      customer: expect.objectContaining({ name: "Robin API" }),
      totalAmount: "100.00",
    }),
  ]);
  expect(body.next_cursor).toBeNull();

  const write = await api.post("/api/v1/services", {
    data: { name: "Not allowed", category: "electrical" },
  });
  expect(write.status()).toBe(403);

  await page.getByRole("button", { name: "Revoke Zapier" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke key" }).click();
  await expectToast(page, "Key revoked");
  await expect(list.getByText("Revoked", { exact: true })).toBeVisible();
  const refused = await api.get("/api/v1/estimate-requests");
  expect(refused.status()).toBe(401);
  expect(refused.headers()["www-authenticate"]).toContain("Bearer");

  // The reference page renders the same document.
  await page.goto("/dashboard/api-docs");
  await expect(page.getByRole("heading", { name: "REST API", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "List estimate requests" })).toBeVisible();
  const openapi = await customer.get("/api/v1/openapi.json");
  expect(((await openapi.json()) as { openapi: string }).openapi).toBe("3.1.0");
  await customer.dispose();
  await api.dispose();
});

// The keys section and the reference page: no serious axe finding, no sideways scroll on a phone.
test("the API keys section and the REST API page are accessible on a phone", async ({ page }) => {
  // axe over the whole REST API page (every operation, now invoices too) takes most of a minute.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpAndLogIn(page, "Small Screen Plumbing");
  await skipOnboarding(page);
  await page.goto("/dashboard/integrations");
  await page.getByLabel("Key name").fill("Make");
  await page.getByText("Read and write", { exact: true }).click();
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByLabel("New API key")).toHaveValue(/^qc_live_/);
  await expect(
    page.getByRole("list", { name: "API keys" }).getByText("Read and write"),
  ).toBeVisible();
  for (const path of ["/dashboard/integrations", "/dashboard/api-docs"]) {
    if (page.url() !== new URL(path, page.url()).href) await page.goto(path);
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
  }
});
