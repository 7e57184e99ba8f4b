/**
 * The "adjust all prices by a percentage" rule of a starter book's apply (docs/pricing.md,
 * "Starter price books: percentage adjustment"): new = amount × (100 + p) / 100, rounded
 * half-up to the cent, in exact integer arithmetic.
 */
import { centsToDecimalString, toCents, type DecimalLike } from "@/lib/pricing";
import { divideHalfUp, toFixedPoint } from "@/lib/pricing/money";

/** Cents adjusted by `percent` (at most 2 decimals), rounded half-up to whole cents. */
export function adjustCents(cents: number, percent: DecimalLike): number {
  const hundredths = toFixedPoint(percent, 2);
  const scale = BigInt(10_000);
  return Number(divideHalfUp(BigInt(cents) * (scale + hundredths), scale));
}

/** A money amount ("125.00", 125) adjusted by `percent`, as money text ("137.50"). */
export function adjustMoney(amount: DecimalLike, percent: DecimalLike): string {
  return centsToDecimalString(adjustCents(toCents(amount), percent));
}
