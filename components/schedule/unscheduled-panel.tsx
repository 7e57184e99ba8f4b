"use client";

import type * as React from "react";
import { GripVertical } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ListError, ListSkeleton } from "@/components/ui/list-states";
import { cn } from "@/lib/utils";
import { useUnscheduledJobs, type JobListItem } from "./queries";

/**
 * The jobs waiting for a visit: drag one onto the grid (a mouse anywhere on the card, a finger
 * on its handle), or press Schedule for the same dialog.
 */
export function UnscheduledPanel({
  onSchedule,
  onBeginDrag,
  draggingId,
  className,
}: {
  onSchedule: (job: JobListItem) => void;
  onBeginDrag: (event: React.PointerEvent<HTMLElement>, job: JobListItem) => void;
  draggingId: string | null;
  className?: string;
}) {
  const jobs = useUnscheduledJobs();
  const list = jobs.data?.pages.flatMap((page) => page.jobs) ?? [];
  return (
    <section aria-labelledby="unscheduled-jobs-heading" className={cn("space-y-3", className)}>
      <div>
        <h2 id="unscheduled-jobs-heading" className="text-lg font-semibold">
          Unscheduled jobs
        </h2>
        <p className="text-muted-foreground text-sm">Drag a job onto the schedule.</p>
      </div>
      {jobs.isPending ? (
        <ListSkeleton label="Loading unscheduled jobs" rows={3} />
      ) : jobs.isError ? (
        <ListError
          error={jobs.error}
          fallback="The unscheduled jobs could not be loaded."
          onRetry={() => void jobs.refetch()}
        />
      ) : list.length === 0 ? (
        <p className="text-muted-foreground rounded-md border border-dashed p-4 text-sm">
          No jobs waiting to be scheduled.
        </p>
      ) : (
        <ul className="space-y-2" aria-label="Unscheduled jobs">
          {list.map((job) => (
            <li
              key={job.id}
              data-testid="unscheduled-job"
              onPointerDown={(event) => {
                // A finger scrolls the list: it drags from the handle only.
                if (event.pointerType === "touch") return;
                if ((event.target as HTMLElement).closest("button")) return;
                onBeginDrag(event, job);
              }}
              className={cn(
                "bg-card flex cursor-grab items-start gap-2 rounded-md border p-2 text-sm select-none",
                draggingId === job.id && "opacity-50",
              )}
            >
              <span
                aria-hidden="true"
                className="text-muted-foreground mt-0.5 touch-none"
                onPointerDown={(event) => {
                  if (event.pointerType !== "touch") return;
                  event.stopPropagation();
                  onBeginDrag(event, job);
                }}
              >
                <GripVertical className="size-4" />
              </span>
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className="truncate font-medium">{job.title}</span>
                <span className="text-muted-foreground truncate text-xs">
                  {job.number}
                  {job.clientName ? ` · ${job.clientName}` : ""}
                </span>
                {job.address ? (
                  <span className="text-muted-foreground truncate text-xs">{job.address}</span>
                ) : null}
              </span>
              <Button
                type="button"
                size="sm"
                variant="outline"
                aria-label={`Schedule ${job.number} ${job.title}`}
                onClick={() => onSchedule(job)}
              >
                Schedule
              </Button>
            </li>
          ))}
        </ul>
      )}
      {jobs.hasNextPage ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-full"
          disabled={jobs.isFetchingNextPage}
          onClick={() => void jobs.fetchNextPage()}
        >
          {jobs.isFetchingNextPage ? "Loading…" : "Show more jobs"}
        </Button>
      ) : null}
    </section>
  );
}
