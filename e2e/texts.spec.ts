/**
 * Texting (docs/texts.md): the owner records a customer's consent and sends a quote; the quote
 * link goes by text (the e2e server's text outbox); the customer's reply comes in through
 * Twilio's signed inbound webhook; the owner reads it on the quote and answers, and the answer
 * goes out by text too.
 */
import twilio from "twilio";
import { DEMO_OWNER } from "../lib/seed/demo-price-book";
import { expectToast, logIn, skipOnboarding } from "./dashboard-fixtures";
import { E2E_TWILIO_AUTH_TOKEN, readTextOutbox, type OutboxText } from "./text-outbox";
import { expect, test } from "./test";

test("a quote link by text, the customer's reply and the owner's answer", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  // A number no demo client has (the demo's are 512-555-01xx).
  const digits = String(Math.floor(Math.random() * 9000) + 1000);
  const phone = `+1737555${digits}`;
  const email = `texts-${suffix}@example.com`;
  const reply = `Could you start Thursday? (${suffix})`;
  const answer = `Thursday at 9 works. (${suffix})`;

  await logIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await skipOnboarding(page);

  // ---- A client with a mobile number, and a quote for them with one line.
  const created = await page.request.post("/api/clients", {
    data: { name: `Tess Texter ${suffix}`, email, phone: `(737) 555-${digits}` },
  });
  expect(created.status()).toBe(201);
  const client = (await created.json()) as { id: string };
  const quoteRes = await page.request.post("/api/quotes", { data: { clientId: client.id } });
  expect(quoteRes.status()).toBe(201);
  const quote = (await quoteRes.json()) as { id: string };
  const saved = await page.request.put(`/api/quotes/${quote.id}`, {
    data: {
      clientId: client.id,
      title: "Porch light",
      message: null,
      terms: null,
      discount: null,
      taxRate: 0,
      deposit: null,
      expiresAt: null,
      groups: [],
      lines: [
        {
          serviceId: null,
          name: "Install porch light",
          description: null,
          unitType: "flat",
          unitPrice: 180,
          quantity: 1,
          fee: null,
          minutesPerUnit: 60,
          note: null,
          optional: false,
          groupKey: null,
          selected: true,
        },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // ---- The owner records the customer's consent on the client page.
  await page.goto(`/dashboard/clients/${client.id}`);
  const clientTexts = page.getByTestId("text-conversation");
  await expect(clientTexts.getByText("No consent to texts is recorded")).toBeVisible();
  await clientTexts.getByRole("button", { name: "Record consent" }).click();
  await expectToast(page, "Consent recorded");
  await expect(clientTexts.getByRole("button", { name: "Record consent" })).toHaveCount(0);

  // ---- Texts settings: no quiet hours (the same hour twice), so the link is not held overnight
  // whenever this runs.
  await page.goto("/dashboard/texts");
  await page.getByLabel("Quiet hours start (hour)").fill("0");
  await page.getByLabel("Quiet hours end (hour)").fill("0");
  await expect(page.getByText(/SMS segments? \(GSM-7/).first()).toBeVisible();
  await page.getByRole("button", { name: "Save text settings" }).click();
  await expectToast(page, "Text settings saved");

  // ---- The owner sends the quote: the link goes by text too.
  await page.goto(`/dashboard/quotes/${quote.id}`);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  const sendDialog = page.getByRole("dialog");
  await sendDialog.getByLabel("Send to").fill(email);
  await sendDialog.getByRole("button", { name: "Send quote" }).click();
  await expectToast(page, "Quote sent");

  let linkText: OutboxText | undefined;
  await expect
    .poll(
      () => {
        linkText = readTextOutbox().find((text) => text.to === phone && text.body.includes("/q/"));
        return Boolean(linkText);
      },
      { message: "the text with the quote link in the text outbox", timeout: 30_000 },
    )
    .toBe(true);
  expect(linkText!.body).toMatch(/https?:\/\/[^\s]+\/q\/[A-Za-z0-9_-]{43}/);

  // ---- The customer answers: Twilio posts the text, signed with the auth token.
  const url = `${new URL(baseURL!).origin}/api/twilio/inbound`;
  const params = {
    From: phone,
    To: linkText!.from,
    Body: reply,
    MessageSid: `SMe2e${suffix}`,
    AccountSid: "ACe2e",
    NumMedia: "0",
  };
  const inbound = await page.request.post(url, {
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": twilio.getExpectedTwilioSignature(E2E_TWILIO_AUTH_TOKEN, url, params),
    },
    data: new URLSearchParams(params).toString(),
  });
  expect(inbound.status(), await inbound.text()).toBe(200);

  // ---- The owner reads the reply on the quote and answers it.
  await page.reload();
  const texts = page.getByTestId("text-conversation");
  const log = texts.getByRole("log", { name: "Text messages" });
  await expect(log.getByText(reply)).toBeVisible({ timeout: 20_000 });
  await expect(log.getByText(linkText!.body)).toBeVisible();
  await texts.getByLabel("Reply by text").fill(answer);
  await expect(texts.getByText(/1 SMS segment \(GSM-7\)/)).toBeVisible();
  await texts.getByRole("button", { name: "Send text" }).click();
  await expectToast(page, "Text queued");
  await expect(log.getByText(answer)).toBeVisible();

  await expect
    .poll(() => readTextOutbox().some((text) => text.to === phone && text.body === answer), {
      message: "the owner's answer in the text outbox",
      timeout: 30_000,
    })
    .toBe(true);
});
