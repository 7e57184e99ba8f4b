/**
 * The "adjust all prices by a percentage" rule of a starter book's apply (docs/pricing.md,
 * "Starter price books: percentage adjustment"): new = amount × (100 + p) / 100, rounded
 * half-up to the cent, in exact integer arithmetic.
 */
import { centsToDecimalString, toCents, type DecimalLike } from "@/lib/pricing";
import { divideHalfUp, toFixedPoint } from "@/lib/pricing/money";

/** Where adjusted prices land: the cent (as computed), the whole dollar, or a multiple of $5. */
import type { AdjustRounding } from "@/lib/validation/marketplace";

export { ADJUST_ROUNDINGS, type AdjustRounding } from "@/lib/validation/marketplace";
const ROUNDING_CENTS: Record<AdjustRounding, bigint> = {
  cent: BigInt(1),
  dollar: BigInt(100),
  five: BigInt(500),
};

/**
 * Cents adjusted by `percent` (at most 2 decimals), rounded half-up from the exact product
 * to whole cents, dollars or multiples of $5. A positive amount never rounds down to $0
 * (a $1.25 per-square-foot price stays $1.38 at +10% rather than becoming free): it keeps
 * the cent rounding instead.
 */
export function adjustCents(
  cents: number,
  percent: DecimalLike,
  rounding: AdjustRounding = "cent",
): number {
  const hundredths = toFixedPoint(percent, 2);
  const scale = BigInt(10_000);
  const exact = BigInt(cents) * (scale + hundredths);
  const unit = ROUNDING_CENTS[rounding];
  const rounded = Number(divideHalfUp(exact, scale * unit) * unit);
  if (rounded === 0 && cents > 0 && rounding !== "cent") return adjustCents(cents, percent);
  return rounded;
}

/** A money amount ("125.00", 125) adjusted by `percent`, as money text ("137.50"). */
export function adjustMoney(
  amount: DecimalLike,
  percent: DecimalLike,
  rounding: AdjustRounding = "cent",
): string {
  return centsToDecimalString(adjustCents(toCents(amount), percent, rounding));
}
