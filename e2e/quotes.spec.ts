/**
 * Acceptance of quotes (docs/pricing.md "Quotes"): an owner and a customer in two browser
 * contexts, once with a desktop customer and once with a phone customer. The customer sends
 * a request from /calculator; the owner turns it into a quote with a good/better/best group,
 * an optional line, a 10% discount, 8.25% tax and a 25% deposit, and sends it; the mail with
 * the PDF is in the outbox; the customer picks "Better", ticks the optional line, signs with
 * the mouse and approves; the owner sees the same total to the cent, the timeline and the
 * signed PDF (name and content hash), and cannot edit the quote any more.
 *
 * Every expected amount below is worked out by hand from the prices entered here, not read
 * from the app.
 */
import { extractText, getDocumentProxy } from "unpdf";
import { logIn, registerOwner, skipOnboarding, expectToast } from "./dashboard-fixtures";
import { readOutbox, type ParsedMail } from "./eml";
import {
  devices,
  expect,
  test,
  type APIRequestContext,
  type BrowserContextOptions,
  type Download,
  type Locator,
  type Page,
} from "./test";

// ---- The quote, priced by hand ---------------------------------------------------------------
// Plain line from the request: Panel Inspection, 120.00 flat × 1 (no labor rate, no fee).
// Group "Panel upgrade": Good 1,000.00 | Better 1,500.00 | Best 2,200.00; optional Surge
// protector 249.99. Discount 10%, tax 8.25% (after the discount), deposit 25% of the total.
const SERVICE = { name: "Panel Inspection", price: "120" };
const GROUP = "Panel upgrade";
const OPTIONS = [
  { name: "Good", price: "1000" },
  { name: "Better", price: "1500" },
  { name: "Best", price: "2200" },
] as const;
const OPTIONAL = { name: "Surge protector", price: "249.99" };

type Totals = { subtotal: string; discount: string; tax: string; total: string; deposit: string };
/** Keyed by "<picked option>+<optional ticked>". */
const EXPECTED: Record<string, Totals> = {
  // 120 + 1000 = 1120.00; 10% = 112.00; 1008.00 × 8.25% = 83.16; 1091.16; 25% = 272.79
  "Good+false": {
    subtotal: "$1,120.00",
    discount: "$112.00",
    tax: "$83.16",
    total: "$1,091.16",
    deposit: "$272.79",
  },
  // 120 + 1000 + 249.99 = 1369.99; 10% = 136.999 → 137.00; 1232.99 × 8.25% = 101.721675 →
  // 101.72; 1334.71; 25% = 333.6775 → 333.68
  "Good+true": {
    subtotal: "$1,369.99",
    discount: "$137.00",
    tax: "$101.72",
    total: "$1,334.71",
    deposit: "$333.68",
  },
  // 120 + 1500 = 1620.00; 10% = 162.00; 1458.00 × 8.25% = 120.285 → 120.29 (half-up at
  // .005); 1578.29; 25% = 394.5725 → 394.57
  "Better+false": {
    subtotal: "$1,620.00",
    discount: "$162.00",
    tax: "$120.29",
    total: "$1,578.29",
    deposit: "$394.57",
  },
  // 120 + 1500 + 249.99 = 1869.99; 10% = 186.999 → 187.00; 1682.99 × 8.25% = 138.846675 →
  // 138.85; 1821.84; 25% = 455.46
  "Better+true": {
    subtotal: "$1,869.99",
    discount: "$187.00",
    tax: "$138.85",
    total: "$1,821.84",
    deposit: "$455.46",
  },
};
const APPROVED = EXPECTED["Better+true"];

// ---- Helpers ----------------------------------------------------------------------------------

/** The line name inputs of the editor ("Name", or "Name for <line>"), not "Group name". */
const lineNames = (page: Page) => page.getByRole("textbox", { name: /^Name( for .*)?$/ });

/** Index of the first line whose name is still empty (-1 when none). */
const firstUnnamedLine = (page: Page) =>
  lineNames(page).evaluateAll((inputs) =>
    inputs.findIndex((input) => (input as HTMLInputElement).value.trim() === ""),
  );

/** Names the first unnamed line, after adding one with `add` when there is none. */
async function nameNextLine(page: Page, add: Locator, name: string, price: string) {
  if ((await firstUnnamedLine(page)) < 0) {
    const count = await lineNames(page).count();
    await add.click();
    await expect(lineNames(page)).toHaveCount(count + 1);
  }
  const index = await firstUnnamedLine(page);
  expect(index, `an unnamed line for ${name}`).toBeGreaterThanOrEqual(0);
  await lineNames(page).nth(index).fill(name);
  await page.getByLabel(`Unit price for ${name}`, { exact: true }).fill(price);
  await page.getByLabel(`Quantity for ${name}`, { exact: true }).fill("1");
}

/** A native <select> or a Radix select labelled `label`: picks `option`. */
async function choose(page: Page, label: string, option: string) {
  const control = page.getByLabel(label, { exact: true });
  if ((await control.evaluate((element) => element.tagName)) === "SELECT") {
    await control.selectOption({ label: option });
    return;
  }
  // A popup select: open it (again, if a click did not), pick, and see the pick shown.
  const choice = page.getByRole("option", { name: option, exact: true });
  await expect(async () => {
    if (!(await choice.isVisible())) await control.click();
    await choice.click({ timeout: 2_000 });
    await expect(control).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** The innermost element holding the totals rows (from "Subtotal" to "Deposit due"). */
const totalsPanel = (scope: Page) =>
  scope
    .locator("section, aside, div, dl, table, tbody")
    .filter({ has: scope.getByText("Subtotal", { exact: true }) })
    .filter({ has: scope.getByText("Deposit due", { exact: true }) })
    .last();

/**
 * The amount shown beside a totals label: the first following sibling with a digit of the
 * label's element or of its nearest ancestor that has one (dt/dd, th/td, span/span rows).
 */
async function amountOf(scope: Page, label: string): Promise<string> {
  const panel = totalsPanel(scope);
  const element = panel.getByText(label, { exact: true }).last();
  return element.evaluate((labelElement) => {
    for (let node: Element | null = labelElement; node; node = node.parentElement) {
      for (let sibling = node.nextElementSibling; sibling; sibling = sibling.nextElementSibling) {
        const text = (sibling.textContent ?? "").trim();
        if (/\d/.test(text)) return text.replace(/\s+/g, " ");
      }
    }
    return "";
  });
}

async function expectTotals(page: Page, expected: Totals, labels: Record<keyof Totals, string>) {
  for (const key of Object.keys(labels) as (keyof Totals)[]) {
    await expect
      .poll(() => amountOf(page, labels[key]), { message: `${labels[key]} of the quote` })
      .toMatch(new RegExp(`^[−-]?\\s*${expected[key].replace(/[$.]/g, "\\$&")}$`));
  }
}

const OWNER_LABELS = {
  subtotal: "Subtotal",
  discount: "Discount",
  tax: "Tax",
  total: "Total",
  deposit: "Deposit",
} as const;
const CUSTOMER_LABELS = {
  subtotal: "Subtotal",
  discount: "Discount",
  tax: "Tax",
  total: "Total",
  deposit: "Deposit due",
} as const;

async function readDownload(download: Download) {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A "Download PDF" link (fetched with the page's cookies) or button (a browser download). */
async function downloadPdf(page: Page, control: Locator) {
  const href = await control.evaluate((element) =>
    element instanceof HTMLAnchorElement ? element.href : null,
  );
  if (href) {
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/pdf");
    return Buffer.from(await response.body());
  }
  const [download] = await Promise.all([page.waitForEvent("download"), control.click()]);
  return readDownload(download);
}

async function pdfText(bytes: Buffer) {
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

/** No such field, or none of them editable. */
async function expectReadOnly(field: Locator) {
  const count = await field.count();
  for (let index = 0; index < count; index += 1) await expect(field.nth(index)).not.toBeEditable();
}

/** Draws a few strokes across the signature canvas with the mouse. */
async function signWithMouse(page: Page, canvas: Locator) {
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error("the signature canvas has no box");
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  for (const stroke of [
    [at(0.1, 0.6), at(0.25, 0.3), at(0.4, 0.7), at(0.55, 0.35)],
    [at(0.6, 0.5), at(0.75, 0.65), at(0.9, 0.4)],
  ]) {
    await page.mouse.move(...stroke[0]);
    await page.mouse.down();
    for (const point of stroke.slice(1)) await page.mouse.move(...point, { steps: 8 });
    await page.mouse.up();
  }
}

/** The full PUT body of a quote DTO as it is: a valid save that only the lock can refuse. */
type QuoteDto = {
  id: string;
  status: string;
  locked: boolean;
  client: { id: string } | null;
  title: string | null;
  message: string | null;
  terms: string | null;
  discount: { type: string; value: string } | null;
  taxRate: string;
  deposit: { type: string; value: string } | null;
  expiresAt: string | null;
  groups: { id: string; name: string }[];
  lines: {
    id: string;
    serviceId: string | null;
    name: string;
    description: string | null;
    unitType: string;
    unitPrice: string;
    quantity: string;
    fee: { name: string; type: string; value: string } | null;
    minutesPerUnit: number;
    note: string | null;
    optional: boolean;
    groupId: string | null;
    selected: boolean;
  }[];
  totals: Record<string, string>;
  signature: { name: string; contentHash: string } | null;
};

function saveBody(quote: QuoteDto) {
  const adjustment = (value: QuoteDto["discount"]) =>
    value ? { type: value.type, value: Number(value.value) } : null;
  return {
    clientId: quote.client?.id ?? null,
    title: quote.title ?? "",
    message: quote.message ?? "",
    terms: quote.terms,
    discount: adjustment(quote.discount),
    taxRate: Number(quote.taxRate),
    deposit: adjustment(quote.deposit),
    expiresAt: quote.expiresAt ? quote.expiresAt.slice(0, 10) : null,
    groups: quote.groups.map((group) => ({ key: group.id, name: group.name })),
    lines: quote.lines.map((line) => ({
      serviceId: line.serviceId,
      name: line.name,
      description: line.description,
      unitType: line.unitType,
      // The edit that is refused: a new price.
      unitPrice: Number(line.unitPrice) + 1,
      quantity: Number(line.quantity),
      fee: line.fee ? { ...line.fee, value: Number(line.fee.value) } : null,
      minutesPerUnit: line.minutesPerUnit,
      note: line.note,
      optional: line.optional,
      groupKey: line.groupId,
      selected: line.selected,
    })),
  };
}

async function getQuote(request: APIRequestContext, id: string): Promise<QuoteDto> {
  const response = await request.get(`/api/quotes/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as QuoteDto;
}

const phone = devices["iPhone 13"];
const CUSTOMERS: { label: string; context: BrowserContextOptions }[] = [
  { label: "desktop", context: { viewport: { width: 1280, height: 900 } } },
  {
    label: "phone",
    context: {
      viewport: phone.viewport,
      userAgent: phone.userAgent,
      deviceScaleFactor: phone.deviceScaleFactor,
      isMobile: phone.isMobile,
      hasTouch: phone.hasTouch,
    },
  },
];

for (const customerDevice of CUSTOMERS) {
  test(`quote: request → quote → sent with PDF → approved with a signature on a ${customerDevice.label}; the owner sees the same total and cannot edit`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const suffix = `${customerDevice.label}-${Date.now().toString(36)}`;
    const customerName = `Quinn Customer ${suffix}`;
    const customerEmail = `quinn-${suffix}@example.com`;
    const signerName = `Quinn Q. Customer ${customerDevice.label}`;

    // ---- The owner: a fresh company with one service in its price book.
    const owner = await registerOwner(page.request, { companyName: `Quote Co ${suffix}` });
    await logIn(page, owner.email, owner.password);
    await skipOnboarding(page);
    const service = await page.request.post("/api/services", {
      data: {
        name: SERVICE.name,
        category: "electrical",
        basePrice: Number(SERVICE.price),
        unitType: "flat",
        estimatedTime: 60,
      },
    });
    expect(service.ok()).toBeTruthy();

    const customerContext = await browser.newContext(customerDevice.context);
    try {
      const customer = await customerContext.newPage();

      // ---- The customer sends a request from the calculator.
      await customer.goto(`/calculator?company=${owner.slug}`);
      await expect(customer.getByText(owner.companyName, { exact: true })).toBeVisible({
        timeout: 30_000,
      });
      await customer.getByRole("button", { name: `Add ${SERVICE.name}` }).click();
      // exact: the phone's summary bar offers "Request estimate" too.
      await customer.getByRole("button", { name: "Request Estimate", exact: true }).click();
      const requestDialog = customer.getByRole("dialog");
      await requestDialog.getByLabel("Name").fill(customerName);
      await requestDialog.getByLabel("Email").fill(customerEmail);
      await requestDialog.getByRole("button", { name: "Send Request" }).click();
      await expect(customer.getByText("Estimate request sent!", { exact: true })).toBeVisible();

      // ---- The owner opens the request and creates a quote from it.
      await page.goto("/dashboard/estimates");
      const entry = page.getByRole("button", { name: customerName }).first();
      await expect(entry).toBeVisible();
      const createQuote = page.getByRole("button", { name: "Create quote" });
      // A row action, or a button of the request's detail view.
      if ((await createQuote.count()) === 0) await entry.click();
      await createQuote.first().click();
      await expect(page).toHaveURL(/\/dashboard\/quotes\/[^/?#]+$/);
      const quoteId = new URL(page.url()).pathname.split("/").pop()!;
      await expect(page.getByRole("heading", { name: "Quote Q-0001" })).toBeVisible();
      const status = page.getByTestId("quote-status");
      await expect(status).toHaveText("Draft");
      // The request's line, copied and priced from the price book.
      await expect(lineNames(page).first()).toHaveValue(SERVICE.name);
      await expect(page.getByLabel(`Unit price for ${SERVICE.name}`, { exact: true })).toHaveValue(
        /^120(\.00?)?$/,
      );

      // ---- A good/better/best group, "Good" preselected.
      await page.getByRole("button", { name: "Add option group" }).click();
      const groupName = page.getByLabel("Group name", { exact: true });
      await expect(groupName).toBeVisible();
      await groupName.fill(GROUP);
      const addOption = page.getByRole("button", { name: "Add option", exact: true });
      for (const option of OPTIONS) await nameNextLine(page, addOption, option.name, option.price);
      await expect(lineNames(page)).toHaveCount(1 + OPTIONS.length);
      await page.getByRole("radio", { name: "Preselected: Good", exact: true }).check();
      await expect(
        page.getByRole("radio", { name: "Preselected: Good", exact: true }),
      ).toBeChecked();

      // ---- An optional line.
      await nameNextLine(
        page,
        page.getByRole("button", { name: "Add custom line", exact: true }),
        OPTIONAL.name,
        OPTIONAL.price,
      );
      await page.getByRole("checkbox", { name: `Optional: ${OPTIONAL.name}`, exact: true }).check();

      // ---- 10% discount, 8.25% tax, 25% deposit.
      await choose(page, "Discount type", "Percent");
      await page.getByLabel("Discount", { exact: true }).fill("10");
      await page.getByLabel("Tax rate (%)", { exact: true }).fill("8.25");
      await choose(page, "Deposit type", "Percent");
      await page.getByLabel("Deposit", { exact: true }).fill("25");

      const saved = page.waitForResponse(
        (response) =>
          response.url().endsWith(`/api/quotes/${quoteId}`) &&
          response.request().method() === "PUT",
      );
      await page.getByRole("button", { name: "Save", exact: true }).click();
      expect((await saved).status()).toBe(200);
      await expectToast(page, "Quote saved");

      // What the server stored: Good picked; the optional line ticked or not by default.
      const draft = await getQuote(page.request, quoteId);
      expect(draft.lines.map((line) => line.name)).toEqual([
        SERVICE.name,
        ...OPTIONS.map((option) => option.name),
        OPTIONAL.name,
      ]);
      expect(draft.groups.map((group) => group.name)).toEqual([GROUP]);
      const optionalLine = draft.lines.find((line) => line.name === OPTIONAL.name)!;
      expect(optionalLine.optional).toBe(true);
      expect(
        draft.lines.filter((line) => line.groupId).map((line) => [line.name, line.selected]),
      ).toEqual([
        ["Good", true],
        ["Better", false],
        ["Best", false],
      ]);
      const ownerView = EXPECTED[`Good+${optionalLine.selected}`];
      expect(draft.totals.total).toBe(ownerView.total.replace(/[$,]/g, ""));
      await expectTotals(page, ownerView, OWNER_LABELS);

      // ---- Send: the mail with the link and the PDF.
      // Customers reply to the company's contact email: set it, or the send dialog asks first.
      const contact = await page.request.patch("/api/company/profile", {
        data: { contactEmail: "office@quinn.example" },
      });
      expect(contact.ok(), await contact.text()).toBeTruthy();
      await page.reload();
      await page.getByRole("button", { name: "Send", exact: true }).click();
      const sendDialog = page.getByRole("dialog");
      await expect(sendDialog.getByLabel("Send to")).toHaveValue(customerEmail);
      await sendDialog.getByRole("button", { name: "Send quote" }).click();
      await expectToast(page, "Quote sent");
      await expect(status).toHaveText("Sent");

      let mail: ParsedMail | undefined;
      await expect
        .poll(
          () => {
            mail = readOutbox().find(
              (candidate) =>
                candidate.to.includes(customerEmail) &&
                candidate.attachments.some((file) => file.contentType === "application/pdf"),
            );
            return Boolean(mail);
          },
          { message: "the quote mail with its PDF in the outbox", timeout: 30_000 },
        )
        .toBe(true);
      expect(mail!.subject).toBe(`Quote Q-0001 from ${owner.companyName}`);
      const link = /https?:\/\/[^\s"'<>]+\/q\/([A-Za-z0-9_-]{43})/.exec(
        `${mail!.text}\n${mail!.html}`,
      );
      expect(link, "the /q/ link in the mail").not.toBeNull();
      const attached = mail!.attachments.find((file) => file.contentType === "application/pdf")!;
      const attachedText = await pdfText(attached.content);
      expect(attachedText).toContain("Q-0001");
      expect(attachedText).toContain(SERVICE.name);

      // ---- The customer opens the link, picks Better, ticks the optional line.
      const publicPath = new URL(link![0]).pathname;
      await customer.goto(publicPath);
      await expect(customer.getByRole("heading", { name: "Quote Q-0001" })).toBeVisible();
      await expect(customer.getByText(owner.companyName).first()).toBeVisible();
      // A radio group named after the option group (a fieldset and legend, or role radiogroup).
      const group = customer
        .getByRole("radiogroup", { name: GROUP, exact: true })
        .or(customer.getByRole("group", { name: GROUP, exact: true }));
      await expect(group.getByRole("radio", { name: "Good", exact: true })).toBeChecked();
      const addOptional = customer.getByRole("checkbox", {
        name: `Add ${OPTIONAL.name}`,
        exact: true,
      });
      await (optionalLine.selected
        ? expect(addOptional).toBeChecked()
        : expect(addOptional).not.toBeChecked());
      // The customer sees what the owner saved, to the cent.
      await expectTotals(customer, ownerView, CUSTOMER_LABELS);

      // Selection changes are saved by the server; none may be in flight when approving.
      const inFlight = new Set<unknown>();
      customer.on("request", (request) => {
        if (request.url().includes("/selection")) inFlight.add(request);
      });
      customer.on("requestfinished", (request) => inFlight.delete(request));
      customer.on("requestfailed", (request) => inFlight.delete(request));

      await group.getByRole("radio", { name: "Better", exact: true }).check();
      await expect(group.getByRole("radio", { name: "Better", exact: true })).toBeChecked();
      await expectTotals(customer, EXPECTED[`Better+${optionalLine.selected}`], CUSTOMER_LABELS);
      await addOptional.check();
      await expect(addOptional).toBeChecked();
      await expectTotals(customer, APPROVED, CUSTOMER_LABELS);
      await expect.poll(() => inFlight.size, { message: "selection saves in flight" }).toBe(0);
      const customerTotal = await amountOf(customer, "Total");
      expect(customerTotal).toBe(APPROVED.total);

      // ---- Approve: full name, a drawn signature, consent to sign electronically, the terms.
      await customer.getByRole("button", { name: "Approve", exact: true }).click();
      await customer.getByLabel("Full name", { exact: true }).fill(signerName);
      await customer.getByRole("radio", { name: "Draw my signature" }).check();
      // The pad loads when the form opens: strokes drawn before it is ready leave no ink, so
      // draw until the page holds a signature ("Clear signature" is enabled only then).
      const canvas = customer.locator('canvas[aria-label="Signature"]');
      const clearSignature = customer.getByRole("button", { name: "Clear signature" });
      await expect(async () => {
        await signWithMouse(customer, canvas);
        await expect(clearSignature).toBeEnabled({ timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await customer.getByRole("checkbox", { name: /I agree to sign electronically/ }).check();
      await customer
        .getByRole("checkbox", { name: "I accept this quote and its terms", exact: true })
        .check();
      const approveRequest = customer.waitForRequest(
        (request) => request.url().endsWith("/approve") && request.method() === "POST",
      );
      const approveResponse = customer.waitForResponse(
        (response) => response.url().endsWith("/approve") && response.request().method() === "POST",
      );
      await customer.getByRole("button", { name: "Approve quote", exact: true }).click();
      const approvedBody = (await approveRequest).postDataJSON() as {
        name: string;
        signature: string;
        signatureMethod: string;
        consent: boolean;
        termsAccepted: boolean;
        contentHash: string;
      };
      expect((await approveResponse).status()).toBe(200);
      expect(approvedBody.name).toBe(signerName);
      expect(approvedBody.consent).toBe(true);
      expect(approvedBody.termsAccepted).toBe(true);
      expect(approvedBody.signatureMethod).toBe("drawn");
      expect(approvedBody.signature).toMatch(/^data:image\/png;base64,/);
      expect(approvedBody.contentHash).toMatch(/^[0-9a-f]{64}$/);
      await expect(customer.getByText("Approved", { exact: true }).first()).toBeVisible();
      await expect(customer.getByText(`Signed by ${signerName}`).first()).toBeVisible();
      await expect(customer.getByText(APPROVED.deposit).first()).toBeVisible();
      const customerPdf = await pdfText(
        await downloadPdf(customer, customer.getByRole("link", { name: "Download PDF" })),
      );
      expect(customerPdf).toContain(signerName);

      // ---- The owner: approved, the customer's choices, the same total, the timeline.
      await page.reload();
      await expect(page.getByRole("heading", { name: "Quote Q-0001" })).toBeVisible();
      await expect(status).toHaveText("Approved");
      await expect(page.getByText(`Approved by ${signerName}`)).toBeVisible();
      await expect(page.getByRole("img", { name: /signature/i }).first()).toBeVisible();
      await expectTotals(page, APPROVED, OWNER_LABELS);
      expect(await amountOf(page, "Total")).toBe(customerTotal);
      await expect.poll(() => amountOf(page, "Deposit due")).toBe(APPROVED.deposit);
      // The customer's choices, as the locked quote lists them.
      const lockedLines = page.getByRole("region", { name: "Lines", exact: true });
      const lockedLine = (name: string) =>
        lockedLines.getByRole("listitem").filter({ hasText: name });
      await expect(lockedLine("Better")).toContainText("Picked");
      await expect(lockedLine("Better")).not.toContainText("Not picked");
      await expect(lockedLine("Good")).toContainText("Not picked");
      await expect(lockedLine("Best")).toContainText("Not picked");
      await expect(lockedLine(OPTIONAL.name)).toContainText("Optional, added");

      const approved = await getQuote(page.request, quoteId);
      expect(approved.status).toBe("approved");
      expect(approved.locked).toBe(true);
      expect(
        approved.lines.map((line) => [
          line.name,
          line.optional || line.groupId ? line.selected : "plain",
        ]),
      ).toEqual([
        [SERVICE.name, "plain"],
        ["Good", false],
        ["Better", true],
        ["Best", false],
        [OPTIONAL.name, true],
      ]);
      expect(approved.totals.total).toBe("1821.84");
      expect(approved.totals.depositDue).toBe("455.46");
      expect(approved.signature?.name).toBe(signerName);
      const hash = approved.signature!.contentHash;
      expect(hash).toBe(approvedBody.contentHash);
      await expect(page.getByText(hash).first()).toBeVisible();

      const timeline = page.getByRole("region", { name: "Timeline", exact: true });
      for (const entry of [/sent/i, /viewed/i, /option/i, /approved/i])
        await expect(timeline).toContainText(entry);
      await expect(timeline).toContainText(customerEmail);

      // The signed PDF: the signer's name and the content hash shown.
      const signedPdf = await pdfText(
        await downloadPdf(
          page,
          page
            .getByRole("link", { name: "Download PDF" })
            .or(page.getByRole("button", { name: "Download PDF" }))
            .first(),
        ),
      );
      expect(signedPdf).toContain(signerName);
      expect(signedPdf.replace(/\s+/g, "")).toContain(hash);
      expect(signedPdf).toContain("Audit trail");

      // ---- Editing is refused: no Save, read-only fields, and the API answers 409.
      await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveCount(0);
      for (const field of [
        page.getByRole("textbox", { name: "Name", exact: true }),
        page.getByLabel("Unit price for Better", { exact: true }),
        page.getByLabel("Quantity for Better", { exact: true }),
        page.getByLabel("Discount", { exact: true }),
        page.getByLabel("Tax rate (%)", { exact: true }),
        page.getByLabel("Terms", { exact: true }),
      ])
        await expectReadOnly(field);
      const edit = await page.request.put(`/api/quotes/${quoteId}`, { data: saveBody(approved) });
      expect(edit.status()).toBe(409);
      const after = await getQuote(page.request, quoteId);
      expect(after.totals).toEqual(approved.totals);
      expect(after.lines.map((line) => line.unitPrice)).toEqual(
        approved.lines.map((line) => line.unitPrice),
      );
    } finally {
      await customerContext.close();
    }
  });
}
