"use client";

import * as React from "react";
import Link from "next/link";
import { ChevronLeft, Download, History } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ListEmpty, ListError, ListSkeleton } from "@/components/ui/list-states";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { serverMessage } from "@/components/query/client";
import { countOf } from "@/lib/format";
import { cn } from "@/lib/utils";
import { dateTimeIn, useCompanyTimeZone } from "./format";
import { ACTIVITY_EXPORT_PATH, useActivity, type AuditRow } from "./queries";

/** On phones each event is a card (the header row hides and the cells stack, labelled). */
const cell = "block px-0 py-0.5 sm:table-cell sm:px-2 sm:py-2 sm:align-top";

function PhoneLabel({ children }: { children: React.ReactNode }) {
  return <span className="text-muted-foreground sm:hidden">{children}: </span>;
}

function EventRow({ event, timeZone }: { event: AuditRow; timeZone: string }) {
  const who = event.actor?.name || event.actor?.email;
  return (
    <TableRow
      data-testid="activity-row"
      className="mb-3 block rounded-md border p-4 sm:mb-0 sm:table-row sm:rounded-none sm:border-0 sm:border-b sm:p-0"
    >
      <TableCell className={cn(cell, "text-muted-foreground sm:text-foreground")}>
        <time dateTime={event.at}>{dateTimeIn(event.at, timeZone)}</time>
      </TableCell>
      <TableCell className={cn(cell, "whitespace-normal")}>
        {who ? (
          <>
            <span className="block font-medium break-all">{who}</span>
            {event.actor?.email && event.actor.email !== who ? (
              <span className="text-muted-foreground block text-xs break-all">
                {event.actor.email}
              </span>
            ) : null}
          </>
        ) : (
          <span className="text-muted-foreground">System</span>
        )}
      </TableCell>
      <TableCell className={cn(cell, "font-medium sm:font-normal")}>{event.actionLabel}</TableCell>
      <TableCell className={cn(cell, "break-words whitespace-normal sm:min-w-56")}>
        {event.detail}
      </TableCell>
      <TableCell className={cell}>
        <PhoneLabel>Address</PhoneLabel>
        {event.ip ?? "—"}
      </TableCell>
      <TableCell className={cell}>
        <PhoneLabel>Browser</PhoneLabel>
        {event.userAgent ? (
          <span className="block max-w-full truncate sm:max-w-48" title={event.userAgent}>
            {event.userAgent}
          </span>
        ) : (
          "—"
        )}
      </TableCell>
    </TableRow>
  );
}

/**
 * /dashboard/team/activity (docs/team.md "Audit log"): sign-ins, invitations, role changes,
 * removals, deletions and exports, newest first, a page at a time, with a CSV download.
 */
export function ActivityPage() {
  const activity = useActivity();
  const timeZone = useCompanyTimeZone();
  const events = activity.data?.pages.flatMap((page) => page.events) ?? [];

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Link
          href="/dashboard/team"
          className="text-muted-foreground hover:text-foreground focus-visible:ring-ring/50 inline-flex items-center gap-1 rounded-sm text-sm outline-none focus-visible:ring-[3px]"
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
          Team
        </Link>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold tracking-tight">Activity log</h1>
            <p className="text-muted-foreground">
              Sign-ins, invitations, role changes, removals, deletions and exports of the last year,
              newest first. Times are in the company&rsquo;s time zone ({timeZone}).
            </p>
          </div>
          <Button asChild variant="outline">
            <a href={ACTIVITY_EXPORT_PATH} download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        </div>
      </div>

      {activity.isPending ? (
        <ListSkeleton label="Loading the activity log" />
      ) : activity.isError && events.length === 0 ? (
        <ListError
          error={activity.error}
          fallback="The activity log could not be loaded."
          onRetry={() => void activity.refetch()}
        />
      ) : events.length === 0 ? (
        <ListEmpty icon={History} title="Nothing in the log yet">
          Sign-ins, invitations, role changes and deletions show here as they happen.
        </ListEmpty>
      ) : (
        <div className="space-y-4">
          <Table className="block sm:table" scrollLabel="Activity log">
            <TableHeader className="hidden sm:table-header-group">
              <TableRow>
                <TableHead>When</TableHead>
                <TableHead>Who</TableHead>
                <TableHead>Action</TableHead>
                <TableHead>Detail</TableHead>
                <TableHead>Address</TableHead>
                <TableHead>Browser</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody className="block sm:table-row-group">
              {events.map((event) => (
                <EventRow key={event.id} event={event} timeZone={timeZone} />
              ))}
            </TableBody>
          </Table>
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <p aria-live="polite" className="text-muted-foreground">
              {activity.hasNextPage
                ? `Showing the newest ${countOf(events.length, "event")}.`
                : `${countOf(events.length, "event")} in all.`}
            </p>
            {activity.hasNextPage ? (
              <Button
                type="button"
                variant="outline"
                disabled={activity.isFetchingNextPage}
                onClick={() => void activity.fetchNextPage()}
              >
                {activity.isFetchingNextPage ? "Loading..." : "Load more"}
              </Button>
            ) : null}
          </div>
          {activity.isFetchNextPageError ? (
            <p role="alert" className="text-destructive text-sm">
              {serverMessage(activity.error) ?? "More events could not be loaded. Try again."}
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
