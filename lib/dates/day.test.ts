import { addDays, formatDay, parseDay, today } from "./day";

describe("calendar days", () => {
  it.each([
    ["2026-11-23", "2026-11-23T00:00:00.000Z"],
    ["2024-02-29", "2024-02-29T00:00:00.000Z"],
  ])("parses %s", (day, iso) => {
    expect(parseDay(day)?.toISOString()).toBe(iso);
  });

  it.each(["2026-02-30", "2025-02-29", "2026-13-01", "26-11-23", "2026-11-23T00:00", ""])(
    "refuses %j",
    (day) => {
      expect(parseDay(day)).toBeNull();
    },
  );

  it("formats, adds days and finds today in UTC", () => {
    const now = new Date("2026-11-23T23:59:00.000Z");
    expect(formatDay(today(now))).toBe("2026-11-23");
    expect(formatDay(addDays(today(now), 30))).toBe("2026-12-23");
  });
});
