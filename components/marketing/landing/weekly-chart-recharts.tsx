"use client";

import { Bar, BarChart, Tooltip, XAxis, YAxis, type TooltipContentProps } from "recharts";
import { BAR_CHART_LAYOUT, valueAxisMax, type ChartPoint } from "@/lib/marketing/chart";

const { height, barWidth, axisHeight, topMargin, valueStep, radius } = BAR_CHART_LAYOUT;

function ChartTooltip({ active, payload, label }: TooltipContentProps) {
  if (!active || !payload?.length) return null;
  return (
    <div className="bg-popover text-popover-foreground rounded-md border px-3 py-2 text-sm shadow-md">
      <span className="font-medium">{label}</span>: {payload[0].value} estimates
    </div>
  );
}

/** The recharts version of the weekly chart, laid out exactly like the server-drawn SVG. */
export function WeeklyRechartsChart({ data }: { data: ChartPoint[] }) {
  return (
    <BarChart
      responsive
      data={data}
      style={{ width: "100%", height }}
      margin={{ top: topMargin, right: 0, bottom: 0, left: 0 }}
      // docs/product.md §9: tooltip updates throttled to about 60 per second.
      throttleDelay={16}
      accessibilityLayer={false}
      aria-hidden="true"
    >
      <XAxis
        dataKey="label"
        height={axisHeight}
        axisLine={false}
        tickLine={false}
        interval={0}
        tick={{ fill: "var(--muted-foreground)", fontSize: 12 }}
      />
      <YAxis hide domain={[0, valueAxisMax(data, valueStep)]} />
      <Tooltip cursor={{ fill: "var(--muted)" }} content={ChartTooltip} isAnimationActive={false} />
      <Bar
        dataKey="value"
        name="Estimates"
        barSize={barWidth}
        radius={[radius, radius, 0, 0]}
        fill="var(--chart-1)"
        isAnimationActive={false}
      />
    </BarChart>
  );
}
