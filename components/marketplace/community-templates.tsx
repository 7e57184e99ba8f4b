"use client";

import type * as React from "react";

import { EyeOff, Flag } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useCommunityListings, type MarketListing } from "./queries";
import { TemplateBrowser } from "./template-browser";

/**
 * Community: templates owners published (docs/marketplace.md, "Community templates"), apart from
 * the curated ones. Others' templates can be reported; the company's own are marked, and are
 * unpublished from My templates.
 */
export function CommunityTemplates({
  renderCard,
  onReport,
}: {
  renderCard: (listing: MarketListing, extra?: React.ReactNode) => React.ReactNode;
  onReport: (listing: MarketListing) => void;
}) {
  const listings = useCommunityListings();
  return (
    <TemplateBrowser
      idPrefix="community"
      label="Community templates"
      listings={listings}
      emptyText="No company has published a template yet. Publish one of yours from My templates."
      renderCard={(listing) =>
        renderCard(
          listing,
          listing.mine ? (
            listing.hidden ? (
              <Badge variant="destructive">
                <EyeOff aria-hidden="true" /> Hidden after reports
              </Badge>
            ) : null
          ) : (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => onReport(listing)}
              aria-label={`Report ${listing.name}`}
            >
              <Flag aria-hidden="true" /> Report
            </Button>
          ),
        )
      }
    />
  );
}
