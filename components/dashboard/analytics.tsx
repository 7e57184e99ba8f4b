"use client";

import { useQuery } from "@tanstack/react-query";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { categoryLabel } from "@/lib/categories";
import { queryKeys } from "@/components/query/keys";

type Analytics = {
  servicesByCategory: { category: string; count: number }[];
  weeks: { weekStart: string; label: string; requests: number; views: number }[];
};

/** Analytics from real rows: services by category, requests and calculator views per week. */
export function AnalyticsDashboard() {
  const { data, isLoading, isError } = useQuery<Analytics>({ queryKey: queryKeys.analytics });
  const totalViews = data?.weeks.reduce((sum, week) => sum + week.views, 0) ?? 0;
  const totalRequests = data?.weeks.reduce((sum, week) => sum + week.requests, 0) ?? 0;
  const conversion = totalViews > 0 ? `${((totalRequests / totalViews) * 100).toFixed(1)}%` : "—";
  const categories =
    data?.servicesByCategory.map((row) => ({ ...row, label: categoryLabel(row.category) })) ?? [];

  return (
    <section aria-labelledby="analytics-title" className="grid gap-6">
      <div>
        <h1 id="analytics-title" className="text-2xl font-semibold">
          Analytics
        </h1>
        <p className="text-muted-foreground">
          The last 8 weeks: {totalViews} calculator views, {totalRequests} estimate requests,
          conversion {conversion}.
        </p>
      </div>
      {isError ? <p role="alert">Could not load analytics. Reload the page to try again.</p> : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Views and requests per week</CardTitle>
            <CardDescription>
              Weeks start on Monday (UTC); spam requests are excluded.
            </CardDescription>
          </CardHeader>
          <CardContent className="h-72">
            {isLoading ? (
              <Skeleton className="size-full" />
            ) : (
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={data?.weeks ?? []} accessibilityLayer>
                  <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
                  <XAxis dataKey="label" tick={{ fontSize: 12 }} />
                  <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
                  <Tooltip />
                  <Legend />
                  <Bar
                    dataKey="views"
                    name="Calculator views"
                    fill="var(--color-chart-2, #60a5fa)"
                  />
                  <Bar
                    dataKey="requests"
                    name="Estimate requests"
                    fill="var(--color-primary, #2563eb)"
                  />
                </BarChart>
              </ResponsiveContainer>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Services by category</CardTitle>
            <CardDescription>How your price book is spread across categories.</CardDescription>
          </CardHeader>
          <CardContent className="h-72">
            {isLoading ? (
              <Skeleton className="size-full" />
            ) : categories.length === 0 ? (
              <p className="text-muted-foreground text-sm">No services yet.</p>
            ) : (
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={categories} layout="vertical" accessibilityLayer>
                  <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
                  <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
                  <YAxis type="category" dataKey="label" width={100} tick={{ fontSize: 12 }} />
                  <Tooltip />
                  <Bar dataKey="count" name="Services" fill="var(--color-primary, #2563eb)" />
                </BarChart>
              </ResponsiveContainer>
            )}
          </CardContent>
        </Card>
      </div>
      {data ? (
        <table className="sr-only">
          <caption>Calculator views and estimate requests per week</caption>
          <thead>
            <tr>
              <th>Week of</th>
              <th>Views</th>
              <th>Requests</th>
            </tr>
          </thead>
          <tbody>
            {data.weeks.map((week) => (
              <tr key={week.weekStart}>
                <td>{week.label}</td>
                <td>{week.views}</td>
                <td>{week.requests}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
