import { TZDate, tz } from "@date-fns/tz";
import { addDays, differenceInCalendarDays, startOfWeek } from "date-fns";
import { dayString, fieldsIn, namesIn, time12, zoneNameIn } from "./intl";

/**
 * Instants seen in a company's time zone (`Company.timeZone`, an IANA name): which calendar
 * day it is there, when a day or a week starts there, and how dates are written for it.
 * Every function takes the zone explicitly; a name this runtime does not know counts as UTC
 * (it was validated when stored, see timeZoneSchema). Days are "YYYY-MM-DD" (./day.ts).
 */

const known = new Map<string, boolean>();

/** True for an IANA time zone name this runtime knows ("America/Los_Angeles", "UTC"). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return false;
  let ok = known.get(value);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: value });
      ok = true;
    } catch {
      ok = false;
    }
    if (known.size < 1000) known.set(value, ok);
  }
  return ok;
}

/** The zone itself when this runtime knows it, else "UTC". */
export const zoneOrUtc = (timeZone: string | null | undefined) =>
  timeZone && isTimeZone(timeZone) ? timeZone : "UTC";

/** The time zone of this runtime (the browser's, in a component). */
export const localTimeZone = () => zoneOrUtc(Intl.DateTimeFormat().resolvedOptions().timeZone);

const inZone = (timeZone: string) => tz(zoneOrUtc(timeZone));
/** A plain Date of the same instant (TZDate prints itself with an offset). */
const instant = (date: Date) => new Date(date.getTime());

/** The calendar day (YYYY-MM-DD) `at` falls on in `timeZone`. */
export function dayIn(at: Date, timeZone: string): string {
  const { year, month, day } = fieldsIn(at, zoneOrUtc(timeZone));
  return dayString(year, month, day);
}

/** Today's calendar day (YYYY-MM-DD) in `timeZone`. */
export const todayIn = (timeZone: string, now = new Date()) => dayIn(now, timeZone);

/**
 * The instant a calendar day begins in `timeZone`: 2026-07-01 in Europe/Paris begins at
 * 2026-06-30T22:00Z. Daylight-saving changes included (a day may be 23 or 25 hours long);
 * where local midnight does not exist, the day begins at the first instant it does.
 */
export function startOfDayIn(day: string, timeZone: string): Date {
  const [year, month, date] = day.split("-").map(Number);
  return instant(new TZDate(year, month - 1, date, zoneOrUtc(timeZone)));
}

/**
 * The same wall-clock time `days` calendar days later in `timeZone` (across a
 * daylight-saving change that is 23 or 25 hours per day, not 24).
 */
export const addDaysIn = (at: Date, days: number, timeZone: string) =>
  instant(addDays(at, days, { in: inZone(timeZone) }));

/** Whole calendar days from the day of `from` to the day of `to`, both seen in `timeZone`. */
export const calendarDaysBetween = (from: Date, to: Date, timeZone: string) =>
  differenceInCalendarDays(to, from, { in: inZone(timeZone) });

/** The instant the week holding `at` began in `timeZone` (Monday 00:00 local time). */
export const startOfWeekIn = (at: Date, timeZone: string) =>
  instant(startOfWeek(at, { weekStartsOn: 1, in: inZone(timeZone) }));

/** "November 23, 2026": the day `at` falls on in `timeZone`. */
export function formatDateIn(at: Date, timeZone: string): string {
  const { month, day, year } = namesIn(at, zoneOrUtc(timeZone), { month: "long" });
  return `${month} ${day}, ${year}`;
}

/** "November 23, 2026, 9:30 PM PST": the local time of `at`, with the zone's abbreviation. */
export function formatDateTimeIn(at: Date, timeZone: string): string {
  const zone = zoneOrUtc(timeZone);
  return `${formatDateIn(at, zone)}, ${time12(at, zone)} ${zoneNameIn(at, zone)}`;
}
