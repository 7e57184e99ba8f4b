/**
 * Quote pricing (docs/pricing.md, "Quotes"). The quote editor, the public quote page, the
 * PDF and the server that stores a quote all call computeQuote, so the owner and the
 * customer see the same total to the cent.
 */
import { divideHalfUp, multiplyCents, toCents, toFixedPoint, type DecimalLike } from "./money";
import type { FeeType, UnitType } from "./index";

export type QuoteAdjustment = { type: FeeType; value: DecimalLike } | null | undefined;

export type QuotePricingLine = {
  /** Price of one unit in cents, labor included. */
  unitPriceCents: number;
  quantity: DecimalLike;
  unitType?: UnitType;
  fee?: { type: FeeType; value: DecimalLike } | null;
  optional?: boolean;
  /** Lines sharing a group id are alternatives: exactly one is selected. */
  groupId?: string | null;
  /** Optional lines: ticked. Group lines: the one picked. Plain lines: ignored. */
  selected?: boolean;
  minutesPerUnit?: number;
};

export type QuotePricingInput<L extends QuotePricingLine = QuotePricingLine> = {
  lines: ReadonlyArray<L>;
  discount?: QuoteAdjustment;
  /** Percent, e.g. 8.25. */
  taxRate?: DecimalLike | null;
  deposit?: QuoteAdjustment;
};

export type PricedQuoteLine<L> = {
  line: L;
  /** unit price × quantity, half-up to the cent. */
  subtotalCents: number;
  feeCents: number;
  /** subtotal + fee. */
  totalCents: number;
  /** True when the line counts toward the totals (plain, ticked optional, picked alternative). */
  included: boolean;
  minutes: number;
};

export type QuoteBreakdown<L> = {
  lines: PricedQuoteLine<L>[];
  /** Sum of the included lines' totals. */
  subtotalCents: number;
  discountCents: number;
  /** Subtotal − discount: what tax applies to. */
  taxableCents: number;
  taxCents: number;
  totalCents: number;
  depositCents: number;
  totalMinutes: number;
};

/** percent of cents, half-up to the cent (percent with up to 4 decimal places). */
export function percentOfCents(cents: number, percent: DecimalLike): number {
  return Number(divideHalfUp(BigInt(cents) * toFixedPoint(percent, 4), BigInt(1_000_000)));
}

/** Is the line counted: plain lines always; optional and group lines when selected. */
export function isLineIncluded(line: Pick<QuotePricingLine, "optional" | "groupId" | "selected">) {
  if (line.groupId || line.optional) return line.selected === true;
  return true;
}

function adjustmentCents(base: number, adjustment: QuoteAdjustment) {
  if (!adjustment) return 0;
  const amount =
    adjustment.type === "percentage"
      ? percentOfCents(base, adjustment.value)
      : toCents(adjustment.value);
  return Math.min(Math.max(0, amount), Math.max(0, base));
}

/** Prices a quote for its current selection (rules Q1-Q7 of docs/pricing.md). */
export function computeQuote<L extends QuotePricingLine>(
  input: QuotePricingInput<L>,
): QuoteBreakdown<L> {
  const lines = input.lines.map((line): PricedQuoteLine<L> => {
    const subtotalCents = multiplyCents(line.unitPriceCents, line.quantity);
    const feeCents = !line.fee
      ? 0
      : line.fee.type === "percentage"
        ? percentOfCents(subtotalCents, line.fee.value)
        : toCents(line.fee.value);
    const minutes = Math.round(
      Math.max(0, line.minutesPerUnit ?? 0) * Number(line.quantity.toString()),
    );
    return {
      line,
      subtotalCents,
      feeCents,
      totalCents: subtotalCents + feeCents,
      included: isLineIncluded(line),
      minutes,
    };
  });
  const included = lines.filter((line) => line.included);
  const subtotalCents = included.reduce((sum, line) => sum + line.totalCents, 0);
  const discountCents = adjustmentCents(subtotalCents, input.discount);
  const taxableCents = subtotalCents - discountCents;
  const taxCents = percentOfCents(taxableCents, input.taxRate ?? 0);
  const totalCents = taxableCents + taxCents;
  const depositCents = adjustmentCents(totalCents, input.deposit);
  return {
    lines,
    subtotalCents,
    discountCents,
    taxableCents,
    taxCents,
    totalCents,
    depositCents,
    totalMinutes: included.reduce((sum, line) => sum + line.minutes, 0),
  };
}

/**
 * Problems with a selection: every group must have exactly one selected line. Returns the
 * group ids that do not (empty when the selection is valid).
 */
export function invalidGroups(
  lines: ReadonlyArray<Pick<QuotePricingLine, "groupId" | "selected">>,
) {
  const counts = new Map<string, number>();
  for (const line of lines) {
    if (!line.groupId) continue;
    counts.set(line.groupId, (counts.get(line.groupId) ?? 0) + (line.selected ? 1 : 0));
  }
  return [...counts].filter(([, count]) => count !== 1).map(([id]) => id);
}
