/** @jest-environment node */
import { CSV_BOM, parseCsv, toCsv } from "@/lib/csv/csv";
import {
  BANK_STATEMENT_COLUMNS,
  QUICKBOOKS_INVOICE_COLUMNS,
  XERO_INVOICE_COLUMNS,
  invoiceColumns,
  invoiceDocLines,
  invoiceRows,
  paymentDescription,
  paymentRow,
  type InvoiceDoc,
  type InvoicePaymentRecord,
} from "@/lib/exports/invoice-layouts";
import { exportQuerySchema, formatProblem } from "@/lib/validation/export";

/**
 * The documented headers, written out by hand as the importers publish them, so that a
 * change to a constant cannot hide itself (docs/accounting-exports.md "Where the column names
 * come from").
 */
const QUICKBOOKS_SAMPLE =
  "InvoiceNo,Customer,InvoiceDate,DueDate,Terms,Location,Memo,Item(Product/Service),ItemDescription,ItemQuantity,ItemRate,ItemAmount,Taxable,TaxRate";
const XERO_TEMPLATE =
  "*ContactName,EmailAddress,POAddressLine1,POAddressLine2,POAddressLine3,POAddressLine4,POCity,PORegion,POPostalCode,POCountry,*InvoiceNumber,Reference,*InvoiceDate,*DueDate,Total,InventoryItemCode,*Description,*Quantity,*UnitAmount,Discount,*AccountCode,*TaxType,TaxAmount,TrackingName1,TrackingOption1,TrackingName2,TrackingOption2,Currency,BrandingTheme";
const BANK_THREE_COLUMNS = "Date,Description,Amount";

const us = { dates: "us" as const, accountCode: "200", taxType: "Tax on Sales" };
const intl = { ...us, dates: "intl" as const };

const doc = (patch: Partial<InvoiceDoc> = {}): InvoiceDoc => ({
  number: "INV-0007",
  issueDate: new Date("2026-03-05T00:00:00Z"),
  dueDate: new Date("2026-04-04T00:00:00Z"),
  terms: "net_30",
  customer: "José Núñez",
  email: "jose@example.com",
  address: "1 Elm St, Austin, TX 78701",
  reference: "Panel upgrade — phase 1",
  lines: invoiceDocLines(
    [
      {
        name: "Panel — 200A",
        description: "Café kitchen",
        unitPrice: "1000",
        quantity: "1",
        feeName: "Permit",
        lineTotal: "1050",
      },
      {
        name: "Wall",
        description: null,
        unitPrice: "33.33",
        quantity: "2.5",
        feeName: null,
        lineTotal: "83.33",
      },
    ],
    { amountCents: 11333, type: "percentage", value: "10.00" },
  ),
  taxRate: "8.25",
  taxCents: 8415,
  totalCents: 110415,
  depositCents: 28010,
  ...patch,
});

const payment = (patch: Partial<InvoicePaymentRecord> = {}): InvoicePaymentRecord => ({
  date: new Date("2026-03-09T00:00:00Z"),
  invoiceNumber: "INV-0007",
  customer: "Jane Smith",
  method: "check",
  reference: "1234",
  amountCents: 50000,
  note: null,
  reason: null,
  ...patch,
});

describe("invoice and payment headers", () => {
  it("are the documented column lists, in order, asterisks included", () => {
    expect([...QUICKBOOKS_INVOICE_COLUMNS]).toEqual(QUICKBOOKS_SAMPLE.split(","));
    expect([...XERO_INVOICE_COLUMNS]).toEqual(XERO_TEMPLATE.split(","));
    expect([...BANK_STATEMENT_COLUMNS]).toEqual(BANK_THREE_COLUMNS.split(","));
    expect(invoiceColumns("quickbooks")).toBe(QUICKBOOKS_INVOICE_COLUMNS);
    expect(invoiceColumns("xero")).toBe(XERO_INVOICE_COLUMNS);
  });

  it("every row has as many cells as its header", () => {
    for (const format of ["quickbooks", "xero"] as const)
      for (const row of invoiceRows(format, doc(), us))
        expect(row).toHaveLength(invoiceColumns(format).length);
    expect(paymentRow(payment(), us)).toHaveLength(BANK_STATEMENT_COLUMNS.length);
  });
});

describe("invoiceDocLines", () => {
  it("writes each line at unit price × quantity, its fee after it and the discount last, adding up to subtotal − discount", () => {
    const lines = doc().lines;
    expect(lines).toEqual([
      {
        item: "Panel — 200A",
        description: "Café kitchen",
        quantity: "1",
        rateCents: 100000,
        amountCents: 100000,
      },
      {
        item: "Permit",
        description: "Fee on Panel — 200A",
        quantity: "1",
        rateCents: 5000,
        amountCents: 5000,
      },
      // 2.5 × 33.33 = 83.325, half-up to 83.33 (docs/pricing.md Q1).
      { item: "Wall", description: "", quantity: "2.5", rateCents: 3333, amountCents: 8333 },
      {
        item: "Discount",
        description: "10% off",
        quantity: "1",
        rateCents: -11333,
        amountCents: -11333,
      },
    ]);
    // Subtotal 1050 + 83.33 = 1133.33, less the 113.33 discount.
    expect(lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(113333 - 11333);
  });

  it("writes no fee row without a fee and no discount row without a discount", () => {
    const lines = invoiceDocLines(
      [
        {
          name: "A",
          description: "",
          unitPrice: "10",
          quantity: "3",
          feeName: null,
          lineTotal: "30",
        },
      ],
      { amountCents: 0, type: null, value: null },
    );
    expect(lines.map((line) => line.item)).toEqual(["A"]);
    const fixed = invoiceDocLines([], { amountCents: 500, type: "fixed", value: "5" });
    expect(fixed).toEqual([
      { item: "Discount", description: "", quantity: "1", rateCents: -500, amountCents: -500 },
    ]);
  });
});

describe("QuickBooks Online invoices", () => {
  it("writes one row per line with MM/DD/YYYY days, the term, two-decimal money and the memo", () => {
    const rows = invoiceRows("quickbooks", doc(), us);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual([
      "INV-0007",
      "José Núñez",
      "03/05/2026",
      "04/04/2026",
      "Net 30",
      "",
      "Invoice INV-0007. Tax in QuoteCraft 8.25% 84.15; total 1104.15. Deposit credited 280.10.",
      "Panel — 200A",
      "Café kitchen",
      "1",
      "1000.00",
      "1000.00",
      "Y",
      "",
    ]);
    // 2.5 × 33.33 is not 83.33 to the cent: 1 × 83.33, the real figures in the description.
    expect(rows.map((row) => row.slice(7, 12))).toEqual([
      ["Panel — 200A", "Café kitchen", "1", "1000.00", "1000.00"],
      ["Permit", "Fee on Panel — 200A", "1", "50.00", "50.00"],
      ["Wall", "(2.5 × 33.33)", "1", "83.33", "83.33"],
      ["Discount", "10% off", "1", "-113.33", "-113.33"],
    ]);
  });

  it("writes DD/MM/YYYY when asked, N for an untaxed invoice and no deposit sentence without one", () => {
    const [row] = invoiceRows(
      "quickbooks",
      doc({ taxCents: 0, taxRate: "0", depositCents: 0, terms: "due_on_receipt" }),
      intl,
    );
    expect(row!.slice(2, 5)).toEqual(["05/03/2026", "04/04/2026", "Due on receipt"]);
    expect(row![6]).toBe("Invoice INV-0007. Tax in QuoteCraft 0% 0.00; total 1104.15.");
    expect(row![12]).toBe("N");
  });
});

describe("Xero invoices", () => {
  const cell = (row: unknown[], name: (typeof XERO_INVOICE_COLUMNS)[number]) =>
    row[XERO_INVOICE_COLUMNS.indexOf(name)];

  it("fills the template's columns, DD/MM/YYYY when asked, with the sales account and tax rate", () => {
    const rows = invoiceRows("xero", doc(), intl);
    const first = rows[0]!;
    expect(cell(first, "*ContactName")).toBe("José Núñez");
    expect(cell(first, "EmailAddress")).toBe("jose@example.com");
    expect(cell(first, "POAddressLine1")).toBe("1 Elm St, Austin, TX 78701");
    expect(cell(first, "*InvoiceNumber")).toBe("INV-0007");
    expect(cell(first, "Reference")).toBe("Panel upgrade — phase 1");
    expect(cell(first, "*InvoiceDate")).toBe("05/03/2026");
    expect(cell(first, "*DueDate")).toBe("04/04/2026");
    expect(cell(first, "Total")).toBe("");
    expect(cell(first, "TaxAmount")).toBe("");
    expect(
      rows.map((row) =>
        (["*Description", "*Quantity", "*UnitAmount", "*AccountCode", "*TaxType"] as const).map(
          (name) => cell(row, name),
        ),
      ),
    ).toEqual([
      ["Panel — 200A: Café kitchen", "1", "1000.00", "200", "Tax on Sales"],
      ["Permit: Fee on Panel — 200A", "1", "50.00", "200", "Tax on Sales"],
      ["Wall: (2.5 × 33.33)", "1", "83.33", "200", "Tax on Sales"],
      ["Discount: 10% off", "1", "-113.33", "200", "Tax on Sales"],
    ]);
  });

  it("writes MM/DD/YYYY by default and Tax Exempt on an untaxed invoice", () => {
    const [row] = invoiceRows("xero", doc({ taxCents: 0 }), us);
    expect(cell(row!, "*InvoiceDate")).toBe("03/05/2026");
    expect(cell(row!, "*DueDate")).toBe("04/04/2026");
    expect(cell(row!, "*TaxType")).toBe("Tax Exempt");
  });
});

describe("bank-statement payments", () => {
  it("writes a payment as money in, described by invoice, customer, method and reference", () => {
    expect(paymentRow(payment(), us)).toEqual([
      "03/09/2026",
      "Payment INV-0007 Jane Smith (check 1234)",
      "500.00",
    ]);
    expect(paymentRow(payment(), intl)[0]).toBe("09/03/2026");
  });

  it("writes a refund as a negative amount, with its reason", () => {
    const refund = payment({
      amountCents: -5050,
      method: "card",
      reference: null,
      reason: "Visit\ncancelled",
    });
    expect(paymentRow(refund, us)).toEqual([
      "03/09/2026",
      "Refund INV-0007 Jane Smith (card): Visit cancelled",
      "-50.50",
    ]);
    // Written as a plain signed number, never guarded as a formula.
    expect(toCsv([paymentRow(refund, us)])).toBe(
      "03/09/2026,Refund INV-0007 Jane Smith (card): Visit cancelled,-50.50\r\n",
    );
  });

  it("names every method in words and keeps a payment's note", () => {
    expect(
      paymentDescription(payment({ method: "bank_transfer", reference: "TR-9", note: "Deposit" })),
    ).toBe("Payment INV-0007 Jane Smith (bank transfer TR-9): Deposit");
    expect(paymentDescription(payment({ method: "stripe", reference: null }))).toBe(
      "Payment INV-0007 Jane Smith (Stripe)",
    );
  });
});

describe("the file text", () => {
  it("starts with a UTF-8 byte-order mark and keeps accents and dashes byte for byte", () => {
    const text =
      CSV_BOM +
      toCsv([[...QUICKBOOKS_INVOICE_COLUMNS]]) +
      toCsv(invoiceRows("quickbooks", doc(), us));
    const bytes = new TextEncoder().encode(text);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const decoded = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(decoded.startsWith("\uFEFFInvoiceNo,Customer,")).toBe(true);
    const [header, first] = parseCsv(decoded).map((record) => record.cells);
    expect(header![0]).toBe("InvoiceNo");
    expect(first![1]).toBe("José Núñez");
    expect(first![7]).toBe("Panel — 200A");
  });

  it("guards a customer name a spreadsheet would run as a formula", () => {
    const [row] = invoiceRows("quickbooks", doc({ customer: '=HYPERLINK("x")' }), us);
    expect(parseCsv(toCsv([row!]))[0]!.cells[1]).toBe('\'=HYPERLINK("x")');
  });
});

describe("dataset formats", () => {
  it("writes invoices for QuickBooks or Xero and payments as a bank statement only", () => {
    expect(formatProblem("invoices", "quickbooks")).toBeNull();
    expect(formatProblem("invoices", "xero")).toBeNull();
    expect(formatProblem("invoices", "generic")).toBe(
      "format must be quickbooks or xero for invoices.",
    );
    expect(formatProblem("payments", "bank")).toBeNull();
    expect(formatProblem("payments", "quickbooks")).toBe("format must be bank for payments.");
    expect(formatProblem("quotes", "bank")).toBe(
      "format must be quickbooks, xero or generic for quotes.",
    );
    expect(
      exportQuerySchema.parse({ format: "bank", from: "2026-01-01", to: "2026-01-31" }).dates,
    ).toBe("us");
  });
});
