import "server-only";
import { prisma } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { uploadPhotos } from "@/lib/photos/photos";
import { actorId } from "@/lib/team/actor";
import { jobScope, type Viewer } from "./access";

/** Work in the field on a job the member may open (another's is a 404; docs/jobs.md). */
async function openJob(viewer: Viewer, jobId: string) {
  const job = await prisma.job.findFirst({
    where: { id: jobId, ...jobScope(viewer) },
    select: { id: true },
  });
  if (!job) throw notFound("Job not found.");
  return job;
}

/** Ticks or unticks a checklist item. */
export async function setChecklistItem(
  viewer: Viewer,
  jobId: string,
  itemId: string,
  done: boolean,
  now = new Date(),
) {
  const job = await openJob(viewer, jobId);
  const { count } = await prisma.jobChecklistItem.updateMany({
    where: { id: itemId, jobId: job.id },
    data: done
      ? { done, doneAt: now, doneById: actorId() ?? null }
      : { done, doneAt: null, doneById: null },
  });
  if (count === 0) throw notFound("Checklist item not found.");
  return { id: itemId, done };
}

export async function addJobNote(viewer: Viewer, jobId: string, body: string) {
  const job = await openJob(viewer, jobId);
  const note = await prisma.jobNote.create({
    data: { jobId: job.id, body, authorId: viewer.userId },
    include: { author: { select: { name: true, email: true } } },
  });
  return {
    id: note.id,
    body: note.body,
    author: note.author ? note.author.name || note.author.email : null,
    createdAt: note.createdAt.toISOString(),
  };
}

/** Photos from the field: checked and re-encoded like customers' photos, then on the job. */
export async function addJobPhotos(viewer: Viewer, jobId: string, files: File[], now = new Date()) {
  const job = await openJob(viewer, jobId);
  const uploaded = await uploadPhotos(viewer.companyId, files, { ip: null });
  await prisma.photo.updateMany({
    where: { id: { in: uploaded.map((photo) => photo.id) }, companyId: viewer.companyId },
    data: { jobId: job.id, claimedAt: now },
  });
  return {
    photos: uploaded.map((photo) => ({
      id: photo.id,
      url: `/api/jobs/${job.id}/photos/${photo.id}`,
      thumbnailUrl: `/api/jobs/${job.id}/photos/${photo.id}?size=thumbnail`,
    })),
  };
}
