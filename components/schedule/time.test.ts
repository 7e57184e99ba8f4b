import {
  SLOT_COUNT,
  dayOf,
  formatTime,
  longDayLabel,
  minutesOfDay,
  moveByDays,
  moveBySlots,
  rangeTitle,
  shiftAnchor,
  shortDayLabel,
  slotInstant,
  slotPosition,
  viewDays,
  timeInputValue,
  viewRange,
  wallClock,
  weekStart,
  weekdayOf,
} from "./time";

const LA = "America/Los_Angeles";

describe("slots in the company's time zone", () => {
  it("starts every slot at its wall-clock time on the day DST begins (2026-03-08)", () => {
    // 6:00 is already PDT (UTC-7): the day lost its 2:00-3:00 hour before the grid starts.
    expect(slotInstant("2026-03-08", 0, LA).toISOString()).toBe("2026-03-08T13:00:00.000Z");
    expect(slotInstant("2026-03-08", 1, LA).toISOString()).toBe("2026-03-08T13:30:00.000Z");
    expect(slotInstant("2026-03-08", SLOT_COUNT, LA).toISOString()).toBe(
      "2026-03-09T04:00:00.000Z",
    );
    // The day before is still PST (UTC-8).
    expect(slotInstant("2026-03-07", 0, LA).toISOString()).toBe("2026-03-07T14:00:00.000Z");
  });

  it("starts every slot at its wall-clock time on the day DST ends (2026-11-01)", () => {
    expect(slotInstant("2026-10-31", 6, LA).toISOString()).toBe("2026-10-31T16:00:00.000Z");
    expect(slotInstant("2026-11-01", 6, LA).toISOString()).toBe("2026-11-01T17:00:00.000Z");
  });

  it("reads an instant's place on its local day back", () => {
    const nine = wallClock("2026-03-08", 9 * 60, LA);
    expect(minutesOfDay(nine, LA)).toBe(540);
    expect(slotPosition(nine, LA)).toBe(6);
    expect(dayOf(nine, LA)).toBe("2026-03-08");
    // 23:30 on the 7th in LA is the 8th in UTC: the day is the company's.
    expect(dayOf("2026-03-08T07:30:00.000Z", LA)).toBe("2026-03-07");
  });

  it("never uses the runtime's own zone", () => {
    expect(slotInstant("2026-07-01", 0, "Europe/Paris").toISOString()).toBe(
      "2026-07-01T04:00:00.000Z",
    );
    expect(slotInstant("2026-07-01", 0, "Asia/Tokyo").toISOString()).toBe(
      "2026-06-30T21:00:00.000Z",
    );
  });
});

describe("weeks", () => {
  it("start on Monday", () => {
    expect(weekStart("2026-03-08")).toBe("2026-03-02"); // a Sunday
    expect(weekStart("2026-03-09")).toBe("2026-03-09"); // a Monday
    expect(weekStart("2027-01-01")).toBe("2026-12-28");
  });

  it("cover seven days, and load from the first local midnight to the next Monday's", () => {
    const { days, from, to } = viewRange("week", "2026-03-11", LA);
    expect(days).toEqual([
      "2026-03-09",
      "2026-03-10",
      "2026-03-11",
      "2026-03-12",
      "2026-03-13",
      "2026-03-14",
      "2026-03-15",
    ]);
    expect(from.toISOString()).toBe("2026-03-09T07:00:00.000Z");
    expect(to.toISOString()).toBe("2026-03-16T07:00:00.000Z");
    // The week holding the change is 167 hours long.
    const week = viewRange("week", "2026-03-08", LA);
    expect((week.to.getTime() - week.from.getTime()) / 3_600_000).toBe(167);
  });

  it("fill a month's grid with whole weeks", () => {
    const days = viewDays("month", "2026-11-15");
    expect(days[0]).toBe("2026-10-26");
    expect(days[days.length - 1]).toBe("2026-12-06");
    expect(days.length % 7).toBe(0);
  });

  it("step and title each view", () => {
    expect(shiftAnchor("month", "2026-12-31", 1)).toBe("2027-01-01");
    expect(shiftAnchor("month", "2026-01-31", -1)).toBe("2025-12-01");
    expect(shiftAnchor("week", "2026-03-02", 1)).toBe("2026-03-09");
    expect(rangeTitle("week", "2026-03-04")).toBe("Mar 2 – 8, 2026");
    expect(rangeTitle("week", "2026-03-31")).toBe("Mar 30 – Apr 5, 2026");
    expect(rangeTitle("week", "2026-12-30")).toBe("Dec 28, 2026 – Jan 3, 2027");
    expect(rangeTitle("day", "2026-11-24")).toBe("Tuesday, November 24, 2026");
    expect(rangeTitle("month", "2026-11-24")).toBe("November 2026");
  });

  it("labels columns and clocks", () => {
    expect(shortDayLabel("2026-11-23")).toBe("Mon 23");
    expect(longDayLabel("2026-11-23")).toBe("Monday, November 23");
    expect(weekdayOf("2026-11-29")).toBe("Sun");
    // 00:05 in Los Angeles: midnight is 12 on a 12-hour clock and 00 on a time input.
    const at = new Date("2026-11-24T08:05:00.000Z");
    expect(formatTime(at, "America/Los_Angeles")).toBe("12:05 AM");
    expect(timeInputValue(at, "America/Los_Angeles")).toBe("00:05");
  });
});

describe("moving a visit", () => {
  it("by a slot keeps the wall-clock step", () => {
    const start = wallClock("2026-03-08", 9 * 60, LA);
    expect(moveBySlots(start, 1, LA).toISOString()).toBe("2026-03-08T16:30:00.000Z");
    expect(moveBySlots(start, -2, LA).toISOString()).toBe("2026-03-08T15:00:00.000Z");
  });

  it("by a day keeps its wall-clock time across a DST change", () => {
    const saturday = wallClock("2026-03-07", 9 * 60, LA); // 9:00 PST = 17:00Z
    expect(saturday.toISOString()).toBe("2026-03-07T17:00:00.000Z");
    const sunday = moveByDays(saturday, 1, LA); // 9:00 PDT = 16:00Z
    expect(sunday.toISOString()).toBe("2026-03-08T16:00:00.000Z");
    expect(minutesOfDay(sunday, LA)).toBe(540);
    expect(moveByDays(sunday, -1, LA).toISOString()).toBe(saturday.toISOString());
    // And back to standard time in the autumn.
    const autumn = moveByDays(wallClock("2026-10-31", 9 * 60, LA), 1, LA);
    expect(autumn.toISOString()).toBe("2026-11-01T17:00:00.000Z");
  });

  it("by slots past midnight rolls into the next day", () => {
    const late = wallClock("2026-03-07", 23 * 60 + 30, LA);
    expect(dayOf(moveBySlots(late, 1, LA), LA)).toBe("2026-03-08");
    expect(minutesOfDay(moveBySlots(late, 1, LA), LA)).toBe(0);
  });
});
