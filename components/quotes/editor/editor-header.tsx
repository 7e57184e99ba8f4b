"use client";

import * as React from "react";
import { DocumentEditorHeader, type EditorHeaderState } from "@/components/documents/editor-header";
import { QuoteStatusBadge } from "@/components/quotes/status-badge";
import type { QuoteDto } from "@/lib/quotes/types";
import { QuoteAssignment } from "./assignment";

/**
 * Number, status and the quote's actions; `children` holds the dialogs' buttons. Under them,
 * who the quote is assigned to and who created and last changed it.
 */
export function EditorHeader({ quote, ...state }: EditorHeaderState & { quote: QuoteDto }) {
  return (
    <DocumentEditorHeader
      {...state}
      backHref="/dashboard/quotes"
      backLabel="All quotes"
      title={`Quote ${quote.displayNumber}`}
      badge={<QuoteStatusBadge status={quote.status} />}
      document={quote}
      source={
        quote.estimateRequestId
          ? {
              href: `/dashboard/estimates?id=${encodeURIComponent(quote.estimateRequestId)}`,
              label: "From an estimate request",
            }
          : null
      }
      formId="quote-form"
      pdfHref={`/api/quotes/${encodeURIComponent(quote.id)}/pdf`}
      canCopyLink={!quote.supersededById}
      notice={
        state.editable && quote.status !== "draft" ? (
          <>
            This quote was sent. Saving changes makes revision {quote.revision + 1} with a new link;
            the old link will point the customer to it.
          </>
        ) : null
      }
      after={<QuoteAssignment quote={quote} />}
    />
  );
}
