"use client";

import * as React from "react";
import { DocumentAdjustmentsSection } from "@/components/documents/adjustments";
import { DocumentLoader, DocumentNotFound } from "@/components/documents/document-loader";
import {
  copyCustomerLink,
  DocumentEditorForm,
  EditorColumns,
} from "@/components/documents/editor-form";
import { useDocumentDraft } from "@/components/documents/use-document-draft";
import { toast } from "@/components/ui/use-toast";
import type { PathErrors } from "@/components/documents/path-errors";
import { OPEN_INVOICE_STATUSES } from "@/lib/invoices/format";
import type { InvoiceDto } from "@/lib/invoices/queries";
import { toCents } from "@/lib/pricing";
import { isRecordId } from "@/lib/validation/ids";
import { loadInvoiceSchemas } from "./schemas";
import { useInvoice, useInvoiceLink, useSaveInvoice } from "../queries";
import { DeleteInvoiceButton } from "./delete-invoice";
import { DetailsSection, NotesSection } from "./details-section";
import { InvoiceEditorHeader } from "./editor-header";
import {
  fromInvoice,
  invoiceEditorReducer,
  isDirty,
  priceState,
  toSaveBody,
  type InvoiceEditorState,
} from "./form-state";
import { LinesSection } from "./lines-section";
import { LockedInvoice } from "./locked-invoice";
import { RecordPaymentDialog } from "./payment-dialog";
import { PaymentsTable } from "./payments-table";
import { RemindersPanel } from "./reminders-panel";
import { SendInvoiceDialog } from "./send-dialog";
import { InvoiceTimeline } from "./timeline";
import { InvoiceTotalsPanel } from "./totals-panel";
import { VoidInvoiceDialog } from "./void-dialog";

/** API issue paths a field of the editor shows next to itself. */
const PLACED =
  /^(clientId|propertyId|title|notes|terms|issueDate|dueDate|taxRate|lines|discount(\.value)?|lines\.\d+\.(name|description|quantity|unitPrice))$/;

const isOpen = (status: InvoiceDto["status"]) =>
  (OPEN_INVOICE_STATUSES as readonly string[]).includes(status);

/** The body's own problems, as the server would name them (lib/validation/invoice.ts). */
async function validate(state: InvoiceEditorState): Promise<PathErrors | null> {
  const { invoiceSaveSchema } = await loadInvoiceSchemas();
  const parsed = invoiceSaveSchema.safeParse(toSaveBody(state));
  if (parsed.success) return null;
  const errors: PathErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

function Workspace({ invoice }: { invoice: InvoiceDto }) {
  const editable = invoice.status === "draft" || isOpen(invoice.status);
  const save = useSaveInvoice(invoice.id);
  const link = useInvoiceLink(invoice.id);
  const { state, dispatch, errors, dirty, saveNow } = useDocumentDraft({
    document: invoice,
    editable,
    reducer: invoiceEditorReducer,
    fromDocument: fromInvoice,
    isDirty,
    save: (current) => save.mutateAsync(toSaveBody(current)),
    validate,
    notSavedTitle: "Invoice not saved",
  });
  const breakdown = React.useMemo(() => priceState(state, invoice), [state, invoice]);

  /** Saves unsaved changes first (before sending); false when the save failed. */
  const prepare = async () => (dirty ? (await saveNow(state)) !== null : true);

  const totals = editable
    ? breakdown
    : {
        subtotalCents: toCents(invoice.subtotal),
        discountCents: toCents(invoice.discountAmount),
        taxCents: toCents(invoice.taxAmount),
        totalCents: toCents(invoice.total),
        depositAppliedCents: toCents(invoice.depositApplied),
        paidCents: toCents(invoice.amountPaid),
        balanceCents: invoice.status === "void" ? 0 : toCents(invoice.balance),
      };

  return (
    <div className="space-y-6">
      <InvoiceEditorHeader
        invoice={invoice}
        editable={editable}
        dirty={dirty}
        saving={save.isPending}
        copying={link.isPending}
        onCopyLink={() => void copyCustomerLink(async () => (await link.mutateAsync()).url)}
      >
        {editable ? <SendInvoiceDialog invoice={invoice} prepare={prepare} /> : null}
        {invoice.status !== "void" ? (
          // Kept while paid (disabled) so the dialog that settled it closes itself.
          <RecordPaymentDialog
            invoiceId={invoice.id}
            balance={invoice.balance}
            today={invoice.today}
            disabledReason={
              invoice.status === "draft"
                ? "Send the invoice first to record a payment."
                : invoice.status === "paid"
                  ? "Paid in full: nothing is owed."
                  : undefined
            }
          />
        ) : null}
        {invoice.status !== "void" ? (
          <VoidInvoiceDialog
            invoiceId={invoice.id}
            number={invoice.number}
            disabledReason={
              toCents(invoice.amountPaid) > 0
                ? "Money was paid on this invoice: refund the payments before voiding it."
                : undefined
            }
          />
        ) : null}
        {invoice.status === "draft" && !invoice.sentAt ? (
          <DeleteInvoiceButton
            invoiceId={invoice.id}
            quoteId={invoice.quoteId}
            number={invoice.number}
          />
        ) : null}
      </InvoiceEditorHeader>
      <EditorColumns
        mainClassName="grid min-w-0 content-start gap-8"
        summary={
          <>
            <InvoiceTotalsPanel live={editable} totals={totals} />
            <RemindersPanel invoice={invoice} />
            <InvoiceTimeline events={invoice.events} />
          </>
        }
      >
        {editable ? (
          <DocumentEditorForm
            id="invoice-form"
            label={`Invoice ${invoice.number}`}
            errors={errors}
            placed={PLACED}
            totalsHref="#invoice-totals-title"
            totalCents={breakdown.totalCents}
            onSave={() =>
              void saveNow(state).then(
                (next) => next && toast({ title: "Invoice saved", description: next.number }),
              )
            }
          >
            <DetailsSection state={state} errors={errors} dispatch={dispatch} />
            <LinesSection
              state={state}
              lineTotals={breakdown.lines.map((line) => line.totalCents)}
              problems={breakdown.problems}
              errors={errors}
              dispatch={dispatch}
            />
            <DocumentAdjustmentsSection
              titleId="invoice-adjustments-title"
              title="Discount and tax"
              discountId="invoice-discount"
              taxRateId="invoice-tax-rate"
              state={state}
              errors={errors}
              onChange={(changes) => dispatch({ type: "set", changes })}
            />
            <NotesSection state={state} errors={errors} dispatch={dispatch} />
          </DocumentEditorForm>
        ) : (
          <LockedInvoice invoice={invoice} />
        )}
        <PaymentsTable invoice={invoice} />
      </EditorColumns>
    </div>
  );
}

const INVOICE_NAMES = {
  noun: "invoice",
  listHref: "/dashboard/invoices",
  listLabel: "All invoices",
};

/** /dashboard/invoices/[id]: the invoice editor, or the read-only record of a paid or void one. */
export function InvoiceEditorPage({ id }: { id: string }) {
  // An address no invoice can have is not found too: there is nothing to try again.
  if (!isRecordId(id)) return <DocumentNotFound {...INVOICE_NAMES} />;
  return <InvoiceLoader id={id} />;
}

function InvoiceLoader({ id }: { id: string }) {
  const invoice = useInvoice(id);
  return (
    <DocumentLoader query={invoice} {...INVOICE_NAMES}>
      {(data) => <Workspace key={data.id} invoice={data} />}
    </DocumentLoader>
  );
}
