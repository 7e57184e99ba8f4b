"use client";

/**
 * The analytics charts. Each is a picture of a table shown beside it or behind "Show data":
 * the picture is hidden from screen readers and from the keyboard, the table is not.
 *
 * The page draws each chart at once as plain SVG from `chart-model.ts` (no chart library in
 * the page's JavaScript); when the owner first points at or touches a chart, recharts
 * (about 120 kB) loads and takes its place, with the same ticks, bars, lines and legend,
 * for its tooltips. If recharts cannot load, the drawing stays: it shows the same data.
 */
import * as React from "react";
import { useLoadedWhenWanted } from "@/components/ui/lazy";
import { useElementSize } from "@/components/ui/use-element-size";
import { ChartLegend } from "./chart-legend";
import {
  CHART_HEIGHT,
  FUNNEL_LAYOUT,
  FUNNEL_SERIES,
  TICK_FONT_SIZE,
  TICK_MARGIN,
  TICK_SIZE,
  TREND_LAYOUT,
  TREND_SERIES,
  funnelData,
  funnelGeometry,
  trendData,
  trendGeometry,
  type FunnelDatum,
  type Margin,
  type Series,
  type TrendDatum,
} from "./chart-model";
import type { FunnelStep, TrendRow } from "./tables";

const loadRecharts = () => import("./charts-recharts");
type Recharts = Awaited<ReturnType<typeof loadRecharts>>;

/** recharts' default colour of axis lines, ticks and their text. */
const AXIS = "#666";

/**
 * The chart's box: measures its width for both drawings and swaps in recharts when first
 * pointed at. `data-chart` says which drawing is showing.
 */
function ChartIsland({
  testId,
  children,
}: {
  testId: string;
  children: (width: number, recharts: Recharts | null) => React.ReactNode;
}) {
  const box = React.useRef<HTMLDivElement>(null);
  const { width } = useElementSize(box);
  const [recharts, want] = useLoadedWhenWanted(loadRecharts);
  return (
    <div
      ref={box}
      aria-hidden="true"
      className="w-full min-w-0"
      style={{ height: CHART_HEIGHT }}
      data-testid={testId}
      data-chart={recharts ? "recharts" : "static"}
      onPointerEnter={want}
      onTouchStart={want}
    >
      {width > 0 ? children(width, recharts) : null}
    </div>
  );
}

/** The SVG drawing and its legend, which takes the room it needs under it (as in recharts). */
function DrawnChart<Key extends string>({
  series,
  margin,
  draw,
}: {
  series: Series<Key>[];
  margin: Margin;
  draw: (width: number, height: number) => React.ReactNode;
}) {
  const plot = React.useRef<HTMLDivElement>(null);
  const { width, height } = useElementSize(plot);
  return (
    <div className="flex h-full flex-col" style={{ paddingBottom: margin.bottom }}>
      <div ref={plot} className="min-h-0 flex-1">
        {width > 0 && height > 0 ? (
          <svg width={width} height={height} focusable="false" className="block overflow-visible">
            {draw(width, height)}
          </svg>
        ) : null}
      </div>
      <ChartLegend series={series} style={{ marginLeft: margin.left, marginRight: margin.right }} />
    </div>
  );
}

const tickText = { fontSize: TICK_FONT_SIZE, fill: AXIS, stroke: "none" } as const;

function DrawnFunnel({
  data,
  width,
  height,
}: {
  data: FunnelDatum[];
  width: number;
  height: number;
}) {
  const { plot, ticks, rows } = funnelGeometry(data, width, height);
  const bottom = plot.y + plot.height;
  return (
    <>
      <g className="stroke-border" strokeDasharray="3 3">
        {ticks.map((tick) => (
          <line key={tick.value} x1={tick.x} x2={tick.x} y1={plot.y} y2={bottom} stroke="#ccc" />
        ))}
      </g>
      {rows.map((row) =>
        row.bars.map((bar) => {
          const series = FUNNEL_SERIES.find((item) => item.key === bar.key)!;
          return bar.width > 0 ? (
            <rect
              key={`${row.label}-${bar.key}`}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              fill={series.color}
              fillOpacity={series.opacity}
            />
          ) : null;
        }),
      )}
      {rows.map((row) => (
        <text
          key={`${row.label}-note`}
          x={row.note.x}
          y={row.note.y}
          dy="0.355em"
          textAnchor="start"
          fontSize={TICK_FONT_SIZE}
          fill="#808080"
        >
          {row.note.text}
        </text>
      ))}
      <g stroke={AXIS}>
        <line x1={plot.x} x2={plot.x + plot.width} y1={bottom} y2={bottom} />
        {ticks.map((tick) => (
          <g key={tick.value}>
            <line x1={tick.x} x2={tick.x} y1={bottom} y2={bottom + TICK_SIZE} />
            <text
              x={tick.x}
              y={bottom + TICK_SIZE + TICK_MARGIN}
              dy="0.71em"
              textAnchor="middle"
              data-tick="value"
              {...tickText}
            >
              {tick.value}
            </text>
          </g>
        ))}
        <line x1={plot.x} x2={plot.x} y1={plot.y} y2={bottom} />
        {rows.map((row) => (
          <g key={row.label}>
            <line x1={plot.x - TICK_SIZE} x2={plot.x} y1={row.y} y2={row.y} />
            <text
              x={plot.x - TICK_SIZE - TICK_MARGIN}
              y={row.y}
              dy="0.355em"
              textAnchor="end"
              data-tick="category"
              {...tickText}
            >
              {row.label}
            </text>
          </g>
        ))}
      </g>
    </>
  );
}

function DrawnTrend({
  data,
  width,
  height,
}: {
  data: TrendDatum[];
  width: number;
  height: number;
}) {
  const { plot, valueTicks, categoryTicks, lines } = trendGeometry(data, width, height);
  const bottom = plot.y + plot.height;
  const shown = categoryTicks.filter((category) => category.shown);
  return (
    <>
      <g className="stroke-border" strokeDasharray="3 3" stroke="#ccc">
        {valueTicks.map((tick) => (
          <line key={tick.value} x1={plot.x} x2={plot.x + plot.width} y1={tick.y} y2={tick.y} />
        ))}
        {shown.map((category) => (
          <line key={category.label} x1={category.x} x2={category.x} y1={plot.y} y2={bottom} />
        ))}
      </g>
      <g stroke={AXIS}>
        <line x1={plot.x} x2={plot.x + plot.width} y1={bottom} y2={bottom} />
        {shown.map((category) => (
          <g key={category.label}>
            <line x1={category.x} x2={category.x} y1={bottom} y2={bottom + TICK_SIZE} />
            <text
              x={category.x}
              y={bottom + TICK_SIZE + TICK_MARGIN}
              dy="0.71em"
              textAnchor="middle"
              data-tick="category"
              {...tickText}
            >
              {category.label}
            </text>
          </g>
        ))}
        <line x1={plot.x} x2={plot.x} y1={plot.y} y2={bottom} />
        {valueTicks.map((tick) => (
          <g key={tick.value}>
            <line x1={plot.x - TICK_SIZE} x2={plot.x} y1={tick.y} y2={tick.y} />
            <text
              x={plot.x - TICK_SIZE - TICK_MARGIN}
              y={tick.y}
              dy="0.355em"
              textAnchor="end"
              data-tick="value"
              {...tickText}
            >
              {tick.value}
            </text>
          </g>
        ))}
      </g>
      {lines.map((line) => {
        const series = TREND_SERIES.find((item) => item.key === line.key)!;
        return (
          <g key={line.key}>
            {line.runs.map((run) => (
              <polyline
                key={`${run[0].x}`}
                points={run.map((point) => `${point.x},${point.y}`).join(" ")}
                fill="none"
                stroke={series.color}
                strokeOpacity={series.opacity}
                strokeWidth={2}
                strokeDasharray={series.dashed ? "4 4" : undefined}
              />
            ))}
            {series.dots
              ? line.runs
                  .flat()
                  .map((point) => (
                    <circle
                      key={`${point.x}`}
                      cx={point.x}
                      cy={point.y}
                      r={3}
                      fill="#fff"
                      stroke={series.color}
                      strokeWidth={2}
                    />
                  ))
              : null}
          </g>
        );
      })}
    </>
  );
}

export function FunnelChart({ steps }: { steps: FunnelStep[] }) {
  const data = React.useMemo(() => funnelData(steps), [steps]);
  return (
    <ChartIsland testId="funnel-chart">
      {(width, recharts) =>
        recharts ? (
          <recharts.RechartsFunnelChart data={data} width={width} />
        ) : (
          <DrawnChart
            series={FUNNEL_SERIES}
            margin={FUNNEL_LAYOUT.margin}
            draw={(w, h) => <DrawnFunnel data={data} width={w} height={h} />}
          />
        )
      }
    </ChartIsland>
  );
}

export function TrendChart({ rows }: { rows: TrendRow[] }) {
  const data = React.useMemo(() => trendData(rows), [rows]);
  return (
    <ChartIsland testId="trend-chart">
      {(width, recharts) =>
        recharts ? (
          <recharts.RechartsTrendChart data={data} width={width} />
        ) : (
          <DrawnChart
            series={TREND_SERIES}
            margin={TREND_LAYOUT.margin}
            draw={(w, h) => <DrawnTrend data={data} width={w} height={h} />}
          />
        )
      }
    </ChartIsland>
  );
}
