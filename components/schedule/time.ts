import { TZDate } from "@date-fns/tz";
import { addDays, daysBetween, weekStartOf } from "@/lib/dates/day";
import { fieldsIn, namesIn, time12, time24 } from "@/lib/dates/intl";
import { addDaysIn, dayIn, startOfDayIn, zoneOrUtc } from "@/lib/dates/zone";

/**
 * The schedule's time arithmetic, always in the company's time zone (never the browser's):
 * days are "YYYY-MM-DD", instants are Dates, and every slot of the grid is built from its
 * local wall-clock time, so a day with a daylight-saving change still starts at 6:00 there.
 * Pure: no React, no fetch.
 */

export type ScheduleView = "day" | "week" | "month";

/** The time grid: 6:00 to 21:00 in 30-minute slots. */
export const SLOT_MINUTES = 30;
export const GRID_START_MINUTES = 6 * 60;
export const GRID_END_MINUTES = 21 * 60;
export const SLOT_COUNT = (GRID_END_MINUTES - GRID_START_MINUTES) / SLOT_MINUTES;

export { addDays, daysBetween };

/** The Monday of the week holding `day`. */
export const weekStart = (day: string) => weekStartOf(day);

/** The calendar day `at` falls on in `timeZone`. */
export const dayOf = (at: Date | string, timeZone: string) => dayIn(new Date(at), timeZone);

/**
 * The instant of a local wall-clock time: `minutes` after midnight of `day` in `timeZone`
 * (minutes past 24:00 or below 0 roll into the next or previous day).
 */
export function wallClock(day: string, minutes: number, timeZone: string): Date {
  const shift = Math.floor(minutes / (24 * 60));
  const [year, month, date] = addDays(day, shift).split("-").map(Number);
  const rest = minutes - shift * 24 * 60;
  const local = new TZDate(
    year,
    month - 1,
    date,
    Math.floor(rest / 60),
    rest % 60,
    zoneOrUtc(timeZone),
  );
  return new Date(local.getTime());
}

/** The instant slot `slot` (0 = 6:00) of `day` starts in `timeZone`; SLOT_COUNT is 21:00. */
export const slotInstant = (day: string, slot: number, timeZone: string) =>
  wallClock(day, GRID_START_MINUTES + slot * SLOT_MINUTES, timeZone);

/** Minutes after local midnight of `at` in `timeZone` (its wall-clock time). */
export function minutesOfDay(at: Date | string, timeZone: string): number {
  const { hour, minute } = fieldsIn(new Date(at), zoneOrUtc(timeZone));
  return hour * 60 + minute;
}

/** Where `at` falls on the grid of its day, in slots from 6:00 (fractional, may be out of range). */
export const slotPosition = (at: Date | string, timeZone: string) =>
  (minutesOfDay(at, timeZone) - GRID_START_MINUTES) / SLOT_MINUTES;

/** The same wall-clock time `slots` 30-minute slots later (earlier when negative). */
export function moveBySlots(at: Date | string, slots: number, timeZone: string): Date {
  return wallClock(
    dayOf(at, timeZone),
    minutesOfDay(at, timeZone) + slots * SLOT_MINUTES,
    timeZone,
  );
}

/** The same wall-clock time `days` calendar days later (23 or 25 hours across DST). */
export const moveByDays = (at: Date | string, days: number, timeZone: string) =>
  addDaysIn(new Date(at), days, timeZone);

/** The days a view shows around `anchor`: one, the Monday-first week, or the month's weeks. */
export function viewDays(view: ScheduleView, anchor: string): string[] {
  if (view === "day") return [anchor];
  if (view === "week") {
    const first = weekStart(anchor);
    return Array.from({ length: 7 }, (_, index) => addDays(first, index));
  }
  const monthFirst = `${anchor.slice(0, 7)}-01`;
  const nextMonth = addDays(monthFirst, 32).slice(0, 7) + "-01";
  const first = weekStart(monthFirst);
  const last = addDays(weekStart(addDays(nextMonth, -1)), 6);
  return Array.from({ length: daysBetween(first, last) + 1 }, (_, index) => addDays(first, index));
}

/** The instants a view loads: from the start of its first day to the start of the day after its last. */
export function viewRange(view: ScheduleView, anchor: string, timeZone: string) {
  const days = viewDays(view, anchor);
  return {
    days,
    from: startOfDayIn(days[0], timeZone),
    to: startOfDayIn(addDays(days[days.length - 1], 1), timeZone),
  };
}

/** The anchor day one view earlier (-1) or later (+1). */
export function shiftAnchor(view: ScheduleView, anchor: string, step: -1 | 1): string {
  if (view === "day") return addDays(anchor, step);
  if (view === "week") return addDays(anchor, 7 * step);
  const [year, month] = anchor.split("-").map(Number);
  const index = year * 12 + (month - 1) + step;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}

/** A day's names (it has no time zone): read at its noon in UTC. */
const dayNames = (day: string, width: Parameters<typeof namesIn>[2]) =>
  namesIn(new Date(`${day}T12:00:00.000Z`), "UTC", width);

/** "Tuesday, November 24, 2026" / "Nov 23 – 29, 2026" / "November 2026". */
export function rangeTitle(view: ScheduleView, anchor: string): string {
  if (view === "day") {
    const { weekday, month, day, year } = dayNames(anchor, { weekday: "long", month: "long" });
    return `${weekday}, ${month} ${day}, ${year}`;
  }
  if (view === "month") {
    const { month, year } = dayNames(anchor, { month: "long" });
    return `${month} ${year}`;
  }
  const first = weekStart(anchor);
  const last = addDays(first, 6);
  const [a, b] = [dayNames(first, { month: "short" }), dayNames(last, { month: "short" })];
  if (a.year !== b.year) return `${a.month} ${a.day}, ${a.year} – ${b.month} ${b.day}, ${b.year}`;
  if (a.month !== b.month) return `${a.month} ${a.day} – ${b.month} ${b.day}, ${b.year}`;
  return `${a.month} ${a.day} – ${b.day}, ${b.year}`;
}

/** "Mon 23" (a column's heading), "Monday, November 23" (for screen readers). */
export function shortDayLabel(day: string): string {
  const names = dayNames(day, { weekday: "short" });
  return `${names.weekday} ${names.day}`;
}
export function longDayLabel(day: string): string {
  const names = dayNames(day, { weekday: "long", month: "long" });
  return `${names.weekday}, ${names.month} ${names.day}`;
}
export const weekdayOf = (day: string) => dayNames(day, { weekday: "short" }).weekday;
export const dayNumber = (day: string) => Number(day.slice(8, 10));

/** "9:30 AM": the local time of `at` in `timeZone`. */
export const formatTime = (at: Date | string, timeZone: string) =>
  time12(new Date(at), zoneOrUtc(timeZone));

/** "9:00 AM – 10:30 AM". */
export const formatTimeRange = (start: Date | string, end: Date | string, timeZone: string) =>
  `${formatTime(start, timeZone)} – ${formatTime(end, timeZone)}`;

/** A grid row's label: "6:00 AM" for slot 0. */
export function slotLabel(slot: number): string {
  const minutes = GRID_START_MINUTES + slot * SLOT_MINUTES;
  const hours = Math.floor(minutes / 60);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

/** "HH:mm" of `at` in `timeZone` (a time input's value). */
export const timeInputValue = (at: Date | string, timeZone: string) =>
  time24(new Date(at), zoneOrUtc(timeZone));

/** Minutes after midnight of an "HH:mm" value, or null. */
export function parseTimeInput(value: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}
