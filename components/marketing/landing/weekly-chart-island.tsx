"use client";

import { useState, type ComponentType, type ReactNode } from "react";
import { BAR_CHART_LAYOUT, type ChartPoint } from "@/lib/marketing/chart";

type ChartComponent = ComponentType<{ data: ChartPoint[] }>;

let rechartsChart: Promise<ChartComponent> | undefined;
function loadRechartsChart() {
  rechartsChart ??= import("./weekly-chart-recharts").then((module) => module.WeeklyRechartsChart);
  return rechartsChart;
}

/**
 * Shows the server-drawn chart (children) until the visitor points at it or touches it, then
 * loads recharts (about 100 kB) and swaps in the interactive chart. The box keeps its height,
 * so the swap shifts nothing.
 */
export function WeeklyChartIsland({ data, children }: { data: ChartPoint[]; children: ReactNode }) {
  const [Chart, setChart] = useState<ChartComponent | null>(null);
  const upgrade = () => {
    if (Chart) return;
    loadRechartsChart().then(
      (component) => setChart(() => component),
      () => undefined, // offline or blocked: the static chart stays, which shows the same data
    );
  };
  return (
    <div
      className="mt-3"
      style={{ height: BAR_CHART_LAYOUT.height }}
      data-chart={Chart ? "recharts" : "static"}
      onPointerEnter={upgrade}
      onTouchStart={upgrade}
    >
      {Chart ? <Chart data={data} /> : children}
    </div>
  );
}
