/** Fixtures of the invoice component tests (the fetch and render helpers are the quotes'). */
import type { InvoiceDto } from "@/lib/invoices/queries";

type Line = InvoiceDto["lines"][number];

export function invoiceLine(overrides: Partial<Line> & { id: string; name: string }): Line {
  return {
    quoteLineId: null,
    serviceId: null,
    description: null,
    unitType: "flat",
    unitPrice: "0.00",
    quantity: "1",
    feeName: null,
    feeType: null,
    feeValue: null,
    lineTotal: "0.00",
    ...overrides,
  };
}

export function draftInvoice(overrides: Partial<InvoiceDto> = {}): InvoiceDto {
  return {
    id: "i1",
    number: "INV-0001",
    revision: 1,
    status: "draft",
    shownStatus: "draft",
    overdue: false,
    title: null,
    clientId: null,
    client: null,
    quoteId: null,
    quoteNumber: null,
    serviceAddress: null,
    propertyId: null,
    issueDate: "2026-11-23",
    dueDate: "2026-11-23",
    terms: "due_on_receipt",
    subtotal: "0.00",
    discountAmount: "0.00",
    taxAmount: "0.00",
    total: "0.00",
    depositApplied: "0.00",
    amountPaid: "0.00",
    balance: "0.00",
    notes: null,
    publicUrl: null,
    sentAt: null,
    sentTo: null,
    firstViewedAt: null,
    paidAt: null,
    voidedAt: null,
    voidReason: null,
    lines: [],
    discount: null,
    taxRate: "0",
    remindersEnabled: true,
    remindersSent: [],
    remindersMailed: [],
    reminderDays: [-3, 0, 7, 14],
    payments: [],
    events: [],
    quoteContext: null,
    today: "2026-11-23",
    createdAt: "2026-11-23T10:00:00.000Z",
    updatedAt: "2026-11-23T10:00:00.000Z",
    ...overrides,
  };
}
