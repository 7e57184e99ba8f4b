import { TZDate } from "@date-fns/tz";
import { addDays } from "./day";
import { dayIn, zoneOrUtc } from "./zone";

/**
 * Quiet hours (Company.textQuietStart / textQuietEnd, default 21 to 8, in the company's time
 * zone): an automated text due inside them waits until they end, the next morning at the end
 * hour's local time, whatever daylight-saving change lies between. Returns null when `at` is
 * outside quiet hours (send now), else the instant to send. Equal hours: no quiet hours.
 */
export function quietHoursRelease(at: Date, timeZone: string, start = 21, end = 8): Date | null {
  if (start === end) return null;
  const zone = zoneOrUtc(timeZone);
  const local = new TZDate(at.getTime(), zone);
  const hour = local.getHours();
  const quiet = start > end ? hour >= start || hour < end : hour >= start && hour < end;
  if (!quiet) return null;
  const today = dayIn(at, zone);
  // In the evening part of a window that spans midnight, the end is tomorrow morning.
  const day = start > end && hour >= start ? addDays(today, 1) : today;
  const [y, m, d] = day.split("-").map(Number);
  return new Date(new TZDate(y, m - 1, d, end, 0, 0, zone).getTime());
}
