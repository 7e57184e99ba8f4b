"use client";

import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { ArrowRight, Banknote, Receipt } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { serverMessage } from "@/components/query/client";
import { queryKeys } from "@/components/query/keys";
import { formatDayRange } from "@/components/analytics/format";
import { formatCents } from "@/lib/format";
import type { MoneyOverview } from "@/lib/dashboard/money";

const invoicesHref = (status: "unpaid" | "overdue") => `/dashboard/invoices?status=${status}`;

function MoneySkeleton({ label }: { label: string }) {
  return (
    <div className="grid gap-2" aria-busy="true" aria-label={label}>
      <Skeleton className="h-8 w-32" />
      <Skeleton className="h-6" />
      <Skeleton className="h-6" />
    </div>
  );
}

function MoneyError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="text-sm">
      <p>{serverMessage(error) ?? "Your money figures could not be loaded."}</p>
      <Button variant="link" className="px-0" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/**
 * The dashboard home's money (docs/invoices.md "Money on the dashboard"): what open invoices
 * still owe, aged by days past due in the company's time zone, each part linking to the
 * invoices behind it; and the payments received this calendar month.
 */
export function MoneyCards() {
  // Payments arrive online too (Stripe), so the figures are read again on each visit.
  const money = useQuery<MoneyOverview>({ queryKey: queryKeys.money, staleTime: 0 });
  const retry = () => void money.refetch();
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Card className="lg:col-span-2" data-testid="money-owed">
        <CardHeader className="flex flex-row items-start justify-between gap-2">
          <div className="grid gap-1.5">
            <CardTitle>
              <h2>Money owed</h2>
            </CardTitle>
            <CardDescription>
              The balance of your sent, viewed and partially paid invoices, by days past due.
            </CardDescription>
          </div>
          <Receipt aria-hidden="true" className="text-muted-foreground size-4" />
        </CardHeader>
        <CardContent className="grid gap-3">
          {money.isPending ? (
            <MoneySkeleton label="Loading money owed" />
          ) : money.isError ? (
            <MoneyError error={money.error} onRetry={retry} />
          ) : money.data.owed.count === 0 ? (
            <p className="text-muted-foreground text-sm" data-testid="money-owed-empty">
              Nothing is owed to you: no sent invoice is waiting for payment.
            </p>
          ) : (
            <>
              <p className="text-2xl font-semibold tabular-nums" data-testid="money-owed-total">
                {formatCents(money.data.owed.cents)}
              </p>
              <ul className="divide-y text-sm" aria-label="Money owed by days past due">
                {money.data.buckets.map((bucket) => (
                  <li key={bucket.key} data-testid={`aging-${bucket.key}`}>
                    <Link
                      href={invoicesHref(bucket.status)}
                      className="hover:bg-muted/50 flex items-center justify-between gap-2 rounded px-1 py-2"
                    >
                      <span>
                        {bucket.label}
                        <span className="text-muted-foreground">
                          {" "}
                          · {bucket.count} invoice{bucket.count === 1 ? "" : "s"}
                        </span>
                      </span>
                      <span
                        className={
                          bucket.key !== "current" && bucket.cents > 0
                            ? "font-medium text-red-700 tabular-nums dark:text-red-400"
                            : "font-medium tabular-nums"
                        }
                      >
                        {formatCents(bucket.cents)}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
          <div className="flex flex-wrap gap-x-4">
            <Button asChild variant="link" className="px-0">
              <Link href={invoicesHref("unpaid")}>
                Unpaid invoices <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="link" className="px-0">
              <Link href={invoicesHref("overdue")}>
                Overdue invoices <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
      <Card data-testid="money-received">
        <CardHeader className="flex flex-row items-start justify-between gap-2">
          <div className="grid gap-1.5">
            <CardTitle>
              <h2>Payments received this month</h2>
            </CardTitle>
            <CardDescription>Invoice payments less refunds, and quote deposits.</CardDescription>
          </div>
          <Banknote aria-hidden="true" className="text-muted-foreground size-4" />
        </CardHeader>
        <CardContent className="grid gap-2">
          {money.isPending ? (
            <MoneySkeleton label="Loading payments received" />
          ) : money.isError ? (
            <MoneyError error={money.error} onRetry={retry} />
          ) : (
            <>
              <p className="text-2xl font-semibold tabular-nums" data-testid="money-received-total">
                {formatCents(money.data.receivedThisMonth.cents)}
              </p>
              {money.data.receivedThisMonth.invoicePaymentsCents === 0 &&
              money.data.receivedThisMonth.depositsCents === 0 ? (
                <p className="text-muted-foreground text-sm">
                  No payments recorded yet this month.
                </p>
              ) : (
                <dl className="text-muted-foreground grid grid-cols-[1fr_auto] gap-x-2 text-sm">
                  <dt>On invoices</dt>
                  <dd className="tabular-nums">
                    {formatCents(money.data.receivedThisMonth.invoicePaymentsCents)}
                  </dd>
                  <dt>Quote deposits</dt>
                  <dd className="tabular-nums">
                    {formatCents(money.data.receivedThisMonth.depositsCents)}
                  </dd>
                </dl>
              )}
              <p className="text-muted-foreground text-xs">
                {formatDayRange(money.data.receivedThisMonth.from, money.data.receivedThisMonth.to)}{" "}
                ({money.data.timeZone})
              </p>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
