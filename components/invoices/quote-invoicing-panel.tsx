"use client";

import type * as React from "react";
import Link from "next/link";
import { CheckCircle2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { serverMessage } from "@/components/query/client";
import { formatCurrency } from "@/lib/format";
import { invoiceHref, useQuoteInvoicing } from "./queries";
import { InvoiceStatusBadge } from "./status-badge";

/**
 * A quote's billing on its page: its invoices, what is invoiced, paid (its deposit included)
 * and remaining, with "Fully invoiced" and "Paid" once they are.
 */
export function QuoteInvoicingPanel({ quoteId }: { quoteId: string }) {
  const invoicing = useQuoteInvoicing(quoteId);
  let body: React.ReactNode;
  if (invoicing.isPending)
    body = <Skeleton className="h-24 w-full" aria-label="Loading the invoicing" />;
  else if (invoicing.isError)
    body = (
      <div role="alert" className="grid gap-2 text-sm">
        <p>{serverMessage(invoicing.error) ?? "The invoicing could not be loaded."}</p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => void invoicing.refetch()}
        >
          Try again
        </Button>
      </div>
    );
  else {
    const data = invoicing.data;
    const rows: [string, string][] = [
      ["Invoiced", data.invoiced],
      ["Paid", data.paid],
      ["Remaining", data.remainingToInvoice],
    ];
    body = (
      <div className="grid gap-3">
        {data.fullyInvoiced || data.fullyPaid ? (
          <ul className="flex flex-wrap gap-2" aria-label="Invoicing status">
            {data.fullyInvoiced ? (
              <li className="inline-flex items-center gap-1 rounded-md bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
                <CheckCircle2 aria-hidden="true" className="size-3.5" />
                Fully invoiced
              </li>
            ) : null}
            {data.fullyPaid ? (
              <li className="inline-flex items-center gap-1 rounded-md bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
                <CheckCircle2 aria-hidden="true" className="size-3.5" />
                Fully paid
              </li>
            ) : null}
          </ul>
        ) : null}
        <dl className="space-y-1.5 text-sm">
          {rows.map(([label, amount]) => (
            <div key={label} className="flex justify-between gap-4">
              <dt>{label}</dt>
              <dd className="font-medium" data-testid={`invoicing-${label.toLowerCase()}`}>
                {formatCurrency(amount)}
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-muted-foreground text-xs">
          Paid counts the deposit. Remaining is what is left to invoice
          {Number(data.remainingToPay) > 0
            ? `; ${formatCurrency(data.remainingToPay)} is still to be paid.`
            : "."}
        </p>
        {data.invoices.length === 0 ? (
          <p className="text-muted-foreground text-sm">No invoices yet.</p>
        ) : (
          <ul className="divide-y border-t text-sm" aria-label="Invoices of this quote">
            {data.invoices.map((invoice) => (
              <li key={invoice.id} className="grid gap-1 py-2">
                <span className="flex items-center justify-between gap-2">
                  <Link
                    className="text-primary font-medium underline-offset-4 hover:underline"
                    href={invoiceHref(invoice.id)}
                  >
                    {invoice.number}
                  </Link>
                  <InvoiceStatusBadge status={invoice.status} />
                </span>
                <span className="text-muted-foreground flex justify-between gap-2 text-xs">
                  <span>Total {formatCurrency(invoice.total)}</span>
                  <span>
                    Balance {formatCurrency(invoice.status === "void" ? "0" : invoice.balance)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  return (
    <section aria-labelledby="quote-invoicing-title" className="rounded-lg border p-4">
      <h2 id="quote-invoicing-title" className="mb-3 font-semibold">
        Invoicing
      </h2>
      {body}
    </section>
  );
}
