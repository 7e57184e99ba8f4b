/**
 * Quote rows (Prisma or DTO) → lib/pricing's computeQuote. Works in the browser (the editor
 * and the public page) and on the server (every save, every customer selection).
 */
import { computeQuote, type QuotePricingLine } from "@/lib/pricing/quote";
import { toCents, type DecimalLike, type FeeType, type UnitType } from "@/lib/pricing";

type Dec = DecimalLike;
export type PriceableLine = {
  unitPrice: Dec;
  quantity: Dec;
  unitType?: UnitType;
  feeType?: FeeType | null;
  feeValue?: Dec | null;
  fee?: { type: FeeType; value: Dec } | null;
  minutesPerUnit?: number;
  optional: boolean;
  groupId: string | null;
  selected: boolean;
};
export type PriceableQuote<L extends PriceableLine = PriceableLine> = {
  lines: ReadonlyArray<L>;
  discountType?: FeeType | null;
  discountValue?: Dec | null;
  discount?: { type: FeeType; value: Dec } | null;
  taxRate: Dec;
  depositType?: FeeType | null;
  depositValue?: Dec | null;
  deposit?: { type: FeeType; value: Dec } | null;
};

const adjustment = (
  object: { type: FeeType; value: Dec } | null | undefined,
  type: FeeType | null | undefined,
  value: Dec | null | undefined,
) => object ?? (type && value != null ? { type, value } : null);

export function priceQuote<L extends PriceableLine>(quote: PriceableQuote<L>) {
  return computeQuote<QuotePricingLine & { source: L }>({
    lines: quote.lines.map((line) => ({
      source: line,
      unitPriceCents: toCents(line.unitPrice),
      quantity: line.quantity,
      unitType: line.unitType,
      fee: adjustment(line.fee, line.feeType, line.feeValue),
      minutesPerUnit: line.minutesPerUnit,
      optional: line.optional,
      groupId: line.groupId,
      selected: line.selected,
    })),
    discount: adjustment(quote.discount, quote.discountType, quote.discountValue),
    taxRate: quote.taxRate,
    deposit: adjustment(quote.deposit, quote.depositType, quote.depositValue),
  });
}
