"use client";

import * as React from "react";
import { useRouter, useSearchParams } from "next/navigation";
import { Inbox } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
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
  const [mine, setMine] = React.useState(false);
  const list = useEstimateList(status, mine);
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
        <div className="flex flex-wrap items-center gap-4">
          <div className="flex items-center gap-2">
            <Checkbox
              id="estimate-assigned-filter"
              checked={mine}
              onCheckedChange={(checked) => setMine(checked === true)}
            />
            <label htmlFor="estimate-assigned-filter" className="text-sm font-medium">
              Assigned to me
            </label>
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
      </div>
      {list.isPending ? (
        <ListSkeleton label="Loading estimates" />
      ) : list.isError ? (
        <ListError
          error={list.error}
          fallback="The estimates could not be loaded."
          onRetry={() => void list.refetch()}
        />
      ) : estimates.length === 0 ? (
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
