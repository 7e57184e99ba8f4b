import { BAR_CHART_LAYOUT, barChartGeometry, type ChartPoint } from "@/lib/marketing/chart";
import { WeeklyChartIsland } from "./weekly-chart-island";

/**
 * The sample card's weekly bar chart. The server draws it as SVG so it costs no JavaScript;
 * recharts replaces it, with the same geometry, when a visitor points at it (for tooltips).
 * A visually hidden table is its text alternative.
 */
export function WeeklyChart({ data, caption }: { data: ChartPoint[]; caption: string }) {
  const { bars } = barChartGeometry(data);
  const { height } = BAR_CHART_LAYOUT;
  return (
    <figure aria-labelledby="weekly-chart-caption">
      <figcaption id="weekly-chart-caption" className="text-sm font-medium">
        {caption}
      </figcaption>
      <WeeklyChartIsland data={data}>
        <svg
          width="100%"
          height={height}
          aria-hidden="true"
          focusable="false"
          className="overflow-visible"
        >
          {bars.map((bar) => (
            <svg key={bar.label} x={`${bar.centerPercent}%`} overflow="visible">
              <path d={bar.path} className="fill-chart-1" />
              <text
                x={0}
                y={height - 7}
                textAnchor="middle"
                className="fill-muted-foreground text-xs"
              >
                {bar.label}
              </text>
            </svg>
          ))}
        </svg>
      </WeeklyChartIsland>
      <table className="sr-only">
        <caption>{caption}: estimates per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Estimates</th>
          </tr>
        </thead>
        <tbody>
          {data.map((point) => (
            <tr key={point.label}>
              <th scope="row">{point.label}</th>
              <td>{point.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
