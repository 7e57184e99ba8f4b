import "server-only";
import type { JobStatus, Prisma, VisitStatus } from "@prisma/client";
import { DomainError } from "@/lib/errors";
import { publishAll, type DomainEvent } from "@/lib/events";
import { actorId } from "@/lib/team/actor";

/**
 * The one door of a job's and a visit's status (docs/jobs.md, "Statuses"): the tables of
 * allowed transitions, and transitionJob / transitionVisit, which check them, write the status
 * with its fields and publish the events in the caller's transaction. Nothing else writes
 * Job.status or Visit.status (lib/events/__tests__/seams.test.ts reads the code for it).
 */
export const JOB_TRANSITIONS = {
  /** Its first visit is on the schedule. */
  schedule: { unscheduled: "scheduled" },
  /** Its last visit was removed. */
  unschedule: { scheduled: "unscheduled" },
  /** A visit started. */
  start: { unscheduled: "in_progress", scheduled: "in_progress", in_progress: "in_progress" },
  /** The work is done (by the office, or the last visit completed in the field). */
  complete: { unscheduled: "completed", scheduled: "completed", in_progress: "completed" },
  cancel: { unscheduled: "cancelled", scheduled: "cancelled", in_progress: "cancelled" },
  /** Back to work: a completed or cancelled job reopened. */
  reopen: { completed: "in_progress", cancelled: "unscheduled" },
} as const satisfies Record<string, Partial<Record<JobStatus, JobStatus>>>;
export type JobAction = keyof typeof JOB_TRANSITIONS;

export const VISIT_TRANSITIONS = {
  /** The technician pressed "On my way". */
  on_my_way: { scheduled: "en_route" },
  start: { scheduled: "in_progress", en_route: "in_progress" },
  complete: { scheduled: "completed", en_route: "completed", in_progress: "completed" },
  cancel: { scheduled: "cancelled", en_route: "cancelled", in_progress: "cancelled" },
} as const satisfies Record<string, Partial<Record<VisitStatus, VisitStatus>>>;
export type VisitAction = keyof typeof VISIT_TRANSITIONS;

export const JOB_TRANSITION_NOT_ALLOWED = "job_transition_not_allowed";
export const VISIT_TRANSITION_NOT_ALLOWED = "visit_transition_not_allowed";
export const STATUS_CHANGED = "status_changed";

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  unscheduled: "Unscheduled",
  scheduled: "Scheduled",
  in_progress: "In progress",
  completed: "Completed",
  cancelled: "Cancelled",
};
export const VISIT_STATUS_LABELS: Record<VisitStatus, string> = {
  scheduled: "Scheduled",
  en_route: "On the way",
  in_progress: "In progress",
  completed: "Completed",
  cancelled: "Cancelled",
};

export function nextJobStatus(from: JobStatus, action: JobAction): JobStatus | null {
  const row: Partial<Record<JobStatus, JobStatus>> = JOB_TRANSITIONS[action];
  return row[from] ?? null;
}
export function nextVisitStatus(from: VisitStatus, action: VisitAction): VisitStatus | null {
  const row: Partial<Record<VisitStatus, VisitStatus>> = VISIT_TRANSITIONS[action];
  return row[from] ?? null;
}

const notAllowed = (what: string, from: string, action: string, code: string) =>
  new DomainError(
    "conflict",
    `A ${what} that is ${from.toLowerCase()} cannot ${action.replace(/_/g, " ")}.`,
    undefined,
    {
      code,
    },
  );

/**
 * Moves a job by `action` from the status last read (conditional on it: of two concurrent
 * changes one wins, the other is 409), writes `data` and publishes `events`. Returns the new
 * status; `ifAllowed` returns null instead of throwing when the table does not allow it.
 */
export async function transitionJob(
  tx: Prisma.TransactionClient,
  job: { id: string; companyId: string; status: JobStatus },
  action: JobAction,
  {
    data = {},
    events = [],
    ifAllowed = false,
  }: { data?: Prisma.JobUpdateManyMutationInput; events?: DomainEvent[]; ifAllowed?: boolean } = {},
): Promise<JobStatus | null> {
  const to = nextJobStatus(job.status, action);
  if (!to) {
    if (ifAllowed) return null;
    throw notAllowed("job", JOB_STATUS_LABELS[job.status], action, JOB_TRANSITION_NOT_ALLOWED);
  }
  const { count } = await tx.job.updateMany({
    where: { id: job.id, companyId: job.companyId, status: job.status },
    data: { ...data, status: to, updatedById: actorId() },
  });
  if (count !== 1)
    throw new DomainError("conflict", "The job changed meanwhile; reload it.", undefined, {
      code: STATUS_CHANGED,
    });
  await publishAll(tx, events);
  return to;
}

export async function transitionVisit(
  tx: Prisma.TransactionClient,
  visit: { id: string; companyId: string; status: VisitStatus },
  action: VisitAction,
  {
    data = {},
    events = [],
  }: { data?: Prisma.VisitUpdateManyMutationInput; events?: DomainEvent[] } = {},
): Promise<VisitStatus> {
  const to = nextVisitStatus(visit.status, action);
  if (!to)
    throw notAllowed(
      "visit",
      VISIT_STATUS_LABELS[visit.status],
      action,
      VISIT_TRANSITION_NOT_ALLOWED,
    );
  const { count } = await tx.visit.updateMany({
    where: { id: visit.id, companyId: visit.companyId, status: visit.status },
    data: { ...data, status: to },
  });
  if (count !== 1)
    throw new DomainError("conflict", "The visit changed meanwhile; reload it.", undefined, {
      code: STATUS_CHANGED,
    });
  await publishAll(tx, events);
  return to;
}
