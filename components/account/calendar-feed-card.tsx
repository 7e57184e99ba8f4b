"use client";

import * as React from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarPlus, Check, Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { apiRequest, serverMessage } from "@/components/query/client";
import { LoadError } from "@/components/settings/settings-header";

/** GET answers whether a feed exists; POST makes a new one, its URL shown this once (lib/jobs/feeds.ts). */
type FeedStatus = { exists: boolean };
type NewFeed = { exists: true; url: string };

/** The member's own feed of their visits (the Account page). */
export const MEMBER_CALENDAR_FEED = {
  endpoint: "/api/account/calendar-feed",
  title: "Calendar feed",
  description:
    "Subscribe to your visits from Google Calendar, Apple Calendar or Outlook. Anyone with the address can read your visits.",
} as const;

/** The company's feed of every visit (the schedule page). */
export const COMPANY_CALENDAR_FEED = {
  endpoint: "/api/company/calendar-feed",
  title: "Company calendar feed",
  description:
    "Subscribe to every visit of the team from Google Calendar, Apple Calendar or Outlook. Anyone with the address can read all the visits.",
} as const;

/** The same address for calendar apps: `webcal://` opens the subscription in the default one. */
export const webcalUrl = (url: string) => url.replace(/^https?:\/\//i, "webcal://");

/**
 * A calendar feed (docs/jobs.md, "Calendar feeds"): whether it exists, a button that makes
 * its secret address (or replaces it, after a confirmation: the old one stops working), and
 * the new address, shown this once, with Copy, a `webcal://` link and how to subscribe.
 * `endpoint` is the feed's API path, GET `{ exists }` and POST `{ exists: true, url }`.
 */
export function CalendarFeedCard({
  endpoint = MEMBER_CALENDAR_FEED.endpoint,
  title = MEMBER_CALENDAR_FEED.title,
  description = MEMBER_CALENDAR_FEED.description,
}: {
  endpoint?: string;
  title?: string;
  description?: React.ReactNode;
}) {
  const id = React.useId();
  const titleId = `${id}-title`;
  const urlId = `${id}-url`;
  const queryClient = useQueryClient();
  // The query key is the API path: the default loader GETs it (components/query/keys.ts).
  const feed = useQuery<FeedStatus>({ queryKey: [endpoint] });
  // The address just made: only this component ever sees it, and only until it unmounts.
  const [url, setUrl] = React.useState<string | null>(null);
  const [confirming, setConfirming] = React.useState(false);
  const [announcement, setAnnouncement] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);

  const create = useMutation({
    mutationFn: async () => (await (await apiRequest("POST", endpoint)).json()) as NewFeed,
    onMutate: () => {
      setError(null);
      setAnnouncement("");
    },
    onSuccess: (made) => {
      setConfirming(false);
      setUrl(made.url);
      setAnnouncement("Your new calendar address is ready. Copy it now: it is shown only once.");
      queryClient.setQueryData<FeedStatus>([endpoint], { exists: true });
    },
    onError: (failure) => {
      setConfirming(false);
      setError(
        serverMessage(failure) ?? "The calendar address could not be made. Please try again.",
      );
    },
  });

  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      setAnnouncement("Copied");
    } catch {
      setAnnouncement("Could not copy. Select the address and copy it by hand.");
    }
  }

  const exists = feed.data?.exists ?? false;

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id={titleId}>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {feed.isPending ? (
          <div className="grid gap-3" aria-busy="true" aria-label="Loading calendar feed">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-9 w-56" />
          </div>
        ) : feed.isError ? (
          <LoadError what="calendar feed" onRetry={() => void feed.refetch()} />
        ) : (
          <div className="grid gap-4 text-sm">
            {url ? null : (
              <p className="text-muted-foreground">
                {exists
                  ? "You have a calendar address. It was shown only when it was made: if you no longer have it, replace it."
                  : "No calendar address yet."}
              </p>
            )}
            {url ? (
              <div className="grid gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 dark:bg-amber-950/30">
                <div className="grid gap-1.5">
                  <Label htmlFor={urlId}>Calendar address</Label>
                  <p id={`${urlId}-hint`} className="text-xs">
                    Copy it now: it is shown only once. Keep it private.
                  </p>
                  <div className="flex flex-col gap-2 sm:flex-row">
                    <Input
                      id={urlId}
                      readOnly
                      value={url}
                      aria-describedby={`${urlId}-hint`}
                      className="font-mono text-xs"
                      onFocus={(event) => event.currentTarget.select()}
                    />
                    <Button type="button" variant="outline" onClick={() => void copy(url)}>
                      {announcement === "Copied" ? (
                        <Check className="size-4" aria-hidden />
                      ) : (
                        <Copy className="size-4" aria-hidden />
                      )}
                      Copy
                    </Button>
                  </div>
                </div>
                <a
                  href={webcalUrl(url)}
                  className="text-primary inline-flex items-center gap-1.5 font-medium underline-offset-4 hover:underline"
                >
                  <CalendarPlus className="size-4" aria-hidden />
                  Open in your calendar app
                </a>
                <div className="grid gap-1">
                  <p className="font-medium">Or paste the address:</p>
                  <ul className="text-muted-foreground list-disc space-y-0.5 pl-5">
                    <li>Google Calendar: Other calendars → + → From URL</li>
                    <li>Apple Calendar: File → New Calendar Subscription</li>
                    <li>Outlook: Add calendar → Subscribe from web</li>
                  </ul>
                  <p className="text-muted-foreground text-xs">
                    Calendar apps check a subscription for changes on their own schedule, so a
                    change can take a few hours to show.
                  </p>
                </div>
              </div>
            ) : null}
            <div>
              <Button
                type="button"
                variant={exists ? "outline" : "default"}
                disabled={create.isPending}
                onClick={() => (exists ? setConfirming(true) : create.mutate())}
              >
                {create.isPending
                  ? "Making address..."
                  : exists
                    ? "Replace calendar address"
                    : "Create calendar address"}
              </Button>
            </div>
            <p aria-live="polite" className="text-muted-foreground min-h-5">
              {announcement}
            </p>
            {error ? (
              <p role="alert" className="text-destructive">
                {error}
              </p>
            ) : null}
          </div>
        )}
        <ConfirmDialog
          open={confirming}
          onOpenChange={(open) => {
            if (!create.isPending) setConfirming(open);
          }}
          title="Replace the calendar address?"
          description="The old address stops working: calendars subscribed to it stop updating until you subscribe again with the new one."
          confirmLabel="Replace address"
          pendingLabel="Replacing..."
          pending={create.isPending}
          destructive
          onConfirm={() => create.mutate()}
        />
      </CardContent>
    </Card>
  );
}
