/** Formatting shared by every screen: en-US dollars and the spec's duration format. */

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** $1,234.50. Accepts numbers or decimal strings (as the API sends Decimal columns). */
export function formatCurrency(value: number | string | null | undefined): string {
  const amount = typeof value === "string" ? Number(value) : (value ?? 0);
  return usd.format(Number.isFinite(amount) ? amount : 0);
}

/** Formats integer cents without going through floating-point sums. */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
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
