import { dayString, fieldsIn, namesIn, time12, time24, zoneNameIn } from "./intl";

// 2026-11-24T08:05:09Z: Tuesday 00:05 in Los Angeles, 09:05 in Paris, 21:05 in Auckland.
const at = new Date("2026-11-24T08:05:09.000Z");

describe("dates read with Intl", () => {
  it("reads the calendar fields of an instant in a zone, midnight as hour 0", () => {
    expect(fieldsIn(at, "America/Los_Angeles")).toEqual({
      year: 2026,
      month: 11,
      day: 24,
      hour: 0,
      minute: 5,
      second: 9,
    });
    expect(fieldsIn(at, "Pacific/Auckland")).toMatchObject({ day: 24, hour: 21 });
    expect(dayString(987, 3, 4)).toBe("0987-03-04");
  });

  it("writes clocks with plain spaces whatever the ICU version", () => {
    expect(time12(at, "America/Los_Angeles")).toBe("12:05 AM");
    expect(time12(at, "Europe/Paris")).toBe("9:05 AM");
    expect(time12(at, "Pacific/Auckland")).toBe("9:05 PM");
    expect(time24(at, "America/Los_Angeles")).toBe("00:05");
    expect(time24(at, "Europe/Paris", false)).toBe("9:05");
    expect(zoneNameIn(at, "America/Los_Angeles")).toBe("PST");
  });

  it("names the weekday and month of the zone's day, not the runtime's", () => {
    expect(namesIn(at, "Pacific/Honolulu", { weekday: "long", month: "long" })).toEqual({
      weekday: "Monday",
      month: "November",
      day: "23",
      year: "2026",
    });
  });
});
