"use client";

import * as React from "react";
import { PackageSearch, Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { ListEmpty, ListError } from "@/components/ui/list-states";
import type { ServiceCategory } from "@/lib/categories";
import { matchesListing } from "@/lib/marketplace/search";
import type { MarketListing } from "./queries";
import { TradeSelect } from "./trade-select";

/**
 * A searchable list of templates (docs/marketplace.md, "Marketplace page"): a trade filter, a
 * search over names, descriptions and service names, one card per template.
 */
export function TemplateBrowser({
  idPrefix,
  label,
  listings,
  renderCard,
  emptyText,
}: {
  idPrefix: string;
  label: string;
  listings: {
    data: MarketListing[] | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  renderCard: (listing: MarketListing) => React.ReactNode;
  /** What an empty marketplace section says (before any filter). */
  emptyText: React.ReactNode;
}) {
  const [query, setQuery] = React.useState("");
  const [trade, setTrade] = React.useState<ServiceCategory | null>(null);
  const shown = (listings.data ?? []).filter((listing) =>
    matchesListing(listing, { trade, query }),
  );
  const filtered = query.trim() !== "" || trade !== null;

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <div className="grid gap-1">
          <Label htmlFor={`${idPrefix}-search`}>Search</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="text-muted-foreground absolute top-1/2 left-2.5 size-4 -translate-y-1/2"
            />
            <Input
              id={`${idPrefix}-search`}
              type="search"
              className="pl-8"
              placeholder="Name, description or service"
              value={query}
              maxLength={100}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${idPrefix}-trade`}>Trade</Label>
          <TradeSelect
            id={`${idPrefix}-trade`}
            value={trade}
            onChange={setTrade}
            allLabel="All trades"
          />
        </div>
      </div>
      {listings.isPending ? (
        <div
          className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
          aria-busy="true"
          aria-label={`Loading ${label}`}
        >
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-56" />
          ))}
        </div>
      ) : listings.isError ? (
        <ListError
          error={listings.error}
          fallback={`Could not load the ${label}.`}
          onRetry={() => void listings.refetch()}
        />
      ) : shown.length === 0 ? (
        <ListEmpty
          icon={PackageSearch}
          title={filtered ? "No templates match" : "No templates yet"}
        >
          {filtered ? "Try another search or trade." : emptyText}
        </ListEmpty>
      ) : (
        <>
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {shown.length} {shown.length === 1 ? "template" : "templates"}
            {filtered ? " match" : ""}
          </p>
          <div role="list" aria-label={label} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {shown.map((listing) => renderCard(listing))}
          </div>
        </>
      )}
      {filtered && shown.length === 0 && !listings.isPending && !listings.isError ? (
        <Button
          type="button"
          variant="outline"
          className="justify-self-center"
          onClick={() => {
            setQuery("");
            setTrade(null);
          }}
        >
          Clear search
        </Button>
      ) : null}
    </div>
  );
}
