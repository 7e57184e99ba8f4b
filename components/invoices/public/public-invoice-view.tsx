"use client";

import * as React from "react";
import {
  PublicDocumentPage,
  PublicError,
  PublicPdfLink,
  PublicTextSection,
} from "@/components/documents/public-page";
import { ApiRequestError } from "@/components/query/request-error";
import { Badge } from "@/components/ui/badge";
import { formatLongDay } from "@/lib/dates/day";
import { INVOICE_STATUS_LABELS, INVOICE_TERMS_LABELS } from "@/lib/invoices/format";
import type { PublicInvoiceDto } from "@/lib/invoices/public";
import { formatAddress } from "@/lib/properties/match";
import { cn } from "@/lib/utils";
import { publicInvoiceApi, type PublicInvoiceApi } from "./api";
import { ConfirmingPayment } from "./confirming-payment";
import { HowToPay } from "./how-to-pay";
import { InvoiceLines } from "./invoice-lines";
import { InvoiceTotals } from "./invoice-totals";

export type PaymentReturn = "paid" | "canceled" | null;

const BADGES: Partial<Record<PublicInvoiceDto["shownStatus"], string>> = {
  paid: "border-emerald-600/40 bg-emerald-50 text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100",
  overdue: "border-transparent bg-destructive text-white",
  void: "border-border bg-muted text-muted-foreground",
  partially_paid:
    "border-amber-500/50 bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-50",
};

/**
 * The customer's invoice (/i/[token], docs/invoices.md "Public page"): the company's branding,
 * number and status, dates, client and property, lines and totals, the deposit credited, the
 * payments so far and the balance, then how to pay it (Stripe Checkout, or the company's own
 * instructions) and the PDF. Rendered on the server from the invoice as stored; after a
 * payment the page is rendered again until the webhook has recorded it.
 */
export function PublicInvoiceView({
  invoice,
  token,
  paymentReturn = null,
  api: apiOverride,
}: {
  invoice: PublicInvoiceDto;
  token: string;
  /** ?paid=1 / ?canceled=1 after Stripe Checkout. */
  paymentReturn?: PaymentReturn;
  api?: PublicInvoiceApi;
}) {
  const api = React.useMemo(() => apiOverride ?? publicInvoiceApi(token), [apiOverride, token]);
  const [paying, setPaying] = React.useState(false);
  const [message, setMessage] = React.useState<string | null>(null);
  const confirming =
    paymentReturn === "paid" && invoice.status !== "void" && invoice.howToPay !== null;

  const pay = async () => {
    setPaying(true);
    setMessage(null);
    try {
      const { url } = await api.checkout();
      window.location.assign(url);
    } catch (error) {
      setMessage(
        error instanceof ApiRequestError
          ? (error.body?.message ?? "Something went wrong. Please try again.")
          : "No connection. Check your network and try again.",
      );
      setPaying(false);
    }
  };

  const badge = BADGES[invoice.shownStatus];
  return (
    <PublicDocumentPage company={invoice.company}>
      <StatusNotice invoice={invoice} paymentReturn={paymentReturn} />
      {confirming && <ConfirmingPayment />}
      <PublicError message={message} />

      <article className="bg-card text-card-foreground space-y-4 rounded-lg border p-4 shadow-sm sm:p-6">
        <div className="space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold tracking-tight">Invoice {invoice.number}</h1>
            {badge && (
              <Badge className={cn("text-sm", badge)} data-testid="invoice-status">
                <span className="sr-only">Status: </span>
                {INVOICE_STATUS_LABELS[invoice.shownStatus]}
              </Badge>
            )}
          </div>
          {invoice.title && <p className="font-medium">{invoice.title}</p>}
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Issued</dt>
            <dd>
              <time dateTime={invoice.issueDate}>{formatLongDay(invoice.issueDate)}</time>
            </dd>
            <dt className="text-muted-foreground">Due</dt>
            <dd>
              <time dateTime={invoice.dueDate}>{formatLongDay(invoice.dueDate)}</time>
              <span className="text-muted-foreground">
                {" "}
                ({INVOICE_TERMS_LABELS[invoice.terms]})
              </span>
            </dd>
            {invoice.client && (
              <>
                <dt className="text-muted-foreground">Bill to</dt>
                <dd className="break-words">
                  {invoice.client.name}
                  {invoice.client.address && (
                    <span className="text-muted-foreground block whitespace-pre-line">
                      {invoice.client.address}
                    </span>
                  )}
                </dd>
              </>
            )}
            {invoice.property && (
              <>
                <dt className="text-muted-foreground">Service address</dt>
                <dd className="break-words">{formatAddress(invoice.property)}</dd>
              </>
            )}
          </dl>
        </div>
        <InvoiceLines lines={invoice.lines} />
        <InvoiceTotals invoice={invoice} />
        <PublicTextSection id="notes-heading" title="Notes" text={invoice.notes} />
      </article>

      <HowToPay invoice={invoice} confirming={confirming} paying={paying} onPay={pay} />

      <PublicPdfLink href={api.pdfUrl} />
    </PublicDocumentPage>
  );
}

function StatusNotice({
  invoice,
  paymentReturn,
}: {
  invoice: PublicInvoiceDto;
  paymentReturn: PaymentReturn;
}) {
  const box = "rounded-md border p-3 text-sm";
  if (invoice.status === "void")
    return (
      <p role="status" className={`${box} bg-muted`}>
        <strong>Void</strong>. {invoice.company.name} cancelled this invoice; nothing is owed on it.
      </p>
    );
  if (paymentReturn === "paid")
    return (
      <p
        role="status"
        className={`${box} border-emerald-600/40 bg-emerald-50 dark:bg-emerald-950/40`}
      >
        {invoice.howToPay === null
          ? "Thank you — your payment was received."
          : "Thank you — your payment is being confirmed. It shows here once it is recorded; a bank payment can take a few days."}
      </p>
    );
  if (paymentReturn === "canceled")
    return (
      <p role="status" className={`${box} bg-muted`}>
        The payment was cancelled; nothing was charged.
      </p>
    );
  if (invoice.shownStatus === "overdue")
    return (
      <p role="status" className={`${box} border-destructive/40 bg-destructive/10`}>
        This invoice was due on {formatLongDay(invoice.dueDate)}.
      </p>
    );
  return null;
}
