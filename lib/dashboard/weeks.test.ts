import { bucketByWeek, lastWeekStarts, startOfUtcWeek, weekLabel } from "@/lib/dashboard/weeks";

describe("weekly buckets", () => {
  it.each([
    ["2025-05-05T00:00:00Z", "2025-05-05T00:00:00.000Z"], // Monday
    ["2025-05-11T23:59:59Z", "2025-05-05T00:00:00.000Z"], // Sunday
    ["2025-05-12T00:00:00Z", "2025-05-12T00:00:00.000Z"],
    ["2024-12-31T12:00:00Z", "2024-12-30T00:00:00.000Z"], // across a year
  ])("the week of %s starts %s", (date, start) => {
    expect(startOfUtcWeek(new Date(date)).toISOString()).toBe(start);
  });

  it("lists the last weeks oldest first and buckets dates, ignoring older ones", () => {
    const starts = lastWeekStarts(new Date("2025-05-14T10:00:00Z"), 3);
    expect(starts.map((d) => d.toISOString().slice(0, 10))).toEqual([
      "2025-04-28",
      "2025-05-05",
      "2025-05-12",
    ]);
    const dates = [
      "2025-04-01",
      "2025-04-28",
      "2025-05-04",
      "2025-05-05",
      "2025-05-13",
      "2025-05-14",
    ].map((d) => new Date(`${d}T08:00:00Z`));
    expect(bucketByWeek(starts, dates)).toEqual([2, 1, 2]);
    expect(weekLabel(starts[0])).toBe("Apr 28");
  });
});
