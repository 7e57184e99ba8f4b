"use client";

import * as React from "react";
import {
  PublicDocumentPage,
  PublicError,
  PublicPdfLink,
  PublicTextSection,
} from "@/components/documents/public-page";
import { Button } from "@/components/ui/button";
import { QUOTE_CHANGED } from "@/lib/quotes/format";
import type { PublicQuoteDto } from "@/lib/quotes/types";
import { ApiRequestError } from "@/components/query/request-error";
import { isTemporaryFailure, type RetryOptions } from "@/components/query/retry-unavailable";
import { publicQuoteApi, type PublicQuoteApi } from "./api";
import { ServiceDetails } from "./service-details";
import { ApproveForm, type ApproveInput } from "./approve-form";
import { DeclineForm } from "./decline-form";
import { choose, liveTotals, selectionOf } from "./live-totals";
import { QuoteLines } from "./quote-lines";
import { QuoteTotals } from "./quote-totals";
import { preloadSignaturePad } from "./signature-field";
import { SignedState } from "./signed-state";

const longDate = (day: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

type Panel = "none" | "approve" | "decline";
type Action = "approve" | "decline" | "pay";

/**
 * While an answer is tried again after a 503 or a network failure (retry-unavailable.ts),
 * and once the tries are used up: what was kept, and which button sends it again.
 */
const RETRY: Record<Action, { safe: string; gaveUp: string }> = {
  approve: {
    safe: "Your approval is safe",
    gaveUp:
      "We still couldn't reach our server. Nothing you entered was lost: press Approve quote again in a moment.",
  },
  decline: {
    safe: "Your answer is safe",
    gaveUp:
      "We still couldn't reach our server. Nothing you entered was lost: press Decline quote again in a moment.",
  },
  pay: {
    safe: "Nothing was charged",
    gaveUp:
      "We still couldn't reach our server. Nothing was charged: press Pay deposit online again in a moment.",
  },
};

/**
 * The customer's quote (/q/[token]): branding, lines, options with live totals (priced in
 * the browser with the server's own function, then confirmed by the server), and the
 * approve / decline / pay actions. State is the quote as the server last answered it plus
 * the selection being sent; every answer replaces both.
 */
export function PublicQuoteView({
  initialQuote,
  token,
  paymentReturn = null,
  api: apiOverride,
}: {
  initialQuote: PublicQuoteDto;
  token: string;
  /** ?payment=success|cancelled after Stripe Checkout. */
  paymentReturn?: "success" | "cancelled" | null;
  api?: PublicQuoteApi;
}) {
  const api = React.useMemo(() => apiOverride ?? publicQuoteApi(token), [apiOverride, token]);
  const [quote, setQuote] = React.useState(initialQuote);
  const [selection, setSelection] = React.useState(() => selectionOf(initialQuote));
  const [syncing, setSyncing] = React.useState(false);
  const [busy, setBusy] = React.useState(false);
  const [panel, setPanel] = React.useState<Panel>("none");
  const [message, setMessage] = React.useState<string | null>(null);
  // The automatic retry under way: seconds before the next try (0 while it is sent).
  const [waiting, setWaiting] = React.useState<{ action: Action; secondsLeft: number } | null>(
    null,
  );
  // The answer a try sent without hearing back (retried or given up): it may be recorded.
  const mayHaveLanded = React.useRef<Action | null>(null);
  const latest = React.useRef(0);
  const saves = React.useRef<Promise<void>>(Promise.resolve());

  const totals = React.useMemo(() => liveTotals(quote, selection), [quote, selection]);
  const open =
    (quote.status === "sent" || quote.status === "viewed") && quote.supersededBy === null;

  const accept = (next: PublicQuoteDto) => {
    setQuote(next);
    setSelection(selectionOf(next));
  };

  /** A refusal: show the server's words, and show the quote as it now is. */
  const fail = async (error: unknown, action?: Action) => {
    if (action && isTemporaryFailure(error)) {
      setMessage(RETRY[action].gaveUp);
      return;
    }
    if (!(error instanceof ApiRequestError)) {
      setMessage("No connection. Check your network and try again.");
      return;
    }
    const text = error.body?.message ?? "Something went wrong. Please try again.";
    const changed = error.body?.code === QUOTE_CHANGED;
    setMessage(
      changed
        ? "This quote changed while you were reading it. Please review it again before you approve."
        : text,
    );
    if (error.status === 409) {
      try {
        accept(await api.get());
      } catch {
        // the message above already says what went wrong
      }
    }
  };

  const onChoose = (lineId: string, on: boolean) => {
    const next = choose(quote, selection, lineId, on);
    setSelection(next);
    setMessage(null);
    const request = ++latest.current;
    setSyncing(true);
    // One save at a time, in order: two in flight could reach the server in either order and
    // leave it holding the older choice, so the approval's content hash would not match. A
    // choice overtaken while it waited is not sent (the newer one, queued behind, is).
    saves.current = saves.current.then(async () => {
      if (request !== latest.current) return;
      try {
        const answer = await api.select(next);
        if (request === latest.current) accept(answer);
      } catch (error) {
        if (request !== latest.current) return;
        setSelection(selectionOf(quote));
        void fail(error);
      } finally {
        if (request === latest.current) setSyncing(false);
      }
    });
  };

  /**
   * Approve or decline, tried again while the server is unavailable. A try that failed with
   * no answer may have been recorded all the same: when a later try (or press) then hears
   * 409 "already answered", the quote as it now is shows the answer, without an error.
   */
  const run = async (
    action: Exclude<Action, "pay">,
    call: (retry: RetryOptions) => Promise<PublicQuoteDto>,
  ) => {
    const answered = action === "approve" ? "approved" : "declined";
    setBusy(true);
    setMessage(null);
    try {
      accept(
        await call({
          onWaiting: (secondsLeft) => {
            mayHaveLanded.current = action;
            setWaiting({ action, secondsLeft });
          },
        }),
      );
      setPanel("none");
    } catch (error) {
      if (isTemporaryFailure(error)) mayHaveLanded.current = action;
      else if (
        mayHaveLanded.current === action &&
        error instanceof ApiRequestError &&
        error.status === 409
      ) {
        const now = await api.get().catch(() => null);
        if (now?.status === answered) {
          accept(now);
          setPanel("none");
          return;
        }
      }
      await fail(error, action);
    } finally {
      setBusy(false);
      setWaiting(null);
    }
  };

  const approve = (input: ApproveInput) =>
    run("approve", (retry) =>
      api.approve(
        { ...input, consent: true, termsAccepted: true, contentHash: quote.contentHash },
        retry,
      ),
    );
  const decline = (reason: string) => run("decline", (retry) => api.decline(reason, retry));
  const pay = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const { url } = await api.checkout({
        onWaiting: (secondsLeft) => setWaiting({ action: "pay", secondsLeft }),
      });
      setWaiting(null);
      window.location.assign(url);
    } catch (error) {
      setWaiting(null);
      await fail(error, "pay");
      setBusy(false);
    }
  };

  return (
    <PublicDocumentPage company={quote.company}>
      <StatusNotice quote={quote} paymentReturn={paymentReturn} />
      <PublicError message={message} />

      <article className="bg-card text-card-foreground space-y-4 rounded-lg border p-4 shadow-sm sm:p-6">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">Quote {quote.displayNumber}</h1>
          {quote.title && <p className="font-medium">{quote.title}</p>}
          <p className="text-muted-foreground text-sm">
            {quote.client && <>For {quote.client.name}</>}
            {quote.client && quote.expiresAt && " · "}
            {quote.expiresAt && <>Valid until {longDate(quote.expiresAt)}</>}
          </p>
        </div>
        <ServiceDetails quote={quote} token={token} />
        {quote.message && <p className="whitespace-pre-line">{quote.message}</p>}
        <QuoteLines
          quote={quote}
          selection={selection}
          lineTotals={totals.lineTotals}
          editable={open && !busy}
          onChoose={onChoose}
        />
        <QuoteTotals
          totals={totals}
          hasDiscount={quote.discount !== null}
          hasDeposit={quote.deposit !== null}
          syncing={syncing}
        />
        <PublicTextSection id="terms-heading" title="Terms" text={quote.terms} />
      </article>

      {quote.status === "approved" && quote.supersededBy === null && (
        <SignedState
          quote={quote}
          depositDueCents={totals.depositDueCents}
          paying={busy}
          onPay={pay}
        />
      )}

      {open && (
        <section className="bg-card rounded-lg border p-4 sm:p-6" aria-label="Your answer">
          {panel === "approve" ? (
            <ApproveForm
              busy={busy || syncing}
              onApprove={approve}
              onCancel={() => setPanel("none")}
            />
          ) : panel === "decline" ? (
            <DeclineForm busy={busy} onDecline={decline} onCancel={() => setPanel("none")} />
          ) : (
            <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" size="lg" onClick={() => setPanel("decline")}>
                Decline
              </Button>
              <Button
                size="lg"
                onClick={() => setPanel("approve")}
                onPointerEnter={preloadSignaturePad}
                onFocus={preloadSignaturePad}
                onTouchStart={preloadSignaturePad}
              >
                Approve
              </Button>
            </div>
          )}
        </section>
      )}

      {/* Always in the page, so screen readers follow it; only the seconds change as it counts. */}
      <p
        aria-live="polite"
        className="text-muted-foreground text-center text-sm empty:sr-only"
        data-testid="retry-status"
      >
        {waiting &&
          (waiting.secondsLeft > 0 ? (
            <>
              We couldn&apos;t reach our server. {RETRY[waiting.action].safe} — trying again in{" "}
              {waiting.secondsLeft} s…
            </>
          ) : (
            `We couldn't reach our server. ${RETRY[waiting.action].safe} — trying again now…`
          ))}
      </p>

      <PublicPdfLink href={api.pdfUrl} />
      <p className="text-center">
        <a
          href={`/portal?company=${encodeURIComponent(quote.company.slug)}`}
          className="text-muted-foreground text-sm underline underline-offset-4"
        >
          See all your quotes and invoices
        </a>
      </p>
    </PublicDocumentPage>
  );
}

function StatusNotice({
  quote,
  paymentReturn,
}: {
  quote: PublicQuoteDto;
  paymentReturn: "success" | "cancelled" | null;
}) {
  const box = "rounded-md border p-3 text-sm";
  if (quote.supersededBy)
    return (
      <div role="status" className={`${box} border-amber-500/50 bg-amber-50 dark:bg-amber-950/40`}>
        <p className="font-medium">This quote was updated</p>
        <a href={quote.supersededBy} className="font-medium underline underline-offset-4">
          View the updated quote
        </a>
      </div>
    );
  if (quote.status === "expired")
    return (
      <p role="status" className={`${box} bg-muted`}>
        This quote has expired. Contact {quote.company.name} for a new one.
      </p>
    );
  if (quote.status === "declined")
    return (
      <p role="status" className={`${box} bg-muted`}>
        <strong>Declined</strong>. {quote.company.name} has been told.
      </p>
    );
  if (quote.status === "draft")
    return (
      <p role="status" className={`${box} bg-muted`}>
        This quote has not been sent yet and cannot be approved.
      </p>
    );
  if (paymentReturn === "success")
    return (
      <p
        role="status"
        className={`${box} border-emerald-600/40 bg-emerald-50 dark:bg-emerald-950/40`}
      >
        Thank you! Your payment is being confirmed; it shows here once the card company confirms it.
      </p>
    );
  if (paymentReturn === "cancelled")
    return (
      <p role="status" className={`${box} bg-muted`}>
        The payment was cancelled; nothing was charged.
      </p>
    );
  return null;
}
