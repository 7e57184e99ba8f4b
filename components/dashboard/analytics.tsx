"use client";

import * as React from "react";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { BarChart3, Globe, Wrench } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ListEmpty, ListError, ListSkeleton } from "@/components/ui/list-states";
import { FunnelChart, TrendChart } from "@/components/analytics/charts";
import { CsvButton, DataTable } from "@/components/analytics/data-table";
import { formatDayRange } from "@/components/analytics/format";
import { analyticsKpis, KpiCard, KpiSkeletons } from "@/components/analytics/kpi-cards";
import { useAnalytics } from "@/components/analytics/queries";
import { PlanFeatureNote, usePlanFeature } from "@/components/billing/plan-feature";
import { rangeFromParams, rangeQuery, type AnalyticsRange } from "@/components/analytics/range";
import { RangePicker } from "@/components/analytics/range-picker";
import {
  funnelSteps,
  funnelTable,
  rarelyRequestedTable,
  servicesTable,
  sourcesTable,
  followUpsTable,
  trendTable,
  type ServiceOrder,
} from "@/components/analytics/tables";
import type { Analytics } from "@/components/analytics/types";

/**
 * Analytics (docs/analytics.md): the funnel from a calculator view to a paid invoice for a
 * range of days against the period before, revenue and times, the weekly trend, popular
 * services and where requests come from. The range lives in the URL.
 */
export function AnalyticsDashboard() {
  // A plan feature: the page says which plan includes it instead of asking for a 402.
  const feature = usePlanFeature("analytics");
  if (!feature.known) return <AnalyticsSkeleton />;
  if (!feature.included)
    return (
      <section aria-labelledby="analytics-title" className="grid gap-2">
        <h1 id="analytics-title" className="text-2xl font-semibold">
          Analytics
        </h1>
        <PlanFeatureNote feature="analytics" />
      </section>
    );
  // useSearchParams needs a Suspense boundary when the page is prerendered.
  return (
    <React.Suspense fallback={<AnalyticsSkeleton />}>
      <AnalyticsScreen />
    </React.Suspense>
  );
}

function AnalyticsScreen() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const range = rangeFromParams(searchParams);
  const analytics = useAnalytics(range);
  const data = analytics.data;

  function changeRange(next: AnalyticsRange) {
    router.replace(`${pathname}?${rangeQuery(next)}`, { scroll: false });
  }

  return (
    <section aria-labelledby="analytics-title" className="grid min-w-0 grid-cols-1 gap-6">
      <div className="grid gap-1">
        <h1 id="analytics-title" className="text-2xl font-semibold">
          Analytics
        </h1>
        <p className="text-muted-foreground" aria-live="polite" data-testid="analytics-period">
          {data ? periodSentence(data) : "Loading your figures…"}
        </p>
      </div>
      <RangePicker
        range={range}
        onChange={changeRange}
        defaultDays={data ? { from: data.range.from, to: data.range.to } : null}
      />
      {analytics.isError && !data ? (
        <ListError
          error={analytics.error}
          fallback="Could not load your analytics."
          onRetry={() => void analytics.refetch()}
        />
      ) : !data ? (
        <AnalyticsSkeleton />
      ) : (
        <div
          className={
            analytics.isPlaceholderData
              ? "grid grid-cols-1 gap-6 opacity-60 transition-opacity"
              : "grid grid-cols-1 gap-6"
          }
          aria-busy={analytics.isFetching}
        >
          {analytics.isError ? (
            <ListError
              error={analytics.error}
              fallback="Could not load the figures of this range."
              onRetry={() => void analytics.refetch()}
            />
          ) : null}
          <AnalyticsBody data={data} />
        </div>
      )}
    </section>
  );
}

function periodSentence(data: Analytics) {
  const { from, to, previousFrom, previousTo, timeZone } = data.range;
  return `${formatDayRange(from, to)}, compared with ${formatDayRange(previousFrom, previousTo)} (${timeZone}).`;
}

const fileName = (data: Analytics, table: string) =>
  `analytics-${table}-${data.range.from}-to-${data.range.to}.csv`;

const noActivity = (data: Analytics) =>
  [data.current, data.previous].every(
    (figures) => figures.views === 0 && figures.requests === 0 && figures.quotesSent === 0,
  );

function ShareHint() {
  return (
    <>
      Share your calculator link from{" "}
      <Link href="/dashboard/calculator-setup" className="text-primary underline">
        Calculator Setup
      </Link>{" "}
      or embed it on your website: views, requests and quotes appear here as they come in.
    </>
  );
}

export function AnalyticsBody({ data }: { data: Analytics }) {
  const [order, setOrder] = React.useState<ServiceOrder>("requested");
  const kpis = analyticsKpis(data.current, data.previous);
  const funnel = funnelTable(data);
  const trend = trendTable(data);
  const services = servicesTable(data.services, order);
  const rarely = rarelyRequestedTable(data.services);
  const sources = sourcesTable(data.sources);
  const followUps = followUpsTable(data);
  const steps = funnelSteps(data);

  if (noActivity(data))
    return (
      <ListEmpty icon={BarChart3} title="No calculator activity in this period yet">
        <ShareHint />
      </ListEmpty>
    );

  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {kpis.map((kpi) => (
          <KpiCard key={kpi.key} kpi={kpi} period="previous period" />
        ))}
      </div>

      <Card className="min-w-0">
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
          <div className="grid gap-1.5">
            <CardTitle>
              <h2>Funnel</h2>
            </CardTitle>
            <CardDescription>
              From a calculator view to a paid invoice; each step&apos;s conversion is of the step
              before, except invoiced, which is of the quotes approved. The faint bars are the
              previous period.
            </CardDescription>
          </div>
          <CsvButton model={funnel} filename={fileName(data, "funnel")} what="the funnel" />
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <FunnelChart steps={steps} />
          <DataTable model={funnel} caption="Funnel steps and conversions" testId="funnel-table" />
        </CardContent>
      </Card>

      <Card className="min-w-0">
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
          <div className="grid gap-1.5">
            <CardTitle>
              <h2>Weekly trend</h2>
            </CardTitle>
            <CardDescription>
              Views and requests per week (weeks start on Monday in {data.range.timeZone}); the
              dashed lines are the previous period&apos;s weeks.
            </CardDescription>
          </div>
          <CsvButton model={trend} filename={fileName(data, "weekly")} what="the weekly trend" />
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-3">
          <TrendChart rows={trend.rows} />
          <details className="group">
            <summary className="text-primary cursor-pointer text-sm font-medium">Show data</summary>
            <DataTable model={trend} caption="Weekly trend" testId="trend-table" />
          </details>
        </CardContent>
      </Card>

      <div className="grid min-w-0 grid-cols-1 gap-6 xl:grid-cols-3">
        <Card className="min-w-0 xl:col-span-2">
          <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
            <div className="grid gap-1.5">
              <CardTitle>
                <h2>Popular services</h2>
              </CardTitle>
              <CardDescription>
                Requested in this period&apos;s estimate requests and won in approved quotes; share
                is of the requested value.
              </CardDescription>
            </div>
            <CsvButton
              model={services}
              filename={fileName(data, "services")}
              what="popular services"
            />
          </CardHeader>
          <CardContent className="grid grid-cols-1 gap-3">
            {services.rows.length === 0 ? (
              <ListEmpty icon={Wrench} title="No services requested in this period">
                <ShareHint />
              </ListEmpty>
            ) : (
              <>
                <div role="group" aria-label="Order services by" className="flex gap-2">
                  {(
                    [
                      ["requested", "Most requested"],
                      ["won", "Most won"],
                    ] as const
                  ).map(([value, label]) => (
                    <Button
                      key={value}
                      type="button"
                      size="sm"
                      variant={order === value ? "secondary" : "ghost"}
                      aria-pressed={order === value}
                      onClick={() => setOrder(value)}
                    >
                      {label}
                    </Button>
                  ))}
                </div>
                <DataTable
                  model={services}
                  caption="Popular services"
                  hideCaption
                  testId="services-table"
                />
              </>
            )}
          </CardContent>
        </Card>

        <Card className="min-w-0">
          <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
            <div className="grid gap-1.5">
              <CardTitle>
                <h2>Viewed but rarely requested</h2>
              </CardTitle>
              <CardDescription>
                Services customers added in the calculator but seldom sent a request for: check
                their price or description.
              </CardDescription>
            </div>
            <CsvButton
              model={rarely}
              filename={fileName(data, "rarely-requested")}
              what="services viewed but rarely requested"
            />
          </CardHeader>
          <CardContent>
            {rarely.rows.length === 0 ? (
              <p className="text-muted-foreground text-sm">
                None in this period: the services customers look at get requested.
              </p>
            ) : (
              <DataTable
                model={rarely}
                caption="Services viewed but rarely requested"
                hideCaption
                testId="rarely-table"
              />
            )}
          </CardContent>
        </Card>
      </div>

      <Card className="min-w-0">
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
          <div className="grid gap-1.5">
            <CardTitle>
              <h2>Sources</h2>
            </CardTitle>
            <CardDescription>
              Your direct calculator link and each website that embeds your calculator.
            </CardDescription>
          </div>
          <CsvButton model={sources} filename={fileName(data, "sources")} what="sources" />
        </CardHeader>
        <CardContent>
          {sources.rows.length === 0 ? (
            <ListEmpty icon={Globe} title="No views or requests from any source yet">
              <ShareHint />
            </ListEmpty>
          ) : (
            <DataTable
              model={sources}
              caption="Views and requests per source"
              hideCaption
              testId="sources-table"
            />
          )}
        </CardContent>
      </Card>

      <Card className="min-w-0">
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
          <div className="grid gap-1.5">
            <CardTitle>
              <h2>Follow-ups</h2>
            </CardTitle>
            <CardDescription>
              Of the {data.followUps.quotesSent} quotes sent in this period,{" "}
              {data.followUps.followedUp} were followed up and{" "}
              {data.followUps.approvedAfterFollowUp} approved after a follow-up. Approved in this
              period after a follow-up text: {data.current.approvedAfterText} of{" "}
              {data.current.quotesApproved}.
            </CardDescription>
          </div>
          <CsvButton
            model={followUps}
            filename={fileName(data, "follow-ups")}
            what="the follow-up report"
          />
        </CardHeader>
        <CardContent>
          <DataTable
            model={followUps}
            caption="Follow-ups by channel"
            hideCaption
            testId="follow-ups-table"
          />
        </CardContent>
      </Card>
    </>
  );
}

function AnalyticsSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-6" aria-busy="true" aria-label="Loading analytics">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <KpiSkeletons count={6} label="Loading figures" />
      </div>
      <Skeleton className="h-72 w-full" />
      <Skeleton className="h-72 w-full" />
      <ListSkeleton label="Loading services" rows={4} />
    </div>
  );
}
