/** @jest-environment node */
import type { InvoiceStatus, Prisma, PrismaClient } from "@prisma/client";
import {
  setupTestDatabase,
  createOwner,
  makeRequest,
  routeParams,
  type TestDatabase,
} from "@/test/db";
import { GET as exportRoute } from "@/app/api/exports/[dataset]/route";
import { parseCsv } from "@/lib/csv/csv";
import {
  BANK_STATEMENT_COLUMNS,
  QUICKBOOKS_INVOICE_COLUMNS,
  XERO_INVOICE_COLUMNS,
} from "@/lib/exports/invoice-layouts";

let db: TestDatabase;
let prisma: PrismaClient;
beforeAll(async () => {
  db = await setupTestDatabase();
  prisma = db.prisma;
});
afterAll(async () => {
  await db.close();
});

const download = (cookie: string | undefined, dataset: string, query: Record<string, string>) =>
  exportRoute(
    makeRequest("GET", `/api/exports/${dataset}?${new URLSearchParams(query)}`, { cookie }),
    routeParams({ dataset }),
  );

/** The file's bytes (checked to start with the UTF-8 byte-order mark) as rows of cells, header first. */
async function table(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(res.headers.get("cache-control")).toMatch(/no-store/);
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  return { text, rows: parseCsv(text).map((record) => record.cells) };
}

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const MARCH = { from: "2026-03-01", to: "2026-03-31" };

type Line = Omit<Prisma.InvoiceLineCreateWithoutInvoiceInput, "sortOrder">;

async function createInvoice(
  companyId: string,
  clientId: string,
  number: number,
  status: InvoiceStatus,
  issued: string,
  lines: Line[],
  extra: Partial<Prisma.InvoiceUncheckedCreateInput> = {},
) {
  const total = lines.reduce((sum, line) => sum + Number(line.lineTotal), 0).toFixed(2);
  return prisma.invoice.create({
    data: {
      companyId,
      clientId,
      number,
      status,
      issueDate: day(issued),
      dueDate: day(issued),
      subtotal: total,
      total,
      balance: total,
      lines: { create: lines.map((line, sortOrder) => ({ ...line, sortOrder })) },
      ...extra,
    },
  });
}

const plain = (name: string, price: string): Line => ({
  name,
  unitPrice: price,
  quantity: "1",
  lineTotal: price,
});

/**
 * Company A: invoices of every status in March (and one in April), payments and a refund.
 * Company B: one invoice and one payment in March, whose text must never reach A's files.
 */
async function seed() {
  const a = await createOwner(prisma, "Alpha Electric");
  const b = await createOwner(prisma, "Bravo Plumbing");
  const jose = await prisma.client.create({
    data: {
      companyId: a.company.id,
      name: "José Núñez",
      email: "jose@example.com",
      address: "12 Rue de l'Église",
    },
  });
  const secret = await prisma.client.create({
    data: { companyId: b.company.id, name: "Bravo Secret Client", email: "secret@example.com" },
  });
  // Subtotal 1050 + 83.33 = 1133.33; 10% off = 113.33; tax 8.25% of 1020.00 = 84.15.
  const main = await createInvoice(
    a.company.id,
    jose.id,
    1,
    "partially_paid",
    "2026-03-10",
    [
      {
        name: "Panel — 200A",
        description: "Café kitchen",
        unitPrice: "1000",
        quantity: "1",
        feeName: "Permit",
        feeType: "fixed",
        feeValue: "50",
        lineTotal: "1050",
      },
      { name: "Wall", unitPrice: "33.33", quantity: "2.5", lineTotal: "83.33" },
    ],
    {
      title: "Panel upgrade",
      terms: "net_30",
      dueDate: day("2026-04-09"),
      discountType: "percentage",
      discountValue: "10",
      discountAmount: "113.33",
      taxRate: "8.25",
      taxAmount: "84.15",
      total: "1104.15",
      depositApplied: "280.10",
      amountPaid: "649.50",
      balance: "174.55",
    },
  );
  await createInvoice(a.company.id, jose.id, 2, "paid", "2026-03-31", [
    plain("Service call", "95"),
  ]);
  await createInvoice(a.company.id, jose.id, 3, "draft", "2026-03-12", [plain("Draft line", "10")]);
  await createInvoice(a.company.id, jose.id, 4, "void", "2026-03-15", [plain("Voided line", "20")]);
  await createInvoice(a.company.id, jose.id, 5, "sent", "2026-04-01", [plain("April line", "30")]);
  await createInvoice(a.company.id, jose.id, 6, "viewed", "2026-03-01", [
    plain("First day line", "40"),
  ]);
  const bInvoice = await createInvoice(b.company.id, secret.id, 1, "sent", "2026-03-10", [
    plain("Bravo secret line", "777.77"),
  ]);

  const pay = (data: Omit<Prisma.InvoicePaymentUncheckedCreateInput, "companyId" | "invoiceId">) =>
    prisma.invoicePayment.create({
      data: { companyId: a.company.id, invoiceId: main.id, ...data },
    });
  await pay({ amount: "500", method: "check", reference: "1234", paidOn: day("2026-03-12") });
  const card = await pay({ amount: "200", method: "card", paidOn: day("2026-03-15") });
  await pay({
    amount: "-50.50",
    method: "card",
    paidOn: day("2026-03-20"),
    refundOfId: card.id,
    reason: "Visit cancelled",
  });
  await pay({ amount: "99.99", method: "cash", paidOn: day("2026-04-02") });
  await prisma.invoicePayment.create({
    data: {
      companyId: b.company.id,
      invoiceId: bInvoice.id,
      amount: "777.77",
      method: "bank_transfer",
      paidOn: day("2026-03-11"),
    },
  });
  return { a, b };
}

let seeded: Awaited<ReturnType<typeof seed>>;
beforeAll(async () => {
  seeded = await seed();
});

describe("GET /api/exports/invoices", () => {
  it("writes the caller's issued invoices of the range as QuickBooks Online invoice lines, to the cent", async () => {
    const { a } = seeded;
    const res = await download(a.cookie, "invoices", { format: "quickbooks", ...MARCH });
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="quotecraft-${a.company.slug}-invoices-quickbooks-2026-03-01-to-2026-03-31.csv"`,
    );
    const { text, rows } = await table(res);
    const [header, ...lines] = rows;
    expect(header).toEqual([...QUICKBOOKS_INVOICE_COLUMNS]);
    // Sent, viewed, partially paid and paid; the first and last day included.
    expect(new Set(lines.map((row) => row[0]))).toEqual(
      new Set(["INV-0001", "INV-0002", "INV-0006"]),
    );
    // Drafts, voided invoices, April and company B are not in the file.
    expect(text).not.toMatch(/Draft line|Voided line|April line|Bravo/);
    const first = lines.filter((row) => row[0] === "INV-0001");
    expect(first[0]!.slice(1, 7)).toEqual([
      "José Núñez",
      "03/10/2026",
      "04/09/2026",
      "Net 30",
      "",
      "Invoice INV-0001. Tax in QuoteCraft 8.25% 84.15; total 1104.15. Deposit credited 280.10.",
    ]);
    expect(first.map((row) => row.slice(7))).toEqual([
      ["Panel — 200A", "Café kitchen", "1", "1000.00", "1000.00", "Y", ""],
      ["Permit", "Fee on Panel — 200A", "1", "50.00", "50.00", "Y", ""],
      ["Wall", "(2.5 × 33.33)", "1", "83.33", "83.33", "Y", ""],
      ["Discount", "10% off", "1", "-113.33", "-113.33", "Y", ""],
    ]);
    // The rows add up to subtotal − discount; QuickBooks adds the tax.
    const cents = first.reduce((sum, row) => sum + Math.round(Number(row[11]) * 100), 0);
    expect(cents).toBe(102000);
    expect(lines.find((row) => row[0] === "INV-0002")!.slice(4)).toEqual([
      "Due on receipt",
      "",
      "Invoice INV-0002. Tax in QuoteCraft 0% 0.00; total 95.00.",
      "Service call",
      "",
      "1",
      "95.00",
      "95.00",
      "N",
      "",
    ]);
  });

  it("writes Xero's sales invoice template with the chosen day order, account and tax rate", async () => {
    const { a } = seeded;
    const res = await download(a.cookie, "invoices", { format: "xero", dates: "intl", ...MARCH });
    expect(res.headers.get("content-disposition")).toContain("-invoices-xero-2026-03-01-to-");
    const {
      rows: [header, ...lines],
    } = await table(res);
    expect(header).toEqual([...XERO_INVOICE_COLUMNS]);
    const col = (name: (typeof XERO_INVOICE_COLUMNS)[number]) => header!.indexOf(name);
    const first = lines.filter((row) => row[col("*InvoiceNumber")] === "INV-0001");
    expect(
      [
        "*ContactName",
        "EmailAddress",
        "POAddressLine1",
        "Reference",
        "*InvoiceDate",
        "*DueDate",
      ].map((name) => first[0]![col(name as (typeof XERO_INVOICE_COLUMNS)[number])]),
    ).toEqual([
      "José Núñez",
      "jose@example.com",
      "12 Rue de l'Église",
      "Panel upgrade",
      "10/03/2026",
      "09/04/2026",
    ]);
    expect(
      first.map((row) =>
        (["*Description", "*UnitAmount", "*AccountCode", "*TaxType"] as const).map(
          (name) => row[col(name)],
        ),
      ),
    ).toEqual([
      ["Panel — 200A: Café kitchen", "1000.00", "200", "Tax on Sales"],
      ["Permit: Fee on Panel — 200A", "50.00", "200", "Tax on Sales"],
      ["Wall: (2.5 × 33.33)", "83.33", "200", "Tax on Sales"],
      ["Discount: 10% off", "-113.33", "200", "Tax on Sales"],
    ]);
    const untaxed = lines.find((row) => row[col("*InvoiceNumber")] === "INV-0002")!;
    expect(untaxed[col("*TaxType")]).toBe("Tax Exempt");
  });

  it("gives company B its own invoice and nothing of company A's", async () => {
    const { b } = seeded;
    const { text, rows } = await table(
      await download(b.cookie, "invoices", { format: "quickbooks", ...MARCH }),
    );
    expect(rows.slice(1).map((row) => [row[0], row[1], row[7], row[11]])).toEqual([
      ["INV-0001", "Bravo Secret Client", "Bravo secret line", "777.77"],
    ]);
    expect(text).not.toMatch(/José|Panel|Service call|First day|Alpha/);
  });
});

describe("GET /api/exports/payments", () => {
  it("writes the caller's payments of the range as a bank statement, refunds negative", async () => {
    const { a } = seeded;
    const res = await download(a.cookie, "payments", { format: "bank", ...MARCH });
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="quotecraft-${a.company.slug}-payments-bank-2026-03-01-to-2026-03-31.csv"`,
    );
    const { text, rows } = await table(res);
    expect(rows).toEqual([
      [...BANK_STATEMENT_COLUMNS],
      ["03/12/2026", "Payment INV-0001 José Núñez (check 1234)", "500.00"],
      ["03/15/2026", "Payment INV-0001 José Núñez (card)", "200.00"],
      ["03/20/2026", "Refund INV-0001 José Núñez (card): Visit cancelled", "-50.50"],
    ]);
    expect(text).not.toMatch(/99\.99|777\.77|Bravo/);
    const intl = await table(
      await download(a.cookie, "payments", { format: "bank", dates: "intl", ...MARCH }),
    );
    expect(intl.rows[1]![0]).toBe("12/03/2026");
  });

  it("gives company B its own payment and nothing of company A's", async () => {
    const { b } = seeded;
    const { text, rows } = await table(
      await download(b.cookie, "payments", { format: "bank", ...MARCH }),
    );
    expect(rows.slice(1)).toEqual([
      ["03/11/2026", "Payment INV-0001 Bravo Secret Client (bank transfer)", "777.77"],
    ]);
    expect(text).not.toMatch(/José|500\.00|50\.50/);
  });
});

describe("GET /api/exports invoices and payments validation", () => {
  it.each([
    ["invoices", "generic", "format"],
    ["invoices", "bank", "format"],
    ["payments", "quickbooks", "format"],
    ["payments", "xero", "format"],
    ["quotes", "bank", "format"],
    ["bills", "quickbooks", "dataset"],
  ])("%s as %s is a 400 naming %s", async (dataset, format, field) => {
    const res = await download(seeded.a.cookie, dataset, { format, ...MARCH });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe("validation_error");
    expect(body.issues.map((issue: { path: string }) => issue.path)).toContain(field);
  });

  it.each([
    ["invoices", "quickbooks"],
    ["invoices", "xero"],
    ["payments", "bank"],
  ])("refuses %s as %s to the signed-out", async (dataset, format) => {
    const res = await download(undefined, dataset, { format, ...MARCH });
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).not.toMatch(/csv/);
  });
});
