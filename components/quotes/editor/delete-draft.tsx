"use client";

import * as React from "react";
import { DeleteDocumentButton } from "@/components/documents/delete-document";
import { useDeleteQuote } from "@/components/quotes/queries";

/** Deletes a draft (the API refuses any other status) and goes back to the list. */
export function DeleteDraftButton({ quoteId, label }: { quoteId: string; label: string }) {
  const remove = useDeleteQuote(quoteId);
  return (
    <DeleteDocumentButton
      triggerLabel="Delete draft"
      title={`Delete ${label}?`}
      description="The draft and its lines are deleted. This cannot be undone."
      confirmLabel="Delete"
      mutation={remove}
      deletedToast={{ title: "Draft deleted" }}
      errorTitle="Could not delete the draft"
      listHref="/dashboard/quotes"
    />
  );
}
