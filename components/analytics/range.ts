/**
 * The range of the analytics page as the URL keeps it (`?preset=30d` or `?from=…&to=…`) and
 * as GET /api/dashboard/analytics reads it (docs/analytics.md "Ranges"): days are calendar
 * days in the company's time zone, both ends inclusive.
 */
import { queryKeys } from "@/components/query/keys";
import type { AnalyticsPreset } from "./types";

export type PagePreset = Exclude<AnalyticsPreset, "week">;
export type AnalyticsRange =
  { kind: "preset"; preset: AnalyticsPreset } | { kind: "custom"; from: string; to: string };

export const PAGE_PRESETS: { preset: PagePreset; label: string }[] = [
  { preset: "7d", label: "Last 7 days" },
  { preset: "30d", label: "Last 30 days" },
  { preset: "90d", label: "Last 90 days" },
  { preset: "year", label: "This year" },
];

export const DEFAULT_RANGE: AnalyticsRange = { kind: "preset", preset: "30d" };
/** The longest custom range the API accepts (docs/analytics.md "Ranges"). */
export const MAX_RANGE_DAYS = 3 * 366;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since 1970-01-01 of a real YYYY-MM-DD day, or null. */
export function dayNumber(value: string): number | null {
  if (!DAY.test(value)) return null;
  const [year, month, day] = value.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1970 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.getTime() / DAY_MS;
}

/** Why a custom range cannot be asked for, naming the field; null when it is fine. */
export function customRangeError(
  from: string,
  to: string,
): { field: "from" | "to"; message: string } | null {
  if (!from) return { field: "from", message: "Enter a start date." };
  const start = dayNumber(from);
  if (start === null) return { field: "from", message: "Enter a real start date (1970 or later)." };
  if (!to) return { field: "to", message: "Enter an end date." };
  const end = dayNumber(to);
  if (end === null) return { field: "to", message: "Enter a real end date." };
  if (end < start)
    return { field: "to", message: "The end date must be on or after the start date." };
  if (end - start + 1 > MAX_RANGE_DAYS)
    return { field: "to", message: `A range can be at most ${MAX_RANGE_DAYS} days long.` };
  return null;
}

/** The range the URL asks for; anything unreadable falls back to the last 30 days. */
export function rangeFromParams(params: { get(name: string): string | null }): AnalyticsRange {
  const from = params.get("from");
  const to = params.get("to");
  if (from && to && customRangeError(from, to) === null) return { kind: "custom", from, to };
  const preset = params.get("preset");
  if (PAGE_PRESETS.some((option) => option.preset === preset))
    return { kind: "preset", preset: preset as PagePreset };
  return DEFAULT_RANGE;
}

/** The query string of a range, for the URL and for the API alike ("preset=30d"). */
export function rangeQuery(range: AnalyticsRange): string {
  const params =
    range.kind === "preset"
      ? new URLSearchParams({ preset: range.preset })
      : new URLSearchParams({ from: range.from, to: range.to });
  return params.toString();
}

/**
 * The browser's query key of a range's figures (GET /api/dashboard/analytics), under
 * queryKeys.analytics so that price-book changes that invalidate it refresh each range.
 */
export function analyticsRangeKey(range: AnalyticsRange) {
  return [...queryKeys.analytics, rangeQuery(range)] as const;
}
