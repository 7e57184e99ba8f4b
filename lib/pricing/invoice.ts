/**
 * Invoice pricing (docs/pricing.md, "Invoices", rules I1-I8). The invoice editor, the public
 * invoice page, the PDF and the server that stores an invoice all call computeInvoice; the
 * server never stores a total it did not compute. Progress invoicing (a percentage of an
 * approved quote, chosen lines, the rest) is planned by planFromQuote, so the invoices of a
 * quote never bill more than the quote and, once every line is billed, add up to it exactly.
 */
import { divideHalfUp } from "./money";
import { computeQuote, percentOfCents, type PricedQuoteLine, type QuoteAdjustment } from "./quote";
import type { QuotePricingLine } from "./quote";
import type { DecimalLike } from "./money";

export type InvoicePricingLine = Omit<QuotePricingLine, "optional" | "groupId" | "selected"> & {
  /** The quote line this line bills (null: a line the owner added). */
  quoteLineId?: string | null;
};

/** What an invoice of a quote needs to know about the quote and its other invoices. */
export type InvoiceQuoteContext = {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  /** Percent, e.g. 8.25: the closing rule (I6) holds only at the quote's own rate. */
  taxRate: DecimalLike;
  /** The quote's included lines: their total and what the quote's other live invoices billed. */
  lines: ReadonlyArray<{ id: string; totalCents: number; billedCents: number }>;
  /** Sums over the quote's other invoices that are not void. */
  otherQuotedCents: number;
  otherQuotedTaxCents: number;
  otherDiscountCents: number;
};

export type InvoiceProblem =
  | { code: "line_exceeds_quote"; quoteLineId: string; remainingCents: number }
  | { code: "exceeds_quote"; remainingCents: number };

export type InvoiceBreakdown<L> = {
  lines: PricedQuoteLine<L>[];
  subtotalCents: number;
  discountCents: number;
  taxableCents: number;
  taxCents: number;
  totalCents: number;
  /** The quote's part: its lines' subtotal, their discount and tax (I5). */
  quotedSubtotalCents: number;
  quotedTaxCents: number;
  quotedCents: number;
  /** With this invoice every line of the quote is billed in full (I6). */
  closesQuote: boolean;
  depositAppliedCents: number;
  paidCents: number;
  /** total − deposit applied − paid (I8). */
  balanceCents: number;
  /** Why the invoice bills more than the quote allows (empty: it does not; I7). */
  problems: InvoiceProblem[];
};

export type InvoicePricingInput<L extends InvoicePricingLine> = {
  lines: ReadonlyArray<L>;
  discount?: QuoteAdjustment;
  taxRate?: DecimalLike | null;
  quote?: InvoiceQuoteContext | null;
  depositAppliedCents?: number;
  paidCents?: number;
};

const sameRate = (a: DecimalLike | null | undefined, b: DecimalLike) =>
  percentOfCents(1_000_000, a ?? 0) === percentOfCents(1_000_000, b);

/** Prices an invoice (rules I1-I8 of docs/pricing.md). */
export function computeInvoice<L extends InvoicePricingLine>(
  input: InvoicePricingInput<L>,
): InvoiceBreakdown<L> {
  const quote = input.quote ?? null;
  const quoteLineIds = new Set(quote?.lines.map((line) => line.id) ?? []);
  const isQuoted = (line: InvoicePricingLine) =>
    !!line.quoteLineId && quoteLineIds.has(line.quoteLineId);
  // I1, I2: the quote's arithmetic, every line included, no deposit.
  const base = computeQuote<L>({
    // An invoice has no optional lines or option groups: whatever flags a caller's rows carry.
    lines: input.lines.map((line) => ({ ...line, optional: false, groupId: null, selected: true })),
    discount: input.discount,
    taxRate: 0,
  });
  const quotedSubtotalCents = base.lines
    .filter((priced) => isQuoted(priced.line))
    .reduce((sum, priced) => sum + priced.totalCents, 0);
  const discountCents = base.discountCents;
  // I3: the discount comes off the quote's part first.
  const quotedTaxableCents = quotedSubtotalCents - Math.min(discountCents, quotedSubtotalCents);
  const addedTaxableCents = base.taxableCents - quotedTaxableCents;

  // I6: the invoice that completes the quote, at the quote's rate and with the rest of its
  // discount, takes the rest of its tax.
  const billedHere = new Map<string, number>();
  for (const priced of base.lines)
    if (isQuoted(priced.line))
      billedHere.set(
        priced.line.quoteLineId!,
        (billedHere.get(priced.line.quoteLineId!) ?? 0) + priced.totalCents,
      );
  const closesQuote =
    !!quote &&
    quote.lines.length > 0 &&
    quotedSubtotalCents > 0 &&
    quote.lines.every(
      (line) => line.billedCents + (billedHere.get(line.id) ?? 0) === line.totalCents,
    ) &&
    Math.min(discountCents, quotedSubtotalCents) ===
      quote.discountCents - quote.otherDiscountCents &&
    sameRate(input.taxRate, quote.taxRate);
  const quotedTaxCents = closesQuote
    ? quote!.taxCents - quote!.otherQuotedTaxCents
    : percentOfCents(quotedTaxableCents, input.taxRate ?? 0);
  const taxCents = quotedTaxCents + percentOfCents(addedTaxableCents, input.taxRate ?? 0);
  const totalCents = base.taxableCents + taxCents;
  const quotedCents = quotedTaxableCents + quotedTaxCents;

  // I7: never more than the quote, line by line and in total.
  const problems: InvoiceProblem[] = [];
  if (quote) {
    for (const line of quote.lines) {
      const here = billedHere.get(line.id) ?? 0;
      const remainingCents = line.totalCents - line.billedCents;
      if (here > remainingCents)
        problems.push({ code: "line_exceeds_quote", quoteLineId: line.id, remainingCents });
    }
    const remainingCents = quote.totalCents - quote.otherQuotedCents;
    if (quotedCents > remainingCents) problems.push({ code: "exceeds_quote", remainingCents });
  }

  const depositAppliedCents = Math.min(Math.max(0, input.depositAppliedCents ?? 0), totalCents);
  const paidCents = input.paidCents ?? 0;
  return {
    lines: base.lines,
    subtotalCents: base.subtotalCents,
    discountCents,
    taxableCents: base.taxableCents,
    taxCents,
    totalCents,
    quotedSubtotalCents,
    quotedTaxCents,
    quotedCents,
    closesQuote,
    depositAppliedCents,
    paidCents,
    balanceCents: totalCents - depositAppliedCents - paidCents,
    problems,
  };
}

/** A quote line as planFromQuote reads it (its snapshot and what is billed of it). */
export type PlannableQuoteLine = {
  id: string;
  serviceId?: string | null;
  name: string;
  description?: string | null;
  unitType?: QuotePricingLine["unitType"];
  unitPriceCents: number;
  quantity: DecimalLike;
  fee?: QuotePricingLine["fee"];
  feeName?: string | null;
  minutesPerUnit?: number;
  /** The line's total in the quote (rule Q1). */
  totalCents: number;
  /** What the quote's live invoices billed of it. */
  billedCents: number;
};

export type InvoicePlanMode =
  | { kind: "rest" }
  | { kind: "percent"; percent: DecimalLike }
  | { kind: "lines"; lineIds: readonly string[] };

export type PlannedLine = {
  quoteLineId: string;
  serviceId: string | null;
  name: string;
  description: string | null;
  unitType: NonNullable<QuotePricingLine["unitType"]>;
  unitPriceCents: number;
  quantity: string;
  fee: QuotePricingLine["fee"];
  feeName: string | null;
  minutesPerUnit: number;
};

/**
 * The lines and discount of a new invoice of an approved quote (I4, I5): `rest` bills what
 * is left of every line (a new invoice of an unbilled quote is the whole quote, its lines
 * copied as they are), `percent` p% of every line's total (at most what is left of it),
 * `lines` what is left of the chosen lines. A line billed for the first time in full keeps
 * its unit price, quantity and fee; a part of a line is one unit at the amount billed.
 * The discount is the quote's, in proportion to the subtotal billed (half-up), and all that
 * is left of it once every line is billed.
 */
export function planFromQuote(
  quote: Pick<InvoiceQuoteContext, "subtotalCents" | "discountCents" | "otherDiscountCents">,
  lines: ReadonlyArray<PlannableQuoteLine>,
  mode: InvoicePlanMode,
): { lines: PlannedLine[]; discountCents: number } {
  const chosen = mode.kind === "lines" ? new Set(mode.lineIds) : null;
  const planned: PlannedLine[] = [];
  let billedSubtotal = 0;
  let completes = true;
  for (const line of lines) {
    const remaining = line.totalCents - line.billedCents;
    let amount = 0;
    if (mode.kind === "percent")
      amount = Math.min(percentOfCents(line.totalCents, mode.percent), remaining);
    else if (!chosen || chosen.has(line.id)) amount = remaining;
    if (amount < remaining) completes = false;
    if (amount <= 0) continue;
    billedSubtotal += amount;
    const whole = line.billedCents === 0 && amount === line.totalCents;
    const percentLabel =
      mode.kind === "percent" && !whole
        ? ` (${String(mode.percent)}%)`
        : !whole
          ? " (balance)"
          : "";
    planned.push({
      quoteLineId: line.id,
      serviceId: line.serviceId ?? null,
      name: `${line.name}${percentLabel}`.slice(0, 200),
      description: line.description ?? null,
      unitType: whole ? (line.unitType ?? "flat") : "flat",
      unitPriceCents: whole ? line.unitPriceCents : amount,
      quantity: whole ? String(line.quantity) : "1",
      fee: whole ? (line.fee ?? null) : null,
      feeName: whole ? (line.feeName ?? null) : null,
      minutesPerUnit: whole ? (line.minutesPerUnit ?? 0) : 0,
    });
  }
  const discountLeft = Math.max(0, quote.discountCents - quote.otherDiscountCents);
  const discountCents = completes
    ? discountLeft
    : quote.subtotalCents > 0
      ? Math.min(
          discountLeft,
          Number(
            divideHalfUp(
              BigInt(quote.discountCents) * BigInt(billedSubtotal),
              BigInt(quote.subtotalCents),
            ),
          ),
        )
      : 0;
  return { lines: planned, discountCents };
}

/**
 * The quote's deposit credited on a new invoice (I7 of docs/pricing.md): what was paid on the
 * quote and not yet credited on its other live invoices, at most the invoice's total.
 */
export function depositToApply(
  depositPaidCents: number,
  creditedElsewhereCents: number,
  totalCents: number,
) {
  return Math.max(0, Math.min(depositPaidCents - creditedElsewhereCents, totalCents));
}
