"use client";

import * as React from "react";
import {
  CreateDocumentButton,
  type CreateButtonLook,
} from "@/components/documents/create-document-button";
import { invoiceHref, useCreateInvoice } from "./queries";

/** Creates a draft invoice (blank, or for a client) and opens it in the editor. */
export function CreateInvoiceButton({
  from = {},
  label = "New invoice",
  ...props
}: {
  from?: { clientId: string } | Record<string, never>;
  label?: string;
} & CreateButtonLook) {
  return (
    <CreateDocumentButton
      {...props}
      create={useCreateInvoice()}
      from={from}
      label={label}
      href={(invoice) => invoiceHref(invoice.id)}
      failedTitle="Could not create the invoice"
    />
  );
}
