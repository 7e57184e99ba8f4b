"use client";

import * as React from "react";
import Link from "next/link";
import { FileText } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { ListEmpty, ListError, ListSkeleton } from "@/components/ui/list-states";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { formatCurrency } from "@/lib/format";
import { QUOTE_STATUS_LABELS } from "@/lib/quotes/format";
import { QUOTE_STATUSES, type QuoteStatus } from "@/lib/validation/quote-values";
import type { QuoteListItemDto } from "@/lib/quotes/types";
import { CreateQuoteButton } from "./create-quote-button";
import { useQuoteList } from "./queries";
import { QuoteStatusBadge } from "./status-badge";
import { useDebounced } from "./use-debounced";

const day = (iso: string | null) =>
  iso
    ? new Date(iso.length === 10 ? `${iso}T12:00:00` : iso).toLocaleDateString("en-US", {
        month: "short",
        day: "numeric",
        year: "numeric",
      })
    : "—";

const editorHref = (row: QuoteListItemDto) => `/dashboard/quotes/${encodeURIComponent(row.id)}`;

function Rows({ quotes }: { quotes: QuoteListItemDto[] }) {
  return (
    <>
      <Table className="hidden md:table">
        <TableHeader>
          <TableRow>
            <TableHead>Number</TableHead>
            <TableHead>Client</TableHead>
            <TableHead>Title</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Expires</TableHead>
            <TableHead className="text-right">Total</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {quotes.map((row) => (
            <TableRow key={row.id} data-testid="quote-row">
              <TableCell className="font-medium whitespace-nowrap">
                <Link className="hover:underline" href={editorHref(row)}>
                  {row.displayNumber}
                </Link>
              </TableCell>
              <TableCell>{row.client?.name ?? "No client"}</TableCell>
              <TableCell className="max-w-56 truncate">{row.title || "Untitled"}</TableCell>
              <TableCell>
                <QuoteStatusBadge status={row.status} />
              </TableCell>
              <TableCell className="whitespace-nowrap">{day(row.expiresAt)}</TableCell>
              <TableCell className="text-right font-medium">{formatCurrency(row.total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ul className="divide-y rounded-md border md:hidden">
        {quotes.map((row) => (
          <li key={row.id} className="relative space-y-1 p-4">
            <span className="flex justify-between gap-2">
              <Link className="font-medium after:absolute after:inset-0" href={editorHref(row)}>
                {row.displayNumber}
              </Link>
              <span className="font-medium">{formatCurrency(row.total)}</span>
            </span>
            <span className="text-muted-foreground flex items-center justify-between gap-2 text-xs">
              <span className="truncate">
                {row.client?.name ?? "No client"}
                {row.title ? ` · ${row.title}` : ""}
              </span>
              <QuoteStatusBadge status={row.status} />
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** /dashboard/quotes: the latest revision of every quote, filtered and searched. */
export function QuotesPage() {
  const [status, setStatus] = React.useState<QuoteStatus | "all">("all");
  const [search, setSearch] = React.useState("");
  const [page, setPage] = React.useState(1);
  const [mine, setMine] = React.useState(false);
  const q = useDebounced(search);
  const list = useQuoteList({ status, q, page, mine });
  const quotes = list.data?.quotes ?? [];
  const filtered = status !== "all" || q.trim() !== "" || mine;
  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Quotes</h1>
          <p className="text-muted-foreground">Formal quotes your customers approve online.</p>
        </div>
        <CreateQuoteButton />
      </div>
      <div className="flex flex-wrap gap-3">
        <div className="grid min-w-0 flex-1 gap-1.5 sm:max-w-xs">
          <label htmlFor="quote-search" className="text-sm font-medium">
            Search quotes
          </label>
          <Input
            id="quote-search"
            type="search"
            placeholder="Number, client or title"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </div>
        <div className="grid w-44 gap-1.5">
          <label htmlFor="quote-status-filter" className="text-sm font-medium">
            Status
          </label>
          <Select
            value={status}
            onValueChange={(value) => {
              setStatus(value as QuoteStatus | "all");
              setPage(1);
            }}
          >
            <SelectTrigger id="quote-status-filter" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All statuses</SelectItem>
              {QUOTE_STATUSES.map((value) => (
                <SelectItem key={value} value={value}>
                  {QUOTE_STATUS_LABELS[value]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex h-9 items-center gap-2 self-end">
          <Checkbox
            id="quote-assigned-filter"
            checked={mine}
            onCheckedChange={(checked) => {
              setMine(checked === true);
              setPage(1);
            }}
          />
          <label htmlFor="quote-assigned-filter" className="text-sm font-medium">
            Assigned to me
          </label>
        </div>
      </div>
      {list.isPending ? (
        <ListSkeleton label="Loading quotes" />
      ) : list.isError ? (
        <ListError
          error={list.error}
          fallback="The quotes could not be loaded."
          onRetry={() => void list.refetch()}
        />
      ) : quotes.length === 0 ? (
        <ListEmpty icon={FileText} title={filtered ? "No quotes match" : "No quotes yet"}>
          {filtered
            ? "Try another status, search or assignee."
            : "Create one from an estimate request, from a client, or start a blank quote."}
        </ListEmpty>
      ) : (
        <div className="space-y-3" aria-busy={list.isFetching || undefined}>
          <Rows quotes={quotes} />
          {pageCount > 1 ? (
            <nav aria-label="Pages" className="flex items-center justify-between gap-2 text-sm">
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={page <= 1}
                onClick={() => setPage((current) => Math.max(1, current - 1))}
              >
                Previous
              </Button>
              <span aria-live="polite">
                Page {list.data.page} of {pageCount}
              </span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={page >= pageCount}
                onClick={() => setPage((current) => current + 1)}
              >
                Next
              </Button>
            </nav>
          ) : null}
        </div>
      )}
    </div>
  );
}
