import "server-only";
import type { Prisma } from "@prisma/client";
import { randomBytes } from "node:crypto";
import { DomainError, invalid, notFound, rateLimited } from "@/lib/errors";
import { prisma } from "@/lib/db";
import { hashClientIp, hitRateLimit } from "@/lib/rate-limit";
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_REQUEST,
  PENDING_PHOTO_HOURS,
  PHOTO_UPLOADS_PER_MINUTE,
} from "./limits";
import { processPhoto } from "./process";
import { photoStorage, storageOf, type PhotoVariant } from "./storage";

/** A photo id: 24 random base64url characters (144 bits), never guessable or counted. */
export const newPhotoId = () => randomBytes(18).toString("base64url");
export const PHOTO_ID_SHAPE = /^[A-Za-z0-9_-]{24}$/;

export type UploadedPhoto = { id: string; thumbnailUrl: string };

const photosIssue = (message: string) =>
  invalid(`Invalid photos. ${message}`, [{ path: "photos", message }]);

/** The files of a form's `photos` field, checked for count and size (the bytes are checked later). */
export function photoFilesOf(form: FormData, { required }: { required: boolean }): File[] {
  const entries = form.getAll("photos");
  if (entries.some((entry) => typeof entry === "string"))
    throw photosIssue("Send each photo as a file.");
  const files = entries as File[];
  if (required && files.length === 0) throw photosIssue("Add at least one photo.");
  if (files.length > MAX_PHOTOS_PER_REQUEST)
    throw photosIssue(`At most ${MAX_PHOTOS_PER_REQUEST} photos.`);
  if (files.some((file) => file.size > MAX_PHOTO_BYTES))
    throw new DomainError(
      "too_large",
      `Each photo may be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`,
      [{ path: "photos", message: `At most ${MAX_PHOTO_BYTES / 1024 / 1024} MB a photo.` }],
    );
  return files;
}

/**
 * Stores a customer's photos for a company's estimate request, pending until a request claims
 * them (POST /api/public/{company}/photos, and the multipart estimate request). Every file is
 * checked and re-encoded before any is stored, so a bad one stores none. The answer carries
 * each thumbnail as a data: URL: a pending photo has no address at all.
 */
export async function uploadPhotos(
  companyId: string,
  files: File[],
  { ip }: { ip: string | null },
): Promise<UploadedPhoto[]> {
  if (ip !== null) {
    const rate = await hitRateLimit({
      key: `photos:${hashClientIp(ip)}`,
      limit: PHOTO_UPLOADS_PER_MINUTE,
      windowSeconds: 60,
    });
    if (!rate.allowed) throw rateLimited(rate.retryAfterSeconds);
  }
  const processed = [];
  for (const file of files)
    processed.push(await processPhoto(new Uint8Array(await file.arrayBuffer())));
  const storage = photoStorage();
  const uploaded: UploadedPhoto[] = [];
  for (const photo of processed) {
    const id = newPhotoId();
    await prisma.photo.create({
      data: {
        id,
        companyId,
        storage: storage.kind,
        contentType: photo.contentType,
        width: photo.width,
        height: photo.height,
        size: photo.full.byteLength,
      },
    });
    await storage.put({ id, companyId }, photo);
    uploaded.push({
      id,
      thumbnailUrl: `data:${photo.contentType};base64,${photo.thumbnail.toString("base64")}`,
    });
  }
  if (Math.random() < 0.1) void deletePendingPhotos().catch(() => undefined);
  return uploaded;
}

/**
 * Deletes photos no request claimed within PENDING_PHOTO_HOURS (their bytes first, then
 * the rows). Called now and then after uploads and by the periodic sweep.
 */
export async function deletePendingPhotos(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - PENDING_PHOTO_HOURS * 3600_000);
  const stale = await prisma.photo.findMany({
    where: { estimateRequestId: null, claimedAt: null, createdAt: { lt: cutoff } },
    select: { id: true, companyId: true, storage: true },
    take: 500,
  });
  for (const photo of stale) await storageOf(photo.storage).remove(photo);
  if (stale.length === 0) return 0;
  const { count } = await prisma.photo.deleteMany({
    where: { id: { in: stale.map((photo) => photo.id) }, estimateRequestId: null, claimedAt: null },
  });
  return count;
}

export type StoredPhotoRef = { id: string; companyId: string; storage: string };

/**
 * The company's photos whose bytes live outside the database (S3): a cascade deleting the
 * company removes their rows but not their objects, so they are read before it.
 */
export async function externalPhotosOf(
  companyId: string,
  db: Pick<typeof prisma, "photo"> = prisma,
): Promise<StoredPhotoRef[]> {
  return db.photo.findMany({
    where: { companyId, storage: { not: "db" } },
    select: { id: true, companyId: true, storage: true },
  });
}

/**
 * Removes the stored bytes of photos whose rows are gone (a deleted company), a few at a time.
 * A failure is logged and the others still go; returns how many could not be removed.
 */
export async function removePhotoBytes(photos: StoredPhotoRef[], concurrency = 8) {
  let failed = 0;
  let next = 0;
  const work = async () => {
    while (next < photos.length) {
      const photo = photos[next++]!;
      try {
        await storageOf(photo.storage).remove(photo);
      } catch (error) {
        failed += 1;
        console.error(`Photo ${photo.id} of company ${photo.companyId} was not removed`, error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, photos.length) }, work));
  return failed;
}

export type PhotoFile = { bytes: Uint8Array; contentType: string; fileName: string };

async function readPhoto(
  photo: { id: string; companyId: string; storage: string; contentType: string },
  variant: PhotoVariant,
): Promise<PhotoFile> {
  const bytes = await storageOf(photo.storage).get(photo, variant);
  if (!bytes) throw notFound("Photo not found.");
  const suffix = variant === "thumbnail" ? "-thumbnail" : "";
  return { bytes, contentType: photo.contentType, fileName: `photo-${photo.id}${suffix}.jpg` };
}

const PHOTO_SELECT = { id: true, companyId: true, storage: true, contentType: true } as const;

/** A photo of the signed-in user's company (a request's or pending), or 404. */
export async function ownerPhoto(companyId: string, id: string, variant: PhotoVariant) {
  if (!PHOTO_ID_SHAPE.test(id)) throw notFound("Photo not found.");
  const photo = await prisma.photo.findFirst({ where: { id, companyId }, select: PHOTO_SELECT });
  if (!photo) throw notFound("Photo not found.");
  return readPhoto(photo, variant);
}

/** A photo attached to this quote (the customer's link), or 404. */
export async function quotePhoto(quoteId: string, id: string, variant: PhotoVariant) {
  if (!PHOTO_ID_SHAPE.test(id)) throw notFound("Photo not found.");
  const link = await prisma.quotePhoto.findUnique({
    where: { quoteId_photoId: { quoteId, photoId: id } },
    select: { photo: { select: PHOTO_SELECT } },
  });
  if (!link) throw notFound("Photo not found.");
  return readPhoto(link.photo, variant);
}

/** A photo taken on a job, for a member who may open that job (`job`: their scope), or 404. */
export async function jobPhoto(
  job: Prisma.JobWhereInput,
  jobId: string,
  id: string,
  variant: PhotoVariant,
) {
  if (!PHOTO_ID_SHAPE.test(id)) throw notFound("Photo not found.");
  const photo = await prisma.photo.findFirst({
    where: { id, jobId, job: { ...job, id: jobId } },
    select: PHOTO_SELECT,
  });
  if (!photo) throw notFound("Photo not found.");
  return readPhoto(photo, variant);
}

/** The photos of a company's client (from any of its requests), newest first. */
export async function clientPhotoIds(companyId: string, clientId: string) {
  const photos = await prisma.photo.findMany({
    where: { companyId, clientId, estimateRequestId: { not: null } },
    select: { id: true },
    orderBy: { createdAt: "desc" },
    take: 100,
  });
  return photos.map((photo) => photo.id);
}
