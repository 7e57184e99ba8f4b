import { quietHoursRelease } from "@/lib/dates/quiet-hours";
import { countSegments } from "./segments";
import { renderTextTemplate } from "./templates";
import { toE164 } from "./phone";

describe("quiet hours", () => {
  it("hold an evening text until 08:00 the next morning, across a DST change", () => {
    // 2026-11-01 22:00 EST (the clocks went back that morning) -> 2026-11-02 08:00 EST.
    expect(quietHoursRelease(new Date("2026-11-02T03:00:00Z"), "America/New_York")).toEqual(
      new Date("2026-11-02T13:00:00Z"),
    );
    // 2026-03-07 22:00 EST -> 2026-03-08 08:00 EDT (spring forward).
    expect(quietHoursRelease(new Date("2026-03-08T03:00:00Z"), "America/New_York")).toEqual(
      new Date("2026-03-08T12:00:00Z"),
    );
    // 03:00 local: the same morning.
    expect(quietHoursRelease(new Date("2026-06-10T07:00:00Z"), "America/New_York")).toEqual(
      new Date("2026-06-10T12:00:00Z"),
    );
    expect(quietHoursRelease(new Date("2026-06-10T16:00:00Z"), "America/New_York")).toBeNull();
    expect(quietHoursRelease(new Date("2026-06-10T03:00:00Z"), "UTC", 8, 8)).toBeNull();
  });
});

describe("segments, templates and numbers", () => {
  it("count GSM-7 and UCS-2 segments", () => {
    expect(countSegments("a".repeat(160))).toMatchObject({ encoding: "GSM-7", segments: 1 });
    expect(countSegments("a".repeat(161))).toMatchObject({ segments: 2, perSegment: 153 });
    expect(countSegments("é".repeat(10))).toMatchObject({ encoding: "GSM-7" });
    expect(countSegments("Hi 👋")).toMatchObject({ encoding: "UCS-2", segments: 1 });
    expect(countSegments("ā".repeat(71))).toMatchObject({ segments: 2, perSegment: 67 });
  });
  it("fill merge fields", () => {
    expect(
      renderTextTemplate("Thanks, {{client.firstName}}, from {{company.name}} {{x.y}}.", {
        "client.firstName": "Maria",
        "company.name": "Brightline",
      }),
    ).toBe("Thanks, Maria, from Brightline.");
  });
  it("read numbers against the company's country", () => {
    expect(toE164("(512) 555-0142")).toBe("+15125550142");
    expect(toE164("020 7946 0958", "GB")).toBe("+442079460958");
    expect(toE164("12")).toBeNull();
  });
});
