"use client";

import type { ReactNode } from "react";
import { BAR_CHART_LAYOUT, type ChartPoint } from "@/lib/marketing/chart";
import { useLoadedWhenWanted } from "@/components/ui/lazy";

const loadRechartsChart = () =>
  import("./weekly-chart-recharts").then((module) => ({ Chart: module.WeeklyRechartsChart }));

/**
 * Shows the server-drawn chart (children) until the visitor points at it or touches it, then
 * loads recharts (about 100 kB) and swaps in the interactive chart. The box keeps its height,
 * so the swap shifts nothing. Offline or blocked, the static chart stays: it shows the same data.
 */
export function WeeklyChartIsland({ data, children }: { data: ChartPoint[]; children: ReactNode }) {
  const [recharts, upgrade] = useLoadedWhenWanted(loadRechartsChart);
  return (
    <div
      className="mt-3"
      style={{ height: BAR_CHART_LAYOUT.height }}
      data-chart={recharts ? "recharts" : "static"}
      onPointerEnter={upgrade}
      onTouchStart={upgrade}
    >
      {recharts ? <recharts.Chart data={data} /> : children}
    </div>
  );
}
