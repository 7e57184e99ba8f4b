/**
 * Exact money arithmetic in integer cents. Decimal inputs are parsed from their string
 * form so that 0.1 + 0.2 style float errors never reach a total.
 */

export type DecimalLike = number | string | { toString(): string };

const DECIMAL = /^(-)?(\d*)(?:\.(\d*))?$/;

/** Parses a decimal to an exact integer number of hundred-thousandths (5 places). */
function toScaled(value: DecimalLike, places: number): bigint {
  let text = typeof value === "number" ? numberToPlainString(value) : value.toString().trim();
  if (text === "") text = "0";
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not a decimal number: ${text}`);
  const [, sign, whole = "", fraction = ""] = match;
  const padded = (fraction + "0".repeat(places + 1)).slice(0, places + 1);
  let scaled = BigInt((whole || "0") + padded.slice(0, places));
  // Half-up on the first dropped digit.
  if (Number(padded[places]) >= 5) scaled += BigInt(1);
  return sign ? -scaled : scaled;
}

function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  // toPrecision(15) drops float noise (0.1 + 0.2 → 0.3); toFixed avoids exponent notation.
  const precise = Number(value.toPrecision(15));
  return precise.toFixed(Math.min(20, Math.max(0, decimalsOf(precise))));
}

function decimalsOf(value: number) {
  const text = String(value);
  const exponent = text.match(/e-(\d+)$/);
  if (exponent) return Number(exponent[1]) + (text.split("e")[0].split(".")[1]?.length ?? 0);
  return text.split(".")[1]?.length ?? 0;
}

/** Dollars (e.g. "19.99", 19.99) → cents, rounded half-up to the cent. */
export function toCents(value: DecimalLike): number {
  return Number(toScaled(value, 2));
}

/** A decimal to a fixed number of places as a bigint (for exact multiplication). */
export function toFixedPoint(value: DecimalLike, places: number): bigint {
  return toScaled(value, places);
}

/**
 * Multiplies cents by a decimal factor and rounds half-up (away from zero) to whole cents.
 * The factor keeps 4 decimal places (quantities step by 0.5; rates have 2-3 places).
 */
export function multiplyCents(cents: number, factor: DecimalLike): number {
  const scale = BigInt(10_000);
  const product = BigInt(cents) * toScaled(factor, 4);
  return Number(divideHalfUp(product, scale));
}

/** a / b rounded half-up, away from zero, for bigints (b > 0). */
export function divideHalfUp(a: bigint, b: bigint): bigint {
  const negative = a < BigInt(0);
  const magnitude = negative ? -a : a;
  const quotient = (magnitude * BigInt(2) + b) / (BigInt(2) * b);
  return negative ? -quotient : quotient;
}

/** Cents → a decimal string with two places ("1234.50"), for Decimal columns and JSON. */
export function centsToDecimalString(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
  return negative ? `-${text}` : text;
}

/** Any decimal (a Decimal column, a number, a string) as money text with two places ("19.90"). */
export function toMoneyString(value: DecimalLike): string {
  return centsToDecimalString(toCents(value));
}
