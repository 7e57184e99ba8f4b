import { dateTimeIn, longDayIn, shortDayIn, timeIn } from "./format";

// 2026-11-24T08:05:09Z: Monday evening in Honolulu, Tuesday 09:05 in Paris.
const at = new Date("2026-11-24T08:05:09.000Z");

describe("the job pages' dates", () => {
  it("are written in the company's zone", () => {
    expect(timeIn(at, "Europe/Paris")).toBe("9:05 AM");
    expect(shortDayIn(at, "Pacific/Honolulu")).toBe("Mon, Nov 23");
    expect(longDayIn(at, "Europe/Paris")).toBe("Tuesday, November 24");
    expect(dateTimeIn(at.toISOString(), "America/New_York")).toBe("Nov 24, 2026, 3:05 AM");
  });
});
