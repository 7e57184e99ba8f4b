import { TZDate } from "@date-fns/tz";
import {
  addDays as addDaysToDate,
  differenceInCalendarDays,
  isValid,
  startOfWeek,
  startOfYear,
  subYears,
} from "date-fns";
import { dayString, namesIn } from "./intl";

/**
 * Calendar days ("YYYY-MM-DD"): a day, not an instant, so it has no time zone. Days are
 * stored at midnight UTC of the day (Task.dueDate, QuotePayment.paidOn, Quote.expiresAt):
 * parseDay gives that Date and formatDay reads it back. Which day "today" is depends on a
 * time zone: see ./zone.ts. Rules: docs/quotes-server.md "Ids and days".
 */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The stored form of a day: a Date in UTC whose calendar fields are the day's. */
const utc = (day: string) => new TZDate(`${day}T00:00:00.000Z`, "UTC");

/** True for a real calendar day written YYYY-MM-DD (not 2026-02-30, not 26-11-23). */
export function isDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const date = utc(value);
  return isValid(date) && formatDay(date) === value;
}

/** The stored Date (midnight UTC) of a "YYYY-MM-DD" day, or null when it is no real day. */
export function parseDay(day: string): Date | null {
  return isDay(day) ? new Date(utc(day).getTime()) : null;
}

/** "YYYY-MM-DD" of a stored day (its UTC calendar date); an invalid Date throws, as date-fns did. */
export function formatDay(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError("Invalid time value");
  return dayString(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** The day `days` calendar days after (negative: before) `day`. */
export const addDays = (day: string, days: number) => formatDay(addDaysToDate(utc(day), days));

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) =>
  differenceInCalendarDays(utc(to), utc(from));

/** The Monday of the week holding `day` (weeks start on Monday). */
export const weekStartOf = (day: string) => formatDay(startOfWeek(utc(day), { weekStartsOn: 1 }));

/** 1 January of the year of `day`. */
export const yearStartOf = (day: string) => formatDay(startOfYear(utc(day)));

/** The same date a year earlier; 29 February falls back to the 28th. */
export const sameDayLastYear = (day: string) => formatDay(subYears(utc(day), 1));

/** "November 23, 2026": a stored day or a "YYYY-MM-DD" day, as mails and PDFs show it. */
export function formatLongDay(day: Date | string): string {
  const {
    month,
    day: date,
    year,
  } = namesIn(typeof day === "string" ? utc(day) : day, "UTC", { month: "long" });
  return `${month} ${date}, ${year}`;
}
