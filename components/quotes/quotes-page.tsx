"use client";

import * as React from "react";
import { FileText } from "lucide-react";
import { ListEmpty } from "@/components/ui/list-states";
import { shortDay } from "@/components/documents/day";
import { DocumentRows, type DocumentColumn } from "@/components/lists/document-rows";
import {
  AssignedToMeFilter,
  ListBody,
  LoadMoreButton,
  ListPageHeader,
  SearchField,
  StatusFilter,
  statusOptions,
} from "@/components/lists/list-page";
import { useListFilters } from "@/components/lists/use-list-filters";
import { formatCurrency } from "@/lib/format";
import { QUOTE_STATUS_LABELS } from "@/lib/quotes/format";
import { QUOTE_STATUSES, type QuoteStatus } from "@/lib/validation/quote-values";
import type { QuoteListItemDto } from "@/lib/quotes/types";
import { CreateQuoteButton } from "./create-quote-button";
import { useQuoteList } from "./queries";
import { QuoteStatusBadge } from "./status-badge";

const FILTERS = statusOptions("All statuses", QUOTE_STATUSES, QUOTE_STATUS_LABELS);

const editorHref = (row: QuoteListItemDto) => `/dashboard/quotes/${encodeURIComponent(row.id)}`;

const COLUMNS: DocumentColumn<QuoteListItemDto>[] = [
  { head: "Expires", className: "whitespace-nowrap", cell: (row) => shortDay(row.expiresAt) },
  {
    head: "Total",
    headClassName: "text-right",
    className: "text-right font-medium",
    cell: (row) => formatCurrency(row.total),
  },
];

/** /dashboard/quotes: the latest revision of every quote, filtered and searched. */
export function QuotesPage() {
  const filters = useListFilters<QuoteStatus>();
  const { status, q, mine, filtered } = filters;
  const list = useQuoteList({ status, q, mine });
  const quotes = list.data?.pages.flatMap((page) => page.quotes) ?? [];

  return (
    <div className="space-y-6">
      <ListPageHeader
        title="Quotes"
        description="Formal quotes your customers approve online."
        action={<CreateQuoteButton />}
      />
      <div className="flex flex-wrap gap-3">
        <SearchField
          id="quote-search"
          label="Search quotes"
          placeholder="Number, client or title"
          value={filters.search}
          onChange={filters.setSearch}
        />
        <StatusFilter
          id="quote-status-filter"
          value={status}
          options={FILTERS}
          onChange={filters.setStatus}
        />
        <AssignedToMeFilter
          id="quote-assigned-filter"
          className="flex h-9 items-center gap-2 self-end"
          checked={mine}
          onChange={filters.setMine}
        />
      </div>
      <ListBody
        list={list}
        loadingLabel="Loading quotes"
        errorFallback="The quotes could not be loaded."
        isEmpty={quotes.length === 0}
        empty={
          <ListEmpty icon={FileText} title={filtered ? "No quotes match" : "No quotes yet"}>
            {filtered
              ? "Try another status, search or assignee."
              : "Create one from an estimate request, from a client, or start a blank quote."}
          </ListEmpty>
        }
      >
        {() => (
          <>
            <DocumentRows
              rows={quotes}
              testId="quote-row"
              href={editorHref}
              number={(row) => row.displayNumber}
              badge={(row) => <QuoteStatusBadge status={row.status} />}
              columns={COLUMNS}
            />
            <LoadMoreButton list={list} />
          </>
        )}
      </ListBody>
    </div>
  );
}
