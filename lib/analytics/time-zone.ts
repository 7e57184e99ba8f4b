import { z } from "zod";

/** True for an IANA time zone name this runtime knows ("America/Los_Angeles", "UTC"). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A company's time zone as the profile and sign-up accept it (docs/analytics.md "Time zones"). */
export const timeZoneSchema = z
  .string()
  .trim()
  .max(64, "At most 64 characters.")
  .refine(isTimeZone, { message: "Choose a time zone from the list (e.g. America/New_York)." });

/** The calendar day (YYYY-MM-DD) it is in `timeZone` at `now`. */
export function localDay(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** How far the wall clock in `timeZone` is ahead of UTC at `instant` (ms; negative west of UTC). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const wall = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a calendar day (YYYY-MM-DD) begins in `timeZone`: 2026-07-01 in Europe/Paris is
 * 2026-06-30T22:00Z. The offset is read twice, at the guess and at the result, so a day after a
 * daylight-saving change gets its own offset.
 */
export function zonedDayStart(day: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const guess = midnightUtc - offsetAt(midnightUtc, timeZone);
  return new Date(midnightUtc - offsetAt(guess, timeZone));
}

/** The calendar day an instant falls on in `timeZone`, as a UTC-midnight Date. */
export const localDate = (instant: Date, timeZone: string) =>
  new Date(`${localDay(instant, timeZone)}T00:00:00Z`);
