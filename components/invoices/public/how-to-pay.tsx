"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { formatCents } from "@/lib/format";
import type { PublicInvoiceDto } from "@/lib/invoices/public";
import { toCents } from "@/lib/pricing";

/** The company's phone and email as links: "Call … or email …". */
function ContactLinks({ company }: { company: PublicInvoiceDto["company"] }) {
  const links = [
    company.phone && (
      <a
        key="phone"
        href={`tel:${company.phone.replace(/[^\d+]/g, "")}`}
        className="font-medium underline underline-offset-4"
      >
        {company.phone}
      </a>
    ),
    company.email && (
      <a
        key="email"
        href={`mailto:${company.email}`}
        className="font-medium break-all underline underline-offset-4"
      >
        {company.email}
      </a>
    ),
  ].filter(Boolean);
  if (links.length === 0) return null;
  return (
    <>
      {links.length === 2 ? (
        <>
          {links[0]} or {links[1]}
        </>
      ) : (
        links[0]
      )}
    </>
  );
}

/**
 * How the balance gets paid: "Pay $X" through Stripe Checkout when the company takes cards
 * online, otherwise the company's own payment instructions, or whom to contact. Nothing here
 * pretends to charge: the button only opens Stripe's page, and the payment shows once the
 * verified webhook recorded it.
 */
export function HowToPay({
  invoice,
  confirming,
  paying,
  onPay,
}: {
  invoice: PublicInvoiceDto;
  /** Back from Stripe (?paid=1) and not recorded yet: no second Pay button meanwhile. */
  confirming: boolean;
  paying: boolean;
  onPay: () => void;
}) {
  const { company, howToPay } = invoice;
  const balanceCents = toCents(invoice.totals.balance);
  if (invoice.status === "void") return null;
  if (invoice.status === "paid" || howToPay === null)
    return (
      <section
        aria-label="Payment"
        className="rounded-lg border border-emerald-600/40 bg-emerald-50 p-4 text-emerald-950 sm:p-6 dark:bg-emerald-950/40 dark:text-emerald-50"
      >
        <p className="font-medium">Paid in full. Thank you!</p>
      </section>
    );
  return (
    <section
      aria-labelledby="how-to-pay-heading"
      className="bg-card space-y-3 rounded-lg border p-4 sm:p-6"
    >
      <h2 id="how-to-pay-heading" className="text-lg font-semibold">
        Amount due: <span className="tabular-nums">{formatCents(balanceCents)}</span>
      </h2>
      {howToPay === "online" ? (
        confirming ? null : (
          <div className="space-y-2">
            <Button size="lg" className="w-full sm:w-auto" onClick={onPay} disabled={paying}>
              {paying ? "Opening the payment page…" : `Pay ${formatCents(balanceCents)}`}
            </Button>
            <p className="text-muted-foreground text-sm">
              You pay on Stripe&apos;s secure page; {company.name} never sees your card details.
            </p>
          </div>
        )
      ) : howToPay === "instructions" ? (
        <div data-testid="payment-instructions" className="space-y-1">
          <p>How to pay {company.name}:</p>
          <p className="bg-muted rounded-md p-3 break-words whitespace-pre-line">
            {company.paymentInstructions}
          </p>
          {(company.phone || company.email) && (
            <p className="text-sm">
              Questions: <ContactLinks company={company} />.
            </p>
          )}
        </div>
      ) : (
        <p data-testid="payment-contact">
          Contact {company.name} to pay
          {company.phone || company.email ? (
            <>
              : <ContactLinks company={company} />
            </>
          ) : null}
          .
        </p>
      )}
    </section>
  );
}
