"use client";

import * as React from "react";
import Link from "next/link";
import { ArrowLeft, Download, Link2, Save } from "lucide-react";
import { Button } from "@/components/ui/button";
import { QuoteStatusBadge } from "@/components/quotes/status-badge";
import type { QuoteDto } from "@/lib/quotes/types";
import { dateTime } from "./timeline";

/** Number, status and the quote's actions; `children` holds the dialogs' buttons. */
export function EditorHeader({
  quote,
  editable,
  dirty,
  saving,
  copying,
  onCopyLink,
  children,
}: {
  quote: QuoteDto;
  editable: boolean;
  dirty: boolean;
  saving: boolean;
  copying: boolean;
  onCopyLink: () => void;
  children?: React.ReactNode;
}) {
  return (
    <div className="grid gap-4">
      <Link
        href="/dashboard/quotes"
        className="text-muted-foreground hover:text-foreground inline-flex w-fit items-center gap-1 text-sm"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All quotes
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight">Quote {quote.displayNumber}</h1>
            <QuoteStatusBadge status={quote.status} />
            {dirty ? (
              <span className="text-muted-foreground text-xs" role="status">
                Unsaved changes
              </span>
            ) : null}
          </div>
          <p className="text-muted-foreground text-sm">
            {quote.revision > 1 ? `Revision ${quote.revision} · ` : ""}
            {quote.sentAt
              ? `Sent ${dateTime(quote.sentAt)}${quote.sentTo ? ` to ${quote.sentTo}` : ""}`
              : `Created ${dateTime(quote.createdAt)}`}
            {quote.estimateRequestId ? (
              <>
                {" · "}
                <Link
                  className="text-primary underline underline-offset-4"
                  href={`/dashboard/estimates?id=${encodeURIComponent(quote.estimateRequestId)}`}
                >
                  From an estimate request
                </Link>
              </>
            ) : null}
            {quote.client ? (
              <>
                {" · "}
                <Link
                  className="text-primary underline underline-offset-4"
                  href={`/dashboard/clients/${encodeURIComponent(quote.client.id)}`}
                >
                  {quote.client.name}
                </Link>
              </>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {editable ? (
            <Button type="submit" form="quote-form" disabled={saving}>
              <Save aria-hidden="true" />
              {saving ? "Saving..." : "Save"}
            </Button>
          ) : null}
          {children}
          {!quote.supersededById ? (
            <Button type="button" variant="outline" onClick={onCopyLink} disabled={copying}>
              <Link2 aria-hidden="true" />
              Copy link
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <a href={`/api/quotes/${encodeURIComponent(quote.id)}/pdf`} download>
              <Download aria-hidden="true" />
              Download PDF
            </a>
          </Button>
        </div>
      </div>
      {editable && quote.status !== "draft" ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
          This quote was sent. Saving changes makes revision {quote.revision + 1} with a new link;
          the old link will point the customer to it.
        </p>
      ) : null}
    </div>
  );
}
