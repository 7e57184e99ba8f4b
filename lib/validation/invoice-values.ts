/**
 * The values an invoice's filters, terms and hand-recorded payments may take: the lists the
 * invoice schemas (./invoice.ts) accept, kept free of zod so the editor
 * can show them without loading the schemas (as ./quote-values.ts for quotes).
 */
export const INVOICE_STATUS_FILTERS = [
  "draft",
  "sent",
  "viewed",
  "partially_paid",
  "paid",
  "void",
  "overdue",
  "unpaid",
] as const;
export type InvoiceStatusFilter = (typeof INVOICE_STATUS_FILTERS)[number];

export const INVOICE_TERMS_VALUES = ["due_on_receipt", "net_7", "net_15", "net_30"] as const;
export const MANUAL_INVOICE_PAYMENT_METHODS = [
  "cash",
  "check",
  "card",
  "bank_transfer",
  "other",
] as const;
