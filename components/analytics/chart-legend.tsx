import type { CSSProperties } from "react";
import { TICK_FONT_SIZE, type Series } from "./chart-model";

/**
 * The key under an analytics chart, the same element in the SVG drawn at once and in the
 * recharts version (given as its Legend's content), so both have the same height.
 */
export function ChartLegend<Key extends string>({
  series,
  style,
}: {
  series: Series<Key>[];
  style?: CSSProperties;
}) {
  return (
    <ul
      className="text-muted-foreground m-0 flex list-none flex-wrap justify-center gap-x-4 gap-y-1 p-0"
      style={{ fontSize: TICK_FONT_SIZE, lineHeight: "16px", ...style }}
    >
      {series.map((item) => (
        <li key={item.key} className="inline-flex items-center gap-1.5">
          <svg width="16" height="10" aria-hidden="true" focusable="false">
            {item.dashed || item.dots ? (
              <line
                x1="0"
                y1="5"
                x2="16"
                y2="5"
                stroke={item.color}
                strokeOpacity={item.opacity}
                strokeWidth="2"
                strokeDasharray={item.dashed ? "4 4" : undefined}
              />
            ) : (
              <rect
                x="3"
                y="0"
                width="10"
                height="10"
                fill={item.color}
                fillOpacity={item.opacity}
              />
            )}
          </svg>
          {item.name}
        </li>
      ))}
    </ul>
  );
}
