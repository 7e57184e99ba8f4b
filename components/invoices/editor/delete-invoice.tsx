"use client";

import * as React from "react";
import { DeleteDocumentButton } from "@/components/documents/delete-document";
import { useDeleteInvoice } from "../queries";

/** Deletes a draft never sent (the API refuses any other) and goes back to the list. */
export function DeleteInvoiceButton({
  invoiceId,
  quoteId,
  number,
}: {
  invoiceId: string;
  quoteId: string | null;
  number: string;
}) {
  const remove = useDeleteInvoice(invoiceId, quoteId);
  return (
    <DeleteDocumentButton
      triggerLabel="Delete"
      title={`Delete ${number}?`}
      description={
        <>
          The draft and its lines are deleted
          {quoteId ? ", and what it billed of the quote can be invoiced again" : ""}. This cannot be
          undone.
        </>
      }
      confirmLabel="Delete invoice"
      mutation={remove}
      deletedToast={{ title: "Draft deleted", description: `${number} was deleted.` }}
      errorTitle="Could not delete the invoice"
      listHref="/dashboard/invoices"
    />
  );
}
