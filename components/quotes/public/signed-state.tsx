"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { formatCents } from "@/lib/format";
import type { PublicQuoteDto } from "@/lib/quotes/types";

const noSubscription = () => () => undefined;

/**
 * The signing time in the reader's own time zone; the server (and the hydrating render)
 * writes it in UTC, so the first render matches the HTML and the local time follows.
 */
function SignedAt({ iso }: { iso: string }) {
  const local = React.useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const format = new Intl.DateTimeFormat("en-US", {
    dateStyle: "long",
    timeStyle: "short",
    ...(local ? {} : { timeZone: "UTC" }),
  });
  return <time dateTime={iso}>{`${format.format(new Date(iso))}${local ? "" : " UTC"}`}</time>;
}

/**
 * After approval: who signed and when, the deposit due and how to pay it: online when the
 * company takes cards through Stripe, otherwise directly to the company (nothing here
 * pretends to charge a card).
 */
export function SignedState({
  quote,
  depositDueCents,
  paying,
  onPay,
}: {
  quote: PublicQuoteDto;
  depositDueCents: number;
  paying: boolean;
  onPay: () => void;
}) {
  const { company, signature } = quote;
  const contact = [company.phone, company.email].filter(Boolean).join(" or ");
  return (
    <section
      aria-labelledby="signed-heading"
      className="space-y-3 rounded-lg border border-emerald-600/40 bg-emerald-50 p-4 text-emerald-950 sm:p-6 dark:bg-emerald-950/40 dark:text-emerald-50"
    >
      <h2 id="signed-heading" className="text-lg font-semibold">
        Approved
      </h2>
      {signature && (
        <>
          <p>
            Signed by <strong>{signature.name}</strong> on <SignedAt iso={signature.signedAt} />.
          </p>
          <p className="text-sm">
            Content hash (SHA-256):{" "}
            <code className="font-mono text-xs break-all" data-testid="content-hash">
              {signature.contentHash}
            </code>
            <br />
            The signed PDF&apos;s audit page prints the same hash: if they match, the PDF holds the
            quote exactly as approved.
          </p>
        </>
      )}
      {depositDueCents > 0 ? (
        <>
          <p className="text-base">
            Deposit due: <strong className="tabular-nums">{formatCents(depositDueCents)}</strong>
          </p>
          {quote.onlinePayment ? (
            <Button size="lg" onClick={onPay} disabled={paying}>
              Pay deposit online
            </Button>
          ) : company.paymentInstructions ? (
            <div data-testid="payment-instructions">
              <p>How to pay the deposit to {company.name}:</p>
              <p className="bg-muted mt-1 rounded-md p-3 whitespace-pre-line">
                {company.paymentInstructions}
              </p>
              {contact ? <p className="mt-1 text-sm">Questions: {contact}.</p> : null}
            </div>
          ) : (
            <p>
              {company.name} will tell you how to pay the deposit
              {contact ? <> (contact them at {contact})</> : null}.
            </p>
          )}
        </>
      ) : (
        quote.deposit && <p>The deposit is paid. Thank you!</p>
      )}
    </section>
  );
}
