/**
 * The calendar fields of an instant seen in a time zone, read with the runtime's own
 * `Intl.DateTimeFormat` (en-US), for every date the app writes: the browser already has the
 * zone data and the month and weekday names, so a page carries no formatting code of its own
 * (date-fns' `format` and its locale were about 7 kB gzip on each owner page using them, issue
 * 34), and a mail job builds no formatter per date (one per zone and style, kept here).
 *
 * Callers compose their text from the named parts ("Mon, Nov 23" is weekday, month, day), never
 * from Intl's own joined string, whose separators differ between ICU versions (" at ",
 * U+202F before "PM").
 */

export type DateParts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
    // Zones are few (validated IANA names); the bound only guards a long-lived process.
    if (formatters.size > 500) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The parts of `at` in `timeZone` (a zone this runtime knows) for these options. */
export function partsIn(
  at: Date,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): DateParts {
  const parts: DateParts = {};
  for (const part of formatterOf(timeZone, options).formatToParts(at))
    parts[part.type] = part.value;
  return parts;
}

/** Year, month (1-12), day, hour (0-23), minute and second of `at` in `timeZone`. */
export function fieldsIn(at: Date, timeZone: string) {
  const parts = partsIn(at, timeZone, NUMERIC);
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const NUMERIC: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
};

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/** "YYYY-MM-DD" of year, month (1-12) and day. */
export const dayString = (year: number, month: number, day: number) =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** "9:30 AM" (12-hour clock). */
export function time12(at: Date, timeZone: string): string {
  const p = partsIn(at, timeZone, { hour: "numeric", minute: "2-digit", hour12: true });
  return `${p.hour}:${p.minute} ${p.dayPeriod}`;
}

/** "09:30" (24-hour clock, two-digit hour) or "9:30" with `padHour` false. */
export function time24(at: Date, timeZone: string, padHour = true): string {
  const { hour, minute } = fieldsIn(at, timeZone);
  return `${padHour ? pad(hour) : hour}:${pad(minute)}`;
}

/** Weekday, month and day names of `at` in `timeZone`, in the widths asked for. */
export function namesIn(
  at: Date,
  timeZone: string,
  width: { weekday?: "long" | "short"; month?: "long" | "short" },
) {
  const p = partsIn(at, timeZone, { ...width, day: "numeric", year: "numeric" });
  return { weekday: p.weekday ?? "", month: p.month ?? "", day: p.day ?? "", year: p.year ?? "" };
}

/** The zone's short name at `at` ("PST", "GMT+1"), as Intl writes it in en-US. */
export const zoneNameIn = (at: Date, timeZone: string) =>
  partsIn(at, timeZone, { timeZoneName: "short" }).timeZoneName ?? timeZone;
