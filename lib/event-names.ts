/**
 * The vocabulary of what happens (docs/events.md): every domain event is named once, as
 * `resource.past_tense`. The webhook events are the ones an endpoint can subscribe to; the
 * others only write a timeline row or queue a mail. Shared by the server and the pages (the
 * Integrations page lists the webhook events), so it holds no server code.
 */
export const WEBHOOK_EVENT_TYPES = [
  "estimate_request.created",
  "client.created",
  "client.updated",
  "quote.created",
  "quote.sent",
  "quote.viewed",
  "quote.approved",
  "quote.declined",
  "quote.expired",
  "deposit.recorded",
  "service.changed",
  "invoice.created",
  "invoice.sent",
  "invoice.paid",
  "invoice.overdue",
  "invoice.voided",
  "payment.recorded",
  "payment.refunded",
  "job.created",
  "job.scheduled",
  "job.completed",
  "visit.scheduled",
  "visit.completed",
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Events with no webhook: a timeline row or a mail and nothing more. */
export const INTERNAL_EVENT_TYPES = [
  "quote.revised",
  "quote.viewed_again",
  "quote.options_changed",
  "quote.reminder_sent",
  "account.sign_up_attempted",
  "account.sign_in_locked",
  "support.requested",
  "text.received",
  "text.replied",
  "invoice.revised",
  "invoice.viewed",
  "invoice.reminder_sent",
  "review.requested",
  "portal.link_requested",
  "member.invited",
  "member.assigned",
  "visit.rescheduled",
  "visit.on_my_way",
  "visit.started",
  "visit.reminder_sent",
] as const;

export type InternalEventType = (typeof INTERNAL_EVENT_TYPES)[number];
export type EventType = WebhookEventType | InternalEventType;

/** What each webhook event means, as the owner reads it next to its checkbox. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  "estimate_request.created": "A customer sent an estimate request",
  "client.created": "A client was added",
  "client.updated": "A client's details were changed",
  "quote.created": "A quote was created",
  "quote.sent": "A quote was sent to a customer",
  "quote.viewed": "A customer opened a quote",
  "quote.approved": "A customer approved a quote",
  "quote.declined": "A customer declined a quote",
  "quote.expired": "A quote passed its expiry date unanswered",
  "deposit.recorded": "A deposit was recorded or paid online",
  "service.changed": "A service was created, changed or deleted",
  "invoice.created": "An invoice was created",
  "invoice.sent": "An invoice was sent to a customer",
  "invoice.paid": "An invoice was paid in full",
  "invoice.overdue": "An invoice passed its due date unpaid",
  "invoice.voided": "An invoice was voided",
  "payment.recorded": "A payment on an invoice was recorded or paid online",
  "payment.refunded": "A payment on an invoice was refunded",
  "job.created": "A job was created",
  "job.scheduled": "A job got its first visit on the schedule",
  "job.completed": "A job was completed",
  "visit.scheduled": "A visit was scheduled",
  "visit.completed": "A visit was completed",
};

/** The test event 'Send test event' delivers; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = "webhook.test";
