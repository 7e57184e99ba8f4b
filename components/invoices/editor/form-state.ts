/**
 * The invoice editor's unsaved state and its pure transitions. Inputs keep what the owner
 * typed (strings); the live totals price a sanitised copy with lib/invoices' priceInvoice
 * against the DTO's quoteContext (the same arithmetic the server stores, docs/pricing.md
 * I1-I8), and `toSaveBody` builds the PUT /api/invoices/[id] body. `state.lines` is the body's
 * line order, so an API issue path such as "lines.2.unitPrice" names `state.lines[2]`.
 */
import type { AdjustmentKind } from "@/components/documents/adjustments";
import {
  adjustmentBody,
  blankLineFields,
  changedFrom,
  decimalOrZero,
  orNull,
  pricedAdjustment,
  pricedLineFields,
  savedLineFields,
  serviceLineFields,
  taxRateBody,
  typedLineFields,
  type SavedLineFields,
  type TypedLineFields,
} from "@/components/documents/form-values";
import type { InvoiceTerms } from "@prisma/client";
import { isDay } from "@/lib/dates/day";
import { dueDateFor } from "@/lib/invoices/format";
import { priceInvoice } from "@/lib/invoices/price";
import type { InvoiceDto } from "@/lib/invoices/queries";
import type { ClientSummaryDto } from "@/lib/clients/types";
import type { PricedService } from "@/lib/services/pricing";
import type { ServiceDto } from "@/lib/services/types";
import type { InvoiceSaveInput } from "@/lib/validation/invoice";

export type { AdjustmentKind };

export type InvoiceEditorLine = TypedLineFields & {
  key: string;
  /** The quote line it bills, kept through edits; null for a line added on the invoice. */
  quoteLineId: string | null;
};

export type InvoiceEditorState = {
  client: ClientSummaryDto | null;
  propertyId: string | null;
  title: string;
  notes: string;
  terms: InvoiceTerms;
  issueDate: string;
  dueDate: string;
  /** The owner set the due date: changing the terms or issue date no longer moves it. */
  dueDateEdited: boolean;
  discountType: AdjustmentKind;
  discountValue: string;
  taxRate: string;
  lines: InvoiceEditorLine[];
};

/** The PUT /api/invoices/[id] body (the contract of lib/validation/invoice.ts). */
export type InvoiceSaveBody = InvoiceSaveInput & {
  lines: ({ quoteLineId: string | null } & SavedLineFields)[];
};

let counter = 0;
/** A key for a line that exists only in the browser until saved. */
export function newLineKey() {
  counter += 1;
  return `new-line-${counter}`;
}

/** The due date the terms give, or null while the issue date is not a real day. */
const dueFromTerms = (issueDate: string, terms: InvoiceTerms) =>
  isDay(issueDate) ? dueDateFor(issueDate, terms) : null;

export function fromInvoice(invoice: InvoiceDto): InvoiceEditorState {
  return {
    client: invoice.client ? { ...invoice.client, address: null } : null,
    propertyId: invoice.propertyId,
    title: invoice.title ?? "",
    notes: invoice.notes ?? "",
    terms: invoice.terms,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    dueDateEdited: dueFromTerms(invoice.issueDate, invoice.terms) !== invoice.dueDate,
    discountType: invoice.discount?.type ?? "none",
    discountValue: invoice.discount?.value ?? "",
    taxRate: invoice.taxRate,
    lines: invoice.lines.map((line) => ({
      key: line.id,
      quoteLineId: line.quoteLineId,
      ...typedLineFields(line),
      fee:
        line.feeType && line.feeValue !== null
          ? { name: line.feeName ?? "Fee", type: line.feeType, value: line.feeValue }
          : null,
    })),
  };
}

/**
 * The live totals of the unsaved state, with the invoice's deposit credit and payments:
 * priceInvoice against the quote (I3-I7), so `problems` says what would bill past it.
 */
export function priceState(
  state: InvoiceEditorState,
  invoice: Pick<InvoiceDto, "depositApplied" | "amountPaid" | "quoteContext">,
) {
  return priceInvoice(
    {
      lines: state.lines.map((line) => ({
        quoteLineId: line.quoteLineId,
        ...pricedLineFields(line),
      })),
      discount: pricedAdjustment(state.discountType, state.discountValue),
      taxRate: decimalOrZero(state.taxRate),
      depositApplied: invoice.depositApplied,
      amountPaid: invoice.amountPaid,
    },
    invoice.quoteContext,
  );
}

export function toSaveBody(state: InvoiceEditorState): InvoiceSaveBody {
  return {
    clientId: state.client?.id ?? null,
    propertyId: state.client ? state.propertyId : null,
    title: orNull(state.title),
    notes: orNull(state.notes),
    terms: state.terms,
    issueDate: state.issueDate,
    dueDate: state.dueDate,
    discount: adjustmentBody(state.discountType, state.discountValue),
    taxRate: taxRateBody(state.taxRate),
    lines: state.lines.map((line) => ({
      quoteLineId: line.quoteLineId,
      ...savedLineFields(line),
    })),
  };
}

/** A line the owner adds: billed on top of the quote (quoteLineId null). */
export function customLine(): InvoiceEditorLine {
  return {
    key: newLineKey(),
    quoteLineId: null,
    ...blankLineFields(),
  };
}

/** A price-book line: a snapshot of the service at its customer price (docs/pricing.md M4). */
export function lineFromService(service: PricedService<ServiceDto>): InvoiceEditorLine {
  return {
    key: newLineKey(),
    quoteLineId: null,
    ...serviceLineFields(service),
  };
}

type Fields = Omit<
  InvoiceEditorState,
  "lines" | "client" | "terms" | "issueDate" | "dueDate" | "dueDateEdited"
>;

export type InvoiceEditorAction =
  | { type: "set"; changes: Partial<Fields> }
  | { type: "client"; client: ClientSummaryDto | null }
  | { type: "terms"; terms: InvoiceTerms }
  | { type: "issueDate"; issueDate: string }
  | { type: "dueDate"; dueDate: string }
  | { type: "addLine"; line: InvoiceEditorLine }
  | { type: "updateLine"; key: string; changes: Partial<Omit<InvoiceEditorLine, "key">> }
  | { type: "removeLine"; key: string }
  | { type: "moveLine"; key: string; direction: -1 | 1 }
  | { type: "reset"; state: InvoiceEditorState };

/** The due date follows the issue date and terms until the owner sets it. */
function followTerms(state: InvoiceEditorState): InvoiceEditorState {
  if (state.dueDateEdited) return state;
  const due = dueFromTerms(state.issueDate, state.terms);
  return due ? { ...state, dueDate: due } : state;
}

export function invoiceEditorReducer(
  state: InvoiceEditorState,
  action: InvoiceEditorAction,
): InvoiceEditorState {
  switch (action.type) {
    case "set":
      return { ...state, ...action.changes };
    case "client":
      // A property belongs to its client: another client (or none) clears it.
      return {
        ...state,
        client: action.client,
        propertyId: action.client?.id === state.client?.id ? state.propertyId : null,
      };
    case "terms":
      return followTerms({ ...state, terms: action.terms });
    case "issueDate":
      return followTerms({ ...state, issueDate: action.issueDate });
    case "dueDate":
      return { ...state, dueDate: action.dueDate, dueDateEdited: true };
    case "addLine":
      return { ...state, lines: [...state.lines, action.line] };
    case "updateLine":
      return {
        ...state,
        lines: state.lines.map((line) =>
          line.key === action.key ? { ...line, ...action.changes } : line,
        ),
      };
    case "removeLine":
      return { ...state, lines: state.lines.filter((line) => line.key !== action.key) };
    case "moveLine": {
      const index = state.lines.findIndex((line) => line.key === action.key);
      const target = index + action.direction;
      if (index < 0 || target < 0 || target >= state.lines.length) return state;
      const lines = [...state.lines];
      [lines[index], lines[target]] = [lines[target], lines[index]];
      return { ...state, lines };
    }
    case "reset":
      return action.state;
  }
}

/** Has the owner changed anything since the last load or save? */
export const isDirty = changedFrom(toSaveBody);
