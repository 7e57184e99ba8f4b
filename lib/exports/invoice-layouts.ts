/**
 * The columns of the invoice and payment accounting files and how an invoice or an invoice
 * payment fills them (docs/accounting-exports.md "Invoices" and "Invoice payments", with
 * where each column list comes from). Pure functions of plain values: money in integer
 * cents, days as UTC dates; the reading is lib/exports/export.ts.
 */
import type { InvoicePaymentMethod, InvoiceTerms } from "@prisma/client";
import {
  centsToDecimalString,
  multiplyCents,
  toCents,
  type DecimalLike,
} from "@/lib/pricing/money";
import type { CsvValue } from "@/lib/csv/csv";
import type { ExportFormat } from "@/lib/validation/export";
import { exactLine, formatDate, quantityText, type DocLine, type LayoutOptions } from "./layouts";

const money = centsToDecimalString;

/** An invoice as the files need it (sent, viewed, partially paid or paid: drafts and voids are not exported). */
export type InvoiceDoc = {
  /** "INV-0007". */
  number: string;
  issueDate: Date;
  dueDate: Date;
  terms: InvoiceTerms;
  customer: string;
  email: string | null;
  address: string | null;
  /** The invoice's title (Xero's Reference). */
  reference: string;
  /** Its lines, each line's fee and the discount, as rows (see invoiceDocLines). */
  lines: DocLine[];
  /** Percent text ("8.25"). */
  taxRate: string;
  taxCents: number;
  totalCents: number;
  /** The quote's deposit credited on this invoice. */
  depositCents: number;
};

/** A stored invoice line, as Prisma reads it. */
export type InvoiceLineInput = {
  name: string;
  description: string | null;
  unitPrice: DecimalLike;
  quantity: DecimalLike;
  feeName: string | null;
  /** Subtotal + fee, as stored by the last save. */
  lineTotal: DecimalLike;
};

export type InvoiceDiscountInput = {
  amountCents: number;
  type: "percentage" | "fixed" | null;
  value: DecimalLike | null;
};

/**
 * The rows of an invoice, as for a quote (docs/accounting-exports.md "Lines"): each line at
 * unit price × quantity (rounded half-up, docs/pricing.md Q1), its fee as a row of its own
 * right after it (the stored line total less that amount), then the discount as a last
 * negative row. The rows add up to the invoice's subtotal − discount.
 */
export function invoiceDocLines(
  lines: readonly InvoiceLineInput[],
  discount: InvoiceDiscountInput,
): DocLine[] {
  const rows: DocLine[] = [];
  for (const line of lines) {
    const rateCents = toCents(line.unitPrice);
    const amountCents = multiplyCents(rateCents, line.quantity);
    rows.push({
      item: line.name,
      description: line.description ?? "",
      quantity: line.quantity.toString(),
      rateCents,
      amountCents,
    });
    const feeCents = toCents(line.lineTotal) - amountCents;
    if (feeCents !== 0)
      rows.push({
        item: line.feeName ?? "Fee",
        description: `Fee on ${line.name}`,
        quantity: "1",
        rateCents: feeCents,
        amountCents: feeCents,
      });
  }
  if (discount.amountCents > 0)
    rows.push({
      item: "Discount",
      description:
        discount.type === "percentage" && discount.value !== null
          ? `${quantityText(discount.value.toString())}% off`
          : "",
      quantity: "1",
      rateCents: -discount.amountCents,
      amountCents: -discount.amountCents,
    });
  return rows;
}

/** QuickBooks Online's default term names (Due on receipt, Net 15, Net 30 exist in every company). */
export const QUICKBOOKS_TERMS: Record<InvoiceTerms, string> = {
  due_on_receipt: "Due on receipt",
  net_7: "Net 7",
  net_15: "Net 15",
  net_30: "Net 30",
};

/**
 * QuickBooks Online → Settings → Import data → Invoices: the column names of QuickBooks'
 * sample invoice import file ("Import invoices" help article), in its order. Headers named
 * like this map themselves; `Location` and `TaxRate` name a QuickBooks location and sales
 * tax rate, which QuoteCraft does not know, so they stay empty.
 */
export const QUICKBOOKS_INVOICE_COLUMNS = [
  "InvoiceNo",
  "Customer",
  "InvoiceDate",
  "DueDate",
  "Terms",
  "Location",
  "Memo",
  "Item(Product/Service)",
  "ItemDescription",
  "ItemQuantity",
  "ItemRate",
  "ItemAmount",
  "Taxable",
  "TaxRate",
] as const;

function quickbooksInvoice(doc: InvoiceDoc, options: LayoutOptions): CsvValue[][] {
  const taxed = doc.taxCents > 0;
  const deposit = doc.depositCents > 0 ? ` Deposit credited ${money(doc.depositCents)}.` : "";
  const memo = `Invoice ${doc.number}. Tax in QuoteCraft ${quantityText(doc.taxRate)}% ${money(doc.taxCents)}; total ${money(doc.totalCents)}.${deposit}`;
  return doc.lines
    .map(exactLine)
    .map((line) => [
      doc.number,
      doc.customer,
      formatDate(doc.issueDate, options.dates),
      formatDate(doc.dueDate, options.dates),
      QUICKBOOKS_TERMS[doc.terms],
      "",
      memo,
      line.item,
      line.description,
      quantityText(line.quantity),
      money(line.rateCents),
      money(line.amountCents),
      taxed ? "Y" : "N",
      "",
    ]);
}

/**
 * Xero → Business → Invoices → Import: the sales invoice CSV template (Xero's
 * SalesInvoiceTemplate.csv and its "Import invoices" help), in its order and with its
 * asterisks, Xero's mark of a required column. Xero computes `Total` and `TaxAmount` from
 * quantity, unit amount and tax rate, so they stay empty.
 */
export const XERO_INVOICE_COLUMNS = [
  "*ContactName",
  "EmailAddress",
  "POAddressLine1",
  "POAddressLine2",
  "POAddressLine3",
  "POAddressLine4",
  "POCity",
  "PORegion",
  "POPostalCode",
  "POCountry",
  "*InvoiceNumber",
  "Reference",
  "*InvoiceDate",
  "*DueDate",
  "Total",
  "InventoryItemCode",
  "*Description",
  "*Quantity",
  "*UnitAmount",
  "Discount",
  "*AccountCode",
  "*TaxType",
  "TaxAmount",
  "TrackingName1",
  "TrackingOption1",
  "TrackingName2",
  "TrackingOption2",
  "Currency",
  "BrandingTheme",
] as const;

function xeroInvoice(doc: InvoiceDoc, options: LayoutOptions): CsvValue[][] {
  const taxType = doc.taxCents > 0 ? options.taxType : "Tax Exempt";
  return doc.lines.map(exactLine).map((line) => {
    const cells: Record<(typeof XERO_INVOICE_COLUMNS)[number], CsvValue> = {
      "*ContactName": doc.customer,
      EmailAddress: doc.email ?? "",
      POAddressLine1: doc.address ?? "",
      POAddressLine2: "",
      POAddressLine3: "",
      POAddressLine4: "",
      POCity: "",
      PORegion: "",
      POPostalCode: "",
      POCountry: "",
      "*InvoiceNumber": doc.number,
      Reference: doc.reference,
      "*InvoiceDate": formatDate(doc.issueDate, options.dates),
      "*DueDate": formatDate(doc.dueDate, options.dates),
      Total: "",
      InventoryItemCode: "",
      "*Description": line.description ? `${line.item}: ${line.description}` : line.item,
      "*Quantity": quantityText(line.quantity),
      "*UnitAmount": money(line.rateCents),
      Discount: "",
      "*AccountCode": options.accountCode,
      "*TaxType": taxType,
      TaxAmount: "",
      TrackingName1: "",
      TrackingOption1: "",
      TrackingName2: "",
      TrackingOption2: "",
      Currency: "",
      BrandingTheme: "",
    };
    return XERO_INVOICE_COLUMNS.map((column) => cells[column]);
  });
}

export function invoiceColumns(format: ExportFormat): readonly string[] {
  return format === "xero" ? XERO_INVOICE_COLUMNS : QUICKBOOKS_INVOICE_COLUMNS;
}

/** One row per line of the invoice (see invoiceDocLines), in QuickBooks' or Xero's columns. */
export function invoiceRows(format: ExportFormat, doc: InvoiceDoc, options: LayoutOptions) {
  return format === "xero" ? xeroInvoice(doc, options) : quickbooksInvoice(doc, options);
}

/** A payment received on an invoice (positive) or a refund (negative). */
export type InvoicePaymentRecord = {
  date: Date;
  invoiceNumber: string;
  customer: string;
  method: InvoicePaymentMethod;
  /** Check number, transfer reference. */
  reference: string | null;
  amountCents: number;
  note: string | null;
  /** Why a refund was made. */
  reason: string | null;
};

/**
 * The bank-statement file both QuickBooks Online ("Upload transactions manually", its
 * three-column CSV) and Xero ("Import a bank statement", columns assigned on import) read:
 * exactly these three columns. Money in is positive, a refund negative.
 */
export const BANK_STATEMENT_COLUMNS = ["Date", "Description", "Amount"] as const;

/** How a method reads in a statement line ("check 1234"). */
export const PAYMENT_METHOD_WORDS: Record<InvoicePaymentMethod, string> = {
  cash: "cash",
  check: "check",
  card: "card",
  bank_transfer: "bank transfer",
  stripe: "Stripe",
  other: "other",
};

/** One line of text: a statement line has no line breaks or runs of spaces. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** "Payment INV-0007 Jane Smith (check 1234)", "Refund INV-0007 Jane Smith (card): Cancelled visit". */
export function paymentDescription(payment: InvoicePaymentRecord) {
  const kind = payment.amountCents < 0 ? "Refund" : "Payment";
  const reference = payment.reference ? ` ${payment.reference}` : "";
  const detail = (payment.amountCents < 0 ? (payment.reason ?? payment.note) : payment.note) ?? "";
  const text = `${kind} ${payment.invoiceNumber} ${payment.customer} (${PAYMENT_METHOD_WORDS[payment.method]}${reference})`;
  return oneLine(oneLine(detail) ? `${text}: ${detail}` : text);
}

export function paymentRow(payment: InvoicePaymentRecord, options: LayoutOptions): CsvValue[] {
  return [
    formatDate(payment.date, options.dates),
    paymentDescription(payment),
    money(payment.amountCents),
  ];
}
