"use client";

import * as React from "react";
import { useRouter, useSearchParams } from "next/navigation";
import { Inbox } from "lucide-react";
import { lazyNamed, MountOnceWanted } from "@/components/ui/lazy";
import { ListEmpty } from "@/components/ui/list-states";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import {
  AssignedToMeFilter,
  ListBody,
  ListPageHeader,
  LoadMoreButton,
  StatusFilter,
  statusOptions,
} from "@/components/lists/list-page";
import { useListFilters } from "@/components/lists/use-list-filters";
import type { EstimateSummary } from "@/lib/estimates/types";
import { formatCurrency, formatDuration } from "@/lib/format";
import { ESTIMATE_STATUS_LABELS } from "@/lib/estimates/status";
import { ESTIMATE_STATUSES, type EstimateStatus } from "@/lib/validation/estimate-values";
import { useEstimateList } from "./queries";
import { RequestMarks, StatusBadge } from "./status-badge";

// A request's sheet (Radix's dialog and select, the assignee picker, the conversation) loads
// when a request is first opened, not with the list (issue 34, "Owner pages").
const EstimateDetailSheet = lazyNamed(() =>
  import("./estimate-detail").then((module) => module.EstimateDetailSheet),
);

const FILTERS = statusOptions("All statuses", ESTIMATE_STATUSES, ESTIMATE_STATUS_LABELS);

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });

function Rows({
  estimates,
  onOpen,
}: {
  estimates: EstimateSummary[];
  onOpen: (id: string) => void;
}) {
  return (
    <>
      <Table className="hidden md:table">
        <TableHeader>
          <TableRow>
            <TableHead>Received</TableHead>
            <TableHead>Customer</TableHead>
            <TableHead>Items</TableHead>
            <TableHead>Time</TableHead>
            <TableHead className="text-right">Total</TableHead>
            <TableHead>Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {estimates.map((row) => (
            <TableRow
              key={row.id}
              data-testid="estimate-row"
              className="cursor-pointer"
              onClick={() => onOpen(row.id)}
            >
              <TableCell className="whitespace-nowrap">{when(row.createdAt)}</TableCell>
              <TableCell>
                <button
                  type="button"
                  className="text-left font-medium hover:underline"
                  onClick={() => onOpen(row.id)}
                >
                  {row.customerName}
                </button>
                <div className="text-muted-foreground text-xs">{row.customerEmail}</div>
                <div className="mt-1 flex flex-wrap gap-1">
                  <RequestMarks isSpam={row.isSpam} outsideServiceArea={row.outsideServiceArea} />
                </div>
              </TableCell>
              <TableCell>{row.itemCount}</TableCell>
              <TableCell>{formatDuration(row.totalTime)}</TableCell>
              <TableCell className="text-right font-medium" data-testid="row-total">
                {formatCurrency(row.totalAmount)}
              </TableCell>
              <TableCell>
                <StatusBadge status={row.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ul className="divide-y rounded-md border md:hidden">
        {estimates.map((row) => (
          <li key={row.id}>
            <button
              type="button"
              className="w-full space-y-1 p-4 text-left"
              onClick={() => onOpen(row.id)}
            >
              <span className="flex justify-between gap-2">
                <span className="font-medium">{row.customerName}</span>
                <span className="font-medium">{formatCurrency(row.totalAmount)}</span>
              </span>
              <span className="text-muted-foreground flex justify-between gap-2 text-xs">
                <span>
                  {when(row.createdAt)} · {row.itemCount} item{row.itemCount === 1 ? "" : "s"} ·{" "}
                  {formatDuration(row.totalTime)}
                </span>
                <StatusBadge status={row.status} />
              </span>
              <span className="flex flex-wrap gap-1">
                <RequestMarks isSpam={row.isSpam} outsideServiceArea={row.outsideServiceArea} />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** /dashboard/estimates: the customers' requests, newest first, with a detail sheet. */
export function EstimatesPage() {
  const router = useRouter();
  const searchParams = useSearchParams();
  const openId = searchParams.get("id");
  const filters = useListFilters<EstimateStatus>();
  const { status, mine } = filters;
  const list = useEstimateList(status, mine);
  const estimates = list.data?.pages.flatMap((page) => page.estimates) ?? [];
  const open = (id: string | null) =>
    router.replace(
      id ? `/dashboard/estimates?id=${encodeURIComponent(id)}` : "/dashboard/estimates",
      { scroll: false },
    );

  return (
    <div className="space-y-6">
      <ListPageHeader
        title="Estimates"
        description="Requests your customers sent from your calculator."
        action={
          <div className="flex flex-wrap items-center gap-4">
            <AssignedToMeFilter
              id="estimate-assigned-filter"
              className="flex items-center gap-2"
              checked={mine}
              onChange={filters.setMine}
            />
            <StatusFilter
              id="estimate-status-filter"
              label="Filter by status"
              hiddenLabel
              value={status}
              options={FILTERS}
              onChange={filters.setStatus}
            />
          </div>
        }
      />
      <ListBody
        list={list}
        loadingLabel="Loading estimates"
        errorFallback="The estimates could not be loaded."
        isEmpty={estimates.length === 0}
        empty={
          <ListEmpty
            icon={Inbox}
            title={
              status === "all"
                ? mine
                  ? "No requests assigned to you"
                  : "No estimate requests yet"
                : `No ${ESTIMATE_STATUS_LABELS[status].toLowerCase()} requests${mine ? " assigned to you" : ""}`
            }
          >
            {mine
              ? "Requests appear here once someone assigns them to you."
              : "Share your calculator link from Calculator Setup to start receiving requests."}
          </ListEmpty>
        }
        framed={false}
      >
        {() => (
          <>
            <Rows estimates={estimates} onOpen={open} />
            <LoadMoreButton list={list} />
          </>
        )}
      </ListBody>
      <MountOnceWanted when={Boolean(openId)}>
        <EstimateDetailSheet id={openId} onClose={() => open(null)} />
      </MountOnceWanted>
    </div>
  );
}
