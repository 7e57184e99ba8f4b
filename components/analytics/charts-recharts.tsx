"use client";

/**
 * The analytics charts drawn by recharts, for their tooltips: loaded when the owner first
 * points at a chart (`charts.tsx` draws the same chart before that). Ticks, margins, bar gaps
 * and the legend come from `chart-model.ts`, so the two drawings coincide.
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
  type YAxisTickContentProps,
} from "recharts";
import { ChartLegend } from "./chart-legend";
import {
  BAR_CATEGORY_GAP,
  BAR_GAP,
  CHART_HEIGHT,
  FUNNEL_LAYOUT,
  FUNNEL_SERIES,
  TICK_FONT_SIZE,
  TREND_LAYOUT,
  TREND_SERIES,
  funnelTicks,
  trendGeometry,
  trendTicks,
  type FunnelDatum,
  type TrendDatum,
} from "./chart-model";
import { formatCount } from "./format";

const tick = { fontSize: TICK_FONT_SIZE };

/** A step's name on one line, as the drawing before writes it (recharts would wrap it). */
function StepName({ x, y, payload }: YAxisTickContentProps) {
  return (
    <text x={x} y={y} dy="0.355em" textAnchor="end" fontSize={TICK_FONT_SIZE} fill="#666">
      {String(payload?.value ?? "")}
    </text>
  );
}

export function RechartsFunnelChart({ data, width }: { data: FunnelDatum[]; width: number }) {
  const ticks = funnelTicks(data);
  const { margin, categoryAxisWidth, valueAxisHeight } = FUNNEL_LAYOUT;
  return (
    <BarChart
      width={width}
      height={CHART_HEIGHT}
      data={data}
      layout="vertical"
      accessibilityLayer={false}
      margin={margin}
      barCategoryGap={`${BAR_CATEGORY_GAP * 100}%`}
      barGap={BAR_GAP}
    >
      <CartesianGrid strokeDasharray="3 3" className="stroke-border" horizontal={false} />
      <XAxis
        type="number"
        domain={[0, ticks[ticks.length - 1]]}
        ticks={ticks}
        interval={0}
        height={valueAxisHeight}
        tick={tick}
      />
      <YAxis
        type="category"
        dataKey="label"
        width={categoryAxisWidth}
        interval={0}
        tick={StepName}
      />
      <Tooltip formatter={(value) => formatCount(Number(value))} isAnimationActive={false} />
      <Legend content={() => <ChartLegend series={FUNNEL_SERIES} />} />
      {FUNNEL_SERIES.map((series) => (
        <Bar
          key={series.key}
          dataKey={series.key}
          name={series.name}
          fill={series.color}
          fillOpacity={series.opacity}
          isAnimationActive={false}
        >
          {series.key === "current" ? (
            <LabelList dataKey="note" position="right" fontSize={TICK_FONT_SIZE} />
          ) : null}
        </Bar>
      ))}
    </BarChart>
  );
}

export function RechartsTrendChart({ data, width }: { data: TrendDatum[]; width: number }) {
  const ticks = trendTicks(data);
  const { margin, valueAxisWidth, categoryAxisHeight } = TREND_LAYOUT;
  // The same labels as the drawing before: every n-th week, the last one always.
  const shown = trendGeometry(data, width, CHART_HEIGHT).categoryTicks.flatMap((category) =>
    category.shown ? [category.label] : [],
  );
  return (
    <LineChart
      width={width}
      height={CHART_HEIGHT}
      data={data}
      accessibilityLayer={false}
      margin={margin}
    >
      <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
      <XAxis dataKey="label" height={categoryAxisHeight} ticks={shown} interval={0} tick={tick} />
      <YAxis
        domain={[0, ticks[ticks.length - 1]]}
        ticks={ticks}
        interval={0}
        width={valueAxisWidth}
        tick={tick}
      />
      <Tooltip isAnimationActive={false} />
      <Legend content={() => <ChartLegend series={TREND_SERIES} />} />
      {TREND_SERIES.map((series) => (
        <Line
          key={series.key}
          dataKey={series.key}
          name={series.name}
          stroke={series.color}
          strokeOpacity={series.opacity}
          strokeWidth={2}
          strokeDasharray={series.dashed ? "4 4" : undefined}
          dot={series.dots}
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  );
}
