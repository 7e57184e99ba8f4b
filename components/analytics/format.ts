/** Number formatting of the analytics screens: counts, rates, hours and changes. */
import { centsToDecimalString } from "@/lib/pricing/money";
import { formatCents } from "@/lib/format";

const count = new Intl.NumberFormat("en-US");

export const formatCount = (value: number) => count.format(value);
export const formatMoney = (cents: number) => formatCents(cents);
/** Cents as a plain decimal ("1234.50") for CSV cells: exact, no float sums. */
export const moneyCell = (cents: number) => centsToDecimalString(cents);

/** A 0..1 rate as a percentage with one decimal ("12.5%"); "—" when there is none. */
export function formatRate(rate: number | null): string {
  return rate === null || !Number.isFinite(rate) ? "—" : `${percentNumber(rate).toFixed(1)}%`;
}

/** A 0..1 rate as a percentage number with one decimal (12.5), for CSV cells. */
export function percentNumber(rate: number): number {
  return Math.round(rate * 1000) / 10;
}

/** Hours with one decimal ("5.5 h"); days beyond 48 hours ("3.2 days"). */
export function formatHours(hours: number | null): string {
  if (hours === null || !Number.isFinite(hours)) return "—";
  if (hours >= 48) return `${(Math.round((hours / 24) * 10) / 10).toFixed(1)} days`;
  return `${hours.toFixed(1)} h`;
}

/** Days with one decimal ("12.5 days"); "—" when there are none. */
export function formatDays(days: number | null): string {
  if (days === null || !Number.isFinite(days)) return "—";
  return `${days.toFixed(1)} day${days === 1 ? "" : "s"}`;
}

export type Change = {
  /** "+24%", "−8%", "New" (nothing before), "No change", or "—" without figures. */
  text: string;
  direction: "up" | "down" | "flat" | "none";
};

/** The change of a figure against the previous period, as a relative percentage. */
export function relativeChange(current: number | null, previous: number | null): Change {
  if (current === null || previous === null) return { text: "—", direction: "none" };
  if (current === previous) return { text: "No change", direction: "flat" };
  if (previous === 0) return { text: "New", direction: "up" };
  const percent = Math.round(((current - previous) / Math.abs(previous)) * 100);
  if (percent === 0)
    return {
      text: current > previous ? "+<1%" : "−<1%",
      direction: current > previous ? "up" : "down",
    };
  return percent > 0
    ? { text: `+${percent}%`, direction: "up" }
    : { text: `−${Math.abs(percent)}%`, direction: "down" };
}

/** The change of a 0..1 rate, in percentage points ("+5.0 pts"). */
export function pointsChange(current: number | null, previous: number | null): Change {
  if (current === null || previous === null) return { text: "—", direction: "none" };
  const points = Math.round((current - previous) * 1000) / 10;
  if (points === 0) return { text: "No change", direction: "flat" };
  return points > 0
    ? { text: `+${points.toFixed(1)} pts`, direction: "up" }
    : { text: `−${Math.abs(points).toFixed(1)} pts`, direction: "down" };
}

const dayFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const shortDay = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** "Nov 23, 2026" of a YYYY-MM-DD calendar day (no time zone shift: it is already local). */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
/** "Nov 23" of a YYYY-MM-DD calendar day. */
export const formatShortDay = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));
/** "Nov 1, 2026 – Nov 30, 2026". */
export const formatDayRange = (from: string, to: string) =>
  from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`;
