"use client";

import * as React from "react";
import Link from "next/link";
import { Receipt } from "lucide-react";
import { Button } from "@/components/ui/button";
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
import { useDebounced } from "@/components/quotes/use-debounced";
import { countOf, formatCurrency } from "@/lib/format";
import type { InvoiceListDto } from "@/lib/invoices/queries";
import type { InvoiceStatusFilter } from "@/lib/validation/invoice";
import { CreateInvoiceButton } from "./create-invoice-button";
import { shortDay } from "./day";
import { invoiceHref, useInvoiceList } from "./queries";
import { InvoiceStatusBadge } from "./status-badge";

type Row = InvoiceListDto["invoices"][number];

/** The filter's choices: the API's `status` values people look for. */
const FILTERS: { value: InvoiceStatusFilter | "all"; label: string }[] = [
  { value: "all", label: "All" },
  { value: "draft", label: "Draft" },
  { value: "unpaid", label: "Unpaid" },
  { value: "overdue", label: "Overdue" },
  { value: "partially_paid", label: "Partially paid" },
  { value: "paid", label: "Paid" },
  { value: "void", label: "Void" },
];

function Rows({ invoices }: { invoices: Row[] }) {
  return (
    <>
      <Table className="hidden md:table">
        <TableHeader>
          <TableRow>
            <TableHead>Number</TableHead>
            <TableHead>Client</TableHead>
            <TableHead>Title</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Issued</TableHead>
            <TableHead>Due</TableHead>
            <TableHead className="text-right">Total</TableHead>
            <TableHead className="text-right">Balance</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {invoices.map((row) => (
            <TableRow key={row.id} data-testid="invoice-row">
              <TableCell className="font-medium whitespace-nowrap">
                <Link className="hover:underline" href={invoiceHref(row.id)}>
                  {row.number}
                </Link>
              </TableCell>
              <TableCell>{row.client?.name ?? "No client"}</TableCell>
              <TableCell className="max-w-56 truncate">{row.title || "Untitled"}</TableCell>
              <TableCell>
                <InvoiceStatusBadge status={row.shownStatus} />
              </TableCell>
              <TableCell className="whitespace-nowrap">{shortDay(row.issueDate)}</TableCell>
              <TableCell className="whitespace-nowrap">{shortDay(row.dueDate)}</TableCell>
              <TableCell className="text-right">{formatCurrency(row.total)}</TableCell>
              <TableCell className="text-right font-medium">
                {formatCurrency(row.balance)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ul className="divide-y rounded-md border md:hidden">
        {invoices.map((row) => (
          <li key={row.id} className="relative space-y-1 p-4">
            <span className="flex justify-between gap-2">
              <Link className="font-medium after:absolute after:inset-0" href={invoiceHref(row.id)}>
                {row.number}
              </Link>
              <span className="font-medium">{formatCurrency(row.total)}</span>
            </span>
            <span className="text-muted-foreground flex items-center justify-between gap-2 text-xs">
              <span className="truncate">
                {row.client?.name ?? "No client"}
                {row.title ? ` · ${row.title}` : ""}
              </span>
              <InvoiceStatusBadge status={row.shownStatus} />
            </span>
            <span className="text-muted-foreground flex justify-between gap-2 text-xs">
              <span>Due {shortDay(row.dueDate)}</span>
              <span>Balance {formatCurrency(row.balance)}</span>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** What the filter matches, over every page. */
function Sums({ data }: { data: InvoiceListDto }) {
  return (
    <dl
      className="bg-muted/40 flex flex-wrap gap-x-8 gap-y-1 rounded-md border px-4 py-3 text-sm"
      data-testid="invoice-sums"
    >
      <div className="flex gap-2">
        <dt className="text-muted-foreground">Invoices</dt>
        <dd className="font-medium">{data.total}</dd>
      </div>
      <div className="flex gap-2">
        <dt className="text-muted-foreground">Total</dt>
        <dd className="font-medium">{formatCurrency(data.sums.total)}</dd>
      </div>
      <div className="flex gap-2">
        <dt className="text-muted-foreground">Balance</dt>
        <dd className="font-medium">{formatCurrency(data.sums.balance)}</dd>
      </div>
    </dl>
  );
}

/** /dashboard/invoices: every invoice, filtered by status and searched, with their sums. */
export function InvoicesPage({
  initialStatus = "all",
}: { initialStatus?: InvoiceStatusFilter | "all" } = {}) {
  const [status, setStatus] = React.useState<InvoiceStatusFilter | "all">(initialStatus);
  const [search, setSearch] = React.useState("");
  const [page, setPage] = React.useState(1);
  const q = useDebounced(search);
  const list = useInvoiceList({ status, q, page });
  const invoices = list.data?.invoices ?? [];
  const filtered = status !== "all" || q.trim() !== "";
  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Invoices</h1>
          <p className="text-muted-foreground">
            Bill approved work, record payments and follow up on what is owed.
          </p>
        </div>
        <CreateInvoiceButton />
      </div>
      <div className="flex flex-wrap gap-3">
        <div className="grid min-w-0 flex-1 gap-1.5 sm:max-w-xs">
          <label htmlFor="invoice-search" className="text-sm font-medium">
            Search invoices
          </label>
          <Input
            id="invoice-search"
            type="search"
            placeholder="Number, title or client"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </div>
        <div className="grid w-44 gap-1.5">
          <label htmlFor="invoice-status-filter" className="text-sm font-medium">
            Status
          </label>
          <Select
            value={status}
            onValueChange={(value) => {
              setStatus(value as InvoiceStatusFilter | "all");
              setPage(1);
            }}
          >
            <SelectTrigger id="invoice-status-filter" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {FILTERS.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {list.isPending ? (
        <ListSkeleton label="Loading invoices" />
      ) : list.isError ? (
        <ListError
          error={list.error}
          fallback="The invoices could not be loaded."
          onRetry={() => void list.refetch()}
        />
      ) : invoices.length === 0 ? (
        <ListEmpty icon={Receipt} title={filtered ? "No invoices match" : "No invoices yet"}>
          {filtered
            ? "Try another status or search."
            : "Open an approved quote and choose “Create invoice”, or start a blank invoice with “New invoice”."}
        </ListEmpty>
      ) : (
        <div className="space-y-3" aria-busy={list.isFetching || undefined}>
          <Sums data={list.data} />
          <Rows invoices={invoices} />
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
                Page {list.data.page} of {pageCount} · {countOf(list.data.total, "invoice")}
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
