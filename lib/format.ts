/** Formatting shared by every screen: en-US dollars and the spec's duration format. */

/**
 * "$1,234.50", "-$12.50": what `Intl.NumberFormat("en-US", { style: "currency", currency:
 * "USD" })` shows. Constructing that formatter was the largest single cost of hydrating the
 * customer calculator (about 7 ms, 29 ms on Lighthouse's throttled phone: ICU's number
 * formatting set up on first use), so the digits are made here the way Intl makes them: from
 * the number's shortest decimal form (`String(amount)`), rounded half away from zero to cents,
 * grouped in threes. lib/format.test.ts holds this to Intl's output. Unlike Intl it never
 * shows "-$0.00".
 */
function usd(amount: number): string {
  const magnitude = Math.abs(amount);
  // Exponent forms: under a millionth of a dollar is $0.00; 10^21 dollars and up is not money.
  if (magnitude >= 1e21) return new Intl.NumberFormat("en-US", USD).format(amount);
  const text = magnitude < 1e-6 ? "0" : String(magnitude);
  const [whole, fraction = ""] = text.split(".");
  let cents = BigInt(whole + fraction.slice(0, 2).padEnd(2, "0"));
  if (fraction.charCodeAt(2) >= 53 /* "5" */) cents += BigInt(1);
  return grouped(cents, amount < 0);
}

const USD = { style: "currency", currency: "USD" } as const;

/** "$1,234.56" from a count of cents, "-" before it when negative and not zero. */
function grouped(cents: bigint, negative: boolean): string {
  const digits = cents.toString().padStart(3, "0");
  let dollars = digits.slice(0, -2);
  for (let at = dollars.length - 3; at > 0; at -= 3)
    dollars = `${dollars.slice(0, at)},${dollars.slice(at)}`;
  return `${negative && cents > BigInt(0) ? "-" : ""}$${dollars}.${digits.slice(-2)}`;
}

/** $1,234.50. Accepts numbers or decimal strings (as the API sends Decimal columns). */
export function formatCurrency(value: number | string | null | undefined): string {
  const amount = typeof value === "string" ? Number(value) : (value ?? 0);
  return usd(Number.isFinite(amount) ? amount : 0);
}

/** Formats integer cents without going through floating-point sums. */
export function formatCents(cents: number): string {
  if (Number.isSafeInteger(cents)) return grouped(BigInt(Math.abs(cents)), cents < 0);
  return usd(Number.isFinite(cents) ? cents / 100 : 0);
}

/** 45m, 2h, 2h 15m. Negative or non-finite input counts as 0. */
export function formatDuration(totalMinutes: number): string {
  const minutes = Number.isFinite(totalMinutes) && totalMinutes > 0 ? Math.round(totalMinutes) : 0;
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

/** "Q-0001" for number 1; a revision after the first adds "-R2". */
export function quoteDisplayNumber(number: number, revision = 1) {
  const base = `Q-${String(number).padStart(4, "0")}`;
  return revision > 1 ? `${base}-R${revision}` : base;
}

/** 12 → "INV-0012". */
export function invoiceDisplayNumber(number: number) {
  return `INV-${String(number).padStart(4, "0")}`;
}

/** "1 service", "3 services": a count with its noun in the right number. */
export function countOf(count: number, word: string, many = `${word}s`): string {
  return `${count} ${count === 1 ? word : many}`;
}

/** 7 → "J-0007". */
export function jobDisplayNumber(number: number) {
  return `J-${String(number).padStart(4, "0")}`;
}

/** "Sam", "Sam and Alex", "Sam, Alex and Kim". */
export function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
