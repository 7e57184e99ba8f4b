import "server-only";
import type { SqlDb } from "@/lib/db/statements";
import type { MailJob, MailMessageData, TextJob } from "@/lib/queue/kinds";
import {
  readClient,
  readEstimateRequest,
  readInvoice,
  readInvoicePayment,
  readJob,
  readPayment,
  readQuote,
  readService,
  readVisit,
} from "@/lib/resources";
import type { EventType, InternalEventType, WebhookEventType } from "@/lib/event-names";
import type { Actor, EventOf } from "./types";

/** The quote timeline's row types (QuoteEvent.type), one per quote event that has a row. */
export type QuoteTimelineType =
  | "created"
  | "revised"
  | "sent"
  | "viewed"
  | "options_changed"
  | "approved"
  | "declined"
  | "expired"
  | "reminder_sent"
  | "deposit_recorded";

/** The invoice timeline's row types (InvoiceEvent.type). */
export type InvoiceTimelineType =
  | "created"
  | "revised"
  | "sent"
  | "viewed"
  | "payment_recorded"
  | "payment_refunded"
  | "paid"
  | "overdue"
  | "voided"
  | "reminder_sent";

type Row = { actor: Actor; detail: string; data?: Record<string, unknown> };

/** A row of a quote's timeline (QuoteEvent) or of an invoice's (InvoiceEvent). */
export type TimelineEntry =
  | (Row & { quoteId: string; type: QuoteTimelineType })
  | (Row & { invoiceId: string; type: InvoiceTimelineType });

type Effects<E> = {
  /** The row of the quote's timeline. */
  timeline?: (event: E) => TimelineEntry;
  /** The mails to queue (each a job of the mail queue). */
  mails?: (event: E) => MailJob[];
  /**
   * The texts to queue (each a job of the texts queue, docs/texts.md); `held` ones wait out
   * the company's quiet hours.
   */
  texts?: (event: E) => { job: TextJob; held: boolean }[];
};
type WebhookEffects<E> = Effects<E> & {
  /** The webhook body's `data` (the resource's public shape), read in the transaction. */
  webhook: (db: SqlDb, event: E) => Promise<{ data: object; action?: string }>;
};

const quoteData = async (db: SqlDb, event: { quoteId: string }) => ({
  data: await readQuote(db, event.quoteId),
});
const clientData = async (db: SqlDb, event: { clientId: string }) => ({
  data: await readClient(db, event.clientId),
});
const ownerUpdate =
  (update: "viewed" | "approved" | "declined") =>
  (event: { companyId: string; quoteId: string }): MailJob[] => [
    {
      kind: "quote-owner-update",
      companyId: event.companyId,
      quoteId: event.quoteId,
      event: update,
    },
  ];
/** The timeline row's `data` with the customer's address, when it is known. */
const withIp = (ip: string | null | undefined): { data?: { ip: string } } =>
  ip && ip !== "unknown" ? { data: { ip } } : {};
const invoiceData = async (db: SqlDb, event: { invoiceId: string }) => ({
  data: await readInvoice(db, event.invoiceId),
});
const invoicePaymentData = async (db: SqlDb, event: { paymentId: string }) => ({
  data: await readInvoicePayment(db, event.paymentId),
});
const receipt = (event: { companyId: string; paymentId: string }): MailJob[] => [
  {
    kind: "invoice-receipt",
    companyId: event.companyId,
    paymentId: event.paymentId,
    key: `invoice-receipt:${event.paymentId}`,
  },
];
const jobData = async (db: SqlDb, event: { jobId: string }) => ({
  data: await readJob(db, event.jobId),
});
const visitData = async (db: SqlDb, event: { visitId: string }) => ({
  data: await readVisit(db, event.visitId),
});
const accountMail = (event: { companyId: string; message: MailMessageData }): MailJob[] => [
  { kind: "message", companyId: event.companyId, message: event.message },
];

/**
 * What each event does besides the write that caused it (docs/events.md): its timeline row,
 * its mails and, for the webhook events, the resource its webhook carries. publish() reads
 * this table; no caller queues a mail, writes a timeline row or announces a webhook itself.
 */
export const EVENT_EFFECTS: { [T in WebhookEventType]: WebhookEffects<EventOf<T>> } & {
  [T in InternalEventType]: Effects<EventOf<T>>;
} = {
  "estimate_request.created": {
    // The owner's notification and the customer's confirmation (spam publishes no event).
    mails: (event) => [
      { kind: "estimate-request", companyId: event.companyId, requestId: event.requestId },
      {
        kind: "estimate-request-confirmation",
        companyId: event.companyId,
        requestId: event.requestId,
      },
    ],
    // The instant reply by text: the customer just asked, so quiet hours do not hold it. Only
    // for a customer who gave a number and agreed to texts: the job re-checks both, with the
    // company's setting, but a request without them (most web requests) queues no job to drop.
    texts: (event) =>
      event.textReply
        ? [
            {
              job: {
                kind: "request-reply",
                companyId: event.companyId,
                requestId: event.requestId,
                key: `text:request-reply:${event.requestId}`,
              },
              held: false,
            },
          ]
        : [],
    webhook: async (db, event) => ({ data: await readEstimateRequest(db, event.requestId) }),
  },
  "client.created": { webhook: clientData },
  "client.updated": { webhook: clientData },
  "quote.created": {
    timeline: (event) => ({
      quoteId: event.quoteId,
      type: "created",
      actor: "owner",
      detail: event.detail,
    }),
    webhook: quoteData,
  },
  "quote.revised": {
    timeline: (event) => ({
      quoteId: event.quoteId,
      type: "revised",
      actor: "owner",
      detail: event.detail,
    }),
  },
  "quote.sent": {
    timeline: (event) => ({
      quoteId: event.quoteId,
      type: "sent",
      actor: "owner",
      detail: `Sent to ${event.to}`,
    }),
    mails: (event) => [
      {
        kind: "quote-sent",
        companyId: event.companyId,
        quoteId: event.quoteId,
        to: event.to,
        message: event.message,
      },
    ],
    texts: (event) => [
      {
        job: { kind: "quote-sent", companyId: event.companyId, quoteId: event.quoteId },
        held: true,
      },
    ],
    webhook: quoteData,
  },
  "quote.viewed": {
    timeline: (event) => ({
      quoteId: event.quoteId,
      type: "viewed",
      actor: "customer",
      detail: "Opened by the customer for the first time",
      ...withIp(event.ip),
    }),
    mails: ownerUpdate("viewed"),
    webhook: quoteData,
  },
  "quote.viewed_again": {
    timeline: (event) => ({
      quoteId: event.quoteId,
      type: "viewed",
      actor: "customer",
      detail: "Opened again",
      ...withIp(event.ip),
    }),
  },
  "quote.options_changed": {
    timeline: (event) => ({
      quoteId: event.quoteId,
      type: "options_changed",
      actor: "customer",
      detail: event.detail,
      data: { selectedLineIds: event.selectedLineIds, ...withIp(event.ip).data },
    }),
  },
  "quote.approved": {
    timeline: (event) => ({
      quoteId: event.quoteId,
      type: "approved",
      actor: "customer",
      detail: `Approved and signed by ${event.signerName}`,
      data: { contentHash: event.contentHash },
    }),
    // The owner's news and the customer's signed copy.
    mails: (event) => [
      ...ownerUpdate("approved")(event),
      { kind: "quote-approved-customer", companyId: event.companyId, quoteId: event.quoteId },
    ],
    webhook: quoteData,
  },
  "quote.declined": {
    timeline: (event) => ({
      quoteId: event.quoteId,
      type: "declined",
      actor: "customer",
      detail: event.reason ? `Declined: ${event.reason}` : "Declined",
    }),
    mails: ownerUpdate("declined"),
    webhook: quoteData,
  },
  "quote.expired": {
    timeline: (event) => ({
      quoteId: event.quoteId,
      type: "expired",
      actor: "system",
      detail: event.detail,
    }),
    webhook: quoteData,
  },
  "quote.reminder_sent": {
    timeline: (event) => ({
      quoteId: event.quoteId,
      type: "reminder_sent",
      actor: "system",
      detail: `${event.channel === "text" ? "Follow-up text" : "Reminder"} sent (${event.day} day${event.day === 1 ? "" : "s"} after sending)`,
      data: { day: event.day, ...(event.channel === "text" ? { channel: "text" } : {}) },
    }),
    // A follow-up step goes by text or by mail (Company.quoteReminderTextDays, docs/texts.md).
    texts: (event) =>
      event.channel === "text"
        ? [
            {
              job: {
                kind: "quote-follow-up",
                companyId: event.companyId,
                quoteId: event.quoteId,
                day: event.day,
                key: `text:quote-follow-up:${event.quoteId}:${event.day}`,
              },
              held: true,
            },
          ]
        : [],
    mails: (event) =>
      event.channel === "text"
        ? []
        : [
            {
              kind: "quote-reminder",
              companyId: event.companyId,
              quoteId: event.quoteId,
              day: event.day,
              // One reminder per quote and day offset, whatever runs the sweep twice.
              key: `quote-reminder:${event.quoteId}:${event.day}`,
            },
          ],
  },
  "deposit.recorded": {
    timeline: (event) => ({
      quoteId: event.quoteId,
      type: "deposit_recorded",
      actor: event.actor,
      detail: event.detail,
      data: {
        paymentId: event.paymentId,
        ...(event.stripeSessionId ? { stripeSessionId: event.stripeSessionId } : {}),
      },
    }),
    mails: (event) => [
      { kind: "deposit-receipt", companyId: event.companyId, paymentId: event.paymentId },
    ],
    webhook: async (db, event) => ({ data: await readPayment(db, event.paymentId) }),
  },
  "service.changed": {
    webhook: async (db, event) => ({
      action: event.action,
      data: event.action === "deleted" ? event.service : await readService(db, event.serviceId),
    }),
  },
  "account.sign_up_attempted": { mails: accountMail },
  "account.sign_in_locked": { mails: accountMail },
  "support.requested": { mails: accountMail },
  "member.invited": { mails: accountMail },
  "member.assigned": {
    mails: (event) => (event.message ? accountMail({ ...event, message: event.message }) : []),
  },
  "text.received": { mails: accountMail },
  "invoice.created": {
    timeline: (event) => ({
      invoiceId: event.invoiceId,
      type: "created",
      actor: "owner",
      detail: event.detail,
    }),
    webhook: invoiceData,
  },
  "invoice.revised": {
    timeline: (event) => ({
      invoiceId: event.invoiceId,
      type: "revised",
      actor: "owner",
      detail: event.detail,
      data: { revision: event.revision },
    }),
  },
  "invoice.sent": {
    timeline: (event) => ({
      invoiceId: event.invoiceId,
      type: "sent",
      actor: "owner",
      detail: `Sent to ${event.to}`,
    }),
    mails: (event) => [
      {
        kind: "invoice-sent",
        companyId: event.companyId,
        invoiceId: event.invoiceId,
        to: event.to,
        message: event.message,
      },
    ],
    texts: (event) => [
      {
        job: { kind: "invoice-sent", companyId: event.companyId, invoiceId: event.invoiceId },
        held: true,
      },
    ],
    webhook: invoiceData,
  },
  "invoice.viewed": {
    timeline: (event) => ({
      invoiceId: event.invoiceId,
      type: "viewed",
      actor: "customer",
      detail: "Opened by the customer for the first time",
      ...withIp(event.ip),
    }),
  },
  "invoice.paid": {
    timeline: (event) => ({
      invoiceId: event.invoiceId,
      type: "paid",
      actor: event.actor,
      detail: "Paid in full",
    }),
    // The owner hears of money paid online; what they recorded themselves they know. The
    // review request is the paid transition's (lib/invoices/reviews.ts), not a mail here.
    mails: (event) =>
      event.actor === "customer"
        ? [
            {
              kind: "invoice-owner-paid",
              companyId: event.companyId,
              invoiceId: event.invoiceId,
              key: `invoice-owner-paid:${event.invoiceId}`,
            },
          ]
        : [],
    webhook: invoiceData,
  },
  "invoice.overdue": {
    timeline: (event) => ({
      invoiceId: event.invoiceId,
      type: "overdue",
      actor: "system",
      detail: `Overdue: it was due on ${event.dueDate}`,
    }),
    webhook: invoiceData,
  },
  "invoice.voided": {
    timeline: (event) => ({
      invoiceId: event.invoiceId,
      type: "voided",
      actor: "owner",
      detail: `Voided: ${event.reason}`,
    }),
    webhook: invoiceData,
  },
  "invoice.reminder_sent": {
    timeline: (event) => ({
      invoiceId: event.invoiceId,
      type: "reminder_sent",
      actor: "system",
      detail:
        event.day === 0
          ? "Reminder sent (due today)"
          : event.day < 0
            ? `Reminder sent (${-event.day} day${event.day === -1 ? "" : "s"} before the due date)`
            : `Reminder sent (${event.day} day${event.day === 1 ? "" : "s"} overdue)`,
      data: { day: event.day },
    }),
    mails: (event) => [
      {
        kind: "invoice-reminder",
        companyId: event.companyId,
        invoiceId: event.invoiceId,
        day: event.day,
        // One reminder per invoice and day offset, whatever runs the sweep twice.
        key: `invoice-reminder:${event.invoiceId}:${event.day}`,
      },
    ],
    texts: (event) => [
      {
        job: {
          kind: "invoice-reminder",
          companyId: event.companyId,
          invoiceId: event.invoiceId,
          day: event.day,
          key: `text:invoice-reminder:${event.invoiceId}:${event.day}`,
        },
        held: true,
      },
    ],
  },
  "payment.recorded": {
    timeline: (event) => ({
      invoiceId: event.invoiceId,
      type: "payment_recorded",
      actor: event.actor,
      detail: event.detail,
      data: {
        paymentId: event.paymentId,
        ...(event.stripeSessionId ? { stripeSessionId: event.stripeSessionId } : {}),
      },
    }),
    mails: receipt,
    webhook: invoicePaymentData,
  },
  "payment.refunded": {
    timeline: (event) => ({
      invoiceId: event.invoiceId,
      type: "payment_refunded",
      actor: "owner",
      detail: event.detail,
      data: { paymentId: event.paymentId },
    }),
    mails: receipt,
    webhook: invoicePaymentData,
  },
  "review.requested": {
    mails: (event) => [
      {
        kind: "review-request",
        companyId: event.companyId,
        reviewRequestId: event.reviewRequestId,
        key: `review-request:${event.reviewRequestId}`,
      },
    ],
  },
  "portal.link_requested": { mails: accountMail },
  // Jobs and visits (docs/jobs.md): the customer's mails are about visits only.
  "job.created": { webhook: jobData },
  "job.scheduled": { webhook: jobData },
  "job.completed": { webhook: jobData },
  "visit.scheduled": {
    // The booking with its .ics; a recurring series tells the customer once (its first visit).
    mails: (event) =>
      event.notify === false
        ? []
        : [
            {
              kind: "visit-booked",
              companyId: event.companyId,
              visitId: event.visitId,
              update: false,
              key: `visit-booked:${event.visitId}`,
            },
          ],
    texts: (event) =>
      event.notify === false
        ? []
        : [
            {
              job: {
                kind: "visit-booked",
                companyId: event.companyId,
                visitId: event.visitId,
                update: false,
                key: `text:visit-booked:${event.visitId}`,
              },
              held: true,
            },
          ],
    webhook: visitData,
  },
  "visit.rescheduled": {
    // An updated .ics for each move: keyed by the move's time, so each move mails once.
    mails: (event) => [
      {
        kind: "visit-booked",
        companyId: event.companyId,
        visitId: event.visitId,
        update: true,
        key: `visit-booked:${event.visitId}:${(event.at ?? new Date()).getTime()}`,
      },
    ],
    texts: (event) => [
      {
        job: {
          kind: "visit-booked",
          companyId: event.companyId,
          visitId: event.visitId,
          update: true,
          key: `text:visit-booked:${event.visitId}:${(event.at ?? new Date()).getTime()}`,
        },
        held: true,
      },
    ],
  },
  "visit.on_my_way": {
    mails: (event) => [
      {
        kind: "visit-on-my-way",
        companyId: event.companyId,
        visitId: event.visitId,
        key: `visit-on-my-way:${event.visitId}`,
      },
    ],
    // The technician is driving now: quiet hours do not hold it.
    texts: (event) => [
      {
        job: {
          kind: "visit-on-my-way",
          companyId: event.companyId,
          visitId: event.visitId,
          key: `text:visit-on-my-way:${event.visitId}`,
        },
        held: false,
      },
    ],
  },
  "visit.started": {},
  "visit.completed": { webhook: visitData },
  // The day-before reminder: once per visit and start, whatever runs the sweep twice.
  "visit.reminder_sent": {
    mails: (event) => [
      {
        kind: "visit-reminder",
        companyId: event.companyId,
        visitId: event.visitId,
        key: `visit-reminder:${event.visitId}:${event.startAt}`,
      },
    ],
    texts: (event) => [
      {
        job: {
          kind: "visit-reminder",
          companyId: event.companyId,
          visitId: event.visitId,
          key: `text:visit-reminder:${event.visitId}:${event.startAt}`,
        },
        held: true,
      },
    ],
  },
  "text.replied": {
    texts: (event) => [
      {
        job: {
          kind: "reply",
          companyId: event.companyId,
          messageId: event.messageId,
          key: `text:reply:${event.messageId}`,
        },
        held: false,
      },
    ],
  },
};

export const isWebhookEvent = (type: EventType): type is WebhookEventType =>
  "webhook" in EVENT_EFFECTS[type];
