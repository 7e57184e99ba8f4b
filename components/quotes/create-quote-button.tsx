"use client";

import * as React from "react";
import {
  CreateDocumentButton,
  type CreateButtonLook,
} from "@/components/documents/create-document-button";
import { useCreateQuote, type CreateQuoteInput } from "./queries";

/** Creates a quote (blank, for a client, or from a request) and opens it in the editor. */
export function CreateQuoteButton({
  from = {},
  label = "New quote",
  ...props
}: {
  from?: CreateQuoteInput;
  label?: string;
} & CreateButtonLook) {
  return (
    <CreateDocumentButton
      {...props}
      create={useCreateQuote()}
      from={from}
      label={label}
      href={(quote) => `/dashboard/quotes/${encodeURIComponent(quote.id)}`}
      failedTitle="Could not create the quote"
    />
  );
}
