import { z } from "zod";
import {
  addDays,
  daysBetween,
  isDay,
  sameDayLastYear,
  todayIn,
  weekStartOf,
  yearStartOf,
} from "@/lib/dates";

export const ANALYTICS_PRESETS = ["7d", "30d", "90d", "year", "week"] as const;
export type AnalyticsPreset = (typeof ANALYTICS_PRESETS)[number];
/** The longest custom range: three years (docs/analytics.md "Ranges"). */
export const MAX_RANGE_DAYS = 3 * 366;

/** The earliest day a range may start on. */
const FIRST_DAY = "1970-01-01";

/** Weeks (Monday starts) from the week holding day `from` through the week holding `to`. */
export function weekCount(from: string, to: string): number {
  return Math.floor(daysBetween(weekStartOf(from), to) / 7) + 1;
}

const dayField = z
  .string()
  .trim()
  .refine((value) => isDay(value) && value >= FIRST_DAY, { message: "A date as YYYY-MM-DD." });

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
    const length = daysBetween(query.from, query.to) + 1;
    if (length < 1) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "Must be on or after from." });
    } else if (length > MAX_RANGE_DAYS) {
      ctx.addIssue({
        code: "custom",
        path: ["from"],
        message: `The range can be at most ${MAX_RANGE_DAYS} days.`,
      });
    }
  });
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

/** A range of calendar days (YYYY-MM-DD) in the company's time zone, both ends inclusive. */
export type DayRange = {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
};

/**
 * The range a query asks for and the previous period it is compared with (docs/analytics.md
 * "Ranges"): the previous period has the same length and ends the day before; "year" (this
 * year so far) is compared with the same days of last year. Without a preset or dates: 30d.
 */
export function resolveRange(query: AnalyticsQuery, now: Date, timeZone: string): DayRange {
  const today = todayIn(timeZone, now);
  let from: string;
  let to = today;
  if (query.from !== undefined && query.to !== undefined) {
    from = query.from;
    to = query.to;
  } else {
    const preset = query.preset ?? "30d";
    if (preset === "year") {
      from = yearStartOf(today);
      return { from, to, previousFrom: sameDayLastYear(from), previousTo: sameDayLastYear(to) };
    }
    if (preset === "week") {
      from = weekStartOf(today);
      // Last week from its Monday to the same weekday as today.
      return { from, to, previousFrom: addDays(from, -7), previousTo: addDays(to, -7) };
    }
    from = addDays(today, -(Number.parseInt(preset, 10) - 1));
  }
  const length = daysBetween(from, to) + 1;
  return { from, to, previousFrom: addDays(from, -length), previousTo: addDays(from, -1) };
}
