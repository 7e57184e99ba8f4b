import { TZDate, tz, tzName, tzOffset } from "@date-fns/tz";
import { format } from "date-fns";
import ical, { ICalCalendarMethod, ICalEventStatus, type ICalCalendar } from "ical-generator";
import type { VisitStatus } from "@prisma/client";
import { zoneOrUtc } from "@/lib/dates";

/**
 * Visits as iCalendar (docs/jobs.md, "Customer notifications" and "Calendar feeds"): the
 * invite attached to the customer's mails and the members' and company's feeds. Pure (no
 * database): the callers load the rows.
 *
 * Times are written in the company's time zone (DTSTART;TZID=America/Los_Angeles:…) with a
 * VTIMEZONE of that zone's offsets over the visits' years, so a calendar shows 9:00 at 9:00
 * whatever its own zone, across daylight-saving changes. Every visit is one VEVENT whose UID
 * (`visit-<id>@quotecraft`) is the same in a mail and in a feed, and whose SEQUENCE is its
 * last change in epoch seconds: an invite of a moved visit replaces the one a calendar holds.
 */

/** A visit as the calendar writes it (from toVisitDto's fields, with instants as Dates). */
export type CalendarVisit = {
  id: string;
  startAt: Date;
  endAt: Date;
  updatedAt: Date;
  arrivalWindowMinutes: number | null;
  status: VisitStatus;
  jobTitle: string;
  /** "J-0001" (feeds only). */
  jobNumber?: string | null;
  /** One line: "12 Oak St, Springfield, CA 94000". */
  address: string | null;
  /** For the members' feeds: who the customer is and who goes. */
  clientName?: string | null;
  clientPhone?: string | null;
  assignees?: readonly { name: string }[];
};

/** The company as an invite names it. */
export type CalendarCompany = {
  name: string;
  timeZone: string;
  phone?: string | null;
  contactEmail?: string | null;
};

export const visitUid = (visitId: string) => `visit-${visitId}@quotecraft`;

/** A visit's SEQUENCE: its last change in epoch seconds (grows each time it is moved). */
export const visitSequence = (visit: Pick<CalendarVisit, "updatedAt">) =>
  Math.floor(visit.updatedAt.getTime() / 1000);

const MINUTE = 60_000;

/**
 * When a visit is, as its customer is told, in `timeZone`: its day ("Thu Dec 3"), and the
 * arrival window ("9:00" to "11:00") when it has one, else its start and end.
 */
export function visitTimes(
  visit: Pick<CalendarVisit, "startAt" | "endAt" | "arrivalWindowMinutes">,
  timeZone: string,
) {
  const zone = zoneOrUtc(timeZone);
  const inZone = { in: tz(zone) };
  const window = visit.arrivalWindowMinutes != null && visit.arrivalWindowMinutes > 0;
  const until = window
    ? new Date(visit.startAt.getTime() + visit.arrivalWindowMinutes! * MINUTE)
    : visit.endAt;
  const from = format(visit.startAt, "H:mm", inZone);
  const to = format(until, "H:mm", inZone);
  const day = format(visit.startAt, "EEE MMM d", inZone);
  return {
    /** "Thu Dec 3" */
    day,
    /** "Thursday, December 3, 2026" */
    longDay: format(visit.startAt, "EEEE, MMMM d, yyyy", inZone),
    from,
    to,
    /** True when from–to is an arrival window (not the visit's own start and end). */
    window,
    /** "Thu Dec 3, 9:00–11:00" */
    label: `${day}, ${from}–${to}`,
    /** "Arrival between 9:00 and 11:00" (null without a window). */
    arrival: window ? `Arrival between ${from} and ${to}` : null,
    /** "Pacific Time" (the zone the times are in). */
    zoneName: zone === "UTC" ? "UTC" : tzName(zone, visit.startAt, "longGeneric"),
  };
}

// --- VTIMEZONE -------------------------------------------------------------------------

const DAY = 24 * 60 * MINUTE;

/** "-0800" */
function offsetText(minutes: number) {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}${String(abs % 60).padStart(2, "0")}`;
}

/** "20261101T020000": the wall-clock time of `at` at `offset` minutes from UTC. */
function localStamp(at: number, offset: number) {
  return new Date(at + offset * MINUTE).toISOString().slice(0, 19).replace(/[-:]/g, "");
}

/**
 * A VTIMEZONE of `timeZone` between two instants, from the runtime's zone data: an
 * observance at the start, then one per change of offset (each found to the minute), each
 * with its own DTSTART, so every time in the range resolves to the offset the zone had then.
 */
export function vtimezone(timeZone: string, from: Date, to: Date): string {
  const offsetAt = (at: number) => tzOffset(timeZone, new Date(at));
  const start = Math.floor(from.getTime() / DAY) * DAY;
  const end = to.getTime();
  const changes: { at: number; before: number; after: number }[] = [];
  let offset = offsetAt(start);
  for (let day = start; day < end; day += DAY) {
    const next = offsetAt(day + DAY);
    if (next === offset) continue;
    // The first minute of the new offset within (day, day + 1 day].
    let lo = day;
    let hi = day + DAY;
    while (hi - lo > MINUTE) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
      if (offsetAt(mid) === offset) lo = mid;
      else hi = mid;
    }
    changes.push({ at: hi, before: offset, after: next });
    offset = next;
  }
  const first = offsetAt(start);
  // The observance in force at the start is daylight time when the next change lowers it.
  const initial = { at: start, before: first, after: first };
  const daylight = (change: typeof initial, index: number) =>
    index === 0 ? changes.length > 0 && changes[0].after < first : change.after > change.before;
  const lines = ["BEGIN:VTIMEZONE", `TZID:${timeZone}`];
  [initial, ...changes].forEach((change, index) => {
    const kind = daylight(change, index) ? "DAYLIGHT" : "STANDARD";
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${localStamp(change.at, change.before)}`,
      `TZOFFSETFROM:${offsetText(change.before)}`,
      `TZOFFSETTO:${offsetText(change.after)}`,
      `TZNAME:${tzName(timeZone, new Date(change.at), "short")}`,
      `END:${kind}`,
    );
  });
  lines.push("END:VTIMEZONE");
  return lines.join("\r\n");
}

// --- Calendars ---------------------------------------------------------------------------

const YEAR = 366 * DAY;

/** A calendar in `timeZone` whose VTIMEZONE covers the visits (a year either side). */
function calendarFor(visits: readonly CalendarVisit[], timeZone: string, name?: string) {
  const zone = zoneOrUtc(timeZone);
  const starts = visits.map((visit) => visit.startAt.getTime());
  const ends = visits.map((visit) => visit.endAt.getTime());
  const now = Date.now();
  const from = new Date((starts.length ? Math.min(...starts) : now) - YEAR);
  const to = new Date((ends.length ? Math.max(...ends) : now) + YEAR);
  // No calendar-wide zone name (ical-generator would then write DTSTAMP in local time):
  // each event names its zone, and the generator writes that zone's VTIMEZONE.
  const cal = ical({
    prodId: { company: "QuoteCraft", product: "Schedule", language: "EN" },
    ...(name ? { name } : {}),
    timezone: { name: null, generator: (id) => vtimezone(id, from, to) },
  });
  cal.x([["X-WR-TIMEZONE", zone]]);
  return { cal, zone };
}

function addVisit(
  cal: ICalCalendar,
  zone: string,
  visit: CalendarVisit,
  summary: string,
  description: string,
  organizer?: { name: string; email: string } | null,
) {
  cal.createEvent({
    id: visitUid(visit.id),
    sequence: visitSequence(visit),
    start: new TZDate(visit.startAt.getTime(), zone),
    end: new TZDate(visit.endAt.getTime(), zone),
    timezone: zone,
    summary,
    location: visit.address ?? null,
    description: description || null,
    status: visit.status === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    ...(organizer ? { organizer } : {}),
  });
}

/** What the customer's invite says: the arrival window, the job, how to reach the company. */
function inviteDescription(visit: CalendarVisit, company: CalendarCompany) {
  const times = visitTimes(visit, company.timeZone);
  const contact = [company.phone?.trim(), company.contactEmail?.trim()].filter(Boolean).join(" · ");
  return [
    times.arrival ? `${times.arrival} (${times.zoneName})` : null,
    visit.jobTitle,
    contact ? `${company.name}: ${contact}` : company.name,
  ]
    .filter(Boolean)
    .join("\n");
}

/**
 * The .ics of a visit for its customer (METHOD:PUBLISH): "<company>: <job title>" at the
 * property's address, the arrival window in its description. `series` (a recurring series'
 * first invite) lists every visit of the series instead, each its own event, so each can
 * later be moved or cancelled alone.
 */
export function visitInvite(
  visit: CalendarVisit,
  company: CalendarCompany,
  { series }: { series?: readonly CalendarVisit[] | null } = {},
): string {
  const visits = series && series.length > 0 ? series : [visit];
  const { cal, zone } = calendarFor(visits, company.timeZone);
  cal.method(ICalCalendarMethod.PUBLISH);
  const email = company.contactEmail?.trim();
  for (const one of visits)
    addVisit(
      cal,
      zone,
      one,
      `${company.name}: ${one.jobTitle}`,
      inviteDescription(one, company),
      email ? { name: company.name, email } : null,
    );
  return cal.toString();
}

/** What a member's calendar shows of a visit: the window told, the customer, the crew. */
function feedDescription(visit: CalendarVisit, timeZone: string) {
  const times = visitTimes(visit, timeZone);
  const crew = (visit.assignees ?? []).map((a) => a.name).join(", ");
  const client = [visit.clientName, visit.clientPhone].filter(Boolean).join(" · ");
  return [
    times.arrival ? `${times.arrival} (told to the customer)` : null,
    client ? `Customer: ${client}` : null,
    crew ? `Crew: ${crew}` : null,
  ]
    .filter(Boolean)
    .join("\n");
}

/** A subscribed calendar of visits (a member's or the company's): one event per visit. */
export function visitFeed(
  visits: readonly CalendarVisit[],
  { name, timeZone }: { name: string; timeZone: string },
): string {
  const { cal, zone } = calendarFor(visits, timeZone, name);
  cal.ttl(15 * 60);
  for (const visit of visits) {
    const title = visit.jobNumber ? `${visit.jobNumber} ${visit.jobTitle}` : visit.jobTitle;
    addVisit(
      cal,
      zone,
      visit,
      visit.clientName ? `${title} (${visit.clientName})` : title,
      feedDescription(visit, timeZone),
    );
  }
  return cal.toString();
}
