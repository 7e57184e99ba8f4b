"use client";

import * as React from "react";
import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { ArrowRight, ClipboardList, Copy, DollarSign, Eye, Wrench } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { DueTodayCard } from "@/components/tasks/due-today-card";
import { MoneyCards } from "@/components/dashboard/money-cards";
import { SetupChecklistCard } from "@/components/onboarding/setup-checklist";
import { queryKeys } from "@/components/query/keys";
import { formatDayRange } from "@/components/analytics/format";
import { KpiCard, KpiSkeletons, weekKpis } from "@/components/analytics/kpi-cards";
import { useAnalytics } from "@/components/analytics/queries";
import { PlanFeatureNote, usePlanFeature } from "@/components/billing/plan-feature";
import { ListError } from "@/components/ui/list-states";
import { formatCurrency } from "@/lib/format";
import type { CompanyDto } from "@/lib/companies/types";
import { can, type Role } from "@/lib/team/permissions";

type Overview = {
  slug: string;
  servicesCount: number;
  activeServicesCount: number;
  requestsThisWeek: number;
  valueThisWeek: string;
  viewsThisWeek: number;
  recentRequests: {
    id: string;
    customerName: string;
    totalAmount: string;
    status: string;
    createdAt: string;
  }[];
};

function Stat({
  label,
  value,
  hint,
  icon: Icon,
  loading,
}: {
  label: string;
  value: React.ReactNode;
  hint: string;
  icon: typeof Wrench;
  loading: boolean;
}) {
  return (
    <Card className="gap-2">
      <CardHeader className="flex flex-row items-center justify-between">
        <CardDescription>{label}</CardDescription>
        <Icon aria-hidden="true" className="text-muted-foreground size-4" />
      </CardHeader>
      <CardContent>
        {loading ? (
          <Skeleton className="h-8 w-20" />
        ) : (
          <p className="text-2xl font-semibold">{value}</p>
        )}
        <p className="text-muted-foreground text-xs">{hint}</p>
      </CardContent>
    </Card>
  );
}

const WEEK = { kind: "preset", preset: "week" } as const;

const noSubscription = () => () => {};

/**
 * This week so far against the same days of last week (docs/analytics.md "Ranges"): the
 * funnel's counts and won revenue, in the company's time zone.
 */
function ThisWeek() {
  // Analytics is a plan feature: without it the section names the plan that includes it.
  const analytics = usePlanFeature("analytics");
  if (!analytics.known) return <KpiSkeletons count={4} label="Loading this week's figures" />;
  if (!analytics.included)
    return (
      <section aria-labelledby="this-week-title" className="grid gap-3">
        <h2 id="this-week-title" className="text-lg font-semibold">
          This week
        </h2>
        <PlanFeatureNote feature="analytics" />
      </section>
    );
  return <ThisWeekFigures />;
}

function ThisWeekFigures() {
  const week = useAnalytics(WEEK);
  const data = week.data;
  return (
    <section aria-labelledby="this-week-title" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="this-week-title" className="text-lg font-semibold">
          This week
        </h2>
        {data ? (
          <p className="text-muted-foreground text-sm" data-testid="week-range">
            {formatDayRange(data.range.from, data.range.to)} vs{" "}
            {formatDayRange(data.range.previousFrom, data.range.previousTo)}
          </p>
        ) : null}
        <Link
          href="/dashboard/analytics"
          className="text-primary text-sm font-medium underline-offset-4 hover:underline"
        >
          Open Analytics
        </Link>
      </div>
      {week.isError ? (
        <ListError
          error={week.error}
          fallback="Could not load this week's figures."
          onRetry={() => void week.refetch()}
        />
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {data ? (
            weekKpis(data.current, data.previous).map((kpi) => (
              <KpiCard key={kpi.key} kpi={kpi} period="last week" />
            ))
          ) : (
            <KpiSkeletons count={4} label="Loading this week's figures" />
          )}
        </div>
      )}
    </section>
  );
}

/**
 * The dashboard home: the setup checklist until it is dismissed, price book size, this week's
 * requests and their value, recent requests.
 */
export function DashboardHome({
  role = "owner",
}: {
  /** The member's role (a technician gets components/dashboard/technician-home.tsx instead). */
  role?: Role;
} = {}) {
  const { data: company } = useQuery<CompanyDto>({ queryKey: queryKeys.company });
  const overview = useQuery<Overview>({ queryKey: queryKeys.overview });
  const data = overview.data;
  // The figures come with the page (app/(dashboard)/dashboard/page.tsx), so this first renders
  // on the server: the link gets the address the owner is on once the page runs in the browser.
  const origin = React.useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => "",
  );
  const calculatorUrl = data ? `${origin}/calculator?company=${encodeURIComponent(data.slug)}` : "";

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(calculatorUrl);
      toast({
        title: "Link copied",
        description: "Share it with your customers or put it on your website.",
      });
    } catch {
      toast({
        variant: "destructive",
        title: "Could not copy",
        description: "Select the link and copy it by hand.",
      });
    }
  }

  return (
    <section aria-labelledby="dashboard-title" className="grid gap-6">
      <div>
        <h1 id="dashboard-title" className="text-2xl font-semibold">
          Dashboard
        </h1>
        {company ? (
          <p className="text-muted-foreground">Welcome back, {company.name}.</p>
        ) : (
          <Skeleton className="h-5 w-64" />
        )}
      </div>
      {/* The checklist reads the company's settings, which not every role may (docs/team.md). */}
      {can(role, "company_settings") ? <SetupChecklistCard /> : null}
      {overview.isError ? (
        <div role="alert" className="rounded-md border border-dashed p-6 text-center">
          <p className="font-medium">Could not load your overview.</p>
          <Button variant="outline" className="mt-3" onClick={() => void overview.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Stat
          label="Services"
          icon={Wrench}
          loading={overview.isLoading}
          value={<span data-testid="stat-services">{data?.servicesCount ?? 0}</span>}
          hint={`${data?.activeServicesCount ?? 0} active in your calculator`}
        />
        <Stat
          label="Estimate requests this week"
          icon={ClipboardList}
          loading={overview.isLoading}
          value={<span data-testid="stat-requests">{data?.requestsThisWeek ?? 0}</span>}
          hint="Since Monday (UTC), spam excluded"
        />
        <Stat
          label="Requested value this week"
          icon={DollarSign}
          loading={overview.isLoading}
          value={formatCurrency(data?.valueThisWeek ?? "0")}
          hint="Totals computed from your price book"
        />
        <Stat
          label="Calculator views this week"
          icon={Eye}
          loading={overview.isLoading}
          value={data?.viewsThisWeek ?? 0}
          hint="Visits to your customer calculator"
        />
      </div>
      <MoneyCards />
      <ThisWeek />
      <DueTodayCard />
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Recent estimate requests</CardTitle>
            <CardDescription>The latest requests from your customer calculator.</CardDescription>
          </CardHeader>
          <CardContent>
            {overview.isLoading ? (
              <div className="grid gap-2">
                <Skeleton className="h-10" />
                <Skeleton className="h-10" />
              </div>
            ) : data && data.recentRequests.length > 0 ? (
              <ul className="divide-y">
                {data.recentRequests.map((request) => (
                  <li
                    key={request.id}
                    className="flex items-center justify-between gap-2 py-2 text-sm"
                  >
                    <div className="min-w-0">
                      <p className="truncate font-medium">{request.customerName}</p>
                      <p className="text-muted-foreground text-xs">
                        {new Date(request.createdAt).toLocaleDateString("en-US", {
                          // The company's day, the same on the server and in any browser.
                          timeZone: company?.timeZone,
                        })}{" "}
                        · {request.status}
                      </p>
                    </div>
                    <span className="font-medium">{formatCurrency(request.totalAmount)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted-foreground text-sm">
                No estimate requests yet. Share your calculator link to start receiving them.
              </p>
            )}
            <Button asChild variant="link" className="mt-2 px-0">
              <Link href="/dashboard/estimates">
                View all estimates <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Your calculator link</CardTitle>
            <CardDescription>Customers build estimates from your price book here.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            {data ? (
              <code
                className="bg-muted rounded p-2 text-xs break-all"
                data-testid="calculator-link"
              >
                {calculatorUrl}
              </code>
            ) : (
              <Skeleton className="h-8" />
            )}
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" onClick={() => void copyLink()} disabled={!data}>
                <Copy aria-hidden="true" />
                Copy link
              </Button>
              <Button size="sm" asChild>
                <Link href="/calculator">Preview Calculator</Link>
              </Button>
            </div>
            <Button asChild variant="link" className="justify-start px-0">
              <Link href="/dashboard/service-builder">
                Build your price book <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
