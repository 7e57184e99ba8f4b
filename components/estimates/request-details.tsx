"use client";

import * as React from "react";
import { Download, MapPin, MessageSquare } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { EstimateDetail, PreferredWindowDto } from "@/lib/estimates/types";
import { formatAddress, mapLink } from "@/lib/properties/match";

const PERIOD_LABELS: Record<PreferredWindowDto["period"], string> = {
  morning: "Morning",
  afternoon: "Afternoon",
  evening: "Evening",
};

/** "Tue, Dec 2 · Morning" (the day is a calendar day: formatted in UTC). */
export function formatWindow(window: PreferredWindowDto) {
  const day = new Date(`${window.date}T00:00:00Z`).toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
  return `${day} · ${PERIOD_LABELS[window.period]}`;
}

const photoUrl = (id: string, variant?: "thumbnail") =>
  `/api/photos/${encodeURIComponent(id)}${variant ? "/thumbnail" : ""}`;

/** What the customer told about the job: address, description, times, consent, photos. */
export function RequestDetails({ estimate }: { estimate: EstimateDetail }) {
  const [open, setOpen] = React.useState<number | null>(null);
  const address = estimate.serviceAddress;
  const photoId = open === null ? null : estimate.photoIds[open];
  return (
    <section aria-labelledby="request-details-title" className="space-y-3 text-sm">
      <h3 id="request-details-title" className="sr-only">
        Request details
      </h3>
      {address && (
        <p className="flex items-start gap-2">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {formatAddress(address)}{" "}
            <a
              className="text-primary underline-offset-4 hover:underline"
              href={mapLink(address)}
              target="_blank"
              rel="noreferrer"
            >
              Open map
            </a>
          </span>
        </p>
      )}
      {estimate.description && (
        <div>
          <p className="font-medium">Description</p>
          <p className="whitespace-pre-line">{estimate.description}</p>
        </div>
      )}
      {estimate.preferredWindows.length > 0 && (
        <div>
          <p className="font-medium">Times that suit the customer</p>
          <ul className="list-disc pl-5">
            {estimate.preferredWindows.map((window) => (
              <li key={`${window.date}-${window.period}`}>{formatWindow(window)}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="flex items-center gap-2">
        <MessageSquare className="size-4" aria-hidden="true" />
        {estimate.smsConsent
          ? `Agreed to text messages (consent ${estimate.smsConsentVersion ?? "on record"})`
          : "No consent to text messages"}
      </p>
      {estimate.photoIds.length > 0 && (
        <div>
          <p className="font-medium">Photos</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {estimate.photoIds.map((id, index) => (
              <li key={id}>
                <button
                  type="button"
                  className="focus-visible:ring-ring rounded focus-visible:ring-2 focus-visible:outline-none"
                  onClick={() => setOpen(index)}
                  aria-label={`Open photo ${index + 1}`}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- private, signed-in image */}
                  <img
                    src={photoUrl(id, "thumbnail")}
                    alt={`Photo ${index + 1}`}
                    className="h-20 w-20 rounded border object-cover"
                    loading="lazy"
                  />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Dialog open={photoId !== null} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>Photo {open !== null ? open + 1 : ""}</DialogTitle>
            <DialogDescription>From {estimate.customerName}&apos;s request.</DialogDescription>
          </DialogHeader>
          {photoId && (
            <>
              {/* eslint-disable-next-line @next/next/no-img-element -- private, signed-in image */}
              <img
                src={photoUrl(photoId)}
                alt={`Photo ${(open ?? 0) + 1}, full size`}
                className="max-h-[70vh] w-full rounded object-contain"
              />
              <Button asChild variant="outline" className="justify-self-start">
                <a href={`${photoUrl(photoId)}?download=1`} download>
                  <Download className="size-4" aria-hidden="true" /> Download
                </a>
              </Button>
            </>
          )}
        </DialogContent>
      </Dialog>
    </section>
  );
}
