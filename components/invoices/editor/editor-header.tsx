"use client";

import * as React from "react";
import { DocumentEditorHeader, type EditorHeaderState } from "@/components/documents/editor-header";
import { dateTime } from "@/components/documents/timeline";
import type { InvoiceDto } from "@/lib/invoices/queries";
import { InvoiceStatusBadge } from "../status-badge";

/** Number, status and the invoice's actions; `children` holds the dialogs' buttons. */
export function InvoiceEditorHeader({
  invoice,
  ...state
}: EditorHeaderState & { invoice: InvoiceDto }) {
  return (
    <DocumentEditorHeader
      {...state}
      backHref="/dashboard/invoices"
      backLabel="All invoices"
      title={`Invoice ${invoice.number}`}
      badge={<InvoiceStatusBadge status={invoice.shownStatus} />}
      document={invoice}
      source={
        invoice.quoteId
          ? {
              href: `/dashboard/quotes/${encodeURIComponent(invoice.quoteId)}`,
              label: <>From quote {invoice.quoteNumber ?? ""}</>,
            }
          : null
      }
      formId="invoice-form"
      pdfHref={`/api/invoices/${encodeURIComponent(invoice.id)}/pdf`}
      canCopyLink={invoice.status !== "draft"}
      notice={
        state.editable && invoice.status !== "draft" ? (
          <>
            This invoice was sent. Saving will record a revision (revision {invoice.revision + 1});
            its number and the customer&apos;s link stay the same.
          </>
        ) : null
      }
      after={
        invoice.status === "void" ? (
          <p className="rounded-md border p-3 text-sm" role="status">
            Voided{invoice.voidedAt ? ` ${dateTime(invoice.voidedAt)}` : ""}
            {invoice.voidReason ? `: “${invoice.voidReason}”` : "."}
          </p>
        ) : invoice.status === "paid" ? (
          <p className="rounded-md border p-3 text-sm" role="status">
            Paid in full{invoice.paidAt ? ` ${dateTime(invoice.paidAt)}` : ""}. A paid invoice is
            not edited; refund a payment to change it.
          </p>
        ) : null
      }
    />
  );
}
