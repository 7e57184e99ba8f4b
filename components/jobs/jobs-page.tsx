"use client";

import * as React from "react";
import Link from "next/link";
import { Briefcase } from "lucide-react";
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
  ListBody,
  ListPageHeader,
  LoadMoreButton,
  SearchField,
  StatusFilter,
  statusOptions,
} from "@/components/lists/list-page";
import { useListFilters } from "@/components/lists/use-list-filters";
import { countOf } from "@/lib/format";
import { JOB_STATUSES } from "@/lib/validation/job-values";
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

const FILTERS = statusOptions("All", JOB_STATUSES, JOB_STATUS_LABELS);

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
  const filters = useListFilters<JobStatusValue>();
  const { status, q, filtered } = filters;
  const list = useJobList({ status, q });
  const zone = useCompanyZone();
  const jobs = list.data?.pages.flatMap((page) => page.jobs) ?? [];

  return (
    <div className="space-y-6">
      <ListPageHeader
        title="Jobs"
        description={
          office
            ? "Approved work: schedule its visits, follow it in the field and invoice it when done."
            : "The jobs you have visits on: where to go, what to do, notes and photos."
        }
        action={office ? <NewJobDialog /> : null}
      />
      <div className="flex flex-wrap gap-3">
        <SearchField
          id="job-search"
          label="Search jobs"
          placeholder="Number, title or client"
          value={filters.search}
          onChange={filters.setSearch}
        />
        <StatusFilter
          id="job-status-filter"
          value={status}
          options={FILTERS}
          onChange={filters.setStatus}
        />
      </div>
      <ListBody
        list={list}
        loadingLabel="Loading jobs"
        errorFallback="The jobs could not be loaded."
        failed={list.isError && jobs.length === 0}
        isEmpty={jobs.length === 0}
        empty={
          <ListEmpty icon={Briefcase} title={filtered ? "No jobs match" : "No jobs yet"}>
            {filtered
              ? "Try another status or search."
              : office
                ? "Open an approved quote and choose “Create job”, or start one with “New job”."
                : "Jobs appear here once the office puts you on one of their visits."}
          </ListEmpty>
        }
      >
        {() => (
          <>
            <Rows jobs={jobs} zone={zone} />
            <div className="flex items-center justify-between gap-2 text-sm">
              <span className="text-muted-foreground" aria-live="polite">
                Showing {countOf(jobs.length, "job")}
              </span>
              <LoadMoreButton list={list} size="sm" />
            </div>
            {list.isFetchNextPageError ? (
              <p role="alert" className="text-destructive text-sm">
                More jobs could not be loaded. Try again.
              </p>
            ) : null}
          </>
        )}
      </ListBody>
    </div>
  );
}
