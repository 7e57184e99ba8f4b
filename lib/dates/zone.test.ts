import {
  addDaysIn,
  calendarDaysBetween,
  dayIn,
  formatDateIn,
  formatDateTimeIn,
  isTimeZone,
  startOfDayIn,
  startOfWeekIn,
  todayIn,
  zoneOrUtc,
} from "@/lib/dates";

// Daylight saving in 2026: America/Chicago (CST UTC-6, CDT UTC-5) springs forward on
// Sunday 8 March and falls back on Sunday 1 November; Europe/Berlin (CET UTC+1, CEST UTC+2)
// on Sunday 29 March and Sunday 25 October. Asia/Kolkata is UTC+5:30 and Pacific/Kiritimati
// UTC+14, all year.
const CHICAGO = "America/Chicago";
const BERLIN = "Europe/Berlin";
const KOLKATA = "Asia/Kolkata";
const KIRITIMATI = "Pacific/Kiritimati";
const at = (iso: string) => new Date(iso);

describe("startOfDayIn: the instant a calendar day begins in a zone", () => {
  it.each([
    ["2026-07-01", "UTC", "2026-07-01T00:00:00.000Z"],
    ["2026-03-07", CHICAGO, "2026-03-07T06:00:00.000Z"],
    ["2026-03-08", CHICAGO, "2026-03-08T06:00:00.000Z"], // 23 hours long
    ["2026-03-09", CHICAGO, "2026-03-09T05:00:00.000Z"],
    ["2026-11-01", CHICAGO, "2026-11-01T05:00:00.000Z"], // 25 hours long
    ["2026-11-02", CHICAGO, "2026-11-02T06:00:00.000Z"],
    ["2026-03-29", BERLIN, "2026-03-28T23:00:00.000Z"],
    ["2026-03-30", BERLIN, "2026-03-29T22:00:00.000Z"],
    ["2026-10-25", BERLIN, "2026-10-24T22:00:00.000Z"],
    ["2026-10-26", BERLIN, "2026-10-25T23:00:00.000Z"],
    ["2026-11-23", BERLIN, "2026-11-22T23:00:00.000Z"],
    ["2026-04-01", KOLKATA, "2026-03-31T18:30:00.000Z"],
    ["2026-01-01", KIRITIMATI, "2025-12-31T10:00:00.000Z"],
  ])("%s in %s begins at %s", (day, zone, instant) => {
    expect(startOfDayIn(day, zone).toISOString()).toBe(instant);
  });
});

describe("dayIn / todayIn: the calendar day of an instant in a zone", () => {
  it.each([
    // 23:30 local is still that day, though UTC is already the next one.
    ["2026-03-08T05:30:00Z", CHICAGO, "2026-03-07", "23:30 CST, before the change"],
    ["2026-03-09T04:30:00Z", CHICAGO, "2026-03-08", "23:30 CDT, after the change"],
    ["2026-11-01T04:30:00Z", CHICAGO, "2026-10-31", "23:30 CDT, before the change"],
    ["2026-11-02T05:30:00Z", CHICAGO, "2026-11-01", "23:30 CST, after the change"],
    ["2026-11-02T06:00:00Z", CHICAGO, "2026-11-02", "midnight CST"],
    // East of UTC, 00:30 local is the next day while UTC is still on the previous one.
    ["2026-03-28T22:30:00Z", BERLIN, "2026-03-28", "23:30 CET"],
    ["2026-03-28T23:30:00Z", BERLIN, "2026-03-29", "00:30 CET, the day of the change"],
    ["2026-03-29T21:30:00Z", BERLIN, "2026-03-29", "23:30 CEST"],
    ["2026-10-25T22:30:00Z", BERLIN, "2026-10-25", "23:30 CET, after the change"],
    ["2026-11-23T22:30:00Z", BERLIN, "2026-11-23", "23:30 CET"],
    ["2026-03-31T18:29:00Z", KOLKATA, "2026-03-31", "23:59 IST"],
    ["2026-03-31T18:30:00Z", KOLKATA, "2026-04-01", "midnight IST"],
    ["2025-12-31T09:30:00Z", KIRITIMATI, "2025-12-31", "23:30 LINT"],
    ["2025-12-31T10:30:00Z", KIRITIMATI, "2026-01-01", "00:30 LINT, a day ahead of UTC"],
  ])("%s in %s is %s (%s)", (iso, zone, day) => {
    expect(dayIn(at(iso), zone)).toBe(day);
    expect(todayIn(zone, at(iso))).toBe(day);
  });

  it("reads an unknown zone as UTC", () => {
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
    expect(isTimeZone("America/Los_Angeles")).toBe(true);
    expect(zoneOrUtc("Mars/Olympus")).toBe("UTC");
    expect(todayIn("Mars/Olympus", at("2026-11-24T05:30:00Z"))).toBe("2026-11-24");
    expect(startOfDayIn("2026-11-24", "Mars/Olympus").toISOString()).toBe(
      "2026-11-24T00:00:00.000Z",
    );
  });
});

describe("addDaysIn: the same wall-clock time N calendar days later", () => {
  it.each([
    ["2026-03-07T18:00:00Z", 1, CHICAGO, "2026-03-08T17:00:00.000Z", "noon to noon: 23 hours"],
    ["2026-03-08T05:30:00Z", 1, CHICAGO, "2026-03-09T04:30:00.000Z", "23:30 to 23:30"],
    ["2026-10-31T17:00:00Z", 1, CHICAGO, "2026-11-01T18:00:00.000Z", "noon to noon: 25 hours"],
    ["2026-03-05T23:00:00Z", 3, CHICAGO, "2026-03-08T22:00:00.000Z", "17:00 across the change"],
    ["2026-03-28T11:00:00Z", 1, BERLIN, "2026-03-29T10:00:00.000Z", "noon to noon: 23 hours"],
    ["2026-10-24T10:00:00Z", 1, BERLIN, "2026-10-25T11:00:00.000Z", "noon to noon: 25 hours"],
    ["2026-04-01T06:30:00Z", 3, KOLKATA, "2026-04-04T06:30:00.000Z", "no change: 72 hours"],
    ["2026-03-09T04:30:00Z", -1, CHICAGO, "2026-03-08T05:30:00.000Z", "backwards"],
  ])("%s + %i days in %s is %s (%s)", (iso, days, zone, expected) => {
    expect(addDaysIn(at(iso), days, zone).toISOString()).toBe(expected);
  });
});

describe("calendarDaysBetween: whole calendar days between two instants in a zone", () => {
  it.each([
    // 12:00 CST on 7 March to 23:30 CDT on 8 March: one day (UTC would count two).
    ["2026-03-07T18:00:00Z", "2026-03-09T04:30:00Z", CHICAGO, 1],
    ["2026-03-07T18:00:00Z", "2026-03-09T04:30:00Z", "UTC", 2],
    // 23:30 to 00:30 local, an hour apart: the next day (UTC: the same day).
    ["2026-03-08T05:30:00Z", "2026-03-08T06:30:00Z", CHICAGO, 1],
    ["2026-03-08T05:30:00Z", "2026-03-08T06:30:00Z", "UTC", 0],
    // Across the 25-hour day: 00:30 to 23:30 of 25 October is the same day.
    ["2026-10-24T22:30:00Z", "2026-10-25T22:30:00Z", BERLIN, 0],
    ["2026-10-24T21:30:00Z", "2026-10-24T22:30:00Z", BERLIN, 1],
    ["2026-11-01T04:30:00Z", "2026-11-02T05:30:00Z", CHICAGO, 1],
    ["2025-12-31T09:30:00Z", "2025-12-31T10:30:00Z", KIRITIMATI, 1],
    ["2026-03-31T18:00:00Z", "2026-03-31T19:00:00Z", KOLKATA, 1],
    ["2026-03-09T04:30:00Z", "2026-03-07T18:00:00Z", CHICAGO, -1],
  ])("from %s to %s in %s: %i", (from, to, zone, days) => {
    expect(calendarDaysBetween(at(from), at(to), zone)).toBe(days);
  });
});

describe("startOfWeekIn: Monday 00:00 local time", () => {
  it.each([
    ["2026-03-09T04:30:00Z", CHICAGO, "2026-03-02T06:00:00.000Z", "Sunday 23:30 CDT"],
    ["2026-03-09T05:30:00Z", CHICAGO, "2026-03-09T05:00:00.000Z", "Monday 00:30 CDT"],
    ["2026-11-02T05:30:00Z", CHICAGO, "2026-10-26T05:00:00.000Z", "Sunday 23:30 CST"],
    ["2026-03-29T21:30:00Z", BERLIN, "2026-03-22T23:00:00.000Z", "Sunday 23:30 CEST"],
    ["2026-11-01T23:30:00Z", BERLIN, "2026-11-01T23:00:00.000Z", "Monday 00:30 CET"],
    ["2026-03-29T18:45:00Z", KOLKATA, "2026-03-29T18:30:00.000Z", "Monday 00:15 IST"],
    ["2026-03-09T04:30:00Z", "UTC", "2026-03-09T00:00:00.000Z", "Monday in UTC"],
  ])("the week of %s in %s began at %s (%s)", (iso, zone, start) => {
    expect(startOfWeekIn(at(iso), zone).toISOString()).toBe(start);
  });
});

describe("formatting in a zone", () => {
  it.each([
    [
      "2026-11-24T05:30:00Z",
      "America/Los_Angeles",
      "November 23, 2026",
      "November 23, 2026, 9:30 PM PST",
    ],
    ["2026-11-24T05:30:00Z", "UTC", "November 24, 2026", "November 24, 2026, 5:30 AM UTC"],
    ["2026-03-08T05:30:00Z", CHICAGO, "March 7, 2026", "March 7, 2026, 11:30 PM CST"],
    ["2026-03-29T21:30:00Z", BERLIN, "March 29, 2026", "March 29, 2026, 11:30 PM GMT+2"],
    ["2026-03-31T18:30:00Z", KOLKATA, "April 1, 2026", "April 1, 2026, 12:00 AM GMT+5:30"],
  ])("%s in %s", (iso, zone, date, dateTime) => {
    expect(formatDateIn(at(iso), zone)).toBe(date);
    expect(formatDateTimeIn(at(iso), zone)).toBe(dateTime);
  });
});
