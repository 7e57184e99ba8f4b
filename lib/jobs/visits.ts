import "server-only";
import { randomUUID } from "node:crypto";
import type { Prisma } from "@prisma/client";
import { prisma } from "@/lib/db";
import { DomainError, invalidField, notFound } from "@/lib/errors";
import { inTransaction, publish, publishAll, type DomainEvent } from "@/lib/events";
import { can } from "@/lib/team/permissions";
import { formatDateTimeIn } from "@/lib/dates/zone";
import { assignedMail } from "@/lib/mail/templates/team";
import { absoluteUrl } from "@/lib/site";
import { jobScope, seesAllJobs, visitScope, type Viewer } from "./access";
import { describeRecurrence, occurrences, type Recurrence } from "./recurrence";
import { transitionJob, transitionVisit, type VisitAction } from "./transitions";
import { toVisitDto, visitSelect } from "./queries";

export type VisitInput = {
  startAt: Date;
  endAt: Date;
  arrivalWindowMinutes?: number | null;
  assigneeIds: string[];
  recurrence?: Recurrence | null;
  /** Save even when a member is already booked then (the owner saw the warning). */
  force?: boolean;
};

export const DOUBLE_BOOKED = "double_booked";

/** The longest visit (a day's work can run long; a week-long job is several visits). */
const MAX_VISIT_MS = 24 * 60 * 60 * 1000;

function checkTimes(startAt: Date, endAt: Date) {
  if (!(endAt > startAt)) throw invalidField("endAt", "The end must be after the start.");
  if (endAt.getTime() - startAt.getTime() > MAX_VISIT_MS)
    throw invalidField(
      "endAt",
      "A visit lasts at most 24 hours: add another visit for the next day.",
    );
}

/** Every assignee must be an active member of the company who can do field work. */
async function checkAssignees(companyId: string, userIds: string[]) {
  const unique = [...new Set(userIds)];
  const members = await prisma.membership.findMany({
    where: { companyId, userId: { in: unique }, deactivatedAt: null },
    select: { userId: true, role: true },
  });
  const ok = new Set(members.filter((m) => can(m.role, "field_work")).map((m) => m.userId));
  const bad = unique.find((id) => !ok.has(id));
  if (bad) throw invalidField("assigneeIds", "Choose active members of the team.");
  return unique;
}

export type Conflict = {
  visitId: string;
  userId: string;
  name: string;
  jobTitle: string;
  startAt: string;
  endAt: string;
};

/** Visits of these members overlapping [startAt, endAt) (other than `exceptIds`). */
export async function findConflicts(
  companyId: string,
  userIds: string[],
  slots: { startAt: Date; endAt: Date }[],
  exceptIds: string[] = [],
): Promise<Conflict[]> {
  if (userIds.length === 0 || slots.length === 0) return [];
  const rows = await prisma.visit.findMany({
    where: {
      companyId,
      id: { notIn: exceptIds },
      status: { not: "cancelled" },
      assignees: { some: { userId: { in: userIds } } },
      OR: slots.map((slot) => ({ startAt: { lt: slot.endAt }, endAt: { gt: slot.startAt } })),
    },
    select: {
      id: true,
      startAt: true,
      endAt: true,
      job: { select: { title: true } },
      assignees: {
        where: { userId: { in: userIds } },
        select: { userId: true, user: { select: { name: true, email: true } } },
      },
    },
    take: 50,
  });
  return rows.flatMap((row) =>
    row.assignees.map((a) => ({
      visitId: row.id,
      userId: a.userId,
      name: a.user.name || a.user.email,
      jobTitle: row.job.title,
      startAt: row.startAt.toISOString(),
      endAt: row.endAt.toISOString(),
    })),
  );
}

function doubleBooked(conflicts: Conflict[]) {
  const first = conflicts[0];
  return new DomainError(
    "conflict",
    `${first.name} is already booked then (${first.jobTitle}). Save anyway to double-book.`,
    conflicts.map((c) => ({
      path: "assigneeIds",
      message: `${c.name}: ${c.jobTitle} ${c.startAt}–${c.endAt}`,
    })),
    { code: DOUBLE_BOOKED },
  );
}

/**
 * Schedules a visit of a job (or a recurring series of them), assigned to members. A member
 * already booked then is a 409 `double_booked` naming the clash, unless `force`. The first
 * visit moves an unscheduled job to scheduled; each visit publishes visit.scheduled (the
 * customer's mail with an .ics; docs/jobs.md).
 */
export async function scheduleVisit(viewer: Viewer, jobId: string, input: VisitInput) {
  const job = await prisma.job.findFirst({
    where: { id: jobId, ...jobScope(viewer) },
    select: { id: true, companyId: true, status: true },
  });
  if (!job) throw notFound("Job not found.");
  if (job.status === "completed" || job.status === "cancelled")
    throw invalidField("jobId", "Reopen the job before scheduling it.");
  checkTimes(input.startAt, input.endAt);
  const assignees = await checkAssignees(viewer.companyId, input.assigneeIds);
  const company = await prisma.company.findUniqueOrThrow({
    where: { id: viewer.companyId },
    select: { timeZone: true },
  });
  const slots = input.recurrence
    ? occurrences(
        input.startAt,
        input.endAt.getTime() - input.startAt.getTime(),
        company.timeZone,
        input.recurrence,
      )
    : [{ startAt: input.startAt, endAt: input.endAt }];
  if (!input.force) {
    const conflicts = await findConflicts(viewer.companyId, assignees, slots);
    if (conflicts.length > 0) throw doubleBooked(conflicts);
  }
  const notices = await assignmentNotices(
    viewer,
    job.id,
    assignees,
    slots[0].startAt,
    company.timeZone,
    slots.length,
  );
  const seriesId = input.recurrence && slots.length > 1 ? randomUUID() : null;
  const recurrence = seriesId && input.recurrence ? describeRecurrence(input.recurrence) : null;
  const ids = await inTransaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "Job" WHERE "id" = ${job.id} FOR UPDATE`;
    const current = await tx.job.findUniqueOrThrow({
      where: { id: job.id },
      select: { status: true },
    });
    const created: string[] = [];
    const events: DomainEvent[] = [];
    for (const slot of slots) {
      const visit = await tx.visit.create({
        data: {
          companyId: viewer.companyId,
          jobId: job.id,
          startAt: slot.startAt,
          endAt: slot.endAt,
          arrivalWindowMinutes: input.arrivalWindowMinutes ?? null,
          seriesId,
          recurrence,
          assignees: { create: assignees.map((userId) => ({ userId })) },
        },
        select: { id: true },
      });
      created.push(visit.id);
      // A series tells the customer once (its first visit, with the rule); each visit is a webhook.
      events.push({
        type: "visit.scheduled",
        companyId: viewer.companyId,
        visitId: visit.id,
        notify: created.length === 1,
      });
    }
    events.push(...notices);
    if (current.status === "unscheduled")
      await transitionJob(tx, { ...job, status: current.status }, "schedule", {
        events: [{ type: "job.scheduled", companyId: viewer.companyId, jobId: job.id }, ...events],
      });
    else await publishAll(tx, events);
    return created;
  });
  const rows = await prisma.visit.findMany({
    where: { id: { in: ids } },
    orderBy: { startAt: "asc" },
    select: visitSelect,
  });
  return { visits: rows.map(toVisitDto) };
}

/**
 * "Assigned to me" (docs/team.md): each member put on the visit, other than the one scheduling
 * it, gets a mail unless they turned it off.
 */
async function assignmentNotices(
  viewer: Viewer,
  jobId: string,
  userIds: string[],
  startAt: Date,
  timeZone: string,
  count: number,
): Promise<DomainEvent[]> {
  const others = userIds.filter((id) => id !== viewer.userId);
  if (others.length === 0) return [];
  const [members, job, actor] = await Promise.all([
    prisma.membership.findMany({
      where: { companyId: viewer.companyId, userId: { in: others }, deactivatedAt: null },
      select: {
        userId: true,
        notifyAssigned: true,
        user: { select: { email: true } },
        company: { select: { name: true } },
      },
    }),
    prisma.job.findUniqueOrThrow({ where: { id: jobId }, select: { title: true } }),
    prisma.user.findUnique({ where: { id: viewer.userId }, select: { name: true, email: true } }),
  ]);
  const when = formatDateTimeIn(startAt, timeZone);
  const what =
    count > 1
      ? `${count} visits of ${job.title} (from ${when})`
      : `the visit of ${job.title} on ${when}`;
  return Promise.all(
    members.map(async (member) => ({
      type: "member.assigned" as const,
      companyId: viewer.companyId,
      userId: member.userId,
      message: member.notifyAssigned
        ? {
            to: member.user.email,
            subject: `Assigned to you: ${job.title}, ${when}`,
            ...(await assignedMail({
              companyName: member.company.name,
              assignerName: actor?.name || actor?.email || "The office",
              what,
              url: absoluteUrl("/dashboard/today"),
            })),
          }
        : null,
    })),
  );
}

export type VisitChange = {
  startAt?: Date;
  endAt?: Date;
  arrivalWindowMinutes?: number | null;
  assigneeIds?: string[];
  force?: boolean;
};

/** Moves or resizes a visit, or changes who goes (double-booking: 409 unless `force`). */
export async function updateVisit(viewer: Viewer, visitId: string, change: VisitChange) {
  const visit = await prisma.visit.findFirst({
    where: { id: visitId, ...visitScope(viewer) },
    select: {
      id: true,
      companyId: true,
      jobId: true,
      startAt: true,
      endAt: true,
      status: true,
      assignees: { select: { userId: true } },
    },
  });
  if (!visit) throw notFound("Visit not found.");
  if (!seesAllJobs(viewer))
    throw new DomainError("forbidden", "Only the office moves visits.", undefined, {
      code: "role_forbidden",
    });
  if (visit.status === "completed" || visit.status === "cancelled")
    throw invalidField("startAt", "A completed or cancelled visit cannot be moved.");
  const startAt = change.startAt ?? visit.startAt;
  const endAt =
    change.endAt ??
    (change.startAt
      ? new Date(startAt.getTime() + (visit.endAt.getTime() - visit.startAt.getTime()))
      : visit.endAt);
  checkTimes(startAt, endAt);
  const assignees = change.assigneeIds
    ? await checkAssignees(viewer.companyId, change.assigneeIds)
    : visit.assignees.map((a) => a.userId);
  if (!change.force) {
    const conflicts = await findConflicts(
      viewer.companyId,
      assignees,
      [{ startAt, endAt }],
      [visit.id],
    );
    if (conflicts.length > 0) throw doubleBooked(conflicts);
  }
  const moved =
    startAt.getTime() !== visit.startAt.getTime() || endAt.getTime() !== visit.endAt.getTime();
  await inTransaction(async (tx) => {
    await tx.visit.update({
      where: { id: visit.id },
      data: {
        startAt,
        endAt,
        ...(change.arrivalWindowMinutes !== undefined
          ? { arrivalWindowMinutes: change.arrivalWindowMinutes }
          : {}),
        ...(moved ? { reminderSentAt: null } : {}),
        ...(change.assigneeIds
          ? { assignees: { deleteMany: {}, create: assignees.map((userId) => ({ userId })) } }
          : {}),
      },
    });
    if (moved)
      await publish(tx, {
        type: "visit.rescheduled",
        companyId: viewer.companyId,
        visitId: visit.id,
      });
  });
  return toVisitDto(
    await prisma.visit.findUniqueOrThrow({ where: { id: visit.id }, select: visitSelect }),
  );
}

/** Removes a visit (not a completed one); a job left with none is unscheduled again. */
export async function deleteVisit(viewer: Viewer, visitId: string) {
  const visit = await prisma.visit.findFirst({
    where: { id: visitId, ...visitScope(viewer) },
    select: { id: true, jobId: true, status: true },
  });
  if (!visit) throw notFound("Visit not found.");
  if (!seesAllJobs(viewer))
    throw new DomainError("forbidden", "Only the office removes visits.", undefined, {
      code: "role_forbidden",
    });
  if (visit.status === "completed")
    throw invalidField("visitId", "A completed visit stays on the job's record.");
  await inTransaction(async (tx) => {
    await tx.visit.delete({ where: { id: visit.id } });
    const job = await tx.job.findUniqueOrThrow({
      where: { id: visit.jobId },
      select: { id: true, companyId: true, status: true, _count: { select: { visits: true } } },
    });
    if (job._count.visits === 0 && job.status === "scheduled")
      await transitionJob(tx, job, "unschedule");
  });
  return { ok: true };
}

const PROGRESS: Record<
  "on_my_way" | "start" | "complete",
  { field: "onMyWayAt" | "startedAt" | "completedAt"; event: DomainEvent["type"] }
> = {
  on_my_way: { field: "onMyWayAt", event: "visit.on_my_way" },
  start: { field: "startedAt", event: "visit.started" },
  complete: { field: "completedAt", event: "visit.completed" },
};

/**
 * The field's buttons: "On my way" (the customer's notice), "Start" (the job is in progress),
 * "Complete" (the job completes with its last open visit). A technician presses them on their
 * own visits only (another's is a 404).
 */
export async function progressVisit(
  viewer: Viewer,
  visitId: string,
  action: Extract<VisitAction, "on_my_way" | "start" | "complete">,
  now = new Date(),
) {
  const visit = await prisma.visit.findFirst({
    where: { id: visitId, ...visitScope(viewer) },
    select: {
      id: true,
      companyId: true,
      jobId: true,
      status: true,
      job: { select: { id: true, companyId: true, status: true } },
    },
  });
  if (!visit) throw notFound("Visit not found.");
  const { field, event } = PROGRESS[action];
  await inTransaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "Job" WHERE "id" = ${visit.jobId} FOR UPDATE`;
    await transitionVisit(tx, visit, action, {
      data: { [field]: now } as Prisma.VisitUpdateManyMutationInput,
      events: [{ type: event, companyId: visit.companyId, visitId: visit.id } as DomainEvent],
    });
    const job = await tx.job.findUniqueOrThrow({
      where: { id: visit.jobId },
      select: { id: true, companyId: true, status: true },
    });
    if (action === "start" || action === "on_my_way") {
      if (action === "start") await transitionJob(tx, job, "start", { ifAllowed: true });
      return;
    }
    const open = await tx.visit.count({
      where: { jobId: job.id, status: { notIn: ["completed", "cancelled"] } },
    });
    if (open === 0)
      await transitionJob(tx, job, "complete", {
        ifAllowed: true,
        data: { completedAt: now },
        events: [{ type: "job.completed", companyId: job.companyId, jobId: job.id }],
      });
  });
  return toVisitDto(
    await prisma.visit.findUniqueOrThrow({ where: { id: visit.id }, select: visitSelect }),
  );
}
