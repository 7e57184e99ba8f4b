/** Pure date helpers for the dashboard's weekly figures (UTC weeks starting on Monday). */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of the week containing `date`. */
export function startOfUtcWeek(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = (day.getUTCDay() + 6) % 7; // Monday = 0
  return new Date(day.getTime() - weekday * DAY_MS);
}

/** The starts of the last `count` weeks, oldest first, ending with the current week. */
export function lastWeekStarts(now: Date, count: number): Date[] {
  const current = startOfUtcWeek(now).getTime();
  return Array.from(
    { length: count },
    (_, index) => new Date(current - (count - 1 - index) * 7 * DAY_MS),
  );
}

/** Counts dates into the weeks given by `starts` (dates before the first week are ignored). */
export function bucketByWeek(starts: Date[], dates: Date[]): number[] {
  const counts = starts.map(() => 0);
  for (const date of dates) {
    const time = date.getTime();
    for (let index = starts.length - 1; index >= 0; index -= 1) {
      if (time >= starts[index].getTime()) {
        counts[index] += 1;
        break;
      }
    }
  }
  return counts;
}

/** "Mar 3" for a week start, in UTC. */
export function weekLabel(start: Date): string {
  return start.toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
}
