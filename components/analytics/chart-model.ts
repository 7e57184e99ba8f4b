/**
 * The analytics charts' data, series, axes and layout, shared by the SVG drawn at once
 * (`charts.tsx`) and the recharts version loaded when the owner points at a chart
 * (`charts-recharts.tsx`): both use the same ticks, margins and bar geometry, so swapping
 * one for the other moves nothing on screen. No React, no recharts: pure numbers.
 */
import { formatCount, formatRate, formatShortDay } from "./format";
import type { FunnelStep, TrendRow } from "./tables";

/** The height of a chart's box, legend included (Tailwind `h-72`). */
export const CHART_HEIGHT = 288;
/** Axis text, in CSS pixels. */
export const TICK_FONT_SIZE = 12;
/** recharts' defaults: tick lines 6 long, text 2 beyond them, 10% between bar groups, 4 between bars. */
export const TICK_SIZE = 6;
export const TICK_MARGIN = 2;
export const BAR_CATEGORY_GAP = 0.1;
export const BAR_GAP = 4;
/** The note written after a funnel bar starts this far from its end (recharts' label offset). */
export const LABEL_OFFSET = 5;

export type Margin = { top: number; right: number; bottom: number; left: number };

export const CURRENT_COLOR = "var(--color-primary, #2563eb)";
export const SECOND_COLOR = "var(--color-chart-2, #f59e0b)";
/** The previous period: the same colours, faint. */
export const GHOST_OPACITY = 0.3;

export type Series<Key extends string> = {
  key: Key;
  name: string;
  color: string;
  opacity: number;
  /** Dashed line (the previous period of a trend). */
  dashed: boolean;
  /** Dots on the points of a line. */
  dots: boolean;
};

export const FUNNEL_LAYOUT = {
  margin: { top: 5, right: 72, bottom: 5, left: 8 } satisfies Margin,
  /** Room for the step names left of the bars. */
  categoryAxisWidth: 112,
  /** Room for the counts under the bars. */
  valueAxisHeight: 30,
} as const;

export const TREND_LAYOUT = {
  margin: { top: 5, right: 16, bottom: 5, left: 5 } satisfies Margin,
  valueAxisWidth: 60,
  categoryAxisHeight: 30,
} as const;

export type FunnelDatum = { label: string; current: number; previous: number; note: string };
export type FunnelKey = "current" | "previous";

export const FUNNEL_SERIES: Series<FunnelKey>[] = [
  {
    key: "current",
    name: "This period",
    color: CURRENT_COLOR,
    opacity: 1,
    dashed: false,
    dots: false,
  },
  {
    key: "previous",
    name: "Previous period",
    color: CURRENT_COLOR,
    opacity: GHOST_OPACITY,
    dashed: false,
    dots: false,
  },
];

export function funnelData(steps: FunnelStep[]): FunnelDatum[] {
  return steps.map((step) => ({
    label: step.label,
    current: step.current,
    previous: step.previous,
    note:
      step.conversion === null
        ? formatCount(step.current)
        : `${formatCount(step.current)} · ${formatRate(step.conversion)}`,
  }));
}

export type TrendKey = "views" | "requests" | "previousViews" | "previousRequests";
export type TrendDatum = { label: string } & Record<TrendKey, number | null>;

export const TREND_SERIES: Series<TrendKey>[] = [
  { key: "views", name: "Views", color: CURRENT_COLOR, opacity: 1, dashed: false, dots: true },
  { key: "requests", name: "Requests", color: SECOND_COLOR, opacity: 1, dashed: false, dots: true },
  {
    key: "previousViews",
    name: "Views, previous period",
    color: CURRENT_COLOR,
    opacity: GHOST_OPACITY + 0.1,
    dashed: true,
    dots: false,
  },
  {
    key: "previousRequests",
    name: "Requests, previous period",
    color: SECOND_COLOR,
    opacity: GHOST_OPACITY + 0.1,
    dashed: true,
    dots: false,
  },
];

export function trendData(rows: TrendRow[]): TrendDatum[] {
  return rows.map((row) => ({
    label: row.current ? formatShortDay(row.current.weekStart) : `Week ${row.index + 1}`,
    views: row.current?.views ?? null,
    requests: row.current?.requests ?? null,
    previousViews: row.previous?.views ?? null,
    previousRequests: row.previous?.requests ?? null,
  }));
}

/**
 * Whole-number ticks from 0 for counts up to `max`: about `count` of them, a step of 1, 2 or
 * 5 times a power of ten, the last at or above `max` (recharts is given these, so both
 * drawings agree).
 */
export function countTicks(max: number, count = 5): number[] {
  const top = Math.max(1, Math.ceil(Number.isFinite(max) ? max : 0));
  const rough = top / (count - 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? rough);
  const last = Math.ceil(top / step) * step;
  return Array.from({ length: Math.round(last / step) + 1 }, (_, index) => index * step);
}

const largest = (values: (number | null)[]) =>
  values.reduce<number>((max, value) => (value !== null && value > max ? value : max), 0);

export const funnelTicks = (data: FunnelDatum[]) =>
  countTicks(largest(data.flatMap((datum) => [datum.current, datum.previous])));

export const trendTicks = (data: TrendDatum[]) =>
  countTicks(largest(data.flatMap((datum) => TREND_SERIES.map((series) => datum[series.key]))));

const round = (value: number) => Math.round(value * 100) / 100;

export type Rect = { x: number; y: number; width: number; height: number };

/** The plot inside a `width` × `height` box: the margins, an axis left of it and one below. */
function plotArea(
  width: number,
  height: number,
  margin: Margin,
  leftAxis: number,
  bottomAxis: number,
): Rect {
  return {
    x: margin.left + leftAxis,
    y: margin.top,
    width: Math.max(0, width - margin.left - leftAxis - margin.right),
    height: Math.max(0, height - margin.top - bottomAxis),
  };
}

export type FunnelGeometry = {
  plot: Rect;
  ticks: { value: number; x: number }[];
  rows: {
    label: string;
    /** Centre of the row's band, where its name is written. */
    y: number;
    bars: (Rect & { key: FunnelKey })[];
    note: { text: string; x: number; y: number };
  }[];
};

/**
 * The horizontal bar chart of the funnel in a box of `width` × `height` (the legend below it
 * not included): one band per step, the period's bar over the previous period's.
 */
export function funnelGeometry(data: FunnelDatum[], width: number, height: number): FunnelGeometry {
  const { margin, categoryAxisWidth, valueAxisHeight } = FUNNEL_LAYOUT;
  const plot = plotArea(width, height, margin, categoryAxisWidth, valueAxisHeight);
  const ticks = funnelTicks(data);
  const domainMax = ticks[ticks.length - 1];
  const xOf = (value: number) => round(plot.x + (Math.max(0, value) / domainMax) * plot.width);
  const band = data.length ? plot.height / data.length : 0;
  const gap = band * BAR_CATEGORY_GAP;
  const barSize = Math.max(0, (band - 2 * gap - BAR_GAP) / FUNNEL_SERIES.length);
  return {
    plot,
    ticks: ticks.map((value) => ({ value, x: xOf(value) })),
    rows: data.map((datum, index) => {
      const top = plot.y + index * band;
      const bars = FUNNEL_SERIES.map((series, position) => ({
        key: series.key,
        x: plot.x,
        y: round(top + gap + position * (barSize + BAR_GAP)),
        width: round(xOf(datum[series.key]) - plot.x),
        height: round(barSize),
      }));
      return {
        label: datum.label,
        y: round(top + band / 2),
        bars,
        note: {
          text: datum.note,
          x: round(bars[0].x + bars[0].width + LABEL_OFFSET),
          y: round(bars[0].y + bars[0].height / 2),
        },
      };
    }),
  };
}

export type TrendGeometry = {
  plot: Rect;
  /** The value axis, bottom to top. */
  valueTicks: { value: number; y: number }[];
  /** One per week; `shown` is false where its label would run into the next one. */
  categoryTicks: { label: string; x: number; shown: boolean }[];
  /** Each series as runs of connected points (a week without a figure breaks the line). */
  lines: { key: TrendKey; runs: { x: number; y: number }[][] }[];
};

/** A short date label's width at 12 px ("Nov 23"), with room between two labels. */
const LABEL_ROOM = 48;

/**
 * The line chart of the weekly trend in a box of `width` × `height` (legend not included): a
 * point per week from the value axis to the right edge, as recharts places a line chart's
 * categories. Labels that would collide are skipped from the end backwards, keeping the last.
 */
export function trendGeometry(data: TrendDatum[], width: number, height: number): TrendGeometry {
  const { margin, valueAxisWidth, categoryAxisHeight } = TREND_LAYOUT;
  const plot = plotArea(width, height, margin, valueAxisWidth, categoryAxisHeight);
  const ticks = trendTicks(data);
  const domainMax = ticks[ticks.length - 1];
  const yOf = (value: number) => round(plot.y + plot.height - (value / domainMax) * plot.height);
  const xOf = (index: number) =>
    round(
      data.length > 1 ? plot.x + (index / (data.length - 1)) * plot.width : plot.x + plot.width / 2,
    );
  const spacing = data.length > 1 ? plot.width / (data.length - 1) : plot.width;
  const every = Math.max(1, Math.ceil(LABEL_ROOM / Math.max(spacing, 1)));
  return {
    plot,
    valueTicks: ticks.map((value) => ({ value, y: yOf(value) })),
    categoryTicks: data.map((datum, index) => ({
      label: datum.label,
      x: xOf(index),
      shown: (data.length - 1 - index) % every === 0,
    })),
    lines: TREND_SERIES.map((series) => {
      const runs: { x: number; y: number }[][] = [];
      let run: { x: number; y: number }[] = [];
      data.forEach((datum, index) => {
        const value = datum[series.key];
        if (value === null) {
          if (run.length) runs.push(run);
          run = [];
        } else run.push({ x: xOf(index), y: yOf(value) });
      });
      if (run.length) runs.push(run);
      return { key: series.key, runs };
    }),
  };
}
