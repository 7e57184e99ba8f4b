"use client";

import type * as React from "react";
import { Eye, Users } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { categoryLabel } from "@/lib/categories";
import { countOf } from "@/lib/format";
import type { MarketListing } from "./queries";

export function usageText({ applications, companies }: MarketListing["usage"]) {
  if (applications === 0) return "Not used yet";
  return `Used ${countOf(applications, "time")} by ${countOf(companies, "company", "companies")}`;
}

function publisherText(listing: MarketListing) {
  if (listing.kind === "starter") return "By QuoteCraft";
  if (listing.mine) return "Published by your company";
  return listing.publisherName ? `By ${listing.publisherName}` : "By a QuoteCraft user";
}

/** One template of the marketplace: what it holds, who made it, how often it was used. */
export function TemplateCard({
  listing,
  onPreview,
  onUse,
  extra,
}: {
  listing: MarketListing;
  onPreview: () => void;
  onUse: () => void;
  /** Community actions (report, unpublish). */
  extra?: React.ReactNode;
}) {
  const titleId = `template-${listing.kind}-${listing.id}-title`;
  const counts = [
    countOf(listing.serviceCount, "service"),
    listing.laborRateCount > 0 ? countOf(listing.laborRateCount, "labor rate") : null,
    listing.feeCount > 0 ? countOf(listing.feeCount, "fee") : null,
  ].filter(Boolean);
  return (
    <Card
      role="listitem"
      aria-labelledby={titleId}
      data-testid={`${listing.kind}-template-card`}
      className="gap-4"
    >
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{categoryLabel(listing.trade)}</Badge>
          <span className="text-muted-foreground text-xs">{publisherText(listing)}</span>
        </div>
        <CardTitle id={titleId} className="text-lg leading-snug">
          {listing.name}
        </CardTitle>
        {listing.description ? <CardDescription>{listing.description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-1 text-sm">
        <p>{counts.join(" · ")}</p>
        <p className="text-muted-foreground flex items-center gap-1" data-testid="template-usage">
          <Users aria-hidden="true" className="size-3.5" />
          {usageText(listing.usage)}
        </p>
      </CardContent>
      <CardFooter className="mt-auto flex flex-wrap gap-2">
        <Button type="button" onClick={onUse} aria-label={`Use template ${listing.name}`}>
          Use template
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={onPreview}
          aria-label={`Preview ${listing.name}`}
        >
          <Eye aria-hidden="true" /> Preview
        </Button>
        {extra}
      </CardFooter>
    </Card>
  );
}
