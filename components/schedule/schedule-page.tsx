"use client";

import { useRouter } from "next/navigation";
import { COMPANY_CALENDAR_FEED, CalendarFeedCard } from "@/components/account/calendar-feed-card";
import { ListError, ListSkeleton } from "@/components/ui/list-states";
import { zoneOrUtc } from "@/lib/dates/zone";
import { useCompany, useTeam } from "./queries";
import { ScheduleBoard } from "./schedule-board";
import type { ScheduleView } from "./time";

/**
 * /dashboard/schedule (docs/jobs.md): the team's visits by day (a column per member), week
 * and month, in the company's time zone, with the jobs not yet scheduled beside them.
 * `?job=<id>` (the job page's "Schedule a visit") opens the schedule dialog of that job.
 */
export function SchedulePage({
  initialView,
  initialDay,
  jobId,
}: {
  initialView?: ScheduleView;
  /** "YYYY-MM-DD": the day the views open on (today in the company's zone otherwise). */
  initialDay?: string;
  /** `?job=`: the job whose schedule dialog opens with the page. */
  jobId?: string;
} = {}) {
  const router = useRouter();
  const company = useCompany();
  const team = useTeam();
  // Its dialog closed, the address no longer names the job (a reload does not open it again).
  const dropJobParam = () => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has("job")) return;
    url.searchParams.delete("job");
    router.replace(`${url.pathname}${url.search}${url.hash}`, { scroll: false });
  };
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Schedule</h1>
        <p className="text-muted-foreground">
          Put jobs on the calendar, move visits and see who goes where.
        </p>
      </div>
      {company.isError || team.isError ? (
        <ListError
          error={company.error ?? team.error}
          fallback="The schedule could not be loaded."
          onRetry={() => {
            if (company.isError) void company.refetch();
            if (team.isError) void team.refetch();
          }}
        />
      ) : !company.data || !team.data ? (
        <ListSkeleton label="Loading schedule" rows={6} />
      ) : (
        <>
          <ScheduleBoard
            timeZone={zoneOrUtc(company.data.timeZone)}
            team={team.data}
            initialView={initialView}
            initialDay={initialDay}
            jobId={jobId}
            onJobClosed={dropJobParam}
          />
          {/* The office's subscription to every visit (docs/jobs.md "Calendar feeds"). */}
          <CalendarFeedCard {...COMPANY_CALENDAR_FEED} />
        </>
      )}
    </div>
  );
}
