/**
 * Calendar days ("YYYY-MM-DD") as the quote feature stores them: midnight UTC of the day
 * (Task.dueDate, QuotePayment.paidOn and Quote.expiresAt). "Today" is the UTC day; the
 * app keeps no per-company time zone yet.
 */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The Date of a "YYYY-MM-DD" day, or null when it is not a real calendar day. */
export function parseDay(day: string): Date | null {
  if (!DAY_PATTERN.test(day)) return null;
  const date = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return null;
  return date;
}

/** "YYYY-MM-DD" of a stored day. */
export const formatDay = (date: Date) => date.toISOString().slice(0, 10);

/** Midnight UTC of today. */
export function today(now = new Date()) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function addDays(date: Date, days: number) {
  return new Date(date.getTime() + days * 86_400_000);
}
