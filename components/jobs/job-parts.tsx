"use client";

import * as React from "react";
import { Camera, ExternalLink, MapPin, Phone } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FieldError } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { ApiRequestError, serverMessage } from "@/components/query/client";
import type { JobDto, VisitDto } from "@/lib/jobs/dto";
import { cn } from "@/lib/utils";
import {
  assigneeNames,
  arrivalWindowIn,
  dateTimeIn,
  mapHref,
  telHref,
  visitWhenIn,
} from "./format";
import { useAddNote, useChecklistItem, useUploadPhotos } from "./queries";
import { VisitStatusBadge } from "./status-badge";

/** The level of the sections' headings: 2 on the job's page, 3 inside a visit's card. */
export const SectionLevel = React.createContext<2 | 3>(2);

/** A section of the job's page (or of a visit's card on Today) with its heading. */
export function JobSection({
  title,
  actions,
  className,
  children,
}: {
  title: string;
  actions?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  const id = React.useId();
  const Heading = React.useContext(SectionLevel) === 3 ? "h3" : "h2";
  return (
    <section aria-labelledby={id} className={cn("grid content-start gap-3", className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={id} className="text-base font-semibold">
          {title}
        </Heading>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** The address, and a link that opens it in Google Maps (the maps app on a phone). */
export function AddressWithMap({ address }: { address: string }) {
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <MapPin aria-hidden="true" className="text-muted-foreground size-4 shrink-0" />
      <span>{address}</span>
      <a
        href={mapHref(address)}
        target="_blank"
        rel="noreferrer"
        className="text-primary inline-flex items-center gap-1 font-medium underline-offset-4 hover:underline"
      >
        Open in Maps
        <ExternalLink aria-hidden="true" className="size-3.5" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </span>
  );
}

/** "Call 555 0100": a tel: link (a tap dials on a phone). */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a
      href={telHref(phone)}
      className="text-primary inline-flex items-center gap-1 font-medium underline-offset-4 hover:underline"
    >
      <Phone aria-hidden="true" className="size-4" />
      Call {phone}
    </a>
  );
}

/** The checklist: each line ticked or unticked at once (PATCH done), put back on an error. */
export function JobChecklist({ job }: { job: Pick<JobDto, "id" | "checklist"> }) {
  const tick = useChecklistItem(job.id);
  const baseId = React.useId();
  const done = job.checklist.filter((item) => item.done).length;
  return (
    <JobSection
      title="Checklist"
      actions={
        job.checklist.length > 0 ? (
          <span className="text-muted-foreground text-sm" data-testid="checklist-progress">
            {done} of {job.checklist.length} done
          </span>
        ) : null
      }
    >
      {job.checklist.length === 0 ? (
        <p className="text-muted-foreground text-sm">No checklist on this job.</p>
      ) : (
        <ul className="divide-y rounded-md border">
          {job.checklist.map((item) => {
            const id = `${baseId}-${item.id}`;
            return (
              <li key={item.id} className="flex items-start gap-3 p-3">
                <Checkbox
                  id={id}
                  checked={item.done}
                  className="mt-0.5 size-5"
                  onCheckedChange={(checked) =>
                    tick.mutate(
                      { itemId: item.id, done: checked === true },
                      {
                        onError: (error) =>
                          toast({
                            variant: "destructive",
                            title: "The checklist was not saved",
                            description: serverMessage(error) ?? "Please try again.",
                          }),
                      },
                    )
                  }
                />
                <Label
                  htmlFor={id}
                  className={cn(
                    "flex-1 text-sm leading-snug font-normal",
                    item.done && "text-muted-foreground line-through",
                  )}
                >
                  {item.label}
                </Label>
              </li>
            );
          })}
        </ul>
      )}
    </JobSection>
  );
}

/** Notes from the office and the field, oldest first, and a form to add one. */
export function JobNotes({ job, zone }: { job: Pick<JobDto, "id" | "notes">; zone: string }) {
  const add = useAddNote(job.id);
  const [body, setBody] = React.useState("");
  const [error, setError] = React.useState<string>();
  const id = React.useId();

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = body.trim();
    if (!text) {
      setError("Write the note first.");
      return;
    }
    setError(undefined);
    add.mutate(text, {
      onSuccess: () => {
        setBody("");
        toast({ title: "Note added" });
      },
      onError: (failure) =>
        setError(
          (failure instanceof ApiRequestError ? failure.issues[0]?.message : undefined) ??
            serverMessage(failure) ??
            "The note was not saved. Please try again.",
        ),
    });
  }

  return (
    <JobSection title="Notes">
      {job.notes.length === 0 ? (
        <p className="text-muted-foreground text-sm">No notes yet.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Notes">
          {job.notes.map((note) => (
            <li key={note.id} className="rounded-md border p-3 text-sm">
              <p className="whitespace-pre-wrap">{note.body}</p>
              <p className="text-muted-foreground mt-1 text-xs">
                {note.author ?? "Someone"} ·{" "}
                <time dateTime={note.createdAt}>{dateTimeIn(note.createdAt, zone)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onSubmit} noValidate className="grid gap-2">
        <Label htmlFor={`${id}-note`}>Add a note</Label>
        <Textarea
          id={`${id}-note`}
          value={body}
          maxLength={5000}
          rows={3}
          onChange={(event) => setBody(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-note-error` : undefined}
          placeholder="What was done, what is left, what the customer said"
        />
        <FieldError id={`${id}-note-error`} message={error} />
        <Button type="submit" className="w-fit" disabled={add.isPending}>
          {add.isPending ? "Adding..." : "Add note"}
        </Button>
      </form>
    </JobSection>
  );
}

/** The job's photos as thumbnails (each opens full size), and the camera or a file to add more. */
export function JobPhotos({ job }: { job: Pick<JobDto, "id" | "photos"> }) {
  const upload = useUploadPhotos(job.id);
  const id = React.useId();

  function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = "";
    if (files.length === 0) return;
    upload.mutate(files, {
      onSuccess: () =>
        toast({ title: files.length === 1 ? "Photo added" : `${files.length} photos added` }),
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "The photos were not uploaded",
          description: serverMessage(error) ?? "Please try again.",
        }),
    });
  }

  return (
    <JobSection title="Photos">
      {job.photos.length === 0 ? (
        <p className="text-muted-foreground text-sm">No photos yet.</p>
      ) : (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="Photos">
          {job.photos.map((photo, index) => (
            <li key={photo.id}>
              <a
                href={photo.url}
                target="_blank"
                rel="noreferrer"
                aria-label={`Open photo ${index + 1} full size (opens in a new tab)`}
                className="focus-visible:ring-ring block rounded focus-visible:ring-2 focus-visible:outline-none"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- private, signed-in image */}
                <img
                  src={photo.thumbnailUrl}
                  alt={`Photo ${index + 1}`}
                  className="aspect-square w-full rounded border object-cover"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <div>
        <label
          htmlFor={`${id}-photos`}
          className={cn(
            "bg-background hover:bg-accent has-[:focus-visible]:ring-ring/50 inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm font-medium shadow-xs has-[:focus-visible]:ring-[3px]",
            upload.isPending && "pointer-events-none opacity-50",
          )}
        >
          <Camera aria-hidden="true" className="size-4" />
          {upload.isPending ? "Uploading..." : "Add photos"}
          <input
            id={`${id}-photos`}
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            className="sr-only"
            disabled={upload.isPending}
            aria-label="Add photos"
            onChange={onChange}
          />
        </label>
      </div>
    </JobSection>
  );
}

/** The job's visits: when (in the company's zone), who, and their status. */
export function JobVisits({
  visits,
  zone,
  actions,
}: {
  visits: VisitDto[];
  zone: string;
  actions?: React.ReactNode;
}) {
  return (
    <JobSection title="Visits" actions={actions}>
      {visits.length === 0 ? (
        <p className="text-muted-foreground text-sm">No visits scheduled yet.</p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label="Visits">
          {visits.map((visit) => {
            const arrival = arrivalWindowIn(visit, zone);
            return (
              <li key={visit.id} className="grid gap-1 p-3 text-sm" data-testid="job-visit">
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">{visitWhenIn(visit, zone)}</span>
                  <VisitStatusBadge status={visit.status} />
                </span>
                <span className="text-muted-foreground">{assigneeNames(visit)}</span>
                {arrival ? (
                  <span className="text-muted-foreground text-xs">Arrival window {arrival}</span>
                ) : null}
                {visit.recurrence ? (
                  <span className="text-muted-foreground text-xs">Repeats: {visit.recurrence}</span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </JobSection>
  );
}
