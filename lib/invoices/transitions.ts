import "server-only";
import type { InvoiceStatus, Prisma } from "@prisma/client";
import { DomainError } from "@/lib/errors";
import { publishAll, type DomainEvent } from "@/lib/events";
import { actorId } from "@/lib/team/actor";

/**
 * The one door of an invoice's status (docs/invoices.md, "Statuses"): the table of allowed
 * transitions and transitionInvoice, which checks it, writes the status with the fields that
 * go with it and publishes the events, in the caller's transaction. Nothing else writes
 * Invoice.status (lib/events/__tests__/seams.test.ts reads the code for it). Overdue is not a
 * status: it is read from the due date (lib/invoices/format.ts).
 */
export const INVOICE_TRANSITIONS = {
  /** Send, or send again (an invoice already out keeps its status). */
  send: { draft: "sent", sent: "sent", viewed: "viewed", partially_paid: "partially_paid" },
  /** Sending an invoice the deposit already covers: nothing is owed. */
  send_settled: { draft: "paid" },
  /** The customer's first view. */
  view: { sent: "viewed" },
  /** A payment that leaves something owed. */
  pay_part: { sent: "partially_paid", viewed: "partially_paid", partially_paid: "partially_paid" },
  /** A payment that settles the balance. */
  pay_all: { sent: "paid", viewed: "paid", partially_paid: "paid" },
  /** A refund that leaves something owed again (status after: partially paid, or sent). */
  reopen_part: { paid: "partially_paid", partially_paid: "partially_paid" },
  reopen_unpaid: { paid: "sent", partially_paid: "sent" },
  /** Void, with a reason: kept, never deleted once sent; payments must be refunded first. */
  void: { draft: "void", sent: "void", viewed: "void", partially_paid: "void", paid: "void" },
} as const satisfies Record<string, Partial<Record<InvoiceStatus, InvoiceStatus>>>;

export type InvoiceAction = keyof typeof INVOICE_TRANSITIONS;

export const INVOICE_TRANSITION_NOT_ALLOWED = "invoice_transition_not_allowed";
export const INVOICE_STATUS_CHANGED = "invoice_status_changed";

const VERBS: Record<InvoiceAction, string> = {
  send: "sent",
  send_settled: "sent",
  view: "marked viewed",
  pay_part: "paid",
  pay_all: "paid",
  reopen_part: "refunded",
  reopen_unpaid: "refunded",
  void: "voided",
};

const LABEL: Record<InvoiceStatus, string> = {
  draft: "a draft",
  sent: "sent",
  viewed: "viewed",
  partially_paid: "partially paid",
  paid: "paid",
  void: "void",
};

/** The status an action leads to from `from`, or null when the table does not allow it. */
export function nextInvoiceStatus(from: InvoiceStatus, action: InvoiceAction) {
  const row: Partial<Record<InvoiceStatus, InvoiceStatus>> = INVOICE_TRANSITIONS[action];
  return row[from] ?? null;
}

/** 409 with a code when the table does not allow `action` from `from`. */
export function assertInvoiceTransition(from: InvoiceStatus, action: InvoiceAction) {
  const to = nextInvoiceStatus(from, action);
  if (!to)
    throw new DomainError(
      "conflict",
      `An invoice that is ${LABEL[from]} cannot be ${VERBS[action]}.`,
      undefined,
      { code: INVOICE_TRANSITION_NOT_ALLOWED },
    );
  return to;
}

/**
 * Moves the invoice by `action` from the status last read, writing `data` with the new
 * status, and publishes `events`. The write is conditional on the status read (and on
 * `also`), so of two concurrent changes one wins and the other is 409 (`raced`), or with
 * `raced: null` returns null and does nothing (a second first view).
 */
export async function transitionInvoice(
  tx: Prisma.TransactionClient,
  invoice: { id: string; companyId: string; status: InvoiceStatus },
  action: InvoiceAction,
  {
    data = {},
    events,
    raced = "The invoice changed; reload it.",
    also = {},
  }: {
    data?: Omit<Prisma.InvoiceUpdateManyMutationInput, "status">;
    also?: Omit<Prisma.InvoiceWhereInput, "id" | "companyId" | "status">;
    events: DomainEvent[];
    raced?: string | null;
  },
): Promise<InvoiceStatus | null> {
  const to = assertInvoiceTransition(invoice.status, action);
  const { count } = await tx.invoice.updateMany({
    where: { ...also, id: invoice.id, companyId: invoice.companyId, status: invoice.status },
    // The member who made the change (none for customers, Stripe and sweeps: left as it was).
    data: { ...data, status: to, updatedById: actorId() },
  });
  if (count !== 1) {
    if (raced === null) return null;
    throw new DomainError("conflict", raced, undefined, { code: INVOICE_STATUS_CHANGED });
  }
  await publishAll(tx, events);
  return to;
}
