"use client";

import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { queryKeys } from "@/components/query/keys";
import type { CompanyDto } from "@/lib/companies/types";

const PLAN_NAMES: Record<CompanyDto["plan"], string> = {
  starter: "Starter",
  pro: "Pro",
  business: "Business",
};

/** Billing: the current plan from the company record; no payment processing exists. */
export function Billing() {
  const { data: company, isLoading } = useQuery<CompanyDto>({ queryKey: queryKeys.company });
  return (
    <section aria-labelledby="billing-title" className="grid gap-6">
      <div>
        <h1 id="billing-title" className="text-2xl font-semibold">
          Billing
        </h1>
        <p className="text-muted-foreground">Your plan and payment details.</p>
      </div>
      <Card className="max-w-xl">
        <CardHeader>
          <CardTitle>Current plan</CardTitle>
          <CardDescription>Chosen when the account was created.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-2 text-sm">
          {isLoading ? (
            <Skeleton className="h-6 w-32" />
          ) : (
            <p className="text-lg font-semibold" data-testid="current-plan">
              {company ? PLAN_NAMES[company.plan] : "Unknown"}
            </p>
          )}
          <p className="text-muted-foreground">
            Online payments are not set up yet: there are no invoices or payment methods to show. To
            change your plan,{" "}
            <Link href="/dashboard/support" className="text-primary underline">
              contact support
            </Link>
            .
          </p>
        </CardContent>
      </Card>
    </section>
  );
}
