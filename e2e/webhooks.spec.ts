import http from "node:http";
import type { AddressInfo } from "node:net";
import AxeBuilder from "@axe-core/playwright";
import { Webhook } from "standardwebhooks";
import { expect, test, type APIRequestContext, type Page } from "./test";
import { signUpAndLogIn, skipOnboarding } from "./dashboard-fixtures";

/**
 * Outgoing webhooks end to end (docs/webhooks.md): the owner adds an endpoint pointing at a
 * receiver this test runs, a customer's estimate request arrives there once, signed with the
 * endpoint's secret; with the receiver down the log shows the retries, and Redeliver succeeds
 * once it is back. The e2e server allows loopback URLs and retries within seconds.
 */
type Hit = { body: string; headers: Record<string, string> };

function startReceiver(hits: Hit[], port = 0) {
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      hits.push({ body, headers: req.headers as Record<string, string> });
      res.writeHead(204).end();
    });
  });
  return new Promise<http.Server>((resolve) =>
    server.listen(port, "127.0.0.1", () => resolve(server)),
  );
}
const stop = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

async function sendCustomerRequest(
  request: APIRequestContext,
  companyId: string,
  serviceId: string,
  customerName: string,
) {
  const response = await request.post("/api/estimates", {
    data: {
      companyId,
      customerName,
      customerEmail: `${customerName.toLowerCase().replace(/\W+/g, ".")}@example.com`,
      customerPhone: "512-555-0100",
      totalAmount: 0,
      totalTime: 0,
      items: [{ id: serviceId, quantity: 2 }],
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function ownerWithService(page: Page) {
  await signUpAndLogIn(page, "Hook Line Plumbing");
  await skipOnboarding(page);
  const service = await page.request.post("/api/services", {
    data: { name: "Faucet swap", category: "plumbing", basePrice: 140, unitType: "per_item" },
  });
  expect(service.ok()).toBe(true);
  const company = (await (await page.request.get("/api/company")).json()) as { id: string };
  return { companyId: company.id, serviceId: ((await service.json()) as { id: string }).id };
}

test("a signed delivery per request, retries while the receiver is down, then Redeliver", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const hits: Hit[] = [];
  let receiver = await startReceiver(hits);
  const port = (receiver.address() as AddressInfo).port;
  const customer = await playwright.request.newContext({ baseURL });
  try {
    const { companyId, serviceId } = await ownerWithService(page);

    await page.goto("/dashboard/integrations");
    const section = page.getByRole("region", { name: "Webhooks" });
    await expect(section.getByText("No webhook endpoints yet")).toBeVisible();
    await section.getByLabel("Endpoint URL").fill(`http://127.0.0.1:${port}/quotecraft`);
    await section.getByLabel("Description (optional)").fill("Local receiver");
    await expect(
      section.getByRole("checkbox", { name: /estimate_request\.created/ }),
    ).toBeChecked();
    await section.getByRole("button", { name: "Add endpoint" }).click();
    const secretField = section.getByLabel("Signing secret");
    await expect(secretField).toHaveValue(/^whsec_/);
    const secret = await secretField.inputValue();
    await section.getByRole("button", { name: "Done" }).click();
    await expect(secretField).toHaveCount(0);
    const endpoint = section.getByRole("listitem", { name: `http://127.0.0.1:${port}/quotecraft` });
    await expect(endpoint.getByText("Local receiver")).toBeVisible();

    // A customer's request arrives once, signed with the endpoint's secret.
    const firstId = await sendCustomerRequest(customer, companyId, serviceId, "Rita Flow");
    await expect.poll(() => hits.length, { timeout: 20_000 }).toBe(1);
    const verifier = new Webhook(secret);
    const first = verifier.verify(hits[0].body, hits[0].headers) as {
      type: string;
      data: { id: string; customer: { name: string }; items: { name: string }[] };
    };
    expect(first.type).toBe("estimate_request.created");
    expect(first.data.id).toBe(firstId);
    expect(first.data.customer.name).toBe("Rita Flow");
    expect(first.data.items[0].name).toBe("Faucet swap");
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32).toString("base64")}`).verify(
        hits[0].body,
        hits[0].headers,
      ),
    ).toThrow();

    await endpoint.getByRole("button", { name: "Delivery log" }).click();
    const log = endpoint.getByRole("list", { name: /Deliveries to/ });
    await expect(log.getByRole("listitem")).toHaveCount(1);
    await expect(log.getByRole("listitem").first()).toContainText("Delivered");
    await expect(log.getByRole("listitem").first()).toContainText("204");

    // The receiver goes down: every try fails and the log shows them.
    await stop(receiver);
    await sendCustomerRequest(customer, companyId, serviceId, "Dan Drain");
    await expect(async () => {
      await endpoint.getByRole("button", { name: "Refresh log" }).click();
      await expect(log.getByRole("listitem")).toHaveCount(2, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    const failed = log.getByRole("listitem").first();
    await expect(failed).toContainText("Failed", { timeout: 45_000 });
    await expect(failed.getByText("Attempts", { exact: true }).locator("..")).toContainText("3");
    await failed.getByText("Every attempt").click();
    await expect(failed.getByText(/Attempt 3: no response/)).toBeVisible();
    await expect(failed.getByText(/Attempt 1: no response/)).toBeVisible();
    expect(hits).toHaveLength(1);

    // Back up: Redeliver succeeds with the same signed event.
    receiver = await startReceiver(hits, port);
    await failed.getByRole("button", { name: /^Redeliver/ }).click();
    await expect(failed).toContainText("Delivered", { timeout: 20_000 });
    expect(hits).toHaveLength(2);
    const second = verifier.verify(hits[1].body, hits[1].headers) as {
      data: { customer: { name: string } };
    };
    expect(second.data.customer.name).toBe("Dan Drain");
    await expect(failed.getByText("Attempts", { exact: true }).locator("..")).toContainText("4");
  } finally {
    await customer.dispose();
    await stop(receiver);
  }
});

test("the Webhooks section is accessible and fits a phone, with an endpoint and its log", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpAndLogIn(page, "Small Screen Roofing");
  await skipOnboarding(page);
  const created = await page.request.post("/api/webhooks", {
    data: {
      url: "http://127.0.0.1:9/closed",
      description: "Nothing listens",
      events: ["quote.sent"],
    },
  });
  expect(created.status()).toBe(201);
  expect(((await created.json()) as { secret: string }).secret).toMatch(/^whsec_/);
  const list = (await (await page.request.get("/api/webhooks")).json()) as object[];
  expect(JSON.stringify(list)).not.toContain("whsec_");

  await page.goto("/dashboard/integrations");
  const section = page.getByRole("region", { name: "Webhooks" });
  const endpoint = section.getByRole("listitem", { name: "http://127.0.0.1:9/closed" });
  await endpoint.getByRole("button", { name: "Send test event" }).click();
  const log = endpoint.getByRole("list", { name: /Deliveries to/ });
  await expect(log.getByRole("listitem").first()).toContainText("webhook.test");
  // Keyboard: the enable switch toggles with Space and says what it is.
  const toggle = endpoint.getByRole("switch", { name: "Enabled" });
  await toggle.focus();
  await page.keyboard.press("Space");
  await expect(endpoint.getByRole("switch", { name: "Disabled" })).not.toBeChecked();

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
  const results = await new AxeBuilder({ page })
    .include("main")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  expect(serious).toEqual([]);

  // Delete asks first, then the list is empty.
  await endpoint.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete endpoint" });
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(section.getByText("No webhook endpoints yet")).toBeVisible();
});
