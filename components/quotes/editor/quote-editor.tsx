"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { DocumentLoader, DocumentNotFound } from "@/components/documents/document-loader";
import {
  copyCustomerLink,
  DocumentEditorForm,
  EditorColumns,
} from "@/components/documents/editor-form";
import { useDocumentDraft } from "@/components/documents/use-document-draft";
import { lazyNamed } from "@/components/ui/lazy";
import { ListSkeleton } from "@/components/ui/list-states";
import { toast } from "@/components/ui/use-toast";
import { useQuote, useQuoteLink, useSaveQuote, useSendQuote } from "@/components/quotes/queries";
import { toCents } from "@/lib/pricing";
import type { QuoteDto } from "@/lib/quotes/types";
import { isRecordId } from "@/lib/validation/ids";
import { AdjustmentsSection } from "./adjustments";
import { DeleteDraftButton } from "./delete-draft";
import { DetailsSection, MessageSection } from "./details-section";
import { EditorHeader } from "./editor-header";
import { editorReducer, fromQuote, isDirty, priceState, toSaveBody } from "./form-state";
import { LinesSection } from "./lines-section";
import { OptionGroupsSection } from "./option-groups";
import { QuoteTasks } from "./quote-tasks";
import { SendDialog } from "./send-dialog";
import { QuoteServiceDetails } from "./service-details";
import { PaymentsList, Timeline } from "./timeline";
import { TotalsPanel } from "./totals-panel";

// The sections of a quote's later life (sent: payments, deposit, texts; approved: the
// signature, job and invoices; locked: the read-only view) load when the quote has one: a
// draft's editor comes without them (issue 34, "Owner pages").
const ApprovalPanel = lazyNamed(() => import("./approval-panel").then((m) => m.ApprovalPanel));
const DepositDialog = lazyNamed(() => import("./deposit-dialog").then((m) => m.DepositDialog));
const LockedQuote = lazyNamed(() => import("./locked-quote").then((m) => m.LockedQuote));
const Conversation = lazyNamed(() =>
  import("@/components/texts/conversation").then((m) => m.Conversation),
);
const CreateInvoiceFromQuoteDialog = lazyNamed(() =>
  import("@/components/invoices/create-from-quote-dialog").then(
    (m) => m.CreateInvoiceFromQuoteDialog,
  ),
);
const QuoteInvoicingPanel = lazyNamed(() =>
  import("@/components/invoices/quote-invoicing-panel").then((m) => m.QuoteInvoicingPanel),
);
const CreateJobButton = lazyNamed(() =>
  import("@/components/jobs/create-job-button").then((m) => m.CreateJobButton),
);

/** API issue paths a field of the editor shows next to itself. */
const PLACED =
  /^(clientId|title|expiresAt|message|terms|taxRate|lines|discount(\.value)?|deposit(\.value)?|lines\.\d+\.(name|description|quantity|unitPrice|note)|groups\.\d+(\.name)?)$/;

function useCopyLink(prepare: () => Promise<string | null>) {
  const link = useQuoteLink();
  const copy = () =>
    copyCustomerLink(async () => {
      const id = await prepare();
      return id ? (await link.mutateAsync(id)).url : null;
    });
  return { copy, pending: link.isPending };
}

function Workspace({ quote }: { quote: QuoteDto }) {
  const router = useRouter();
  const editable =
    !quote.locked && !quote.supersededById && ["draft", "sent", "viewed"].includes(quote.status);
  const save = useSaveQuote(quote.id);
  const send = useSendQuote();
  const { state, dispatch, errors, dirty, saveNow } = useDocumentDraft({
    document: quote,
    editable,
    reducer: editorReducer,
    fromDocument: fromQuote,
    isDirty,
    save: (current) => save.mutateAsync(toSaveBody(current)),
    notSavedTitle: "Quote not saved",
    // A save of a sent quote makes a new revision: its editor is at its own address.
    onSaved: (next) => {
      if (next.id !== quote.id) router.replace(`/dashboard/quotes/${encodeURIComponent(next.id)}`);
    },
  });
  const breakdown = React.useMemo(() => priceState(state), [state]);
  const paidCents = toCents(quote.totals.paid);

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
        <React.Suspense fallback={null}>
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
        </React.Suspense>
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
      <EditorColumns
        mainClassName="min-w-0"
        summary={
          <>
            {quote.signature ? (
              <React.Suspense fallback={null}>
                <ApprovalPanel quote={quote} />
              </React.Suspense>
            ) : null}
            {quote.status === "approved" ? (
              <React.Suspense fallback={null}>
                <QuoteInvoicingPanel quoteId={quote.id} />
              </React.Suspense>
            ) : null}
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
              <React.Suspense fallback={null}>
                <Conversation target={{ quoteId: quote.id }} id="quote-texts" />
              </React.Suspense>
            ) : null}
            <Timeline events={quote.events} />
            {!quote.supersededById ? <QuoteTasks quote={quote} /> : null}
          </>
        }
      >
        {editable ? (
          <DocumentEditorForm
            id="quote-form"
            label={`Quote ${quote.displayNumber}`}
            errors={errors}
            placed={PLACED}
            totalsHref="#quote-totals-title"
            totalCents={breakdown.totalCents}
            onSave={() =>
              void saveNow(state).then(
                (next) => next && toast({ title: "Quote saved", description: next.displayNumber }),
              )
            }
          >
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
          </DocumentEditorForm>
        ) : (
          <React.Suspense fallback={<ListSkeleton label="Loading the quote" rows={4} />}>
            <LockedQuote quote={quote} />
          </React.Suspense>
        )}
        <div className="mt-8">
          <QuoteServiceDetails quote={quote} />
        </div>
      </EditorColumns>
    </div>
  );
}

const QUOTE_NAMES = { noun: "quote", listHref: "/dashboard/quotes", listLabel: "All quotes" };

/** /dashboard/quotes/[id]: the quote editor, or the read-only record of a closed quote. */
export function QuoteEditorPage({ id }: { id: string }) {
  // An address no quote can have (the API would refuse the id as malformed) is not found too:
  // there is nothing to try again.
  if (!isRecordId(id)) return <DocumentNotFound {...QUOTE_NAMES} />;
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
