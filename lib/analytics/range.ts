import { z } from "zod";
import { localDay } from "./time-zone";

export const ANALYTICS_PRESETS = ["7d", "30d", "90d", "year", "week"] as const;
export type AnalyticsPreset = (typeof ANALYTICS_PRESETS)[number];
/** The longest custom range: three years (docs/analytics.md "Ranges"). */
export const MAX_RANGE_DAYS = 3 * 366;

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Days since 1970-01-01 of a YYYY-MM-DD calendar day, or null when it is no real day. */
export function dayNumber(value: string): number | null {
  if (!DAY.test(value)) return null;
  const [year, month, day] = value.split("-").map(Number);
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (year < 1970 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return time / DAY_MS;
}

/** The YYYY-MM-DD of a day number. */
export function dayString(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Weeks (Monday starts) from the week holding day `from` through the week holding `to`. */
export function weekCount(from: number, to: number): number {
  // Day 0 (1970-01-01) was a Thursday: Monday-based weekday = (day + 3) % 7.
  const monday = from - ((from + 3) % 7);
  return Math.floor((to - monday) / 7) + 1;
}

const dayField = z
  .string()
  .trim()
  .refine((value) => dayNumber(value) !== null, { message: "A date as YYYY-MM-DD." });

/** GET /api/dashboard/analytics query: a preset, or a custom from/to (both inclusive). */
export const analyticsQuerySchema = z
  .object({
    preset: z.enum(ANALYTICS_PRESETS, "One of 7d, 30d, 90d, year, week.").optional(),
    from: dayField.optional(),
    to: dayField.optional(),
  })
  .strict()
  .superRefine((query, ctx) => {
    const custom = query.from !== undefined || query.to !== undefined;
    if (custom && query.preset !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["preset"],
        message: "Send a preset or from/to, not both.",
      });
      return;
    }
    if (!custom) return;
    if (query.from === undefined) {
      ctx.addIssue({ code: "custom", path: ["from"], message: "Required with to." });
      return;
    }
    if (query.to === undefined) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "Required with from." });
      return;
    }
    const from = dayNumber(query.from)!;
    const to = dayNumber(query.to)!;
    if (from > to) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "Must be on or after from." });
    } else if (to - from + 1 > MAX_RANGE_DAYS) {
      ctx.addIssue({
        code: "custom",
        path: ["from"],
        message: `The range can be at most ${MAX_RANGE_DAYS} days.`,
      });
    }
  });
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

/** A range of calendar days in the company's time zone, both ends inclusive, as day numbers. */
export type DayRange = {
  from: number;
  to: number;
  previousFrom: number;
  previousTo: number;
};

function sameDayLastYear(day: number): number {
  const date = new Date(day * DAY_MS);
  const year = date.getUTCFullYear() - 1;
  const month = date.getUTCMonth();
  // 29 February falls back to the 28th.
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(date.getUTCDate(), last)) / DAY_MS;
}

/**
 * The range a query asks for and the previous period it is compared with (docs/analytics.md
 * "Ranges"): the previous period has the same length and ends the day before; "year" (this
 * year so far) is compared with the same days of last year. Without a preset or dates: 30d.
 */
export function resolveRange(query: AnalyticsQuery, now: Date, timeZone: string): DayRange {
  const today = dayNumber(localDay(now, timeZone))!;
  let from: number;
  let to = today;
  if (query.from !== undefined && query.to !== undefined) {
    from = dayNumber(query.from)!;
    to = dayNumber(query.to)!;
  } else {
    const preset = query.preset ?? "30d";
    if (preset === "year") {
      const date = new Date(today * DAY_MS);
      from = Date.UTC(date.getUTCFullYear(), 0, 1) / DAY_MS;
      return {
        from,
        to,
        previousFrom: sameDayLastYear(from),
        previousTo: sameDayLastYear(to),
      };
    }
    if (preset === "week") {
      const weekday = (new Date(today * DAY_MS).getUTCDay() + 6) % 7; // Monday = 0
      from = today - weekday;
      // Last week from its Monday to the same weekday as today.
      return { from, to, previousFrom: from - 7, previousTo: to - 7 };
    } else {
      from = today - (Number.parseInt(preset, 10) - 1);
    }
  }
  const length = to - from + 1;
  return { from, to, previousFrom: from - length, previousTo: from - 1 };
}
