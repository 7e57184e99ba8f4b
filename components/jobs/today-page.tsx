"use client";

import * as React from "react";
import Link from "next/link";
import { CalendarCheck, CheckCircle2, ChevronDown, Navigation, Play } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ListEmpty, ListError, ListSkeleton } from "@/components/ui/list-states";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/components/query/client";
import { addDays } from "@/lib/dates/day";
import { startOfDayIn, todayIn } from "@/lib/dates/zone";
import { can, type Role } from "@/lib/team/permissions";
import { cn } from "@/lib/utils";
import { arrivalWindowIn, longDayIn, timeRangeIn } from "./format";
import {
  AddressWithMap,
  JobChecklist,
  JobNotes,
  JobPhotos,
  JobSection,
  PhoneLink,
  SectionLevel,
} from "./job-parts";
import {
  jobHref,
  useCompanyZone,
  useJob,
  useVisitProgress,
  useVisits,
  type VisitDto,
  type VisitProgressAction,
} from "./queries";
import { JobStatusBadge, VisitStatusBadge } from "./status-badge";

const PROGRESS: {
  action: VisitProgressAction;
  label: string;
  from: VisitDto["status"][];
  icon: React.ComponentType<{ "aria-hidden"?: boolean | "true" }>;
  done: string;
}[] = [
  {
    action: "on_my_way",
    label: "On my way",
    from: ["scheduled"],
    icon: Navigation,
    done: "On your way: the customer is told",
  },
  {
    action: "start",
    label: "Start",
    from: ["scheduled", "en_route"],
    icon: Play,
    done: "Visit started",
  },
  {
    action: "complete",
    label: "Complete",
    from: ["in_progress"],
    icon: CheckCircle2,
    done: "Visit completed",
  },
];

/** The job of an opened card: its instructions, checklist, notes and photos (the job page's parts). */
function VisitJob({ jobId, zone }: { jobId: string; zone: string }) {
  const job = useJob(jobId);
  if (job.isPending)
    return (
      <div className="grid gap-2" aria-busy="true" aria-label="Loading the job">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  if (job.isError)
    return (
      <div role="alert" className="grid gap-2 text-sm">
        <p>{serverMessage(job.error) ?? "The job could not be loaded."}</p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => void job.refetch()}
        >
          Try again
        </Button>
      </div>
    );
  const data = job.data;
  return (
    <SectionLevel.Provider value={3}>
      <div className="grid gap-6">
        {data.instructions ? (
          <JobSection title="Instructions">
            <p className="text-sm whitespace-pre-wrap">{data.instructions}</p>
          </JobSection>
        ) : null}
        <JobChecklist job={data} />
        <JobNotes job={data} zone={zone} />
        <JobPhotos job={data} />
      </div>
    </SectionLevel.Provider>
  );
}

function VisitCard({ visit, zone }: { visit: VisitDto; zone: string }) {
  const progress = useVisitProgress();
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();
  const panelId = React.useId();
  const arrival = arrivalWindowIn(visit, zone);
  const actions = PROGRESS.filter((step) => step.from.includes(visit.status));

  const run = (step: (typeof PROGRESS)[number]) =>
    progress.mutate(
      { visitId: visit.id, action: step.action },
      {
        onSuccess: () => toast({ title: step.done, description: visit.jobTitle }),
        onError: (error) =>
          toast({
            variant: "destructive",
            title: "The visit did not change",
            description: serverMessage(error) ?? "Please try again.",
          }),
      },
    );

  return (
    <li>
      <article
        aria-labelledby={titleId}
        className={cn(
          "bg-card grid gap-3 rounded-lg border p-4 shadow-xs",
          visit.status === "cancelled" && "opacity-60",
        )}
        data-testid="today-visit"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-lg font-semibold tabular-nums">
            {timeRangeIn(visit.startAt, visit.endAt, zone)}
          </p>
          <VisitStatusBadge status={visit.status} />
        </div>
        {arrival ? (
          <p className="text-muted-foreground -mt-2 text-sm">Arrival window told: {arrival}</p>
        ) : null}
        <div className="grid gap-0.5">
          <h2 id={titleId} className="text-base font-semibold">
            {visit.jobTitle}
          </h2>
          <p className="text-muted-foreground flex flex-wrap items-center gap-2 text-xs">
            <Link className="underline underline-offset-4" href={jobHref(visit.jobId)}>
              Open job {visit.jobNumber}
            </Link>
            <JobStatusBadge status={visit.jobStatus} />
          </p>
        </div>
        <div className="grid gap-1.5 text-sm">
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-medium">{visit.clientName ?? "No client"}</span>
            {visit.clientPhone ? <PhoneLink phone={visit.clientPhone} /> : null}
          </span>
          {visit.address ? <AddressWithMap address={visit.address} /> : null}
          {visit.assignees.length > 1 ? (
            <span className="text-muted-foreground text-xs">
              With {visit.assignees.map((member) => member.name).join(", ")}
            </span>
          ) : null}
        </div>
        {actions.length > 0 ? (
          <div className="grid grid-cols-2 gap-2 sm:flex">
            {actions.map((step) => {
              const Icon = step.icon;
              return (
                <Button
                  key={step.action}
                  type="button"
                  size="lg"
                  variant={step === actions[actions.length - 1] ? "default" : "outline"}
                  disabled={progress.isPending}
                  onClick={() => run(step)}
                >
                  <Icon aria-hidden="true" />
                  {step.label}
                </Button>
              );
            })}
          </div>
        ) : null}
        <div className="border-t pt-2">
          <Button
            type="button"
            variant="ghost"
            className="-mx-2 w-full justify-between px-2"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((current) => !current)}
          >
            Checklist, notes and photos
            <ChevronDown
              aria-hidden="true"
              className={cn("transition-transform", open && "rotate-180")}
            />
          </Button>
          <div id={panelId} hidden={!open} className="pt-3">
            {open ? <VisitJob jobId={visit.jobId} zone={zone} /> : null}
          </div>
        </div>
      </article>
    </li>
  );
}

/** Today's start and end in the company's zone (a day may be 23 or 25 hours long). */
function todayRange(zone: string) {
  const day = todayIn(zone);
  return {
    day,
    from: startOfDayIn(day, zone).toISOString(),
    to: startOfDayIn(addDays(day, 1), zone).toISOString(),
  };
}

/**
 * /dashboard/today: the signed-in member's visits of today in the company's zone, in order,
 * as cards for a phone: when, where (a map link), the client (a call link), On my way, Start,
 * Complete, and the job's checklist, notes and photos.
 */
export function TodayPage({ role, userId }: { role: Role; userId: string }) {
  const zone = useCompanyZone();
  const range = zone ? todayRange(zone) : null;
  // A technician's API answers only their visits; the office's answers everyone's.
  const visits = useVisits(
    range
      ? {
          from: range.from,
          to: range.to,
          ...(can(role, "schedule") ? { userId } : {}),
        }
      : null,
  );
  const rows = [...(visits.data?.visits ?? [])].sort((a, b) => a.startAt.localeCompare(b.startAt));

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Today</h1>
        <p className="text-muted-foreground">
          {zone && range ? longDayIn(new Date(range.from), zone) : "Your visits of the day"}
        </p>
      </div>
      {!zone || visits.isPending ? (
        <ListSkeleton label="Loading today's visits" rows={3} />
      ) : visits.isError ? (
        <ListError
          error={visits.error}
          fallback="Today's visits could not be loaded."
          onRetry={() => void visits.refetch()}
        />
      ) : rows.length === 0 ? (
        <ListEmpty icon={CalendarCheck} title="No visits today">
          Your jobs are under{" "}
          <Link className="text-primary underline underline-offset-4" href="/dashboard/jobs">
            Jobs
          </Link>
          .
        </ListEmpty>
      ) : (
        <ol className="grid gap-4" aria-label="Today's visits">
          {rows.map((visit) => (
            <VisitCard key={visit.id} visit={visit} zone={zone} />
          ))}
        </ol>
      )}
    </div>
  );
}
