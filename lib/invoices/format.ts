/**
 * How invoices read to people (docs/invoices.md): status, terms and payment-method labels,
 * and the status shown, which adds "overdue" to the stored one. Free of server code: the
 * dashboard, the public page, the PDF and the mails share it.
 */
import type { InvoicePaymentMethod, InvoiceStatus, InvoiceTerms } from "@prisma/client";
import { addDays } from "@/lib/dates/day";

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus | "overdue", string> = {
  draft: "Draft",
  sent: "Sent",
  viewed: "Viewed",
  partially_paid: "Partially paid",
  paid: "Paid",
  void: "Void",
  overdue: "Overdue",
};

export const INVOICE_TERMS_LABELS: Record<InvoiceTerms, string> = {
  due_on_receipt: "Due on receipt",
  net_7: "Net 7",
  net_15: "Net 15",
  net_30: "Net 30",
};

const TERMS_DAYS: Record<InvoiceTerms, number> = {
  due_on_receipt: 0,
  net_7: 7,
  net_15: 15,
  net_30: 30,
};

export const INVOICE_PAYMENT_METHOD_LABELS: Record<InvoicePaymentMethod, string> = {
  cash: "Cash",
  check: "Check",
  card: "Card (in person)",
  bank_transfer: "Bank transfer",
  stripe: "Card (online)",
  other: "Other",
};

/** The due day of an invoice issued on `issueDate` (YYYY-MM-DD) with these terms. */
export const dueDateFor = (issueDate: string, terms: InvoiceTerms) =>
  addDays(issueDate, TERMS_DAYS[terms]);

/** Statuses in which an invoice is owed money (and may be overdue or take a payment). */
export const OPEN_INVOICE_STATUSES = ["sent", "viewed", "partially_paid"] as const;

/** The status people see: "overdue" for an open invoice due before `today`. */
export function shownInvoiceStatus(
  invoice: { status: InvoiceStatus; dueDate: string },
  today: string,
): InvoiceStatus | "overdue" {
  const open = (OPEN_INVOICE_STATUSES as readonly string[]).includes(invoice.status);
  return open && invoice.dueDate < today ? "overdue" : invoice.status;
}
