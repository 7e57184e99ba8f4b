import { BAR_CHART_LAYOUT, barChartGeometry, valueAxisMax } from "./chart";
import { WEEKLY_ESTIMATES } from "./landing";

describe("valueAxisMax", () => {
  it.each([
    [[72], 20, 80],
    [[80], 20, 80],
    [[81], 20, 100],
    [[0], 20, 20],
    [[], 20, 20],
    [[-5, 3], 10, 10],
  ])("values %p with step %p end the axis at %p", (values, step, max) => {
    expect(
      valueAxisMax(
        values.map((value, i) => ({ label: String(i), value })),
        step,
      ),
    ).toBe(max);
  });
});

describe("barChartGeometry", () => {
  const geometry = barChartGeometry(WEEKLY_ESTIMATES);
  const plotHeight =
    BAR_CHART_LAYOUT.height - BAR_CHART_LAYOUT.axisHeight - BAR_CHART_LAYOUT.topMargin;

  it("keeps the spec's seven points in order", () => {
    expect(geometry.bars.map((bar) => `${bar.label} ${bar.value}`)).toEqual([
      "Mon 35",
      "Tue 28",
      "Wed 45",
      "Thu 30",
      "Fri 55",
      "Sat 60",
      "Sun 72",
    ]);
  });

  it("centres each bar in an equal band", () => {
    expect(geometry.bars.map((bar) => bar.centerPercent)).toEqual([
      7.1429, 21.4286, 35.7143, 50, 64.2857, 78.5714, 92.8571,
    ]);
  });

  it("scales heights to an axis ending at 80 and stands every bar on the baseline", () => {
    expect(geometry.domainMax).toBe(80);
    expect(geometry.plotHeight).toBe(plotHeight);
    const sunday = geometry.bars[6];
    expect(sunday.height).toBeCloseTo((72 / 80) * plotHeight, 2);
    for (const bar of geometry.bars) {
      expect(bar.y + bar.height).toBeCloseTo(geometry.baseline, 2);
    }
  });

  it("draws 28-wide bars with rounded tops around their centre", () => {
    const monday = geometry.bars[0];
    expect(monday.path.startsWith(`M-14,${geometry.baseline}`)).toBe(true);
    expect(monday.path).toContain(`Q-14,${monday.y} -10,${monday.y}`);
    expect(monday.path).toContain("H10");
    expect(monday.path.endsWith(`V${geometry.baseline}Z`)).toBe(true);
  });

  it("draws a zero value as a flat bar without corners", () => {
    const [bar] = barChartGeometry([{ label: "Mon", value: 0 }]).bars;
    expect(bar.height).toBe(0);
    expect(bar.path).toBe(`M-14,${bar.y}V${bar.y}H14V${bar.y}Z`);
  });
});
