import { todayIn } from "@/lib/dates";
import { analyticsQuerySchema, resolveRange, weekCount } from "./range";

const resolve = (query: Record<string, string>, now: string, tz = "UTC") =>
  resolveRange(analyticsQuerySchema.parse(query), new Date(now), tz);

describe("resolveRange", () => {
  // Wednesday 2026-03-04, 03:00 UTC: still Tuesday 3 March in Los Angeles.
  const now = "2026-03-04T03:00:00Z";

  it("counts today in the company's time zone", () => {
    expect(todayIn("UTC", new Date(now))).toBe("2026-03-04");
    expect(todayIn("America/Los_Angeles", new Date(now))).toBe("2026-03-03");
    expect(resolve({ preset: "7d" }, now, "America/Los_Angeles")).toEqual({
      from: "2026-02-25",
      to: "2026-03-03",
      previousFrom: "2026-02-18",
      previousTo: "2026-02-24",
    });
  });

  it("puts Sunday 23:30 in Los Angeles in that Sunday's week, though it is Monday in UTC", () => {
    // 23:30 PDT on Sunday 8 March 2026, the day daylight saving began.
    expect(resolve({ preset: "week" }, "2026-03-09T06:30:00Z", "America/Los_Angeles")).toEqual({
      from: "2026-03-02",
      to: "2026-03-08",
      previousFrom: "2026-02-23",
      previousTo: "2026-03-01",
    });
    expect(resolve({ preset: "week" }, "2026-03-09T06:30:00Z").from).toBe("2026-03-09");
  });

  it("gives presets and previous periods of equal length", () => {
    expect(resolve({ preset: "30d" }, now)).toEqual({
      from: "2026-02-03",
      to: "2026-03-04",
      previousFrom: "2026-01-04",
      previousTo: "2026-02-02",
    });
    expect(resolve({}, now)).toEqual(resolve({ preset: "30d" }, now));
    expect(resolve({ preset: "90d" }, now).from).toBe("2025-12-05");
    // This week so far (Monday 2 March to Wednesday) against Monday to Wednesday last week.
    expect(resolve({ preset: "week" }, now)).toEqual({
      from: "2026-03-02",
      to: "2026-03-04",
      previousFrom: "2026-02-23",
      previousTo: "2026-02-25",
    });
  });

  it("compares this year so far with the same days of last year", () => {
    expect(resolve({ preset: "year" }, now)).toEqual({
      from: "2026-01-01",
      to: "2026-03-04",
      previousFrom: "2025-01-01",
      previousTo: "2025-03-04",
    });
    expect(resolve({ preset: "year" }, "2028-02-29T12:00:00Z").previousTo).toBe("2027-02-28");
  });

  it("takes a custom range as given", () => {
    expect(resolve({ from: "2026-01-01", to: "2026-01-10" }, now)).toEqual({
      from: "2026-01-01",
      to: "2026-01-10",
      previousFrom: "2025-12-22",
      previousTo: "2025-12-31",
    });
  });
});

describe("helpers", () => {
  it("reads real calendar days only, from 1970", () => {
    const valid = (day: string) => analyticsQuerySchema.safeParse({ from: day, to: day }).success;
    expect(valid("2026-02-28")).toBe(true);
    expect(valid("2026-02-29")).toBe(false);
    expect(valid("2026-13-01")).toBe(false);
    expect(valid("26-01-01")).toBe(false);
    expect(valid("1969-12-31")).toBe(false);
  });

  it("refuses a reversed or too long custom range", () => {
    expect(analyticsQuerySchema.safeParse({ from: "2026-03-02", to: "2026-03-01" }).success).toBe(
      false,
    );
    expect(analyticsQuerySchema.safeParse({ from: "2023-01-01", to: "2026-01-02" }).success).toBe(
      true,
    );
    expect(analyticsQuerySchema.safeParse({ from: "2023-01-01", to: "2026-01-03" }).success).toBe(
      false,
    );
  });

  it("counts the Monday weeks a range touches", () => {
    expect(weekCount("2026-03-02", "2026-03-08")).toBe(1); // Monday to Sunday
    expect(weekCount("2026-03-08", "2026-03-09")).toBe(2); // Sunday to Monday
    expect(weekCount("2026-01-01", "2026-03-31")).toBe(14);
  });
});
