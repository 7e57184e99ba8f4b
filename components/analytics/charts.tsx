"use client";

/**
 * The analytics charts (recharts). Each is a picture of a table shown beside it or behind
 * "Show data": the SVG is hidden from screen readers and from the keyboard, the table is not.
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { formatCount, formatRate, formatShortDay } from "./format";
import type { FunnelStep, TrendRow } from "./tables";

const CURRENT = "var(--color-primary, #2563eb)";
const SECOND = "var(--color-chart-2, #f59e0b)";
/** The previous period: the same colours, faint. */
const GHOST_OPACITY = 0.3;

export function FunnelChart({ steps }: { steps: FunnelStep[] }) {
  const data = steps.map((step) => ({
    label: step.label,
    current: step.current,
    previous: step.previous,
    note:
      step.conversion === null
        ? formatCount(step.current)
        : `${formatCount(step.current)} · ${formatRate(step.conversion)}`,
  }));
  return (
    <div aria-hidden="true" className="h-72 w-full" data-testid="funnel-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ left: 8, right: 72 }}
        >
          <CartesianGrid strokeDasharray="3 3" className="stroke-border" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
          <YAxis type="category" dataKey="label" width={112} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(value) => formatCount(Number(value))} />
          <Legend />
          <Bar dataKey="current" name="This period" fill={CURRENT} isAnimationActive={false}>
            <LabelList dataKey="note" position="right" fontSize={12} />
          </Bar>
          <Bar
            dataKey="previous"
            name="Previous period"
            fill={CURRENT}
            fillOpacity={GHOST_OPACITY}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export function TrendChart({ rows }: { rows: TrendRow[] }) {
  const data = rows.map((row) => ({
    label: row.current ? formatShortDay(row.current.weekStart) : `Week ${row.index + 1}`,
    views: row.current?.views ?? null,
    requests: row.current?.requests ?? null,
    previousViews: row.previous?.views ?? null,
    previousRequests: row.previous?.requests ?? null,
  }));
  return (
    <div aria-hidden="true" className="h-72 w-full" data-testid="trend-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} accessibilityLayer={false} margin={{ right: 16 }}>
          <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Legend />
          <Line
            dataKey="views"
            name="Views"
            stroke={CURRENT}
            strokeWidth={2}
            isAnimationActive={false}
          />
          <Line
            dataKey="requests"
            name="Requests"
            stroke={SECOND}
            strokeWidth={2}
            isAnimationActive={false}
          />
          <Line
            dataKey="previousViews"
            name="Views, previous period"
            stroke={CURRENT}
            strokeOpacity={GHOST_OPACITY + 0.1}
            strokeDasharray="4 4"
            dot={false}
            isAnimationActive={false}
          />
          <Line
            dataKey="previousRequests"
            name="Requests, previous period"
            stroke={SECOND}
            strokeOpacity={GHOST_OPACITY + 0.1}
            strokeDasharray="4 4"
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
