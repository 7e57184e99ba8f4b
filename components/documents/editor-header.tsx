"use client";

import * as React from "react";
import Link from "next/link";
import { ArrowLeft, Download, Link2, Save } from "lucide-react";
import { Button } from "@/components/ui/button";
import { dateTime } from "./timeline";

/** The editor's state the header's actions show: Save while editable, Copy link. */
export type EditorHeaderState = {
  editable: boolean;
  dirty: boolean;
  saving: boolean;
  copying: boolean;
  onCopyLink: () => void;
  /** The dialogs' buttons, after Save. */
  children?: React.ReactNode;
};

/**
 * A priced document's editor header: the way back, number and status, when it was sent or made,
 * where it came from and whose it is, and the actions (save, `children`'s dialog buttons, copy
 * link, PDF). `notice` is the warning an editable sent document shows; `after` holds the rest.
 */
export function DocumentEditorHeader({
  backHref,
  backLabel,
  title,
  badge,
  document,
  source,
  formId,
  pdfHref,
  editable,
  dirty,
  saving,
  canCopyLink,
  copying,
  onCopyLink,
  notice,
  after,
  children,
}: EditorHeaderState & {
  backHref: string;
  backLabel: string;
  title: string;
  badge: React.ReactNode;
  document: {
    revision: number;
    sentAt: string | null;
    sentTo: string | null;
    createdAt: string;
    client: { id: string; name: string } | null;
  };
  /** Where the document came from, linked after its dates. */
  source?: { href: string; label: React.ReactNode } | null;
  formId: string;
  pdfHref: string;
  canCopyLink: boolean;
  notice?: React.ReactNode;
  after?: React.ReactNode;
}) {
  return (
    <div className="grid gap-4">
      <Link
        href={backHref}
        className="text-muted-foreground hover:text-foreground inline-flex w-fit items-center gap-1 text-sm"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {backLabel}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
            {badge}
            {dirty ? (
              <span className="text-muted-foreground text-xs" role="status">
                Unsaved changes
              </span>
            ) : null}
          </div>
          <p className="text-muted-foreground text-sm">
            {document.revision > 1 ? `Revision ${document.revision} · ` : ""}
            {document.sentAt
              ? `Sent ${dateTime(document.sentAt)}${document.sentTo ? ` to ${document.sentTo}` : ""}`
              : `Created ${dateTime(document.createdAt)}`}
            {source ? (
              <>
                {" · "}
                <Link className="text-primary underline underline-offset-4" href={source.href}>
                  {source.label}
                </Link>
              </>
            ) : null}
            {document.client ? (
              <>
                {" · "}
                <Link
                  className="text-primary underline underline-offset-4"
                  href={`/dashboard/clients/${encodeURIComponent(document.client.id)}`}
                >
                  {document.client.name}
                </Link>
              </>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {editable ? (
            <Button type="submit" form={formId} disabled={saving}>
              <Save aria-hidden="true" />
              {saving ? "Saving..." : "Save"}
            </Button>
          ) : null}
          {children}
          {canCopyLink ? (
            <Button type="button" variant="outline" onClick={onCopyLink} disabled={copying}>
              <Link2 aria-hidden="true" />
              Copy link
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <a href={pdfHref} download>
              <Download aria-hidden="true" />
              Download PDF
            </a>
          </Button>
        </div>
      </div>
      {notice ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
          {notice}
        </p>
      ) : null}
      {after}
    </div>
  );
}
