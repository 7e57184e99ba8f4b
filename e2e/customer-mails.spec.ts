/**
 * What the customer receives (docs/quotes-public.md, "Mails"), read from the .eml files of the
 * e2e server's outbox: the confirmation of an estimate request (its lines, the estimate, a link
 * that opens), and the signed PDF after approving a quote. Every customer mail has a plain-text
 * part and Reply-To = the company's contact email. The links follow the port the server listens
 * on (scripts/e2e-server.mjs; no NEXT_PUBLIC_SITE_URL unless one is given).
 */
import { logIn, registerOwner, skipOnboarding } from "./dashboard-fixtures";
import { buildEstimate, EXPECTED, sendRequest, signInAsDemoOwner } from "./calculator-flow";
import { readOutbox, type ParsedMail } from "./eml";
import { expect, test } from "./test";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Waits for the outbox to hold a mail that `match` picks, and returns it. */
async function waitForMail(match: (mail: ParsedMail) => boolean, what: string) {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      () => {
        found = readOutbox().find(match);
        return Boolean(found);
      },
      { message: `a mail: ${what}`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The mail address in a header ("Name <a@b>" or "a@b"), lower-cased. */
const address = (header: string) => (/<([^>]+)>/.exec(header)?.[1] ?? header).trim().toLowerCase();

/** Every http(s) link of a mail's plain text. */
const linksOf = (text: string) =>
  [...text.matchAll(/https?:\/\/[^\s<>()[\]"']+/g)].map((match) => match[0]);

function expectCustomerMail(mail: ParsedMail, contactEmail: string) {
  expect(address(mail.replyTo), `Reply-To of "${mail.subject}"`).toBe(contactEmail.toLowerCase());
  expect(mail.text.trim().length, `text/plain part of "${mail.subject}"`).toBeGreaterThan(0);
}

test("the customer's request confirmation: the summary, Reply-To and a link that opens on this server", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const customerName = `Casey Confirm ${unique()}`;
  await page.goto("/calculator?company=brightline");
  await buildEstimate(page);
  await sendRequest(page, page, customerName);

  const mail = await waitForMail(
    (candidate) =>
      address(candidate.to) === "customer@example.com" &&
      candidate.text.includes(`Hello ${customerName},`),
    `the confirmation for ${customerName}`,
  );
  expect(mail.subject).toBe("We received your estimate request (Brightline Home Services)");
  // The summary: the lines, the estimate, what happens next.
  expect(mail.text).toContain(`Outlet Installation × 2: ${EXPECTED.outlets}`);
  expect(mail.text).toContain(`Interior Wall Painting × 250: ${EXPECTED.walls}`);
  expect(mail.text).toContain(`Tax: ${EXPECTED.tax}`);
  expect(mail.text).toContain(`Total: ${EXPECTED.total}`);
  expect(mail.text).toContain("What happens next:");
  expect(mail.html).toContain(customerName);

  // Reply-To is the company's contact email, as its owner sees it on Company Profile.
  await signInAsDemoOwner(page);
  const profile = (await (await page.request.get("/api/company/profile")).json()) as {
    contactEmail: string | null;
  };
  expect(profile.contactEmail).toBeTruthy();
  expectCustomerMail(mail, profile.contactEmail!);

  // The link opens the company's calculator on this very server.
  const link = linksOf(mail.text).find((url) => url.includes("/calculator?company=brightline"));
  expect(link, `a calculator link in:\n${mail.text}`).toBeTruthy();
  if (!process.env.NEXT_PUBLIC_SITE_URL) {
    // No site URL given: the server's links follow the port it listens on (PORT=4123 npm start).
    expect(link!.startsWith(`${baseURL}/`), `${link} starts with ${baseURL}/`).toBe(true);
  }
  await page.context().clearCookies();
  const response = await page.goto(link!);
  expect(response?.ok()).toBe(true);
  await expect(page.getByText("Brightline Home Services", { exact: true }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.getByRole("navigation", { name: "Service categories" }).getByRole("button", {
      name: "Electrical",
    }),
  ).toBeVisible();
});

test("after approving, the customer receives the signed PDF; every mail replies to the company", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await registerOwner(page.request, { companyName: `Signed Copy Electric` });
  await logIn(page, owner.email, owner.password);
  await skipOnboarding(page);
  const id = unique();
  const contactEmail = `office-${id}@signed-copy.example`;
  const customerEmail = `dana-${id}@example.com`;
  const profile = await page.request.patch("/api/company/profile", {
    data: { contactEmail, phone: "512-555-0142" },
  });
  expect(profile.ok(), await profile.text()).toBeTruthy();

  const client = await page.request.post("/api/clients", {
    data: { name: "Dana Signer", email: customerEmail },
  });
  expect(client.status()).toBe(201);
  const clientId = ((await client.json()) as { id: string }).id;
  const created = await page.request.post("/api/quotes", { data: { clientId } });
  expect(created.ok()).toBeTruthy();
  const quoteId = ((await created.json()) as { id: string }).id;
  const saved = await page.request.put(`/api/quotes/${quoteId}`, {
    data: {
      clientId,
      title: "Panel inspection",
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
          name: "Panel inspection",
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
  expect(saved.ok(), await saved.text()).toBeTruthy();
  const sent = await page.request.post(`/api/quotes/${quoteId}/send`, {
    data: { to: customerEmail, message: null },
  });
  expect(sent.ok(), await sent.text()).toBeTruthy();
  const quoteMail = await waitForMail(
    (mail) => address(mail.to) === customerEmail && mail.subject.startsWith("Quote "),
    `the quote to ${customerEmail}`,
  );
  const quoteLink = linksOf(quoteMail.text).find((url) => /\/q\/[^/\s]+$/.test(url));
  expect(quoteLink, `the quote's link in:\n${quoteMail.text}`).toBeTruthy();

  // The customer opens the mail's link and approves: typed name, consent, terms.
  const customer = await browser.newPage();
  await customer.goto(new URL(quoteLink!).pathname);
  await customer.getByRole("button", { name: "Approve", exact: true }).click();
  await customer.getByLabel("Full name", { exact: true }).fill("Dana Signer");
  await customer.getByRole("radio", { name: "Sign with my typed name" }).check();
  await customer.getByRole("checkbox", { name: /I agree to sign electronically/ }).check();
  await customer
    .getByRole("checkbox", { name: "I accept this quote and its terms", exact: true })
    .check();
  const approved = customer.waitForResponse(
    (res) => res.url().endsWith("/approve") && res.request().method() === "POST",
  );
  await customer.getByRole("button", { name: "Approve quote", exact: true }).click();
  expect((await approved).status()).toBe(200);
  await expect(customer.getByText("Signed by Dana Signer", { exact: false })).toBeVisible();
  await customer.close();

  const signed = await waitForMail(
    (mail) => address(mail.to) === customerEmail && mail.subject.startsWith("Your signed quote"),
    `the signed copy to ${customerEmail}`,
  );
  expect(signed.subject).toContain("Signed Copy Electric");
  expect(signed.text).toContain("Signed by: Dana Signer");
  const pdf = signed.attachments.find((attachment) => attachment.contentType === "application/pdf");
  expect(pdf, "an application/pdf attachment").toBeTruthy();
  expect(pdf!.filename).toMatch(/\.pdf$/);
  expect(pdf!.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // Every mail this customer received: Reply-To is the company's contact email, with plain text.
  const mails = readOutbox().filter((mail) => address(mail.to) === customerEmail);
  expect(mails.length).toBeGreaterThanOrEqual(2);
  for (const mail of mails) expectCustomerMail(mail, contactEmail);
});
