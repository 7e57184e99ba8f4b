"use client";

import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/components/query/keys";
import type { BillingSummaryDto } from "@/lib/billing/types";

/**
 * Over every dashboard page while the subscription is past_due: the payment failed, and when
 * the grace period ends the company falls back to Starter's limits (docs/billing.md).
 */
export function PastDueBanner() {
  const { data } = useQuery<BillingSummaryDto>({ queryKey: queryKeys.billing });
  const sub = data?.subscription;
  if (!sub || sub.status !== "past_due") return null;
  const ends = sub.graceEndsAt ? new Date(sub.graceEndsAt) : null;
  // The server says when the grace period is over: the plan in force is Starter then.
  const over = data.plan === "starter";
  return (
    <div
      role="alert"
      className="border-destructive bg-destructive/10 text-destructive mb-4 rounded-md border p-3 text-sm"
    >
      {over
        ? "Your payment failed and the grace period is over: your account has Starter's limits until the card is updated. Nothing was deleted. "
        : `Your last payment failed. Update your card${
            ends ? ` by ${ends.toLocaleDateString("en-US", { month: "long", day: "numeric" })}` : ""
          } to keep your plan. `}
      <Link href="/dashboard/billing" className="font-medium underline">
        Go to billing
      </Link>
    </div>
  );
}
