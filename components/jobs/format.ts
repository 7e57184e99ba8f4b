import { namesIn, time12 } from "@/lib/dates/intl";
import { zoneOrUtc } from "@/lib/dates/zone";
import type { JobDto, VisitDto } from "@/lib/jobs/dto";

/** The words of the statuses (the same as lib/jobs/transitions.ts, which is server code). */
export const JOB_STATUS_LABELS: Record<JobDto["status"], string> = {
  unscheduled: "Unscheduled",
  scheduled: "Scheduled",
  in_progress: "In progress",
  completed: "Completed",
  cancelled: "Cancelled",
};

export const VISIT_STATUS_LABELS: Record<VisitDto["status"], string> = {
  scheduled: "Scheduled",
  en_route: "On the way",
  in_progress: "In progress",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** Google Maps' search for an address (opens the maps app on a phone). */
export const mapHref = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** A dialable tel: address: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

const at = (iso: string | Date) => (typeof iso === "string" ? new Date(iso) : iso);

/** "9:00 AM" in the company's zone. */
export const timeIn = (iso: string | Date, zone: string) => time12(at(iso), zoneOrUtc(zone));

/** "Mon, Nov 23" in the company's zone. */
export function shortDayIn(iso: string | Date, zone: string): string {
  const { weekday, month, day } = namesIn(at(iso), zoneOrUtc(zone), {
    weekday: "short",
    month: "short",
  });
  return `${weekday}, ${month} ${day}`;
}

/** "Monday, November 23" in the company's zone. */
export function longDayIn(iso: string | Date, zone: string): string {
  const { weekday, month, day } = namesIn(at(iso), zoneOrUtc(zone), {
    weekday: "long",
    month: "long",
  });
  return `${weekday}, ${month} ${day}`;
}

/** "Nov 23, 2026, 9:00 AM" in the company's zone. */
export function dateTimeIn(iso: string | Date, zone: string): string {
  const { month, day, year } = namesIn(at(iso), zoneOrUtc(zone), { month: "short" });
  return `${month} ${day}, ${year}, ${timeIn(iso, zone)}`;
}

/** "9:00 AM – 11:00 AM" (with the end's day when it ends on another day). */
export function timeRangeIn(startIso: string, endIso: string, zone: string): string {
  const sameDay = shortDayIn(startIso, zone) === shortDayIn(endIso, zone);
  const end = sameDay
    ? timeIn(endIso, zone)
    : `${shortDayIn(endIso, zone)}, ${timeIn(endIso, zone)}`;
  return `${timeIn(startIso, zone)} – ${end}`;
}

/** "Mon, Nov 23 · 9:00 AM – 11:00 AM". */
export const visitWhenIn = (visit: Pick<VisitDto, "startAt" | "endAt">, zone: string) =>
  `${shortDayIn(visit.startAt, zone)} · ${timeRangeIn(visit.startAt, visit.endAt, zone)}`;

/** The arrival window told to the customer: "9:00 AM – 11:00 AM" from the start, or null. */
export function arrivalWindowIn(
  visit: Pick<VisitDto, "startAt" | "arrivalWindowMinutes">,
  zone: string,
): string | null {
  if (!visit.arrivalWindowMinutes) return null;
  const start = new Date(visit.startAt);
  return `${timeIn(start, zone)} – ${timeIn(new Date(start.getTime() + visit.arrivalWindowMinutes * 60_000), zone)}`;
}

/** "Ada Lovelace, Sam Carter" (or "Nobody assigned"). */
export const assigneeNames = (visit: Pick<VisitDto, "assignees">) =>
  visit.assignees.map((member) => member.name).join(", ") || "Nobody assigned";
