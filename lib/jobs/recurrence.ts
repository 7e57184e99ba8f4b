import { TZDate } from "@date-fns/tz";
import { addMonths, addWeeks } from "date-fns";

/**
 * Recurring visits (docs/jobs.md): every N weeks or months, until a day or for a count. Each
 * occurrence keeps the first visit's wall-clock time in the company's time zone, across
 * daylight-saving changes (a 9:00 visit stays at 9:00, so its UTC instant moves by an hour).
 * Pure: the schedule page previews the same dates.
 */
export type Recurrence = {
  every: number;
  unit: "week" | "month";
  /** The last day (YYYY-MM-DD, in the company's time zone) an occurrence may fall on. */
  until?: string | null;
  /** How many visits in all, the first included. */
  count?: number | null;
};

/** At most this many visits are created for one series (two years of weekly visits). */
export const MAX_OCCURRENCES = 104;

export function describeRecurrence(rule: Recurrence): string {
  const unit = rule.every === 1 ? rule.unit : `${rule.every} ${rule.unit}s`;
  const end = rule.count ? `, ${rule.count} visits` : rule.until ? ` until ${rule.until}` : "";
  return `Every ${unit}${end}`;
}

/**
 * The occurrences of a series that starts at `start` and lasts `durationMs`, in `timeZone`:
 * [{ startAt, endAt }] in UTC, the first being `start` itself.
 */
export function occurrences(
  start: Date,
  durationMs: number,
  timeZone: string,
  rule: Recurrence,
): { startAt: Date; endAt: Date }[] {
  const local = new TZDate(start.getTime(), timeZone);
  const limit = Math.min(rule.count ?? MAX_OCCURRENCES, MAX_OCCURRENCES);
  const until = rule.until ?? null;
  const out: { startAt: Date; endAt: Date }[] = [];
  for (let k = 0; out.length < limit; k++) {
    // From the first visit each time (never from the previous one: the 31st stays the 31st
    // where a month has one, and the wall-clock time survives every DST change).
    const next =
      rule.unit === "week" ? addWeeks(local, k * rule.every) : addMonths(local, k * rule.every);
    const day = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, "0")}-${String(next.getDate()).padStart(2, "0")}`;
    if (until && day > until) break;
    const startAt = new Date(next.getTime());
    out.push({ startAt, endAt: new Date(startAt.getTime() + durationMs) });
    if (!until && !rule.count && k >= MAX_OCCURRENCES) break;
  }
  return out;
}
