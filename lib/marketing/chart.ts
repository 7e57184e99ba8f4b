/**
 * Geometry of the landing page's sample bar chart. The server renders it as plain SVG and
 * the lazily loaded recharts version is configured with the same numbers, so swapping one
 * for the other moves nothing on screen.
 */
export type ChartPoint = { label: string; value: number };

export const BAR_CHART_LAYOUT = {
  /** Total height of the chart in CSS pixels, axis labels included. */
  height: 176,
  /** docs/product.md §9: bars 28 wide. */
  barWidth: 28,
  /** Room under the plot for the day labels (recharts XAxis height). */
  axisHeight: 24,
  /** Space above the tallest possible bar (recharts margin.top). */
  topMargin: 8,
  /** The value axis ends on the next multiple of this step above the largest value. */
  valueStep: 20,
  /** Rounded top corners of each bar. */
  radius: 4,
} as const;

export type BarChartLayout = typeof BAR_CHART_LAYOUT;

export type BarGeometry = ChartPoint & {
  /** Horizontal centre of the bar as a percentage of the chart width. */
  centerPercent: number;
  /** Top of the bar in pixels from the top of the chart. */
  y: number;
  height: number;
  /** SVG path of the bar drawn around x = 0 (its centre), with rounded top corners. */
  path: string;
};

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/** The top of the value axis: the smallest multiple of `step` that is >= the largest value. */
export function valueAxisMax(points: ChartPoint[], step: number): number {
  const largest = Math.max(0, ...points.map((point) => point.value));
  return Math.max(step, Math.ceil(largest / step) * step);
}

function roundedTopBarPath(width: number, height: number, y: number, radius: number): string {
  const r = Math.min(radius, width / 2, height);
  const left = -width / 2;
  const right = width / 2;
  const bottom = round(y + height);
  if (r <= 0) return `M${left},${bottom}V${y}H${right}V${bottom}Z`;
  return [
    `M${left},${bottom}`,
    `V${round(y + r)}`,
    `Q${left},${y} ${round(left + r)},${y}`,
    `H${round(right - r)}`,
    `Q${right},${y} ${right},${round(y + r)}`,
    `V${bottom}`,
    "Z",
  ].join("");
}

/** Lays the points out in equal bands, like recharts' category axis with no padding. */
export function barChartGeometry(points: ChartPoint[], layout: BarChartLayout = BAR_CHART_LAYOUT) {
  const domainMax = valueAxisMax(points, layout.valueStep);
  const plotHeight = layout.height - layout.axisHeight - layout.topMargin;
  const bars: BarGeometry[] = points.map((point, index) => {
    const height = round((Math.max(0, point.value) / domainMax) * plotHeight);
    const y = round(layout.topMargin + plotHeight - height);
    return {
      ...point,
      centerPercent: round(((index + 0.5) / points.length) * 100, 4),
      y,
      height,
      path: roundedTopBarPath(layout.barWidth, height, y, layout.radius),
    };
  });
  return { domainMax, plotHeight, baseline: layout.topMargin + plotHeight, bars };
}
