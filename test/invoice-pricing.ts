/**
 * Fixtures of the invoice pricing tests (lib/pricing/invoice*.test.ts): quotes written by hand,
 * and invoices of them built the way the server sums a quote's billing.
 */
import { centsToDecimalString } from "@/lib/pricing/money";
import { computeQuote, type QuoteAdjustment } from "@/lib/pricing/quote";
import {
  computeInvoice,
  planFromQuote,
  type InvoiceBreakdown,
  type InvoicePlanMode,
  type InvoicePricingLine,
  type InvoiceQuoteContext,
  type PlannableQuoteLine,
  type PlannedLine,
} from "@/lib/pricing/invoice";
export const pct = (value: number | string) => ({ type: "percentage" as const, value });
export const fixed = (value: number | string) => ({ type: "fixed" as const, value });
/** A fixed discount of so many cents, as an invoice stores planFromQuote's discount. */
export const fixedCents = (cents: number) => fixed(centsToDecimalString(cents));

// ---------------------------------------------------------------------------------------
// Quotes and their invoices

export type QuoteLineSpec = Omit<PlannableQuoteLine, "totalCents" | "billedCents">;

export type QuoteFixture = {
  lines: QuoteLineSpec[];
  discount?: QuoteAdjustment;
  taxRate: number | string;
};

/** A quote line: `id` is also its name. */
export const qline = (
  id: string,
  unitPriceCents: number,
  quantity: number | string,
  extra: Partial<QuoteLineSpec> = {},
): QuoteLineSpec => ({ id, name: id, unitPriceCents, quantity, ...extra });

/** A line the owner added to an invoice (it bills no quote line). */
export const added = (
  unitPriceCents: number,
  quantity: number | string = 1,
  extra: Partial<InvoicePricingLine> = {},
): InvoicePricingLine => ({ unitPriceCents, quantity, quoteLineId: null, ...extra });

/** A line of an invoice that bills (part of) quote line `quoteLineId`. */
export const billing = (
  quoteLineId: string,
  unitPriceCents: number,
  quantity: number | string = 1,
): InvoicePricingLine => ({ unitPriceCents, quantity, quoteLineId });

export type Invoice = InvoiceBreakdown<InvoicePricingLine>;

/** The quote as the server prices it (Q1-Q5); every line is included. */
export function priceQuote(quote: QuoteFixture) {
  const result = computeQuote({
    lines: quote.lines,
    discount: quote.discount,
    taxRate: quote.taxRate,
  });
  return {
    ...quote,
    result,
    lineTotals: new Map(quote.lines.map((line, i) => [line.id, result.lines[i].totalCents])),
  };
}
export type PricedQuote = ReturnType<typeof priceQuote>;

/** What the quote's live invoices billed of a line. */
export const billedOf = (invoices: readonly Invoice[], id: string) =>
  invoices
    .flatMap((invoice) => invoice.lines)
    .filter((priced) => priced.line.quoteLineId === id)
    .reduce((sum, priced) => sum + priced.totalCents, 0);

export const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The context of a new invoice of the quote, its other live invoices being `invoices`. */
export function contextOf(
  quote: PricedQuote,
  invoices: readonly Invoice[] = [],
): InvoiceQuoteContext {
  return {
    subtotalCents: quote.result.subtotalCents,
    discountCents: quote.result.discountCents,
    taxCents: quote.result.taxCents,
    totalCents: quote.result.totalCents,
    taxRate: quote.taxRate,
    lines: quote.lines.map((line) => ({
      id: line.id,
      totalCents: quote.lineTotals.get(line.id)!,
      billedCents: billedOf(invoices, line.id),
    })),
    otherQuotedCents: sum(invoices.map((invoice) => invoice.quotedCents)),
    otherQuotedTaxCents: sum(invoices.map((invoice) => invoice.quotedTaxCents)),
    // The discount that came off the quote's part of each (I3).
    otherDiscountCents: sum(
      invoices.map((invoice) => Math.min(invoice.discountCents, invoice.quotedSubtotalCents)),
    ),
  };
}

export function plannableOf(
  quote: PricedQuote,
  invoices: readonly Invoice[] = [],
): PlannableQuoteLine[] {
  return quote.lines.map((line) => ({
    ...line,
    totalCents: quote.lineTotals.get(line.id)!,
    billedCents: billedOf(invoices, line.id),
  }));
}

/** Plans the next invoice of the quote and prices it, at the quote's tax rate. */
export function nextInvoice(
  quote: PricedQuote,
  invoices: readonly Invoice[],
  mode: InvoicePlanMode,
  options: { depositAppliedCents?: number; paidCents?: number } = {},
) {
  const context = contextOf(quote, invoices);
  const plan = planFromQuote(context, plannableOf(quote, invoices), mode);
  const invoice: Invoice = computeInvoice<InvoicePricingLine>({
    lines: plan.lines,
    discount: fixedCents(plan.discountCents),
    taxRate: quote.taxRate,
    quote: context,
    ...options,
  });
  return { plan, invoice };
}

/** Plans and prices the invoices of a quote one after the other. */
export function series(quote: PricedQuote, modes: InvoicePlanMode[]) {
  const invoices: Invoice[] = [];
  const plans: Array<{ lines: PlannedLine[]; discountCents: number }> = [];
  for (const mode of modes) {
    const { plan, invoice } = nextInvoice(quote, invoices, mode);
    plans.push(plan);
    invoices.push(invoice);
  }
  return { plans, invoices };
}

export type Totals = {
  subtotal: number;
  discount: number;
  taxable: number;
  tax: number;
  total: number;
  quotedTax: number;
  quoted: number;
  closes: boolean;
};

export const totals = (
  subtotal: number,
  discount: number,
  taxable: number,
  tax: number,
  total: number,
  quotedTax: number,
  quoted: number,
  closes: boolean,
): Totals => ({ subtotal, discount, taxable, tax, total, quotedTax, quoted, closes });

export const totalsOf = (invoice: Invoice): Totals => ({
  subtotal: invoice.subtotalCents,
  discount: invoice.discountCents,
  taxable: invoice.taxableCents,
  tax: invoice.taxCents,
  total: invoice.totalCents,
  quotedTax: invoice.quotedTaxCents,
  quoted: invoice.quotedCents,
  closes: invoice.closesQuote,
});

/** What each planned line bills (its unit price: a part of a line is one unit). */
export const amountsOf = (lines: PlannedLine[]) =>
  Object.fromEntries(lines.map((line) => [line.quoteLineId, line.unitPriceCents]));

// ---------------------------------------------------------------------------------------
// Fixtures

/**
 * A: 125.00 × 3 + 10% fee = 37500 + 3750 = 41250; B: 85.00 × 2.5 h = 21250; C: 1.01.
 * Subtotal 62601; discount 10% = 6260.1 → 6260; taxable 56341; tax 8.25% = 4648.13 → 4648;
 * total 60989.
 */
export const panelQuote: QuoteFixture = {
  lines: [
    qline("A", 12500, 3, {
      unitType: "per_item",
      fee: pct(10),
      feeName: "Permit",
      minutesPerUnit: 60,
      serviceId: "svc-panel",
      description: "200 A panel",
    }),
    qline("B", 8500, "2.5", { unitType: "hourly", minutesPerUnit: 60, serviceId: "svc-labor" }),
    qline("C", 101, 1, { unitType: "flat" }),
  ],
  discount: pct(10),
  taxRate: "8.25",
};

/**
 * A: 149.99 × 2 + fixed fee 12.50 = 29998 + 1250 = 31248; B: 2.35 × 1250 sq ft = 293750
 * + 3.5% fee 10281.25 → 10281 = 304031. Subtotal 335279; fixed discount 25.50; taxable
 * 332729; tax 7% = 23291.03 → 23291; total 356020.
 */
export const floorQuote: QuoteFixture = {
  lines: [
    qline("A", 14999, 2, { unitType: "per_item", fee: fixed("12.50"), feeName: "Disposal" }),
    qline("B", 235, 1250, { unitType: "per_sq_foot", fee: pct("3.5") }),
  ],
  discount: fixed("25.50"),
  taxRate: 7,
};

/** 10.05; discount 10% = 100.5 → 101; taxable 904; tax 10% = 90.4 → 90; total 994. */
export const halfCentQuote: QuoteFixture = {
  lines: [qline("A", 1005, 1)],
  discount: pct(10),
  taxRate: 10,
};

// ---------------------------------------------------------------------------------------
