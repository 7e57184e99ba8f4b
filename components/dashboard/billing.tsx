"use client";

import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { ListError } from "@/components/ui/list-states";
import { apiRequest, serverMessage } from "@/components/query/client";
import { queryKeys } from "@/components/query/keys";
import {
  annualPriceNote,
  COUNT_LIMITS,
  formatPlanPrice,
  getPlan,
  planLines,
  planPriceSuffix,
  PLANS as DEFAULT_PLANS,
  usageLabel,
  type BillingInterval,
  type CountLimit,
  type Plan,
  type PlanId,
} from "@/lib/plans";
import type { BillingDetailsDto, BillingSummaryDto } from "@/lib/billing/types";
import { cn } from "@/lib/utils";

const STATUS_LABEL: Record<string, string> = {
  trialing: "Free trial",
  active: "Active",
  past_due: "Payment failed",
  canceled: "Canceled",
  incomplete: "Waiting for payment",
  paused: "Paused",
};

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
const money = (cents: number, currency: string) =>
  (cents / 100).toLocaleString("en-US", { style: "currency", currency: currency.toUpperCase() });

/** The plans side by side, from lib/plans (the landing page's #pricing reads the same data). */
export function PlanList({
  plans = DEFAULT_PLANS,
  current,
  interval = "month",
  action,
}: {
  plans?: Plan[];
  current?: PlanId;
  interval?: BillingInterval;
  action?: (plan: Plan) => React.ReactNode;
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-3" aria-label="Plans">
      {plans.map((plan) => (
        <li
          key={plan.id}
          data-plan={plan.id}
          aria-current={plan.id === current ? "true" : undefined}
          className={cn(
            "bg-card flex flex-col rounded-xl border p-5",
            plan.id === current && "border-primary ring-primary ring-2",
          )}
        >
          <h3 className="text-lg font-semibold">
            {plan.name}
            {plan.id === current ? (
              <span className="text-primary ml-2 text-sm font-normal">(your plan)</span>
            ) : null}
          </h3>
          <p className="mt-2 flex items-baseline gap-1">
            <span className="text-2xl font-bold" data-testid="plan-price">
              {formatPlanPrice(plan, interval)}
            </span>
            <span className="text-muted-foreground text-sm">{planPriceSuffix(plan, interval)}</span>
          </p>
          {interval === "month" && annualPriceNote(plan) ? (
            <p className="text-muted-foreground text-sm">{annualPriceNote(plan)}</p>
          ) : null}
          <ul className="mt-4 flex-1 list-disc space-y-1 pl-5 text-sm">
            {planLines(plan, plans).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {action ? <div className="mt-4">{action(plan)}</div> : null}
        </li>
      ))}
    </ul>
  );
}

/** A meter's line: "18 of 25 services", "12 of 500 text messages sent this month". */
function meterLabel(limit: CountLimit, used: number, max: number | null, plan: PlanId): string {
  if (limit !== "textsPerMonth") return usageLabel(limit, used, max);
  const count = used.toLocaleString("en-US");
  if (max === 0)
    return `${getPlan(plan).name} does not include text messages${used > 0 ? ` (${count} sent this month)` : ""}`;
  if (max === null) return `${count} text messages sent this month (unlimited)`;
  return `${count} of ${max.toLocaleString("en-US")} text messages sent this month`;
}

/**
 * Usage against the plan's limits: services, team members (active ones) and the texts sent
 * this calendar month (lib/billing/limits.ts, companyUsage). One calculator per company today:
 * no meter.
 */
export function Meters({ summary }: { summary: Pick<BillingSummaryDto, "plan" | "usage"> }) {
  const shown = COUNT_LIMITS.filter((limit) => limit !== "calculators");
  return (
    <ul className="grid gap-3" aria-label="Usage">
      {shown.map((limit) => {
        const { used, limit: max } = summary.usage[limit];
        const label = meterLabel(limit, used, max, summary.plan);
        const percent = max === null || max === 0 ? 0 : Math.min(100, (used / max) * 100);
        return (
          <li key={limit} className="grid gap-1 text-sm" data-testid={`usage-${limit}`}>
            <span>
              {label}
              {max !== null && max > 0 && used >= max ? (
                <span className="text-destructive ml-2 font-medium">limit reached</span>
              ) : null}
            </span>
            {max !== null && max > 0 ? <Progress value={percent} aria-label={label} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

function Details({ enabled }: { enabled: boolean }) {
  const details = useQuery<BillingDetailsDto>({
    queryKey: queryKeys.billingDetails,
    enabled,
    retry: false,
  });
  if (!enabled) return null;
  if (details.isLoading)
    return (
      <div aria-busy="true" aria-label="Loading payment details" className="grid gap-2">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-5 w-64" />
      </div>
    );
  if (details.isError)
    return (
      <ListError
        error={details.error}
        fallback="Payment details could not be loaded from Stripe."
        onRetry={() => void details.refetch()}
      />
    );
  const data = details.data!;
  return (
    <div className="grid gap-4 text-sm">
      <dl className="grid gap-2 sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">Next charge</dt>
          <dd data-testid="next-charge">
            {data.nextCharge
              ? `${money(data.nextCharge.amountCents, data.nextCharge.currency)} on ${day(data.nextCharge.date)}`
              : "None scheduled"}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Payment method</dt>
          <dd>
            {data.paymentMethod
              ? `${data.paymentMethod.brand.toUpperCase()} ending ${data.paymentMethod.last4} (expires ${data.paymentMethod.expMonth}/${data.paymentMethod.expYear})`
              : "No card on file"}
          </dd>
        </div>
      </dl>
      <div>
        <h3 className="mb-2 font-medium">Invoices</h3>
        {data.invoices.length === 0 ? (
          <p className="text-muted-foreground">No invoices yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left">
              <caption className="sr-only">Past invoices</caption>
              <thead>
                <tr className="border-b">
                  <th scope="col" className="py-2 pr-4">
                    Date
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Number
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Amount
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Status
                  </th>
                  <th scope="col" className="py-2">
                    <span className="sr-only">Links</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.invoices.map((invoice) => (
                  <tr key={invoice.id} className="border-b last:border-0">
                    <td className="py-2 pr-4">{day(invoice.date)}</td>
                    <td className="py-2 pr-4">{invoice.number ?? "—"}</td>
                    <td className="py-2 pr-4">{money(invoice.amountCents, invoice.currency)}</td>
                    <td className="py-2 pr-4 capitalize">{invoice.status ?? "—"}</td>
                    <td className="space-x-3 py-2">
                      {invoice.pdfUrl ? (
                        <a className="text-primary underline" href={invoice.pdfUrl}>
                          PDF<span className="sr-only"> of invoice {invoice.number}</span>
                        </a>
                      ) : null}
                      {invoice.hostedUrl ? (
                        <a
                          className="text-primary underline"
                          href={invoice.hostedUrl}
                          target="_blank"
                          rel="noreferrer"
                        >
                          View<span className="sr-only"> invoice {invoice.number}</span>
                        </a>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </div>
  );
}

/** Billing: the plan in force and its usage; with Stripe Billing, checkout, portal and invoices. */
export function Billing() {
  const summary = useQuery<BillingSummaryDto>({ queryKey: queryKeys.billing });
  const [interval, setInterval] = React.useState<BillingInterval>("month");
  const [pending, setPending] = React.useState<string | null>(null);
  const [actionError, setActionError] = React.useState<string | null>(null);

  async function go(path: string, body?: unknown) {
    setPending(path);
    setActionError(null);
    try {
      const res = await apiRequest("POST", path, body);
      const data = (await res.json()) as { url?: string };
      if (data.url) window.location.assign(data.url);
      else {
        await summary.refetch();
        setPending(null);
      }
    } catch (error) {
      setActionError(serverMessage(error) ?? "That did not work. Please try again.");
      setPending(null);
    }
  }

  const data = summary.data;
  const sub = data?.subscription ?? null;
  const live = Boolean(sub && sub.status && sub.status !== "canceled");
  const portal = (
    <Button
      variant="outline"
      disabled={pending !== null}
      onClick={() => void go("/api/billing/portal")}
    >
      Manage card, cancel or see invoices in Stripe
    </Button>
  );

  return (
    <section aria-labelledby="billing-title" className="grid gap-6">
      <div>
        <h1 id="billing-title" className="text-2xl font-semibold">
          Billing
        </h1>
        <p className="text-muted-foreground">Your plan, its limits and payment details.</p>
      </div>

      {summary.isLoading ? (
        <div aria-busy="true" aria-label="Loading billing" className="grid gap-3">
          <Skeleton className="h-8 w-40" />
          <Skeleton className="h-24 w-full max-w-xl" />
        </div>
      ) : summary.isError || !data ? (
        <ListError
          error={summary.error}
          fallback="Billing could not be loaded."
          onRetry={() => void summary.refetch()}
        />
      ) : (
        <>
          {sub?.status === "past_due" ? (
            <p
              role="alert"
              className="border-destructive text-destructive rounded-md border p-4 text-sm"
            >
              Your last payment failed. Update your card
              {sub.graceEndsAt ? ` before ${day(sub.graceEndsAt)}` : ""}, or your account moves to
              Starter&apos;s limits (nothing is deleted).
            </p>
          ) : null}
          <Card className="max-w-3xl">
            <CardHeader>
              <CardTitle>Current plan</CardTitle>
              <CardDescription>
                {data.configured
                  ? "Billed through Stripe."
                  : "This installation has no billing: plans are not sold here."}
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4 text-sm">
              <p className="text-lg font-semibold" data-testid="current-plan">
                {getPlan(data.plan).name}
                {sub?.status ? (
                  <span className="text-muted-foreground ml-2 text-sm font-normal">
                    {STATUS_LABEL[sub.status]}
                    {sub.interval
                      ? `, billed ${sub.interval === "year" ? "annually" : "monthly"}`
                      : ""}
                  </span>
                ) : null}
              </p>
              {sub?.status === "trialing" && sub.trialEnd ? (
                <p>Your free trial ends on {day(sub.trialEnd)}.</p>
              ) : null}
              {sub?.cancelAtPeriodEnd && sub.currentPeriodEnd ? (
                <p>
                  Canceled: your plan ends on {day(sub.currentPeriodEnd)}, then Starter applies.
                </p>
              ) : null}
              {!data.configured ? (
                <p data-testid="no-billing">
                  No payments are taken on this installation.{" "}
                  {data.limitsEnforced
                    ? "The operator has turned plan limits on (PLAN_LIMITS=on)."
                    : "Plan limits are off: nothing is limited."}
                </p>
              ) : null}
              {data.limitsEnforced ? <Meters summary={data} /> : null}
              {data.configured && sub ? <Details enabled /> : null}
              {data.configured && sub ? <div>{portal}</div> : null}
              {actionError ? (
                <p role="alert" className="text-destructive">
                  {actionError}
                </p>
              ) : null}
            </CardContent>
          </Card>

          <section aria-labelledby="plans-title" className="grid gap-3">
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
              <h2 id="plans-title" className="text-xl font-semibold">
                Plans
              </h2>
              {data.configured ? (
                <div role="group" aria-label="Billing interval" className="flex gap-2">
                  {(["month", "year"] as const).map((value) => (
                    <Button
                      key={value}
                      size="sm"
                      variant={interval === value ? "default" : "outline"}
                      aria-pressed={interval === value}
                      onClick={() => setInterval(value)}
                    >
                      {value === "month" ? "Monthly" : "Annual"}
                    </Button>
                  ))}
                </div>
              ) : null}
            </div>
            <PlanList
              current={data.plan}
              interval={interval}
              action={
                data.configured
                  ? (plan) => {
                      if (plan.id === "starter")
                        return live ? (
                          <p className="text-muted-foreground text-sm">
                            Cancel in Stripe to return to Starter.
                          </p>
                        ) : null;
                      if (live && sub?.plan === plan.id && sub.interval === interval)
                        return <p className="text-muted-foreground text-sm">Your plan.</p>;
                      const path = live ? "/api/billing/change" : "/api/billing/checkout";
                      const label = live
                        ? `Switch to ${plan.name}`
                        : `Start ${plan.trialDays}-day free trial of ${plan.name}`;
                      return (
                        <Button
                          className="w-full"
                          variant={data.chosenPlan === plan.id && !live ? "default" : "outline"}
                          disabled={pending !== null}
                          onClick={() => void go(path, { plan: plan.id, interval })}
                        >
                          {pending === path ? "Opening…" : label}
                        </Button>
                      );
                    }
                  : undefined
              }
            />
            {data.configured && live ? (
              <p className="text-muted-foreground text-sm">
                Plan changes are prorated: the difference is on your next invoice.
              </p>
            ) : null}
          </section>
        </>
      )}
    </section>
  );
}
