"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { DocumentLoader, DocumentNotFound } from "@/components/documents/document-loader";
import { toast } from "@/components/ui/use-toast";
import { useQuote, useQuoteLink, useSaveQuote, useSendQuote } from "@/components/quotes/queries";
import { ApiRequestError, serverMessage } from "@/components/query/client";
import { formatCents } from "@/lib/format";
import { toCents } from "@/lib/pricing";
import type { QuoteDto } from "@/lib/quotes/types";
import { quoteParamsSchema } from "@/lib/validation/quote";
import { AdjustmentsSection } from "./adjustments";
import { ApprovalPanel } from "./approval-panel";
import { DeleteDraftButton } from "./delete-draft";
import { DepositDialog } from "./deposit-dialog";
import { DetailsSection, MessageSection } from "./details-section";
import { EditorHeader } from "./editor-header";
import {
  editorReducer,
  fromQuote,
  isDirty,
  priceState,
  toSaveBody,
  type EditorState,
} from "./form-state";
import { LinesSection } from "./lines-section";
import { LockedQuote } from "./locked-quote";
import { OptionGroupsSection } from "./option-groups";
import { pathErrors, unplacedErrors, type PathErrors } from "@/components/documents/path-errors";
import { QuoteTasks } from "./quote-tasks";
import { Conversation } from "@/components/texts/conversation";
import { CreateInvoiceFromQuoteDialog } from "@/components/invoices/create-from-quote-dialog";
import { QuoteInvoicingPanel } from "@/components/invoices/quote-invoicing-panel";
import { CreateJobButton } from "@/components/jobs/create-job-button";
import { SendDialog } from "./send-dialog";
import { QuoteServiceDetails } from "./service-details";
import { PaymentsList, Timeline } from "./timeline";
import { TotalsPanel } from "./totals-panel";

/** API issue paths a field of the editor shows next to itself. */
const PLACED =
  /^(clientId|title|expiresAt|message|terms|taxRate|lines|discount(\.value)?|deposit(\.value)?|lines\.\d+\.(name|description|quantity|unitPrice|note)|groups\.\d+(\.name)?)$/;

function ErrorSummary({ errors }: { errors: PathErrors }) {
  const rest = unplacedErrors(errors, (path) => PLACED.test(path));
  if (rest.length === 0) return null;
  return (
    <div role="alert" className="border-destructive/30 bg-destructive/10 rounded-md border p-3">
      <p className="text-destructive text-sm font-medium">Please fix the following:</p>
      <ul className="text-destructive list-disc pl-5 text-sm">
        {rest.map((issue) => (
          <li key={issue.path}>
            {issue.path}: {issue.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

function useCopyLink(prepare: () => Promise<string | null>) {
  const link = useQuoteLink();
  const copy = async () => {
    try {
      const id = await prepare();
      if (!id) return;
      const { url } = await link.mutateAsync(id);
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copied", description: url });
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Could not copy the link",
        description: serverMessage(error) ?? "Please try again.",
      });
    }
  };
  return { copy, pending: link.isPending };
}

function Workspace({ quote }: { quote: QuoteDto }) {
  const router = useRouter();
  const editable =
    !quote.locked && !quote.supersededById && ["draft", "sent", "viewed"].includes(quote.status);
  const [state, dispatch] = React.useReducer(editorReducer, quote, fromQuote);
  const [errors, setErrors] = React.useState<PathErrors>({});
  const save = useSaveQuote(quote.id);
  const send = useSendQuote();
  const saved = React.useMemo(() => fromQuote(quote), [quote]);
  const dirty = editable && isDirty(state, saved);
  const breakdown = React.useMemo(() => priceState(state), [state]);
  const paidCents = toCents(quote.totals.paid);

  React.useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  async function saveNow(current: EditorState): Promise<QuoteDto | null> {
    try {
      const next = await save.mutateAsync(toSaveBody(current));
      setErrors({});
      dispatch({ type: "reset", state: fromQuote(next) });
      if (next.id !== quote.id) router.replace(`/dashboard/quotes/${encodeURIComponent(next.id)}`);
      return next;
    } catch (error) {
      setErrors(pathErrors(error));
      toast({
        variant: "destructive",
        title: "Quote not saved",
        description:
          error instanceof ApiRequestError && error.issues.length > 0
            ? "Some fields need your attention."
            : (serverMessage(error) ?? "Please try again."),
      });
      return null;
    }
  }

  /** Saves unsaved changes first; answers the id of the quote to act on. */
  const prepare = async () => (dirty ? ((await saveNow(state))?.id ?? null) : quote.id);
  const { copy, pending: copying } = useCopyLink(editable ? prepare : async () => quote.id);

  return (
    <div className="space-y-6">
      <EditorHeader
        quote={quote}
        editable={editable}
        dirty={dirty}
        saving={save.isPending}
        copying={copying}
        onCopyLink={() => void copy()}
      >
        {editable ? (
          <SendDialog
            quote={quote}
            prepare={prepare}
            send={(id, to) => send.mutateAsync({ id, to })}
          />
        ) : null}
        {quote.status === "draft" ? (
          <DeleteDraftButton quoteId={quote.id} label={quote.displayNumber} />
        ) : null}
        {quote.status === "approved" && !quote.supersededById ? (
          <>
            <CreateJobButton quoteId={quote.id} />
            <CreateInvoiceFromQuoteDialog quote={quote} />
          </>
        ) : null}
        {quote.status !== "draft" && !quote.supersededById ? (
          <DepositDialog
            quoteId={quote.id}
            dueCents={Math.max(0, toCents(quote.totals.deposit) - paidCents)}
          />
        ) : null}
      </EditorHeader>
      {quote.supersededById ? (
        <p className="rounded-md border p-3 text-sm" role="status">
          This revision was replaced.{" "}
          <Link
            className="text-primary font-medium underline-offset-4 hover:underline"
            href={`/dashboard/quotes/${encodeURIComponent(quote.supersededById)}`}
          >
            Open the current revision
          </Link>
        </p>
      ) : null}
      {quote.status === "declined" ? (
        <p className="rounded-md border p-3 text-sm" role="status">
          The customer declined this quote
          {quote.declineReason ? `: “${quote.declineReason}”` : "."}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          {editable ? (
            <form
              id="quote-form"
              noValidate
              aria-label={`Quote ${quote.displayNumber}`}
              className="grid gap-8"
              onSubmit={(event) => {
                event.preventDefault();
                void saveNow(state).then(
                  (next) =>
                    next && toast({ title: "Quote saved", description: next.displayNumber }),
                );
              }}
            >
              <ErrorSummary errors={errors} />
              <DetailsSection state={state} errors={errors} dispatch={dispatch} />
              <LinesSection
                state={state}
                priced={breakdown.lines}
                errors={errors}
                dispatch={dispatch}
              />
              <OptionGroupsSection
                state={state}
                priced={breakdown.lines}
                errors={errors}
                dispatch={dispatch}
              />
              <AdjustmentsSection state={state} errors={errors} dispatch={dispatch} />
              <MessageSection state={state} errors={errors} dispatch={dispatch} />
              {/* Phones: the live total stays in sight while lines are edited. */}
              <a
                href="#quote-totals-title"
                className="bg-background/95 sticky bottom-0 z-10 -mx-4 flex justify-between border-t px-4 py-3 text-sm font-medium sm:-mx-6 sm:px-6 lg:hidden"
              >
                <span>Total {formatCents(breakdown.totalCents)}</span>
                <span className="text-primary">See totals</span>
              </a>
            </form>
          ) : (
            <LockedQuote quote={quote} />
          )}
          <div className="mt-8">
            <QuoteServiceDetails quote={quote} />
          </div>
        </div>
        <aside className="grid content-start gap-4" aria-label="Summary">
          <ApprovalPanel quote={quote} />
          {quote.status === "approved" ? <QuoteInvoicingPanel quoteId={quote.id} /> : null}
          <TotalsPanel
            live={editable}
            totals={
              editable
                ? { ...breakdown, paidCents }
                : {
                    subtotalCents: toCents(quote.totals.subtotal),
                    discountCents: toCents(quote.totals.discount),
                    taxCents: toCents(quote.totals.tax),
                    totalCents: toCents(quote.totals.total),
                    depositCents: toCents(quote.totals.deposit),
                    paidCents,
                  }
            }
          />
          {quote.status !== "draft" ? <PaymentsList payments={quote.payments} /> : null}
          {quote.status !== "draft" ? (
            <Conversation target={{ quoteId: quote.id }} id="quote-texts" />
          ) : null}
          <Timeline events={quote.events} />
          {!quote.supersededById ? <QuoteTasks quote={quote} /> : null}
        </aside>
      </div>
    </div>
  );
}

const QUOTE_NAMES = { noun: "quote", listHref: "/dashboard/quotes", listLabel: "All quotes" };

/** /dashboard/quotes/[id]: the quote editor, or the read-only record of a closed quote. */
export function QuoteEditorPage({ id }: { id: string }) {
  // An address no quote can have (the API would refuse the id as malformed) is not found too:
  // there is nothing to try again.
  if (!quoteParamsSchema.safeParse({ id }).success) return <DocumentNotFound {...QUOTE_NAMES} />;
  return <QuoteLoader id={id} />;
}

function QuoteLoader({ id }: { id: string }) {
  const quote = useQuote(id);
  return (
    <DocumentLoader query={quote} {...QUOTE_NAMES}>
      {(data) => <Workspace key={data.id} quote={data} />}
    </DocumentLoader>
  );
}
