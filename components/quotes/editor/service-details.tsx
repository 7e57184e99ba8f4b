"use client";

import * as React from "react";
import Link from "next/link";
import { useQueryClient } from "@tanstack/react-query";
import { ImageOff, MapPin } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/components/query/client";
import { queryKeys } from "@/components/query/keys";
import { formatAddress, mapLink } from "@/lib/properties/match";
import type { QuoteDto } from "@/lib/quotes/types";
import {
  ownerPhotoUrl,
  useQuotePhotos,
  useQuoteProperty,
  useSetQuotePhotos,
  useSetQuoteProperty,
} from "./service-queries";

/**
 * Where the work is and what it looks like: only a draft changes them (a sent quote is revised
 * through the editor, an answered one keeps them), so anything else shows them read-only.
 */
export const serviceDetailsEditable = (quote: QuoteDto) =>
  quote.status === "draft" && !quote.locked && !quote.supersededById;

function Panel({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid content-start gap-3">
      <div className="grid gap-1">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

function LoadError({
  error,
  what,
  onRetry,
}: {
  error: unknown;
  what: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border p-3 text-sm">
      <p>{serverMessage(error) ?? `The ${what} could not be loaded.`}</p>
      <Button type="button" variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

const failed = (title: string) => (error: Error) =>
  toast({
    variant: "destructive",
    title,
    description: serverMessage(error) ?? "Please try again.",
  });

function AddressLine({ address }: { address: Parameters<typeof formatAddress>[0] }) {
  const text = formatAddress(address);
  return (
    <p className="flex items-start gap-2 text-sm">
      <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0 break-words">
        {text}{" "}
        <a
          className="text-primary whitespace-nowrap underline underline-offset-4"
          href={mapLink(address)}
          target="_blank"
          rel="noreferrer"
          aria-label={`Open map of ${text} (opens in a new tab)`}
        >
          Open map
        </a>
      </span>
    </p>
  );
}

function ServiceAddress({ quote, editable }: { quote: QuoteDto; editable: boolean }) {
  const data = useQuoteProperty(quote.id);
  const set = useSetQuoteProperty(quote.id);
  const titleId = "quote-property-title";
  const clientLink = quote.client ? (
    <Link
      className="text-primary underline underline-offset-4"
      href={`/dashboard/clients/${encodeURIComponent(quote.client.id)}`}
    >
      Manage {quote.client.name}&apos;s addresses
    </Link>
  ) : null;

  let body: React.ReactNode;
  if (data.isPending) body = <Skeleton className="h-16 w-full" aria-label="Loading the address" />;
  else if (data.isError)
    body = (
      <LoadError error={data.error} what="service address" onRetry={() => void data.refetch()} />
    );
  else if (!editable)
    body = data.data.property ? (
      <AddressLine address={data.data.property} />
    ) : (
      <p className="text-muted-foreground text-sm">No service address on this quote.</p>
    );
  else if (!quote.client)
    body = (
      <p className="text-muted-foreground text-sm">
        Choose the client first: the address is one of the client&apos;s properties.
      </p>
    );
  else {
    const current = data.data.property?.id ?? "";
    const choices = [
      ...data.data.options.map((option) => ({ id: option.id, label: formatAddress(option) })),
      { id: "", label: "No service address" },
    ];
    body = (
      <>
        {data.data.options.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            {quote.client.name} has no service addresses yet.
          </p>
        ) : null}
        <div
          role="radiogroup"
          aria-labelledby={titleId}
          aria-busy={set.isPending || undefined}
          className="grid gap-2"
        >
          {choices.map((choice) => (
            <label
              key={choice.id || "none"}
              className="has-[:checked]:border-primary has-[:focus-visible]:ring-ring flex min-h-11 cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[:focus-visible]:ring-2"
            >
              <input
                type="radio"
                name="quote-property"
                value={choice.id}
                checked={current === choice.id}
                disabled={set.isPending}
                onChange={() =>
                  set.mutate(choice.id || null, {
                    onError: failed("Service address not saved"),
                  })
                }
                className="accent-primary mt-0.5 size-4 shrink-0"
              />
              <span className="min-w-0 break-words">{choice.label}</span>
            </label>
          ))}
        </div>
        {data.data.property ? (
          <a
            className="text-primary w-fit text-sm underline underline-offset-4"
            href={mapLink(data.data.property)}
            target="_blank"
            rel="noreferrer"
          >
            Open map of the service address
          </a>
        ) : null}
      </>
    );
  }

  return (
    <Panel
      id={titleId}
      title="Service address"
      description={editable ? "Where the work is done; the customer sees it on the quote." : null}
    >
      {body}
      {editable && clientLink ? <p className="text-sm">{clientLink}</p> : null}
    </Panel>
  );
}

function Thumbnail({ id, index }: { id: string; index: number }) {
  return (
    <a
      href={ownerPhotoUrl(id)}
      target="_blank"
      rel="noreferrer"
      aria-label={`Open photo ${index + 1} full size (opens in a new tab)`}
      className="focus-visible:ring-ring block rounded focus-visible:ring-2 focus-visible:outline-none"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- private, signed-in image */}
      <img
        src={ownerPhotoUrl(id, "thumbnail")}
        alt={`Photo ${index + 1}`}
        className="aspect-square w-full rounded border object-cover"
        loading="lazy"
      />
    </a>
  );
}

function Photos({ quote, editable }: { quote: QuoteDto; editable: boolean }) {
  const data = useQuotePhotos(quote.id);
  const set = useSetQuotePhotos(quote.id);
  const titleId = "quote-photos-title";

  let body: React.ReactNode;
  if (data.isPending) body = <Skeleton className="h-24 w-full" aria-label="Loading the photos" />;
  else if (data.isError)
    body = <LoadError error={data.error} what="photos" onRetry={() => void data.refetch()} />;
  else {
    const { attached, available } = data.data;
    const shown = new Set(attached);
    // Attached photos the client no longer offers (another client picked since) stay removable.
    const photos = editable
      ? [...available, ...attached.filter((id) => !available.includes(id))]
      : attached;
    body =
      photos.length === 0 ? (
        <p className="text-muted-foreground flex items-center gap-2 text-sm">
          <ImageOff aria-hidden="true" className="size-4" />
          {editable
            ? "No photos from this client's requests."
            : "No photos are shown on this quote."}
        </p>
      ) : (
        <ul
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4"
          aria-busy={set.isPending || undefined}
        >
          {photos.map((id, index) => (
            <li key={id} className="grid content-start gap-2">
              <Thumbnail id={id} index={index} />
              {editable ? (
                <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={shown.has(id)}
                    disabled={set.isPending}
                    onChange={(event) =>
                      set.mutate(
                        event.target.checked
                          ? [...attached, id]
                          : attached.filter((other) => other !== id),
                        { onError: failed("Photos not saved") },
                      )
                    }
                    className="accent-primary size-4"
                    aria-label={`Show to the customer: photo ${index + 1}`}
                  />
                  <span>Show to the customer</span>
                </label>
              ) : null}
            </li>
          ))}
        </ul>
      );
  }

  return (
    <Panel
      id={titleId}
      title="Photos"
      description={
        editable
          ? "Photos from the client's requests. Ticked ones show on the quote the customer sees."
          : null
      }
    >
      {body}
    </Panel>
  );
}

/** The quote page's 'Service address' and 'Photos' (saved as they are changed). */
export function QuoteServiceDetails({ quote }: { quote: QuoteDto }) {
  const editable = serviceDetailsEditable(quote);
  const queryClient = useQueryClient();
  const clientId = quote.client?.id ?? null;
  const first = React.useRef(true);
  // A saved change of client changes the addresses and photos to pick from.
  React.useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void queryClient.invalidateQueries({ queryKey: queryKeys.quoteProperty(quote.id) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.quotePhotos(quote.id) });
  }, [clientId, quote.id, queryClient]);
  return (
    <div className="grid gap-8 rounded-lg border p-4">
      <ServiceAddress quote={quote} editable={editable} />
      <Photos quote={quote} editable={editable} />
    </div>
  );
}
