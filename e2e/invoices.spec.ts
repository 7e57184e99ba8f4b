/**
 * Acceptance of invoices (issue 29, docs/invoices.md): an owner (desktop) and a customer
 * (phone) in two browser contexts. From an approved quote with a paid deposit the owner
 * creates the invoice (balance = total − deposit, to the cent) and sends it; the mail with the
 * PDF is in the outbox; the customer opens /i/<token> and sees the balance and the owner's
 * payment instructions; the owner records a partial check payment, then the rest; the invoice
 * reads "Paid", the customer got two receipts, the quote is fully invoiced and paid (the
 * deposit counts as paid), and the dashboard's money owed fell by the balance. Deleting a sent
 * invoice answers 409 (void it instead).
 *
 * The amounts are worked out by hand: the quote is one flat line of 3,965.30 with no tax, so
 * its total is 3,965.30; the fixed deposit is 1,189.59; the invoice of "the rest of the quote"
 * bills 3,965.30 and credits the deposit: 3,965.30 − 1,189.59 = 2,775.71 due; paid as
 * 1,000.00 (check 1042) + 1,775.71 (cash).
 */
import { logIn, registerOwner, skipOnboarding } from "./dashboard-fixtures";
import {
  address,
  amountsBeside,
  centsOf,
  choose,
  decimalOf,
  expectNoHorizontalScroll,
  linksOf,
  pdfText,
  PHONE,
  unique,
  waitForMail,
  waitForMails,
} from "./invoice-flow";
import { expect, test, type APIRequestContext, type Page } from "./test";

const QUOTE_TOTAL = "3965.30";
const DEPOSIT = "1189.59";
const BALANCE = "2775.71"; // 3965.30 − 1189.59
const FIRST_PAYMENT = "1000.00";
const SECOND_PAYMENT = "1775.71"; // 2775.71 − 1000.00
const CHECK_NUMBER = "1042";

type InvoiceJson = {
  id: string;
  number: string;
  status: string;
  total: string;
  depositApplied: string;
  amountPaid: string;
  balance: string;
  publicUrl: string | null;
  quoteId: string | null;
};

async function getInvoice(request: APIRequestContext, id: string) {
  const response = await request.get(`/api/invoices/${encodeURIComponent(id)}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as InvoiceJson;
}

/**
 * The dashboard's money owed, two ways that must agree: the home's figure
 * (GET /api/dashboard/money → owed.cents) and the unpaid invoices' balance
 * (GET /api/invoices?status=unpaid → sums.balance), as a decimal string.
 */
async function moneyOwed(request: APIRequestContext) {
  const money = await request.get("/api/dashboard/money");
  expect(money.status(), await money.text()).toBe(200);
  const { owed } = (await money.json()) as { owed: { cents: number } };
  const unpaid = await request.get("/api/invoices?status=unpaid");
  expect(unpaid.status(), await unpaid.text()).toBe(200);
  const { sums } = (await unpaid.json()) as { sums: { balance: string } };
  expect(decimalOf(owed.cents), "the dashboard's money owed = the unpaid invoices' balance").toBe(
    sums.balance,
  );
  return sums.balance;
}

/** Opens "Record payment", fills it and submits; waits for the server's 201. */
async function recordPayment(
  page: Page,
  invoiceId: string,
  { amount, method, checkNumber }: { amount: string; method: string; checkNumber?: string },
) {
  await page.getByRole("button", { name: "Record payment", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Record payment" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Amount", { exact: true }).fill(amount);
  // "Method" is a native <select>; choose() also handles a Radix popup select.
  await choose(page, dialog, "Method", method);
  if (checkNumber) await dialog.getByLabel("Check number", { exact: true }).fill(checkNumber);
  // "Paid on" keeps its default: today in the company's time zone.
  const recorded = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/invoices/${encodeURIComponent(invoiceId)}/payments`) &&
      response.request().method() === "POST",
  );
  await dialog.getByRole("button", { name: "Record payment", exact: true }).click();
  const response = await recorded;
  expect(response.status(), await response.text()).toBe(201);
  await expect(dialog).toBeHidden();
}

test("invoice: approved quote with a paid deposit → invoice sent with PDF → customer on a phone → check and cash payments → paid, receipts, quote fully paid, money owed down", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const id = unique();
  const domain = `ledger-${id}.example`;
  const contactEmail = `office@${domain}`;
  const paymentInstructions = `Zelle: pay@${domain} or check to Ledger Lane Electric, 100 Main St, Austin TX`;
  const customerName = "Riley Payer";
  const customerEmail = `riley-${id}@example.com`;

  // ---- The owner: a fresh company, its contact email and payment instructions.
  const owner = await registerOwner(page.request, { companyName: `Ledger Lane Electric ${id}` });
  await logIn(page, owner.email, owner.password);
  await skipOnboarding(page);
  const profile = await page.request.patch("/api/company/profile", {
    data: { contactEmail, paymentInstructions },
  });
  expect(profile.ok(), await profile.text()).toBeTruthy();

  // ---- A client and a quote of 3,965.30 with a fixed deposit of 1,189.59, sent.
  const client = await page.request.post("/api/clients", {
    data: { name: customerName, email: customerEmail },
  });
  expect(client.status(), await client.text()).toBe(201);
  const clientId = ((await client.json()) as { id: string }).id;
  const created = await page.request.post("/api/quotes", { data: { clientId } });
  expect(created.ok(), await created.text()).toBeTruthy();
  const quoteId = ((await created.json()) as { id: string }).id;
  const saved = await page.request.put(`/api/quotes/${quoteId}`, {
    data: {
      clientId,
      title: "Service panel replacement",
      message: null,
      terms: "Balance due on completion.",
      discount: null,
      taxRate: 0,
      deposit: { type: "fixed", value: Number(DEPOSIT) },
      expiresAt: "2100-01-01",
      groups: [],
      lines: [
        {
          serviceId: null,
          name: "Service panel replacement",
          description: null,
          unitType: "flat",
          unitPrice: Number(QUOTE_TOTAL),
          quantity: 1,
          fee: null,
          minutesPerUnit: 480,
          note: null,
          optional: false,
          groupKey: null,
          selected: true,
        },
      ],
    },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  const quote = (await saved.json()) as { totals: Record<string, string> };
  expect(quote.totals.total).toBe(QUOTE_TOTAL);
  expect(quote.totals.depositDue).toBe(DEPOSIT);
  const sentQuote = await page.request.post(`/api/quotes/${quoteId}/send`, {
    data: { to: customerEmail, message: null },
  });
  expect(sentQuote.ok(), await sentQuote.text()).toBeTruthy();
  const quoteLink = await page.request.get(`/api/quotes/${quoteId}/link`);
  expect(quoteLink.status(), await quoteLink.text()).toBe(200);
  const quotePath = new URL(((await quoteLink.json()) as { url: string }).url).pathname;

  const customerContext = await browser.newContext(PHONE);
  try {
    const customer = await customerContext.newPage();

    // ---- The customer approves the quote on the phone: typed name, consent, terms.
    await customer.goto(quotePath);
    await customer.getByRole("button", { name: "Approve", exact: true }).click();
    await customer.getByLabel("Full name", { exact: true }).fill(customerName);
    await customer.getByRole("radio", { name: "Sign with my typed name" }).check();
    await customer.getByRole("checkbox", { name: /I agree to sign electronically/ }).check();
    await customer
      .getByRole("checkbox", { name: "I accept this quote and its terms", exact: true })
      .check();
    const approved = customer.waitForResponse(
      (response) => response.url().endsWith("/approve") && response.request().method() === "POST",
    );
    await customer.getByRole("button", { name: "Approve quote", exact: true }).click();
    expect((await approved).status()).toBe(200);
    await expect(customer.getByText(`Signed by ${customerName}`).first()).toBeVisible();

    // ---- The owner records the deposit received by hand (today in the company's zone).
    const { today } = (await (await page.request.get("/api/dashboard/money")).json()) as {
      today: string;
    };
    const deposit = await page.request.post(`/api/quotes/${quoteId}/payments`, {
      data: { amount: Number(DEPOSIT), method: "bank_transfer", paidOn: today },
    });
    expect(deposit.status(), await deposit.text()).toBe(201);

    // ---- The owner creates the invoice from the quote's page: the rest of the quote.
    await page.goto(`/dashboard/quotes/${quoteId}`);
    await expect(page.getByTestId("quote-status")).toHaveText("Approved");
    // .first(): the quote's invoicing panel may offer "Create invoice" too.
    await page.getByRole("button", { name: "Create invoice", exact: true }).first().click();
    const createDialog = page.getByRole("dialog");
    await expect(createDialog).toBeVisible();
    // The default is "the rest of the quote" (the whole quote the first time): submitted as is.
    await createDialog.getByRole("button", { name: "Create invoice", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/invoices\/[^/?#]+$/, { timeout: 20_000 });
    const invoiceId = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);

    const draft = await getInvoice(page.request, invoiceId);
    expect(draft.number).toBe("INV-0001"); // a fresh company's first invoice
    expect(draft.status).toBe("draft");
    expect(draft.quoteId).toBe(quoteId);
    expect(draft.total).toBe(QUOTE_TOTAL);
    expect(draft.depositApplied).toBe(DEPOSIT);
    expect(draft.balance).toBe(BALANCE);
    const number = draft.number;

    await expect(page.getByRole("heading", { name: `Invoice ${number}` })).toBeVisible();
    const status = page.getByTestId("invoice-status");
    await expect(status).toHaveText("Draft");
    await expect.poll(() => amountsBeside(page, "Balance due")).toContain("$2,775.71");

    // ---- Send: the "Send invoice" dialog, to the client's email.
    await page.getByRole("button", { name: "Send", exact: true }).click();
    const sendDialog = page.getByRole("dialog", { name: "Send invoice" });
    await expect(sendDialog).toBeVisible();
    await expect(sendDialog.getByLabel("To", { exact: true })).toHaveValue(customerEmail);
    const sent = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/invoices/${encodeURIComponent(invoiceId)}/send`) &&
        response.request().method() === "POST",
    );
    await sendDialog.getByRole("button", { name: "Send invoice", exact: true }).click();
    const sentResponse = await sent;
    expect(sentResponse.status(), await sentResponse.text()).toBe(200);
    await expect(status).toHaveText("Sent");
    // The dialog then shows the customer's link, and "Done" closes it.
    await expect(sendDialog.getByLabel("Customer link")).toHaveValue(/\/i\/[A-Za-z0-9_-]{43}$/);
    await sendDialog.getByRole("button", { name: "Done" }).click();
    await expect(sendDialog).toBeHidden();

    // ---- The mail with the PDF and the link to /i/ is in the outbox.
    const invoiceMail = await waitForMail(
      (mail) =>
        address(mail.to) === customerEmail.toLowerCase() &&
        mail.subject.startsWith(`Invoice ${number}`) &&
        mail.attachments.some((file) => file.contentType === "application/pdf"),
      `invoice ${number} with its PDF to ${customerEmail}`,
    );
    expect(invoiceMail.subject).toBe(`Invoice ${number} from ${owner.companyName}`);
    expect(address(invoiceMail.replyTo)).toBe(contactEmail);
    expect(invoiceMail.text).toContain("Balance due: $2,775.71");
    expect(invoiceMail.text).toContain("Deposit credited: $1,189.59");
    const pdf = invoiceMail.attachments.find((file) => file.contentType === "application/pdf")!;
    expect(pdf.content.subarray(0, 4).toString("latin1")).toBe("%PDF");
    const attachedText = await pdfText(pdf.content);
    expect(attachedText).toContain(number);
    expect(attachedText).toContain("2,775.71");
    const invoiceLink = linksOf(`${invoiceMail.text}\n${invoiceMail.html}`).find((url) =>
      /\/i\/[A-Za-z0-9_-]+$/.test(url),
    );
    expect(invoiceLink, `an /i/ link in:\n${invoiceMail.text}`).toBeTruthy();
    const invoicePath = new URL(invoiceLink!).pathname;
    const sentInvoice = await getInvoice(page.request, invoiceId);
    expect(new URL(sentInvoice.publicUrl!).pathname).toBe(invoicePath);

    // ---- A sent invoice is not deleted: 409, void it instead; it is still there.
    const deleted = await page.request.delete(`/api/invoices/${encodeURIComponent(invoiceId)}`);
    expect(deleted.status()).toBe(409);
    expect(((await deleted.json()) as { message: string }).message).toMatch(/void/i);
    expect((await getInvoice(page.request, invoiceId)).status).toBe("sent");

    // ---- The customer opens the link on the phone: the balance and how to pay.
    const opened = await customer.goto(invoicePath);
    expect(opened?.status()).toBe(200);
    await expect(customer.getByRole("heading", { name: `Invoice ${number}` })).toBeVisible();
    await expect.poll(() => amountsBeside(customer, "Balance due")).toContain("$2,775.71");
    await expect(customer.getByText("$2,775.71").first()).toBeVisible();
    // Stripe is not keyed on the e2e server: the page shows the owner's instructions.
    await expect(customer.getByText(paymentInstructions, { exact: true }).first()).toBeVisible();
    await expectNoHorizontalScroll(customer);
    // The first view marks the invoice viewed.
    await expect
      .poll(async () => (await getInvoice(page.request, invoiceId)).status)
      .toBe("viewed");

    // ---- Money owed before the first payment: this company's only open invoice.
    const owedBefore = await moneyOwed(page.request);
    expect(owedBefore).toBe(BALANCE);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Money owed" })).toBeVisible();
    await expect(page.getByTestId("money-owed-total")).toHaveText("$2,775.71");

    // ---- The owner records a partial check payment, then the rest in cash.
    await page.goto(`/dashboard/invoices/${encodeURIComponent(invoiceId)}`);
    await expect(status).toHaveText("Viewed");
    await recordPayment(page, invoiceId, {
      amount: FIRST_PAYMENT,
      method: "Check",
      checkNumber: CHECK_NUMBER,
    });
    await expect(status).toHaveText("Partially paid");
    await expect.poll(() => amountsBeside(page, "Balance due")).toContain("$1,775.71");
    await recordPayment(page, invoiceId, { amount: SECOND_PAYMENT, method: "Cash" });
    await expect(status).toHaveText("Paid");
    await expect.poll(() => amountsBeside(page, "Balance due")).toContain("$0.00");
    // Paid: nothing to delete, and Void waits for a refund.
    await expect(page.getByRole("button", { name: "Delete", exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Void", exact: true })).toBeDisabled();

    const paid = await getInvoice(page.request, invoiceId);
    expect(paid.status).toBe("paid");
    expect(paid.amountPaid).toBe(BALANCE);
    expect(paid.balance).toBe("0.00");

    // ---- Two receipts to the customer (not the invoice mail, not the deposit's receipt).
    const receipts = await waitForMails(
      (mail) =>
        address(mail.to) === customerEmail.toLowerCase() &&
        mail.subject.startsWith("Receipt:") &&
        mail.subject.includes(`invoice ${number}`),
      2,
      `two receipts of invoice ${number} to ${customerEmail}`,
    );
    expect(receipts).toHaveLength(2);
    const receiptOf = (amount: string) => receipts.find((mail) => mail.subject.includes(amount));
    const checkReceipt = receiptOf("$1,000.00");
    const cashReceipt = receiptOf("$1,775.71");
    expect(checkReceipt, receipts.map((mail) => mail.subject).join("\n")).toBeTruthy();
    expect(cashReceipt, receipts.map((mail) => mail.subject).join("\n")).toBeTruthy();
    expect(checkReceipt!.text).toContain(`Check ${CHECK_NUMBER}`);
    expect(checkReceipt!.text).toContain("Balance due: $1,775.71");
    expect(cashReceipt!.text).toContain("Balance due: $0.00");
    for (const receipt of receipts) expect(address(receipt.replyTo)).toBe(contactEmail);

    // ---- Money owed fell by the balance, to the cent.
    const owedAfter = await moneyOwed(page.request);
    expect(owedAfter).toBe(decimalOf(centsOf(owedBefore) - centsOf(BALANCE)));

    // ---- The quote: fully invoiced and paid, the deposit counted as paid.
    const invoicing = await page.request.get(`/api/quotes/${quoteId}/invoicing`);
    expect(invoicing.status(), await invoicing.text()).toBe(200);
    expect(await invoicing.json()).toMatchObject({
      invoiced: QUOTE_TOTAL,
      paid: QUOTE_TOTAL,
      remainingToInvoice: "0.00",
      remainingToPay: "0.00",
      fullyInvoiced: true,
      fullyPaid: true,
    });
    await page.goto(`/dashboard/quotes/${quoteId}`);
    await expect(page.getByTestId("quote-status")).toHaveText("Approved");
    // The quote's invoicing panel: Invoiced, Paid (the deposit counted), Remaining (to invoice).
    // "Paid" is also the status badge of the invoice listed there, hence "contains" for it.
    const panel = page.getByRole("region", { name: "Invoicing", exact: true });
    await expect(panel).toBeVisible();
    await expect(panel.getByText("Fully invoiced", { exact: true })).toBeVisible();
    await expect(panel.getByText("Fully paid", { exact: true })).toBeVisible();
    await expect.poll(() => amountsBeside(panel, "Invoiced")).toContain("$3,965.30");
    await expect.poll(() => amountsBeside(panel, "Paid")).toContain("$3,965.30");
    await expect
      .poll(async () => {
        const remaining = await amountsBeside(panel, /^Remaining\b/);
        return remaining.length > 0 && remaining.every((amount) => amount === "$0.00");
      })
      .toBe(true);

    // ---- The dashboard: nothing owed any more; the invoice list shows it paid.
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Money owed" })).toBeVisible();
    await expect(page.getByTestId("money-owed-empty")).toBeVisible();
    await page.goto("/dashboard/invoices");
    await expect(page.getByRole("heading", { name: "Invoices", level: 1 })).toBeVisible();
    const row = page.getByTestId("invoice-row").filter({ hasText: number });
    await expect(row).toContainText("Paid");
    await expect(row).toContainText("$0.00");

    // ---- The customer's page reads paid.
    await customer.reload();
    await expect(customer.getByText("Paid in full. Thank you!")).toBeVisible();
    await expect.poll(() => amountsBeside(customer, "Balance due")).toContain("$0.00");
    await expectNoHorizontalScroll(customer);
  } finally {
    await customerContext.close();
  }
});
