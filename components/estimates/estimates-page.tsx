"use client";

import * as React from "react";
import { useRouter, useSearchParams } from "next/navigation";
import { Inbox } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { serverMessage } from "@/components/query/client";
import type { EstimateSummary } from "@/lib/estimates/types";
import { formatCurrency, formatDuration } from "@/lib/format";
import { ESTIMATE_STATUS_LABELS } from "@/lib/estimates/status";
import { ESTIMATE_STATUSES, type EstimateStatus } from "@/lib/validation/estimate";
import { EstimateDetailSheet } from "./estimate-detail";
import { useEstimateList } from "./queries";
import { RequestMarks, StatusBadge } from "./status-badge";

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
  const [status, setStatus] = React.useState<EstimateStatus | "all">("all");
  const list = useEstimateList(status);
  const estimates = list.data?.pages.flatMap((page) => page.estimates) ?? [];
  const open = (id: string | null) =>
    router.replace(
      id ? `/dashboard/estimates?id=${encodeURIComponent(id)}` : "/dashboard/estimates",
      { scroll: false },
    );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Estimates</h1>
          <p className="text-muted-foreground">
            Requests your customers sent from your calculator.
          </p>
        </div>
        <div className="w-44">
          <label htmlFor="estimate-status-filter" className="sr-only">
            Filter by status
          </label>
          <Select
            value={status}
            onValueChange={(value) => setStatus(value as EstimateStatus | "all")}
          >
            <SelectTrigger id="estimate-status-filter" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All statuses</SelectItem>
              {ESTIMATE_STATUSES.map((value) => (
                <SelectItem key={value} value={value}>
                  {ESTIMATE_STATUS_LABELS[value]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {list.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label="Loading estimates">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-14 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <div role="alert" className="space-y-3 rounded-md border p-6 text-center">
          <p>{serverMessage(list.error) ?? "The estimates could not be loaded."}</p>
          <Button type="button" variant="outline" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : estimates.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-md border border-dashed p-10 text-center">
          <Inbox className="text-muted-foreground size-8" aria-hidden="true" />
          <p className="font-medium">
            {status === "all"
              ? "No estimate requests yet"
              : `No ${ESTIMATE_STATUS_LABELS[status].toLowerCase()} requests`}
          </p>
          <p className="text-muted-foreground text-sm">
            Share your calculator link from Calculator Setup to start receiving requests.
          </p>
        </div>
      ) : (
        <>
          <Rows estimates={estimates} onOpen={open} />
          {list.hasNextPage && (
            <Button
              type="button"
              variant="outline"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
            >
              {list.isFetchingNextPage ? "Loading..." : "Load more"}
            </Button>
          )}
        </>
      )}
      <EstimateDetailSheet id={openId} onClose={() => open(null)} />
    </div>
  );
}
