import { trendingUpIcon } from "@/lib/marketing/icons";
import { Icon } from "../icon";
import { SAMPLE_DASHBOARD, WEEKLY_ESTIMATES } from "@/lib/marketing/landing";
import { formatCurrency } from "@/lib/format";
import { WeeklyChart } from "./weekly-chart";

/** The hero's sample dashboard card (spec: 'Total Estimates', the weekly chart, three recent estimates). */
export function DashboardPreview() {
  return (
    <div className="bg-card text-card-foreground rounded-xl border shadow-xl">
      <div className="flex items-center gap-1.5 border-b px-5 py-3" aria-hidden="true">
        <span className="bg-border size-2.5 rounded-full" />
        <span className="bg-border size-2.5 rounded-full" />
        <span className="bg-border size-2.5 rounded-full" />
      </div>
      <div className="space-y-6 p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="text-muted-foreground text-sm">Total Estimates</p>
            <p className="text-3xl font-bold tracking-tight">{SAMPLE_DASHBOARD.totalEstimates}</p>
          </div>
          <p className="bg-success/10 text-success inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold">
            <Icon icon={trendingUpIcon} className="size-3.5" />
            {SAMPLE_DASHBOARD.trend}
          </p>
        </div>
        <WeeklyChart data={WEEKLY_ESTIMATES} caption="Estimates this week" />
        <div>
          <p className="text-sm font-medium">Recent Estimates</p>
          <ul className="mt-3 divide-y rounded-lg border">
            {SAMPLE_DASHBOARD.recentEstimates.map((estimate) => (
              <li key={estimate.name} className="flex items-center justify-between gap-4 px-4 py-3">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium">{estimate.name}</p>
                  <p className="text-muted-foreground truncate text-xs">{estimate.customer}</p>
                </div>
                <p className="text-sm font-semibold tabular-nums">
                  {formatCurrency(estimate.amount)}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
