import { analyticsQuerySchema, dayNumber, dayString, resolveRange, weekCount } from "./range";
import { isTimeZone, localDay } from "./time-zone";

const days = (range: ReturnType<typeof resolveRange>) => ({
  from: dayString(range.from),
  to: dayString(range.to),
  previousFrom: dayString(range.previousFrom),
  previousTo: dayString(range.previousTo),
});
const resolve = (query: Record<string, string>, now: string, tz = "UTC") =>
  days(resolveRange(analyticsQuerySchema.parse(query), new Date(now), tz));

describe("resolveRange", () => {
  // Wednesday 2026-03-04, 03:00 UTC: still Tuesday 3 March in Los Angeles.
  const now = "2026-03-04T03:00:00Z";

  it("counts today in the company's time zone", () => {
    expect(localDay(new Date(now), "UTC")).toBe("2026-03-04");
    expect(localDay(new Date(now), "America/Los_Angeles")).toBe("2026-03-03");
    expect(resolve({ preset: "7d" }, now, "America/Los_Angeles")).toEqual({
      from: "2026-02-25",
      to: "2026-03-03",
      previousFrom: "2026-02-18",
      previousTo: "2026-02-24",
    });
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
  it("reads real calendar days only", () => {
    expect(dayNumber("2026-02-28")).not.toBeNull();
    expect(dayNumber("2026-02-29")).toBeNull();
    expect(dayNumber("2026-13-01")).toBeNull();
    expect(dayNumber("26-01-01")).toBeNull();
  });

  it("counts the Monday weeks a range touches", () => {
    const day = (value: string) => dayNumber(value)!;
    expect(weekCount(day("2026-03-02"), day("2026-03-08"))).toBe(1); // Monday to Sunday
    expect(weekCount(day("2026-03-08"), day("2026-03-09"))).toBe(2); // Sunday to Monday
    expect(weekCount(day("2026-01-01"), day("2026-03-31"))).toBe(14);
  });

  it("knows IANA time zones", () => {
    expect(isTimeZone("America/Los_Angeles")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });
});
