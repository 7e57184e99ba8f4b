"use client";

import * as React from "react";
import { Receipt } from "lucide-react";
import { ListEmpty } from "@/components/ui/list-states";
import { shortDay } from "@/components/documents/day";
import { DocumentRows, type DocumentColumn } from "@/components/lists/document-rows";
import {
  ListBody,
  LoadMoreButton,
  ListPageHeader,
  SearchField,
  StatusFilter,
} from "@/components/lists/list-page";
import { useListFilters } from "@/components/lists/use-list-filters";
import { formatCurrency } from "@/lib/format";
import type { InvoiceListDto } from "@/lib/invoices/queries";
import type { InvoiceStatusFilter } from "@/lib/validation/invoice-values";
import { CreateInvoiceButton } from "./create-invoice-button";
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

const COLUMNS: DocumentColumn<Row>[] = [
  { head: "Issued", className: "whitespace-nowrap", cell: (row) => shortDay(row.issueDate) },
  { head: "Due", className: "whitespace-nowrap", cell: (row) => shortDay(row.dueDate) },
  {
    head: "Total",
    headClassName: "text-right",
    className: "text-right",
    cell: (row) => formatCurrency(row.total),
  },
  {
    head: "Balance",
    headClassName: "text-right",
    className: "text-right font-medium",
    cell: (row) => formatCurrency(row.balance),
  },
];

function Rows({ invoices }: { invoices: Row[] }) {
  return (
    <DocumentRows
      rows={invoices}
      testId="invoice-row"
      href={(row) => invoiceHref(row.id)}
      number={(row) => row.number}
      badge={(row) => <InvoiceStatusBadge status={row.shownStatus} />}
      columns={COLUMNS}
      cardFooter={(row) => (
        <span className="text-muted-foreground flex justify-between gap-2 text-xs">
          <span>Due {shortDay(row.dueDate)}</span>
          <span>Balance {formatCurrency(row.balance)}</span>
        </span>
      )}
    />
  );
}

/** What the filter matches, over every page (the first page's answer carries it). */
function Sums({ sums }: { sums: NonNullable<InvoiceListDto["sums"]> }) {
  return (
    <dl
      className="bg-muted/40 flex flex-wrap gap-x-8 gap-y-1 rounded-md border px-4 py-3 text-sm"
      data-testid="invoice-sums"
    >
      <div className="flex gap-2">
        <dt className="text-muted-foreground">Invoices</dt>
        <dd className="font-medium">{sums.count}</dd>
      </div>
      <div className="flex gap-2">
        <dt className="text-muted-foreground">Total</dt>
        <dd className="font-medium">{formatCurrency(sums.total)}</dd>
      </div>
      <div className="flex gap-2">
        <dt className="text-muted-foreground">Balance</dt>
        <dd className="font-medium">{formatCurrency(sums.balance)}</dd>
      </div>
    </dl>
  );
}

/** /dashboard/invoices: every invoice, filtered by status and searched, with their sums. */
export function InvoicesPage({
  initialStatus = "all",
}: { initialStatus?: InvoiceStatusFilter | "all" } = {}) {
  const filters = useListFilters<InvoiceStatusFilter>(initialStatus);
  const { status, q, filtered } = filters;
  const list = useInvoiceList({ status, q });
  const invoices = list.data?.pages.flatMap((page) => page.invoices) ?? [];
  const sums = list.data?.pages[0]?.sums;

  return (
    <div className="space-y-6">
      <ListPageHeader
        title="Invoices"
        description="Bill approved work, record payments and follow up on what is owed."
        action={<CreateInvoiceButton />}
      />
      <div className="flex flex-wrap gap-3">
        <SearchField
          id="invoice-search"
          label="Search invoices"
          placeholder="Number, title or client"
          value={filters.search}
          onChange={filters.setSearch}
        />
        <StatusFilter
          id="invoice-status-filter"
          value={status}
          options={FILTERS}
          onChange={filters.setStatus}
        />
      </div>
      <ListBody
        list={list}
        loadingLabel="Loading invoices"
        errorFallback="The invoices could not be loaded."
        isEmpty={invoices.length === 0}
        empty={
          <ListEmpty icon={Receipt} title={filtered ? "No invoices match" : "No invoices yet"}>
            {filtered
              ? "Try another status or search."
              : "Open an approved quote and choose “Create invoice”, or start a blank invoice with “New invoice”."}
          </ListEmpty>
        }
      >
        {() => (
          <>
            {sums ? <Sums sums={sums} /> : null}
            <Rows invoices={invoices} />
            <LoadMoreButton list={list} />
          </>
        )}
      </ListBody>
    </div>
  );
}
