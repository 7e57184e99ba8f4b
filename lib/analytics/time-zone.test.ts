import { localDate, zonedDayStart } from "./time-zone";

describe("zonedDayStart", () => {
  it.each([
    ["2026-07-01", "UTC", "2026-07-01T00:00:00.000Z"],
    ["2026-07-01", "Europe/Paris", "2026-06-30T22:00:00.000Z"],
    ["2026-01-15", "America/Los_Angeles", "2026-01-15T08:00:00.000Z"],
    // Daylight saving starts at 02:00 on 8 March and ends at 02:00 on 1 November 2026.
    ["2026-03-08", "America/Los_Angeles", "2026-03-08T08:00:00.000Z"],
    ["2026-03-09", "America/Los_Angeles", "2026-03-09T07:00:00.000Z"],
    ["2026-11-01", "America/Los_Angeles", "2026-11-01T07:00:00.000Z"],
    ["2026-11-02", "America/Los_Angeles", "2026-11-02T08:00:00.000Z"],
    ["2026-04-01", "Asia/Kolkata", "2026-03-31T18:30:00.000Z"],
  ])("%s in %s begins at %s", (day, zone, instant) => {
    expect(zonedDayStart(day, zone).toISOString()).toBe(instant);
  });
});

describe("localDate", () => {
  it("is the day in the zone, not in UTC", () => {
    const lateEvening = new Date("2026-11-24T05:30:00Z"); // 21:30 on the 23rd in Los Angeles
    expect(localDate(lateEvening, "America/Los_Angeles").toISOString()).toBe(
      "2026-11-23T00:00:00.000Z",
    );
    expect(localDate(lateEvening, "UTC").toISOString()).toBe("2026-11-24T00:00:00.000Z");
  });
});
