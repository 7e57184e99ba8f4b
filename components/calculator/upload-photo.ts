/**
 * POST /api/public/{company}/photos with one picked photo (multipart, field `photos`): XHR
 * rather than fetch, for the upload's progress. 201 { photos: [{ id, thumbnailUrl }] }.
 */
import { MAX_PHOTO_BYTES } from "@/lib/calculator/request-form";

export type UploadedPhoto = { id: string; thumbnailUrl: string };

export const PHOTO_MESSAGES = {
  notImage: "This file is not a photo. Choose a JPEG, PNG, HEIC or WebP image.",
  tooLarge: "This photo is larger than 10 MB. Choose a smaller one.",
  failed: "The photo could not be uploaded. Check your connection and try again.",
} as const;

/** A problem found before uploading (type and size), else null. */
export function photoProblem(file: File): string | null {
  if (file.type && !file.type.startsWith("image/")) return PHOTO_MESSAGES.notImage;
  if (file.size > MAX_PHOTO_BYTES) return PHOTO_MESSAGES.tooLarge;
  return null;
}

export function uploadPhoto(
  slug: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/public/${encodeURIComponent(slug)}/photos`);
    xhr.responseType = "text";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new Error(PHOTO_MESSAGES.failed));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      const record = (body ?? {}) as {
        photos?: UploadedPhoto[];
        message?: string;
        issues?: { message?: string }[];
      };
      if (xhr.status === 201 || xhr.status === 200) {
        const photo = record.photos?.[0];
        if (photo?.id) return resolve(photo);
        return reject(new Error(PHOTO_MESSAGES.failed));
      }
      if (xhr.status === 413) return reject(new Error(PHOTO_MESSAGES.tooLarge));
      if (xhr.status === 400 || xhr.status === 415)
        return reject(
          new Error(record.issues?.[0]?.message || record.message || PHOTO_MESSAGES.notImage),
        );
      if (xhr.status === 429)
        return reject(new Error("Too many photos at once. Please wait a minute and try again."));
      reject(new Error(PHOTO_MESSAGES.failed));
    };
    const form = new FormData();
    form.append("photos", file);
    xhr.send(form);
  });
}
