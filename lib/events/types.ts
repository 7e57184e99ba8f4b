import type { MailMessageData } from "@/lib/queue/kinds";
import type { EventType } from "@/lib/event-names";

/** Who caused an event, as the quote's timeline names it. */
export type Actor = "owner" | "customer" | "system";

type Of<T extends EventType, Fields> = {
  type: T;
  companyId: string;
  /** When it happened (default: now); a sweep stamps its own clock. */
  at?: Date;
} & Fields;

type QuoteFact<T extends EventType, Fields = object> = Of<T, { quoteId: string } & Fields>;
type InvoiceFact<T extends EventType, Fields = object> = Of<T, { invoiceId: string } & Fields>;

/**
 * Every domain event with what its effects need (docs/events.md). Named once, in ./names.ts;
 * its mails, webhook and timeline row are in the table of ./effects.ts.
 */
export type DomainEvent =
  /** `textReply`: the customer gave a phone number and agreed to texts (no reply job otherwise). */
  | Of<"estimate_request.created", { requestId: string; textReply: boolean }>
  | Of<"client.created", { clientId: string }>
  | Of<"client.updated", { clientId: string }>
  | QuoteFact<"quote.created", { detail: string }>
  | QuoteFact<"quote.revised", { detail: string }>
  | QuoteFact<"quote.sent", { to: string; message: string | null }>
  /** `ip`: the viewer's address (clientIp), kept in the timeline row for the audit page. */
  | QuoteFact<"quote.viewed", { ip?: string | null }>
  | QuoteFact<"quote.viewed_again", { ip?: string | null }>
  | QuoteFact<
      "quote.options_changed",
      { detail: string; selectedLineIds: string[]; ip?: string | null }
    >
  | QuoteFact<"quote.approved", { signerName: string; contentHash: string }>
  | QuoteFact<"quote.declined", { reason: string | null }>
  | QuoteFact<"quote.expired", { detail: string }>
  | QuoteFact<"quote.reminder_sent", { day: number; channel?: "mail" | "text" }>
  | QuoteFact<
      "deposit.recorded",
      { paymentId: string; actor: Actor; detail: string; stripeSessionId?: string }
    >
  | Of<
      "service.changed",
      | { serviceId: string; action: "created" | "updated" }
      /** A deleted service: its public shape as it was, read before the delete. */
      | { serviceId: string; action: "deleted"; service: Record<string, unknown> }
    >
  | Of<"account.sign_up_attempted", { message: MailMessageData }>
  | Of<"account.sign_in_locked", { message: MailMessageData }>
  | Of<"support.requested", { message: MailMessageData }>
  // Jobs and visits (docs/jobs.md).
  | Of<"job.created", { jobId: string; detail: string }>
  | Of<"job.scheduled", { jobId: string }>
  | Of<"job.completed", { jobId: string }>
  /** `notify`: the customer's mail (with an .ics); a recurring series tells them once. */
  | Of<"visit.scheduled", { visitId: string; notify?: boolean }>
  | Of<"visit.rescheduled", { visitId: string }>
  | Of<"visit.on_my_way", { visitId: string }>
  | Of<"visit.started", { visitId: string }>
  | Of<"visit.completed", { visitId: string }>
  /** The day-before reminder (keyed by visit and start, so a second sweep sends none). */
  | Of<"visit.reminder_sent", { visitId: string; startAt: string }>
  /** An invitation to the team (docs/team.md): the invitation mail, composed. */
  | Of<"member.invited", { invitationId: string; message: MailMessageData }>
  /** A request or a quote was assigned to a member: their mail, composed (none when unwanted). */
  | Of<"member.assigned", { userId: string; message: MailMessageData | null }>
  /** A customer's text arrived (docs/texts.md): the owner's notification mail, composed. */
  | Of<"text.received", { messageId: string; message: MailMessageData }>
  /** The owner answered a conversation: the queued TextMessage row is sent. */
  | Of<"text.replied", { messageId: string }>
  // Invoices and their payments (docs/invoices.md).
  | InvoiceFact<"invoice.created", { detail: string }>
  | InvoiceFact<"invoice.revised", { detail: string; revision: number }>
  | InvoiceFact<"invoice.sent", { to: string; message: string | null }>
  | InvoiceFact<"invoice.viewed", { ip?: string | null }>
  /** The balance reached 0: by the owner's record, or online (`customer`). */
  | InvoiceFact<"invoice.paid", { actor: Actor }>
  | InvoiceFact<"invoice.overdue", { dueDate: string }>
  | InvoiceFact<"invoice.voided", { reason: string }>
  /** `day`: the offset from the due date (Company.invoiceReminderDays). */
  | InvoiceFact<"invoice.reminder_sent", { day: number }>
  | InvoiceFact<
      "payment.recorded",
      { paymentId: string; actor: Actor; detail: string; stripeSessionId?: string }
    >
  | InvoiceFact<"payment.refunded", { paymentId: string; detail: string }>
  /** A review request after a paid invoice: its mail. */
  | Of<"review.requested", { reviewRequestId: string; clientId: string }>
  /** A customer asked for a portal sign-in link: the composed mail with the link. */
  | Of<"portal.link_requested", { message: MailMessageData }>;

export type EventOf<T extends DomainEvent["type"]> = Extract<DomainEvent, { type: T }>;
