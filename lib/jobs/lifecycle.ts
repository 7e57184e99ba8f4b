import "server-only";
import { prisma } from "@/lib/db";
import { conflict, notFound } from "@/lib/errors";
import { inTransaction, type DomainEvent } from "@/lib/events";
import { actorId } from "@/lib/team/actor";
import { checkClientAndProperty } from "./create";
import { jobScope, type Viewer } from "./access";
import { transitionJob, transitionVisit } from "./transitions";

export type JobChange = {
  title?: string;
  instructions?: string | null;
  /** The whole checklist: kept items by id (their done state stays), new ones without. */
  checklist?: { id?: string; label: string }[];
  clientId?: string | null;
  propertyId?: string | null;
};

async function findJob(viewer: Viewer, id: string) {
  const job = await prisma.job.findFirst({
    where: { id, ...jobScope(viewer) },
    select: { id: true, companyId: true, status: true, clientId: true },
  });
  if (!job) throw notFound("Job not found.");
  return job;
}

/** Title, instructions, client and property, and the checklist (office). */
export async function updateJob(viewer: Viewer, id: string, change: JobChange) {
  const job = await findJob(viewer, id);
  if (change.clientId !== undefined || change.propertyId !== undefined)
    await checkClientAndProperty(
      viewer.companyId,
      change.clientId !== undefined ? change.clientId : job.clientId,
      change.propertyId ?? null,
    );
  await inTransaction(async (tx) => {
    await tx.job.update({
      where: { id: job.id },
      data: {
        ...(change.title !== undefined ? { title: change.title } : {}),
        ...(change.instructions !== undefined ? { instructions: change.instructions } : {}),
        ...(change.clientId !== undefined ? { clientId: change.clientId } : {}),
        ...(change.propertyId !== undefined ? { propertyId: change.propertyId } : {}),
        updatedById: actorId(),
      },
    });
    if (change.checklist) {
      const keep = change.checklist.flatMap((item) => (item.id ? [item.id] : []));
      await tx.jobChecklistItem.deleteMany({ where: { jobId: job.id, id: { notIn: keep } } });
      for (const [index, item] of change.checklist.entries()) {
        if (item.id) {
          const { count } = await tx.jobChecklistItem.updateMany({
            where: { id: item.id, jobId: job.id },
            data: { label: item.label, sortOrder: index },
          });
          if (count === 0) throw notFound("Checklist item not found.");
        } else
          await tx.jobChecklistItem.create({
            data: { jobId: job.id, label: item.label, sortOrder: index },
          });
      }
    }
  });
  return { ok: true };
}

/** Complete, cancel or reopen a job (office); completing or cancelling ends its open visits. */
export async function changeJobStatus(
  viewer: Viewer,
  id: string,
  action: "complete" | "cancel" | "reopen",
  now = new Date(),
) {
  const job = await findJob(viewer, id);
  const events: DomainEvent[] =
    action === "complete"
      ? [{ type: "job.completed", companyId: job.companyId, jobId: job.id }]
      : [];
  const status = await inTransaction(async (tx) => {
    const to = await transitionJob(tx, job, action, {
      events,
      data:
        action === "complete"
          ? { completedAt: now, cancelledAt: null }
          : action === "cancel"
            ? { cancelledAt: now }
            : { completedAt: null, cancelledAt: null },
    });
    // A completed or cancelled job's open visits are cancelled with it (they leave the
    // schedule; completed visits stay on the record).
    if (action === "cancel" || action === "complete") {
      const open = await tx.visit.findMany({
        where: { jobId: job.id, status: { in: ["scheduled", "en_route", "in_progress"] } },
        select: { id: true, companyId: true, status: true },
      });
      for (const visit of open) await transitionVisit(tx, visit, "cancel");
    }
    return to;
  });
  return { status };
}

/** Deletes a job that has no completed visit (its record of work stays otherwise). */
export async function deleteJob(viewer: Viewer, id: string) {
  const job = await findJob(viewer, id);
  const done = await prisma.visit.count({ where: { jobId: job.id, status: "completed" } });
  if (done > 0 || job.status === "completed")
    throw conflict("A job with completed work is kept: cancel it instead.");
  await prisma.job.delete({ where: { id: job.id } });
  return { ok: true };
}
