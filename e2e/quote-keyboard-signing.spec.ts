/**
 * Signing with the keyboard alone (WCAG 2.2 2.5.7, no dragging): the customer tabs to Approve
 * and opens it, types their name (the typed name is the signature), ticks the consent to sign
 * electronically and the terms, and approves, pressing keys only. The stored evidence says
 * "typed".
 */
import { logIn, registerOwner, skipOnboarding } from "./dashboard-fixtures";
import { expect, test, type Locator } from "./test";

test("a customer signs and approves a quote with the keyboard alone", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const owner = await registerOwner(page.request, { companyName: "Keyboard Electric" });
  await logIn(page, owner.email, owner.password);
  await skipOnboarding(page);
  const client = await page.request.post("/api/clients", {
    data: { name: "Kim Keys", email: `kim-${Date.now().toString(36)}@example.com` },
  });
  expect(client.status()).toBe(201);
  const clientId = ((await client.json()) as { id: string }).id;
  const created = await page.request.post("/api/quotes", { data: { clientId } });
  expect(created.ok()).toBeTruthy();
  const quoteId = ((await created.json()) as { id: string }).id;
  const saved = await page.request.put(`/api/quotes/${quoteId}`, {
    data: {
      clientId,
      title: "Outlet repair",
      message: null,
      terms: "Payment due on completion.",
      discount: null,
      taxRate: 0,
      deposit: null,
      expiresAt: "2100-01-01",
      groups: [],
      lines: [
        {
          serviceId: null,
          name: "Replace outlet — kitchen",
          description: null,
          unitType: "flat",
          unitPrice: 150,
          quantity: 1,
          fee: null,
          minutesPerUnit: 30,
          note: null,
          optional: false,
          groupKey: null,
          selected: true,
        },
      ],
    },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  const sent = await page.request.post(`/api/quotes/${quoteId}/send`, {
    data: { to: "kim@example.com", message: null },
  });
  expect(sent.ok(), await sent.text()).toBeTruthy();
  const link = await page.request.get(`/api/quotes/${quoteId}/link`);
  const url = new URL(((await link.json()) as { url: string }).url);

  const customer = await browser.newPage();
  await customer.goto(url.pathname);
  const approve = customer.getByRole("button", { name: "Approve", exact: true });
  const decline = customer.getByRole("button", { name: "Decline", exact: true });
  await expect(approve).toBeVisible();
  // From the top of the page, Tab until Approve has the focus (bounded: the page has a few
  // controls before it), the way a keyboard user gets there.
  const focused = (target: Locator) => target.evaluate((el) => el === document.activeElement);
  for (let presses = 0; presses < 30 && !(await focused(approve)); presses += 1)
    await customer.keyboard.press("Tab");
  await expect(approve).toBeFocused();
  // It came from the control before it: Shift+Tab goes back to Decline, Tab returns.
  await customer.keyboard.press("Shift+Tab");
  await expect(decline).toBeFocused();
  await customer.keyboard.press("Tab");
  await expect(approve).toBeFocused();
  await customer.keyboard.press("Enter");
  // The name field takes the focus when the form opens.
  await expect(customer.getByLabel("Full name", { exact: true })).toBeFocused();
  await customer.keyboard.type("Kim Keys");
  await expect(customer.getByRole("radio", { name: "Sign with my typed name" })).toBeChecked();
  await expect(customer.getByTestId("typed-signature")).toContainText("Kim Keys");
  // Tab through the form: the typed-signature radio, then the consent box, then the terms box.
  const consent = customer.getByRole("checkbox", { name: /I agree to sign electronically/ });
  const terms = customer.getByRole("checkbox", { name: "I accept this quote and its terms" });
  for (
    let presses = 0;
    presses < 10 && !(await consent.evaluate((el) => el === document.activeElement));
    presses += 1
  )
    await customer.keyboard.press("Tab");
  await expect(consent).toBeFocused();
  await customer.keyboard.press("Space");
  await expect(consent).toBeChecked();
  await customer.keyboard.press("Tab");
  await expect(terms).toBeFocused();
  await customer.keyboard.press("Space");
  await expect(terms).toBeChecked();
  const response = customer.waitForResponse(
    (res) => res.url().endsWith("/approve") && res.request().method() === "POST",
  );
  await customer.keyboard.press("Enter"); // submits the form from the checkbox
  const answer = await response;
  expect(answer.status()).toBe(200);
  const body = answer.request().postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    name: "Kim Keys",
    signatureMethod: "typed",
    consent: true,
    termsAccepted: true,
  });
  expect(body).not.toHaveProperty("signature");
  await expect(customer.getByText("Signed by Kim Keys", { exact: false })).toBeVisible();
  await expect(customer.getByTestId("content-hash")).toHaveText(/^[0-9a-f]{64}$/);
  await customer.close();
});
