"use client";

import * as React from "react";
import { Camera, ImagePlus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { MAX_PHOTOS } from "@/lib/calculator/request-form";
import { cn } from "@/lib/utils";
import { photoProblem, uploadPhoto } from "./upload-photo";

export type PickedPhoto = {
  key: string;
  name: string;
  /** An object URL of the picked file: the thumbnail shows before the upload ends. */
  previewUrl: string | null;
  status: "uploading" | "done" | "error";
  progress: number;
  id?: string;
  error?: string;
};

let counter = 0;

/**
 * Up to 5 photos of the job, uploaded as they are picked (docs/product.md §2 "Estimate
 * request"): thumbnails with a remove button, each upload's progress and its own error. Loaded
 * with the request dialog's first 'Add photos' need, never with the calculator page.
 */
export default function PhotoPicker({
  slug,
  photos,
  setPhotos,
  required,
  error,
}: {
  slug: string;
  photos: PickedPhoto[];
  setPhotos: React.Dispatch<React.SetStateAction<PickedPhoto[]>>;
  required: boolean;
  error: string | undefined;
}) {
  // Rendered only in the browser (the dialog mounts on a customer's click): a phone gets the
  // camera button as well.
  const [coarse] = React.useState(
    () =>
      typeof window !== "undefined" && window.matchMedia?.("(pointer: coarse)").matches === true,
  );
  const update = (key: string, patch: Partial<PickedPhoto>) =>
    setPhotos((current) => current.map((p) => (p.key === key ? { ...p, ...patch } : p)));

  const pick = (event: React.ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = ""; // the same file can be picked again after a removal
    const room = MAX_PHOTOS - photos.length;
    const accepted = files.slice(0, Math.max(0, room));
    const added: PickedPhoto[] = accepted.map((file) => {
      const problem = photoProblem(file);
      return {
        key: `photo-${(counter += 1)}`,
        name: file.name || "Photo",
        previewUrl:
          !problem && typeof URL.createObjectURL === "function" ? URL.createObjectURL(file) : null,
        status: problem ? "error" : "uploading",
        progress: 0,
        error: problem ?? undefined,
      };
    });
    setPhotos((current) => [...current, ...added]);
    added.forEach((photo, index) => {
      if (photo.status !== "uploading") return;
      uploadPhoto(slug, accepted[index], (progress) => update(photo.key, { progress })).then(
        (uploaded) => update(photo.key, { status: "done", progress: 1, id: uploaded.id }),
        (reason: unknown) =>
          update(photo.key, {
            status: "error",
            error: reason instanceof Error ? reason.message : String(reason),
          }),
      );
    });
  };

  const remove = (photo: PickedPhoto) => {
    if (photo.previewUrl) URL.revokeObjectURL?.(photo.previewUrl);
    setPhotos((current) => current.filter((p) => p.key !== photo.key));
    document.getElementById("request-photos")?.focus();
  };

  const full = photos.length >= MAX_PHOTOS;
  const describedBy = ["request-photos-hint", error && "request-photos-error"]
    .filter(Boolean)
    .join(" ");
  const inputProps = {
    type: "file",
    accept: "image/*",
    className: "peer sr-only",
    disabled: full,
    onChange: pick,
    "aria-describedby": describedBy,
    "aria-invalid": error ? true : undefined,
  } as const;
  const pickerLabel = cn(
    "border-input hover:bg-accent inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm font-medium shadow-xs",
    "peer-focus-visible:ring-ring peer-focus-visible:ring-2 peer-focus-visible:ring-offset-2",
    "peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
  );

  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm leading-none font-medium">
        Photos{" "}
        {required ? (
          <span className="text-muted-foreground font-normal">(required)</span>
        ) : (
          <span className="text-muted-foreground font-normal">(optional)</span>
        )}
      </legend>
      <p id="request-photos-hint" className="text-muted-foreground text-xs">
        Up to {MAX_PHOTOS} photos of the job, 10 MB each. {photos.length} of {MAX_PHOTOS} added.
      </p>
      <div className="flex flex-wrap gap-2">
        <span>
          <input
            id="request-photos"
            multiple
            aria-required={required || undefined}
            aria-label="Choose photos"
            {...inputProps}
          />
          <label htmlFor="request-photos" className={pickerLabel}>
            <ImagePlus className="size-4" aria-hidden="true" /> Choose photos
          </label>
        </span>
        {coarse && (
          <span>
            <input
              id="request-photos-camera"
              capture="environment"
              aria-label="Take a photo"
              {...inputProps}
            />
            <label htmlFor="request-photos-camera" className={pickerLabel}>
              <Camera className="size-4" aria-hidden="true" /> Take a photo
            </label>
          </span>
        )}
      </div>
      {error && (
        <p id="request-photos-error" className="text-destructive text-sm">
          {error}
        </p>
      )}
      {photos.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label="Photos added">
          {photos.map((photo, index) => (
            <li key={photo.key} className="relative space-y-1" data-testid="request-photo">
              <div className="bg-muted relative aspect-square overflow-hidden rounded-md border">
                {photo.previewUrl && (
                  // eslint-disable-next-line @next/next/no-img-element -- a local object URL
                  <img src={photo.previewUrl} alt="" className="size-full object-cover" />
                )}
                <Button
                  type="button"
                  variant="secondary"
                  size="icon"
                  className="absolute top-1 right-1 size-7 rounded-full"
                  aria-label={`Remove photo ${index + 1} (${photo.name})`}
                  onClick={() => remove(photo)}
                >
                  <X />
                </Button>
              </div>
              {photo.status === "uploading" && (
                <progress
                  className="h-1.5 w-full"
                  max={1}
                  value={photo.progress}
                  aria-label={`Uploading photo ${index + 1}`}
                />
              )}
              {photo.status === "done" && (
                <p className="text-muted-foreground text-xs" role="status">
                  Uploaded
                </p>
              )}
              {photo.status === "error" && (
                <p className="text-destructive text-xs" role="alert">
                  {photo.error}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
