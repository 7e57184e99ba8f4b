import {
  BAR_GAP,
  FUNNEL_LAYOUT,
  TREND_LAYOUT,
  countTicks,
  funnelGeometry,
  trendGeometry,
  type FunnelDatum,
  type TrendDatum,
} from "./chart-model";

describe("countTicks", () => {
  it.each([
    [0, [0, 1]],
    [1, [0, 1]],
    [3, [0, 1, 2, 3]],
    [7, [0, 2, 4, 6, 8]],
    [10, [0, 5, 10]],
    [37, [0, 10, 20, 30, 40]],
    [1234, [0, 500, 1000, 1500]],
    [Number.NaN, [0, 1]],
  ])("counts up to %p as %p", (max, ticks) => {
    expect(countTicks(max)).toEqual(ticks);
  });

  it("always ends at or above the largest count, on whole numbers", () => {
    for (let max = 0; max < 2000; max += 7) {
      const ticks = countTicks(max);
      expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(max);
      expect(ticks.every(Number.isInteger)).toBe(true);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });
});

const funnel: FunnelDatum[] = [
  { label: "Calculator views", current: 40, previous: 20, note: "40" },
  { label: "Requests", current: 10, previous: 0, note: "10 · 25.0%" },
];

describe("funnelGeometry", () => {
  const { plot, ticks, rows } = funnelGeometry(funnel, 500, 250);
  const { margin, categoryAxisWidth, valueAxisHeight } = FUNNEL_LAYOUT;

  it("leaves the margins and the axes' room around the plot", () => {
    expect(plot).toEqual({
      x: margin.left + categoryAxisWidth,
      y: margin.top,
      width: 500 - margin.left - categoryAxisWidth - margin.right,
      height: 250 - margin.top - valueAxisHeight,
    });
    expect(ticks.map((tick) => tick.value)).toEqual([0, 10, 20, 30, 40]);
    expect(ticks[0].x).toBe(plot.x);
    expect(ticks[4].x).toBeCloseTo(plot.x + plot.width);
  });

  it("draws bars in proportion, two per step, 4 px apart within 10% of the band", () => {
    const band = plot.height / 2;
    const [views, requests] = rows;
    expect(views.bars[0].width).toBeCloseTo(plot.width);
    expect(views.bars[1].width).toBeCloseTo(plot.width / 2);
    expect(requests.bars[1].width).toBe(0);
    expect(views.bars[0].y).toBeCloseTo(plot.y + band * 0.1);
    expect(views.bars[1].y - (views.bars[0].y + views.bars[0].height)).toBeCloseTo(BAR_GAP);
    expect(requests.y).toBeCloseTo(plot.y + band * 1.5);
    expect(requests.note).toEqual({
      text: "10 · 25.0%",
      x: expect.closeTo(plot.x + plot.width / 4 + 5),
      y: expect.closeTo(requests.bars[0].y + requests.bars[0].height / 2),
    });
  });
});

const week = (label: string, views: number | null, requests: number | null): TrendDatum => ({
  label,
  views,
  requests,
  previousViews: null,
  previousRequests: views === null ? null : 1,
});

describe("trendGeometry", () => {
  it("puts the first week on the value axis and the last on the right edge", () => {
    const data = [week("Nov 2", 0, 0), week("Nov 9", 8, 2), week("Nov 16", 4, 1)];
    const { plot, valueTicks, categoryTicks, lines } = trendGeometry(data, 400, 200);
    expect(plot.x).toBe(TREND_LAYOUT.margin.left + TREND_LAYOUT.valueAxisWidth);
    expect(categoryTicks.map((tick) => tick.x)).toEqual([
      plot.x,
      plot.x + plot.width / 2,
      plot.x + plot.width,
    ]);
    expect(valueTicks.map((tick) => tick.value)).toEqual([0, 2, 4, 6, 8]);
    const views = lines.find((line) => line.key === "views")!;
    expect(views.runs).toHaveLength(1);
    expect(views.runs[0][1].y).toBeCloseTo(plot.y);
    expect(views.runs[0][0].y).toBeCloseTo(plot.y + plot.height);
  });

  it("breaks a line where a week has no figure", () => {
    const data = [week("Week 1", 1, 1), week("Week 2", null, null), week("Week 3", 2, 2)];
    const views = trendGeometry(data, 400, 200).lines.find((line) => line.key === "views")!;
    expect(views.runs.map((run) => run.length)).toEqual([1, 1]);
  });

  it("skips labels that would collide, keeping the last week's", () => {
    const data = Array.from({ length: 13 }, (_, index) => week(`W${index}`, index, index));
    const wide = trendGeometry(data, 1000, 200).categoryTicks;
    expect(wide.every((tick) => tick.shown)).toBe(true);
    const narrow = trendGeometry(data, 300, 200).categoryTicks;
    expect(narrow[12].shown).toBe(true);
    const shown = narrow.filter((tick) => tick.shown);
    expect(shown.length).toBeLessThan(13);
    for (let index = 1; index < shown.length; index++) {
      expect(shown[index].x - shown[index - 1].x).toBeGreaterThanOrEqual(48);
    }
  });
});
