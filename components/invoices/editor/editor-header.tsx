"use client";

import * as React from "react";
import Link from "next/link";
import { ArrowLeft, Download, Link2, Save } from "lucide-react";
import { Button } from "@/components/ui/button";
import { dateTime } from "@/components/quotes/editor/timeline";
import type { InvoiceDto } from "@/lib/invoices/queries";
import { InvoiceStatusBadge } from "../status-badge";

/** Number, status and the invoice's actions; `children` holds the dialogs' buttons. */
export function InvoiceEditorHeader({
  invoice,
  editable,
  dirty,
  saving,
  copying,
  onCopyLink,
  children,
}: {
  invoice: InvoiceDto;
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
        href="/dashboard/invoices"
        className="text-muted-foreground hover:text-foreground inline-flex w-fit items-center gap-1 text-sm"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All invoices
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight">Invoice {invoice.number}</h1>
            <InvoiceStatusBadge status={invoice.shownStatus} />
            {dirty ? (
              <span className="text-muted-foreground text-xs" role="status">
                Unsaved changes
              </span>
            ) : null}
          </div>
          <p className="text-muted-foreground text-sm">
            {invoice.revision > 1 ? `Revision ${invoice.revision} · ` : ""}
            {invoice.sentAt
              ? `Sent ${dateTime(invoice.sentAt)}${invoice.sentTo ? ` to ${invoice.sentTo}` : ""}`
              : `Created ${dateTime(invoice.createdAt)}`}
            {invoice.quoteId ? (
              <>
                {" · "}
                <Link
                  className="text-primary underline underline-offset-4"
                  href={`/dashboard/quotes/${encodeURIComponent(invoice.quoteId)}`}
                >
                  From quote {invoice.quoteNumber ?? ""}
                </Link>
              </>
            ) : null}
            {invoice.client ? (
              <>
                {" · "}
                <Link
                  className="text-primary underline underline-offset-4"
                  href={`/dashboard/clients/${encodeURIComponent(invoice.client.id)}`}
                >
                  {invoice.client.name}
                </Link>
              </>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {editable ? (
            <Button type="submit" form="invoice-form" disabled={saving}>
              <Save aria-hidden="true" />
              {saving ? "Saving..." : "Save"}
            </Button>
          ) : null}
          {children}
          {invoice.status !== "draft" ? (
            <Button type="button" variant="outline" onClick={onCopyLink} disabled={copying}>
              <Link2 aria-hidden="true" />
              Copy link
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <a href={`/api/invoices/${encodeURIComponent(invoice.id)}/pdf`} download>
              <Download aria-hidden="true" />
              Download PDF
            </a>
          </Button>
        </div>
      </div>
      {editable && invoice.status !== "draft" ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
          This invoice was sent. Saving will record a revision (revision {invoice.revision + 1});
          its number and the customer&apos;s link stay the same.
        </p>
      ) : null}
      {invoice.status === "void" ? (
        <p className="rounded-md border p-3 text-sm" role="status">
          Voided{invoice.voidedAt ? ` ${dateTime(invoice.voidedAt)}` : ""}
          {invoice.voidReason ? `: “${invoice.voidReason}”` : "."}
        </p>
      ) : invoice.status === "paid" ? (
        <p className="rounded-md border p-3 text-sm" role="status">
          Paid in full{invoice.paidAt ? ` ${dateTime(invoice.paidAt)}` : ""}. A paid invoice is not
          edited; refund a payment to change it.
        </p>
      ) : null}
    </div>
  );
}
