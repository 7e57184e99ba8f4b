/**
 * The columns of each accounting file and how a quote, an estimate request or a deposit
 * fills them (docs/accounting-exports.md has the mapping and where the column names come
 * from). Pure functions of plain values: money in integer cents, days as UTC dates.
 */
import { centsToDecimalString, toFixedPoint } from "@/lib/pricing/money";
import type { CsvValue } from "@/lib/csv/csv";
import type { DateStyle, ExportFormat } from "@/lib/validation/export";

/** One row of a sales document (a quote or a request): an item, a fee, a fee of the visit or the discount. */
export type DocLine = {
  item: string;
  description: string;
  /** Decimal text as stored ("2.5"). */
  quantity: string;
  rateCents: number;
  amountCents: number;
};

export type SalesDoc = {
  type: "quote" | "request";
  number: string;
  status: string;
  /** The document's day (UTC). */
  date: Date;
  customer: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  reference: string;
  lines: DocLine[];
  subtotalCents: number;
  discountCents: number;
  /** Percent text ("8.25"), null when not known (requests keep only the amount). */
  taxRate: string | null;
  taxCents: number;
  totalCents: number;
  depositCents: number;
};

export type Deposit = {
  id: string;
  date: Date;
  quoteNumber: string;
  customer: string;
  method: string;
  amountCents: number;
  note: string | null;
};

export type LayoutOptions = { dates: DateStyle; accountCode: string; taxType: string };

const money = centsToDecimalString;

/** A day as the file wants it: MM/DD/YYYY (us), DD/MM/YYYY (intl) or YYYY-MM-DD (generic). */
export function formatDate(date: Date, style: DateStyle | "iso") {
  const iso = date.toISOString().slice(0, 10);
  const [year, month, day] = iso.split("-");
  if (style === "iso") return iso;
  return style === "us" ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

/**
 * A line whose quantity × rate is not exactly its amount in cents (a rounded product) is
 * written as quantity 1 at its amount, the real quantity and rate kept in the description,
 * so that an importer that multiplies gets the same amount to the cent.
 */
export function exactLine(line: DocLine): DocLine {
  const product = BigInt(line.rateCents) * toFixedPoint(line.quantity, 4);
  if (product === BigInt(line.amountCents) * BigInt(10_000)) return line;
  const detail = `${line.quantity} × ${money(line.rateCents)}`;
  return {
    ...line,
    description: line.description ? `${line.description} (${detail})` : `(${detail})`,
    quantity: "1",
    rateCents: line.amountCents,
  };
}

/** Quantity text without trailing zeros ("2.50" → "2.5", "3.00" → "3"). */
export const quantityText = (quantity: string) =>
  quantity.includes(".") ? quantity.replace(/0+$/, "").replace(/\.$/, "") : quantity;

const label = (doc: SalesDoc) =>
  `${doc.type === "quote" ? "Quote" : "Estimate request"} ${doc.number}`;

/** QuickBooks Online: Sales → Invoices import ("Import invoices"), one row per line. */
export const QUICKBOOKS_SALES_COLUMNS = [
  "InvoiceNo",
  "Customer",
  "InvoiceDate",
  "DueDate",
  "Terms",
  "Memo",
  "Item(Product/Service)",
  "ItemDescription",
  "ItemQuantity",
  "ItemRate",
  "ItemAmount",
  "Taxable",
] as const;

function quickbooksSales(doc: SalesDoc, options: LayoutOptions): CsvValue[][] {
  const taxed = doc.taxCents > 0;
  const tax = doc.taxRate ? `${quantityText(doc.taxRate)}% ` : "";
  const memo = `${label(doc)} (${doc.status}). Tax in QuoteCraft ${tax}${money(doc.taxCents)}; total ${money(doc.totalCents)}.`;
  return doc.lines
    .map(exactLine)
    .map((line) => [
      doc.number,
      doc.customer,
      formatDate(doc.date, options.dates),
      formatDate(doc.date, options.dates),
      "Due on receipt",
      memo,
      line.item,
      line.description,
      quantityText(line.quantity),
      money(line.rateCents),
      money(line.amountCents),
      taxed ? "Y" : "N",
    ]);
}

/** Xero: Business → Invoices → Import (the sales invoice template), one row per line. */
export const XERO_SALES_COLUMNS = [
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
  "InventoryItemCode",
  "*Description",
  "*Quantity",
  "*UnitAmount",
  "Discount",
  "*AccountCode",
  "*TaxType",
  "TrackingName1",
  "TrackingOption1",
  "TrackingName2",
  "TrackingOption2",
  "Currency",
  "BrandingTheme",
] as const;

function xeroSales(doc: SalesDoc, options: LayoutOptions): CsvValue[][] {
  const taxType = doc.taxCents > 0 ? options.taxType : "Tax Exempt";
  return doc.lines
    .map(exactLine)
    .map((line) => [
      doc.customer,
      doc.email ?? "",
      doc.address ?? "",
      "",
      "",
      "",
      "",
      "",
      "",
      "",
      doc.number,
      doc.reference,
      formatDate(doc.date, options.dates),
      formatDate(doc.date, options.dates),
      "",
      line.description ? `${line.item}: ${line.description}` : line.item,
      quantityText(line.quantity),
      money(line.rateCents),
      "",
      options.accountCode,
      taxType,
      "",
      "",
      "",
      "",
      "",
      "",
    ]);
}

/** Everything QuoteCraft knows, for spreadsheets and other tools: one row per line. */
export const GENERIC_SALES_COLUMNS = [
  "Type",
  "Number",
  "Status",
  "Date",
  "Customer",
  "Email",
  "Phone",
  "Address",
  "Reference",
  "Line",
  "Item",
  "Description",
  "Quantity",
  "UnitPrice",
  "LineAmount",
  "Subtotal",
  "Discount",
  "TaxRate",
  "Tax",
  "Total",
  "Deposit",
] as const;

function genericSales(doc: SalesDoc): CsvValue[][] {
  return doc.lines.map((line, index) => [
    doc.type,
    doc.number,
    doc.status,
    formatDate(doc.date, "iso"),
    doc.customer,
    doc.email ?? "",
    doc.phone ?? "",
    doc.address ?? "",
    doc.reference,
    index + 1,
    line.item,
    line.description,
    quantityText(line.quantity),
    money(line.rateCents),
    money(line.amountCents),
    money(doc.subtotalCents),
    money(doc.discountCents),
    doc.taxRate === null ? "" : quantityText(doc.taxRate),
    money(doc.taxCents),
    money(doc.totalCents),
    money(doc.depositCents),
  ]);
}

/** QuickBooks Online: Banking → Upload transactions, the three-column layout. */
export const QUICKBOOKS_DEPOSIT_COLUMNS = ["Date", "Description", "Amount"] as const;
/** Xero: bank account → Import a statement (CSV). */
export const XERO_DEPOSIT_COLUMNS = [
  "*Date",
  "*Amount",
  "Payee",
  "Description",
  "Reference",
] as const;
export const GENERIC_DEPOSIT_COLUMNS = [
  "Date",
  "Quote",
  "Customer",
  "Method",
  "Amount",
  "Note",
  "PaymentId",
] as const;

const depositText = (deposit: Deposit) =>
  `Deposit on quote ${deposit.quoteNumber} (${deposit.method})${deposit.note ? `: ${deposit.note}` : ""}`;

export function salesColumns(format: ExportFormat): readonly string[] {
  if (format === "quickbooks") return QUICKBOOKS_SALES_COLUMNS;
  if (format === "xero") return XERO_SALES_COLUMNS;
  return GENERIC_SALES_COLUMNS;
}

export function salesRows(format: ExportFormat, doc: SalesDoc, options: LayoutOptions) {
  if (format === "quickbooks") return quickbooksSales(doc, options);
  if (format === "xero") return xeroSales(doc, options);
  return genericSales(doc);
}

export function depositColumns(format: ExportFormat): readonly string[] {
  if (format === "quickbooks") return QUICKBOOKS_DEPOSIT_COLUMNS;
  if (format === "xero") return XERO_DEPOSIT_COLUMNS;
  return GENERIC_DEPOSIT_COLUMNS;
}

export function depositRow(
  format: ExportFormat,
  deposit: Deposit,
  options: LayoutOptions,
): CsvValue[] {
  if (format === "quickbooks")
    return [
      formatDate(deposit.date, options.dates),
      `${depositText(deposit)}, ${deposit.customer}`,
      money(deposit.amountCents),
    ];
  if (format === "xero")
    return [
      formatDate(deposit.date, options.dates),
      money(deposit.amountCents),
      deposit.customer,
      depositText(deposit),
      deposit.quoteNumber,
    ];
  return [
    formatDate(deposit.date, "iso"),
    deposit.quoteNumber,
    deposit.customer,
    deposit.method,
    money(deposit.amountCents),
    deposit.note ?? "",
    deposit.id,
  ];
}
