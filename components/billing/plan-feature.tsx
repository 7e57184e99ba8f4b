"use client";

/**
 * Whether the company's plan includes a gated feature (docs/billing.md "Features"), read from
 * GET /api/billing, and the note a gated control shows instead of failing on click.
 */
import * as React from "react";
import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/components/query/keys";
import type { BillingSummaryDto } from "@/lib/billing/types";
import { featureIncludedIn, getPlan, type PlanFeature } from "@/lib/plans";

/**
 * `included` is true while the summary loads, when limits are off (self-hosted: everything
 * on) and when the plan in force includes the feature; the server checks it either way.
 */
export function usePlanFeature(feature: PlanFeature): {
  included: boolean;
  /** The summary has answered (or failed): a gated read waits for this before it loads. */
  known: boolean;
  noteId: string;
} {
  const { data, isPending } = useQuery<BillingSummaryDto>({ queryKey: queryKeys.billing });
  const included = !data || !data.limitsEnforced || getPlan(data.plan).features[feature];
  return { included, known: !isPending, noteId: `plan-feature-${feature}` };
}

/** "Business includes service areas. See plans" — rendered only when the plan lacks it. */
export function PlanFeatureNote({
  feature,
  id,
  className,
}: {
  feature: PlanFeature;
  /** When the note is shown more than once on a page (the default is usePlanFeature's noteId). */
  id?: string;
  className?: string;
}) {
  const { included, noteId } = usePlanFeature(feature);
  if (included) return null;
  return (
    <p
      id={id ?? noteId}
      data-testid={noteId}
      className={className ?? "text-muted-foreground text-sm"}
    >
      {featureIncludedIn(feature)}{" "}
      <Link href="/dashboard/billing" className="text-primary underline">
        See plans
      </Link>
    </p>
  );
}
