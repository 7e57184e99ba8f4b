import { z } from "zod";
import { QUEUES, type WorkQueue } from "./queues";

/**
 * Every job kind's payload, defined once with its schema and version (docs/events.md, "Jobs").
 * A job outlives the deploy that queued it (retries for hours, dead letters with Retry), so
 * the worker validates a payload against its kind before it runs it: one this version cannot
 * read is dead-lettered with the validation message instead of failing inside a handler.
 *
 * `v` is the payload's version. Jobs queued before versions existed carry none and are
 * version 1, the shapes below. A change of shape adds version 2 beside version 1 (and the
 * handler reads both) until no job of version 1 can be left.
 */

const envelope = {
  /** Stable across retries, re-runs after a crash and the owner's Retry: what handlers dedupe on. */
  key: z.string().min(1).max(300),
  v: z.literal(1).default(1),
};

/** A payload as its domain writes it: the queue adds the key (unless given) and the version. */
type WithoutEnvelope<T> = T extends unknown ? Omit<T, "key" | "v"> & { key?: string } : never;

const id = z.string().min(1).max(100);

/** A finished message (mails about the account or to QuoteCraft itself). */
export const mailMessageSchema = z.object({
  to: z.string().min(3).max(320),
  subject: z.string().max(1000),
  text: z.string().max(200_000),
  html: z.string().max(500_000).optional(),
  replyTo: z.string().max(320).optional(),
});

export type MailMessageData = z.input<typeof mailMessageSchema>;

const mailKind = <K extends string, S extends z.ZodRawShape>(kind: K, shape: S) =>
  z.object({ ...envelope, kind: z.literal(kind), ...shape });

/** A mail job: the finished message, or what a domain composes it from when the job runs. */
export const mailJobSchema = z.discriminatedUnion("kind", [
  mailKind("message", { companyId: id.nullable(), message: mailMessageSchema }),
  mailKind("estimate-request", { companyId: id, requestId: id }),
  /** The customer's confirmation of their estimate request. */
  mailKind("estimate-request-confirmation", { companyId: id, requestId: id }),
  mailKind("quote-sent", {
    companyId: id,
    quoteId: id,
    to: z.string().min(3).max(320),
    message: z.string().max(20_000).nullish(),
  }),
  mailKind("quote-owner-update", {
    companyId: id,
    quoteId: id,
    event: z.enum(["viewed", "approved", "declined"]),
  }),
  mailKind("quote-reminder", { companyId: id, quoteId: id, day: z.number().int().positive() }),
  mailKind("deposit-receipt", { companyId: id, paymentId: id }),
  /** The customer's signed copy of an approved quote (its PDF attached). */
  mailKind("quote-approved-customer", { companyId: id, quoteId: id }),
  /** An invoice to the customer: its link and PDF (docs/invoices.md). */
  mailKind("invoice-sent", {
    companyId: id,
    invoiceId: id,
    to: z.string().min(3).max(320),
    message: z.string().max(20_000).nullish(),
  }),
  /** The customer's receipt of a payment or a refund on an invoice. */
  mailKind("invoice-receipt", { companyId: id, paymentId: id }),
  /** A reminder of an unpaid invoice; `day` is the offset from its due date. */
  mailKind("invoice-reminder", { companyId: id, invoiceId: id, day: z.number().int() }),
  /** The owner's news: an invoice paid online. */
  mailKind("invoice-owner-paid", { companyId: id, invoiceId: id }),
  /** A review request after a paid invoice. */
  mailKind("review-request", { companyId: id, reviewRequestId: id }),
  /** A visit booked (or moved: `update`), its .ics attached (docs/jobs.md). */
  mailKind("visit-booked", { companyId: id, visitId: id, update: z.boolean() }),
  /** The day-before reminder of a visit. */
  mailKind("visit-reminder", { companyId: id, visitId: id }),
  /** The technician pressed "On my way". */
  mailKind("visit-on-my-way", { companyId: id, visitId: id }),
]);
/** A mail job as a domain asks for it (the key and version are added when it is queued). */
export type MailJob = WithoutEnvelope<z.input<typeof mailJobSchema>>;
/** A mail job as its handler reads it. */
export type QueuedMailJob = z.output<typeof mailJobSchema>;

/**
 * A text job (docs/texts.md): what the text is about; the handler composes it from the
 * company's template when it runs, re-checking the quote's status and the number's consent.
 */
export const textJobSchema = z.discriminatedUnion("kind", [
  mailKind("quote-sent", { companyId: id, quoteId: id }),
  mailKind("quote-follow-up", { companyId: id, quoteId: id, day: z.number().int().positive() }),
  mailKind("request-reply", { companyId: id, requestId: id }),
  mailKind("invoice-sent", { companyId: id, invoiceId: id }),
  /** `day`: the offset from the due date, as the reminder mail's. */
  mailKind("invoice-reminder", { companyId: id, invoiceId: id, day: z.number().int() }),
  /** A visit booked, or moved (`update`). */
  mailKind("visit-booked", { companyId: id, visitId: id, update: z.boolean() }),
  mailKind("visit-reminder", { companyId: id, visitId: id }),
  mailKind("visit-on-my-way", { companyId: id, visitId: id }),
  /** The owner's reply: the queued TextMessage row holds its number and body. */
  mailKind("reply", { companyId: id, messageId: id }),
]);
export type TextJob = WithoutEnvelope<z.input<typeof textJobSchema>>;
export type QueuedTextJob = z.output<typeof textJobSchema>;

/** One webhook delivery: the delivery row holds the rest. */
export const webhookJobSchema = z.object({ ...envelope, companyId: id, deliveryId: id });
export type WebhookJob = z.output<typeof webhookJobSchema>;

/**
 * The periodic sweep of quotes, and of unclaimed photos (one job per 15-minute slot, for every
 * company).
 */
export const quoteSweepJobSchema = z.object({
  ...envelope,
  kind: z.literal("sweep"),
  companyId: z.null(),
});
export type QuoteSweepJob = z.output<typeof quoteSweepJobSchema>;

/** Each work queue's payload schema. */
export const JOB_SCHEMAS = {
  [QUEUES.mail.name]: mailJobSchema,
  [QUEUES.texts.name]: textJobSchema,
  [QUEUES.webhooks.name]: webhookJobSchema,
  [QUEUES.quotes.name]: quoteSweepJobSchema,
} satisfies Record<WorkQueue["name"], z.ZodType>;

export type JobPayload<Q extends WorkQueue["name"]> = z.output<(typeof JOB_SCHEMAS)[Q]>;
export type JobInput<Q extends WorkQueue["name"]> = WithoutEnvelope<
  z.input<(typeof JOB_SCHEMAS)[Q]>
>;

/** "mail.kind: Invalid option…": a payload's problems in one line, for the dead letters. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length ? issue.path.join(".") : "payload"}: ${issue.message}`)
    .join("; ");
}
