import {
  addDays,
  daysBetween,
  formatDay,
  formatLongDay,
  isDay,
  parseDay,
  sameDayLastYear,
  weekStartOf,
  yearStartOf,
} from "@/lib/dates";

describe("calendar days", () => {
  it.each([
    ["2026-11-23", "2026-11-23T00:00:00.000Z"],
    ["2024-02-29", "2024-02-29T00:00:00.000Z"],
  ])("parses %s to its stored form (midnight UTC)", (day, iso) => {
    expect(isDay(day)).toBe(true);
    expect(parseDay(day)?.toISOString()).toBe(iso);
    expect(formatDay(parseDay(day)!)).toBe(day);
  });

  it.each([
    "2026-02-30",
    "2025-02-29",
    "2026-13-01",
    "2026-00-10",
    "26-11-23",
    "2026-11-23T00:00",
    "",
  ])("refuses %j", (day) => {
    expect(isDay(day)).toBe(false);
    expect(parseDay(day)).toBeNull();
  });

  it.each([
    ["2026-11-23", 30, "2026-12-23"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2024-02-28", 1, "2024-02-29"],
    ["2026-03-01", -1, "2026-02-28"],
    // Days have no time zone: a daylight-saving change is no concern here.
    ["2026-03-07", 2, "2026-03-09"],
    ["2026-10-31", 2, "2026-11-02"],
  ])("%s + %i days is %s", (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
    expect(daysBetween(day, expected)).toBe(days);
  });

  it.each([
    ["2026-03-02", "2026-03-02"], // a Monday
    ["2026-03-08", "2026-03-02"], // the Sunday after
    ["2026-03-09", "2026-03-09"],
    ["2027-01-01", "2026-12-28"], // across a year
  ])("the week of %s starts on Monday %s", (day, monday) => {
    expect(weekStartOf(day)).toBe(monday);
  });

  it("finds the year's start and the same day last year (29 February falls back)", () => {
    expect(yearStartOf("2026-03-04")).toBe("2026-01-01");
    expect(sameDayLastYear("2026-03-04")).toBe("2025-03-04");
    expect(sameDayLastYear("2028-02-29")).toBe("2027-02-28");
  });

  it("writes a day long, the same in every zone", () => {
    expect(formatLongDay("2026-11-23")).toBe("November 23, 2026");
    expect(formatLongDay(parseDay("2026-01-01")!)).toBe("January 1, 2026");
  });
});

describe("formatDay", () => {
  it("refuses an invalid Date rather than writing NaN", () => {
    expect(() => formatDay(new Date(Number.NaN))).toThrow(RangeError);
  });
});
