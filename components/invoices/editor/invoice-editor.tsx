"use client";

import * as React from "react";
import { DocumentLoader, DocumentNotFound } from "@/components/documents/document-loader";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/components/query/client";
import { pathErrors, unplacedErrors, type PathErrors } from "@/components/documents/path-errors";
import { formatCents } from "@/lib/format";
import { OPEN_INVOICE_STATUSES } from "@/lib/invoices/format";
import type { InvoiceDto } from "@/lib/invoices/queries";
import { toCents } from "@/lib/pricing";
import { invoiceParamsSchema, invoiceSaveSchema } from "@/lib/validation/invoice";
import { useInvoice, useInvoiceLink, useSaveInvoice } from "../queries";
import { AdjustmentsSection } from "./adjustments";
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

/** The body's own problems, as the server would name them (lib/validation/invoice.ts). */
function validate(state: InvoiceEditorState): PathErrors | null {
  const parsed = invoiceSaveSchema.safeParse(toSaveBody(state));
  if (parsed.success) return null;
  const errors: PathErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

function Workspace({ invoice }: { invoice: InvoiceDto }) {
  const editable = invoice.status === "draft" || isOpen(invoice.status);
  const [state, dispatch] = React.useReducer(invoiceEditorReducer, invoice, fromInvoice);
  const [errors, setErrors] = React.useState<PathErrors>({});
  const save = useSaveInvoice(invoice.id);
  const link = useInvoiceLink(invoice.id);
  const saved = React.useMemo(() => fromInvoice(invoice), [invoice]);
  const dirty = editable && isDirty(state, saved);
  const breakdown = React.useMemo(() => priceState(state, invoice), [state, invoice]);

  React.useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  function failed(next: PathErrors, error?: unknown) {
    setErrors(next);
    toast({
      variant: "destructive",
      title: "Invoice not saved",
      description:
        Object.keys(next).length > 0
          ? "Some fields need your attention."
          : (serverMessage(error) ?? "Please try again."),
    });
  }

  async function saveNow(current: InvoiceEditorState): Promise<InvoiceDto | null> {
    const invalid = validate(current);
    if (invalid) {
      failed(invalid);
      return null;
    }
    try {
      const next = await save.mutateAsync(toSaveBody(current));
      setErrors({});
      dispatch({ type: "reset", state: fromInvoice(next) });
      return next;
    } catch (error) {
      failed(pathErrors(error), error);
      return null;
    }
  }

  /** Saves unsaved changes first (before sending); false when the save failed. */
  const prepare = async () => (dirty ? (await saveNow(state)) !== null : true);

  async function copyLink() {
    try {
      const { url } = await link.mutateAsync();
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copied", description: url });
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Could not copy the link",
        description: serverMessage(error) ?? "Please try again.",
      });
    }
  }

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
        onCopyLink={() => void copyLink()}
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
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 content-start gap-8">
          {editable ? (
            <form
              id="invoice-form"
              noValidate
              aria-label={`Invoice ${invoice.number}`}
              className="grid gap-8"
              onSubmit={(event) => {
                event.preventDefault();
                void saveNow(state).then(
                  (next) => next && toast({ title: "Invoice saved", description: next.number }),
                );
              }}
            >
              <ErrorSummary errors={errors} />
              <DetailsSection state={state} errors={errors} dispatch={dispatch} />
              <LinesSection
                state={state}
                lineTotals={breakdown.lines.map((line) => line.totalCents)}
                problems={breakdown.problems}
                errors={errors}
                dispatch={dispatch}
              />
              <AdjustmentsSection state={state} errors={errors} dispatch={dispatch} />
              <NotesSection state={state} errors={errors} dispatch={dispatch} />
              {/* Phones: the live balance stays in sight while lines are edited. */}
              <a
                href="#invoice-totals-title"
                className="bg-background/95 sticky bottom-0 z-10 -mx-4 flex justify-between border-t px-4 py-3 text-sm font-medium sm:-mx-6 sm:px-6 lg:hidden"
              >
                <span>Total {formatCents(breakdown.totalCents)}</span>
                <span className="text-primary">See totals</span>
              </a>
            </form>
          ) : (
            <LockedInvoice invoice={invoice} />
          )}
          <PaymentsTable invoice={invoice} />
        </div>
        <aside className="grid content-start gap-4" aria-label="Summary">
          <InvoiceTotalsPanel live={editable} totals={totals} />
          <RemindersPanel invoice={invoice} />
          <InvoiceTimeline events={invoice.events} />
        </aside>
      </div>
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
  if (!invoiceParamsSchema.safeParse({ id }).success)
    return <DocumentNotFound {...INVOICE_NAMES} />;
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
