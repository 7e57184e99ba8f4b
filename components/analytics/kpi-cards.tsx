import { ArrowDownRight, ArrowUpRight, Minus } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import {
  formatCount,
  formatDays,
  formatHours,
  formatMoney,
  formatRate,
  pointsChange,
  relativeChange,
  type Change,
} from "./format";
import type { Figures } from "./types";

export type Kpi = {
  key: string;
  label: string;
  value: string;
  previous: string;
  change: Change;
  /** For times, less is better: a fall is shown as good news. */
  lowerIsBetter?: boolean;
};

export function analyticsKpis(current: Figures, previous: Figures): Kpi[] {
  return [
    {
      key: "quoted",
      label: "Revenue quoted",
      value: formatMoney(current.quotedCents),
      previous: formatMoney(previous.quotedCents),
      change: relativeChange(current.quotedCents, previous.quotedCents),
    },
    {
      key: "won",
      label: "Revenue won",
      value: formatMoney(current.wonCents),
      previous: formatMoney(previous.wonCents),
      change: relativeChange(current.wonCents, previous.wonCents),
    },
    {
      key: "winRate",
      label: "Win rate",
      value: formatRate(current.winRate),
      previous: formatRate(previous.winRate),
      change: pointsChange(current.winRate, previous.winRate),
    },
    {
      key: "requestToSent",
      label: "Median request → quote sent",
      value: formatHours(current.medianHoursRequestToSent),
      previous: formatHours(previous.medianHoursRequestToSent),
      change: relativeChange(current.medianHoursRequestToSent, previous.medianHoursRequestToSent),
      lowerIsBetter: true,
    },
    {
      key: "sentToApproved",
      label: "Median quote sent → approved",
      value: formatHours(current.medianHoursSentToApproved),
      previous: formatHours(previous.medianHoursSentToApproved),
      change: relativeChange(current.medianHoursSentToApproved, previous.medianHoursSentToApproved),
      lowerIsBetter: true,
    },
    {
      key: "approvedToPaid",
      label: "Median approved → paid",
      value: formatDays(current.medianDaysApprovedToPaid),
      previous: formatDays(previous.medianDaysApprovedToPaid),
      change: relativeChange(current.medianDaysApprovedToPaid, previous.medianDaysApprovedToPaid),
      lowerIsBetter: true,
    },
  ];
}

/** This week's counts for the dashboard home (views, requests, quotes sent, won). */
export function weekKpis(current: Figures, previous: Figures): Kpi[] {
  const countKpi = (key: keyof Figures & string, label: string): Kpi => ({
    key,
    label,
    value: formatCount(Number(current[key] ?? 0)),
    previous: formatCount(Number(previous[key] ?? 0)),
    change: relativeChange(Number(current[key] ?? 0), Number(previous[key] ?? 0)),
  });
  return [
    countKpi("views", "Calculator views"),
    countKpi("requests", "Estimate requests"),
    countKpi("quotesSent", "Quotes sent"),
    {
      key: "won",
      label: "Revenue won",
      value: formatMoney(current.wonCents),
      previous: formatMoney(previous.wonCents),
      change: relativeChange(current.wonCents, previous.wonCents),
    },
  ];
}

/** "+24%" with an arrow; green when it is good news, red when not; words for screen readers. */
export function ChangeBadge({
  change,
  lowerIsBetter = false,
  against,
}: {
  change: Change;
  lowerIsBetter?: boolean;
  against: string;
}) {
  const good =
    change.direction === "flat" || change.direction === "none"
      ? null
      : (change.direction === "up") !== lowerIsBetter;
  const Icon =
    change.direction === "up" ? ArrowUpRight : change.direction === "down" ? ArrowDownRight : Minus;
  return (
    <p className="text-muted-foreground flex flex-wrap items-center gap-1 text-xs">
      <span
        data-testid="change"
        className={cn(
          "inline-flex items-center gap-0.5 font-medium",
          good === true && "text-emerald-700 dark:text-emerald-400",
          good === false && "text-red-700 dark:text-red-400",
        )}
      >
        <Icon aria-hidden="true" className="size-3.5" />
        {change.text}
      </span>
      <span>vs {against}</span>
    </p>
  );
}

export function KpiCard({ kpi, period }: { kpi: Kpi; period: string }) {
  return (
    <Card className="gap-2" data-testid={`kpi-${kpi.key}`}>
      <CardHeader>
        <CardDescription>{kpi.label}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-1">
        <p className="text-2xl font-semibold tabular-nums" data-testid="value">
          {kpi.value}
        </p>
        <ChangeBadge
          change={kpi.change}
          lowerIsBetter={kpi.lowerIsBetter}
          against={`${kpi.previous} ${period}`}
        />
      </CardContent>
    </Card>
  );
}

export function KpiSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} className="gap-2" aria-busy="true" aria-label={label}>
          <CardContent className="grid gap-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-8 w-20" />
            <Skeleton className="h-3 w-32" />
          </CardContent>
        </Card>
      ))}
    </>
  );
}
