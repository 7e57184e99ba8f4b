"use client";

import * as React from "react";
import Link from "next/link";
import { Briefcase } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ListEmpty, ListError, ListSkeleton } from "@/components/ui/list-states";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { useDebounced } from "@/components/quotes/use-debounced";
import { countOf } from "@/lib/format";
import { JOB_STATUSES } from "@/lib/validation/job";
import { can, type Role } from "@/lib/team/permissions";
import { JOB_STATUS_LABELS, dateTimeIn } from "./format";
import { NewJobDialog } from "./new-job-dialog";
import {
  jobHref,
  useCompanyZone,
  useJobList,
  type JobListItem,
  type JobStatusValue,
} from "./queries";
import { JobStatusBadge } from "./status-badge";

const FILTERS: { value: JobStatusValue | "all"; label: string }[] = [
  { value: "all", label: "All" },
  ...JOB_STATUSES.map((status) => ({ value: status, label: JOB_STATUS_LABELS[status] })),
];

function nextVisit(job: JobListItem, zone: string | undefined) {
  if (!job.nextVisitAt) return job.visitCount > 0 ? "No upcoming visit" : "Not scheduled";
  return zone ? dateTimeIn(job.nextVisitAt, zone) : "";
}

function Rows({ jobs, zone }: { jobs: JobListItem[]; zone: string | undefined }) {
  return (
    <>
      <Table className="hidden md:table">
        <TableHeader>
          <TableRow>
            <TableHead>Number</TableHead>
            <TableHead>Title</TableHead>
            <TableHead>Client</TableHead>
            <TableHead>Address</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Next visit</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {jobs.map((job) => (
            <TableRow key={job.id} data-testid="job-row">
              <TableCell className="font-medium whitespace-nowrap">
                <Link className="hover:underline" href={jobHref(job.id)}>
                  {job.number}
                </Link>
              </TableCell>
              <TableCell className="max-w-64 truncate">{job.title}</TableCell>
              <TableCell>{job.clientName ?? "No client"}</TableCell>
              <TableCell className="max-w-56 truncate">{job.address ?? ""}</TableCell>
              <TableCell>
                <JobStatusBadge status={job.status} />
              </TableCell>
              <TableCell className="whitespace-nowrap">{nextVisit(job, zone)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ul className="divide-y rounded-md border md:hidden" aria-label="Jobs">
        {jobs.map((job) => (
          <li key={job.id} className="relative space-y-1 p-4" data-testid="job-card">
            <span className="flex items-center justify-between gap-2">
              <Link className="font-medium after:absolute after:inset-0" href={jobHref(job.id)}>
                {job.number} · {job.title}
              </Link>
              <JobStatusBadge status={job.status} />
            </span>
            <span className="text-muted-foreground block truncate text-xs">
              {job.clientName ?? "No client"}
              {job.address ? ` · ${job.address}` : ""}
            </span>
            <span className="text-muted-foreground block text-xs">
              Next visit: {nextVisit(job, zone)}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * /dashboard/jobs: the jobs the member may open (a technician's: those with a visit of
 * theirs), filtered by status and searched, newest first, "Load more" for the next page.
 */
export function JobsPage({ role }: { role: Role }) {
  const office = can(role, "schedule");
  const [status, setStatus] = React.useState<JobStatusValue | "all">("all");
  const [search, setSearch] = React.useState("");
  const q = useDebounced(search);
  const list = useJobList({ status, q });
  const zone = useCompanyZone();
  const jobs = list.data?.pages.flatMap((page) => page.jobs) ?? [];
  const filtered = status !== "all" || q.trim() !== "";

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Jobs</h1>
          <p className="text-muted-foreground">
            {office
              ? "Approved work: schedule its visits, follow it in the field and invoice it when done."
              : "The jobs you have visits on: where to go, what to do, notes and photos."}
          </p>
        </div>
        {office ? <NewJobDialog /> : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <div className="grid min-w-0 flex-1 gap-1.5 sm:max-w-xs">
          <label htmlFor="job-search" className="text-sm font-medium">
            Search jobs
          </label>
          <Input
            id="job-search"
            type="search"
            placeholder="Number, title or client"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="grid w-44 gap-1.5">
          <label htmlFor="job-status-filter" className="text-sm font-medium">
            Status
          </label>
          <Select
            value={status}
            onValueChange={(value) => setStatus(value as JobStatusValue | "all")}
          >
            <SelectTrigger id="job-status-filter" className="w-full">
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
        <ListSkeleton label="Loading jobs" />
      ) : list.isError && jobs.length === 0 ? (
        <ListError
          error={list.error}
          fallback="The jobs could not be loaded."
          onRetry={() => void list.refetch()}
        />
      ) : jobs.length === 0 ? (
        <ListEmpty icon={Briefcase} title={filtered ? "No jobs match" : "No jobs yet"}>
          {filtered
            ? "Try another status or search."
            : office
              ? "Open an approved quote and choose “Create job”, or start one with “New job”."
              : "Jobs appear here once the office puts you on one of their visits."}
        </ListEmpty>
      ) : (
        <div className="space-y-3" aria-busy={list.isFetching || undefined}>
          <Rows jobs={jobs} zone={zone} />
          <div className="flex items-center justify-between gap-2 text-sm">
            <span className="text-muted-foreground" aria-live="polite">
              Showing {countOf(jobs.length, "job")}
            </span>
            {list.hasNextPage ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {list.isFetchingNextPage ? "Loading..." : "Load more"}
              </Button>
            ) : null}
          </div>
          {list.isFetchNextPageError ? (
            <p role="alert" className="text-destructive text-sm">
              More jobs could not be loaded. Try again.
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
