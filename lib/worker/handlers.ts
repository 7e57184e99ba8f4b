import "server-only";
import { composeOwnerNotification, composeRequestConfirmation } from "@/lib/estimates/notify";
import { composeInvoiceMail, type InvoiceMailKind } from "@/lib/invoices/mail";
import { composeVisitMail } from "@/lib/jobs/mail";
import { remindVisits } from "@/lib/jobs/sweep";
import { composeQuoteMail } from "@/lib/quotes/mail";
import { sweepQuotes } from "@/lib/quotes/sweep";
import { pruneAudit } from "@/lib/audit/log";
import { sweepInvoices } from "@/lib/invoices/sweep";
import { deletePendingPhotos } from "@/lib/photos/photos";
import { recordDeadLetter } from "@/lib/queue/failures";
import { QUEUES } from "@/lib/queue/queues";
import type { QueuedMailJob } from "@/lib/queue/kinds";
import { workQueueHandler, type JobHandlers } from "@/lib/queue/worker";
import type { MailMessage } from "@/lib/mail";
import { deliverMail } from "@/lib/mail/deliver";
import { deliverWebhook, describeWebhookJob } from "@/lib/webhooks/deliver";
import { deliverTextJob, describeTextJob } from "@/lib/texts/deliver";

type QueuedMail = QueuedMailJob;

/** The finished message of a mail job (composed now for the kinds that are composed late). */
async function composeMail(job: QueuedMail): Promise<MailMessage | null> {
  switch (job.kind) {
    case "message":
      return job.message;
    case "estimate-request":
      return composeOwnerNotification(job.requestId);
    case "estimate-request-confirmation":
      return composeRequestConfirmation(job.requestId);
    case "quote-sent":
    case "quote-owner-update":
    case "quote-reminder":
    case "deposit-receipt":
    case "quote-approved-customer":
      return composeQuoteMail(job);
    case "invoice-sent":
    case "invoice-receipt":
    case "invoice-reminder":
    case "invoice-owner-paid":
    case "review-request":
      return composeInvoiceMail(job);
    case "visit-booked":
    case "visit-reminder":
    case "visit-on-my-way":
      return composeVisitMail(job);
  }
}

const handleMail = workQueueHandler(QUEUES.mail.name, async ({ data: mail }) => {
  const message = await composeMail(mail);
  if (message) await deliverMail(mail.key, mail.companyId, message);
});

/** What a failed invoice mail was, when it can no longer be composed. */
const INVOICE_MAIL_DESCRIPTIONS = {
  "invoice-sent": "Invoice mail to a customer",
  "invoice-receipt": "Payment receipt to a customer",
  "invoice-reminder": "Invoice reminder to a customer",
  "invoice-owner-paid": "Mail to you about an invoice paid online",
  "review-request": "Review request to a customer",
} satisfies Record<InvoiceMailKind, string>;

async function describeMail(data: Record<string, unknown>) {
  const mail = data as QueuedMail;
  if (mail.kind === "message") return `Mail to ${mail.message.to}: ${mail.message.subject}`;
  if (mail.kind === "estimate-request") {
    const message = await composeOwnerNotification(mail.requestId).catch(() => null);
    return message
      ? `Mail to ${message.to}: ${message.subject}`
      : "Mail to you about an estimate request";
  }
  if (mail.kind === "estimate-request-confirmation") {
    const message = await composeRequestConfirmation(mail.requestId).catch(() => null);
    return message
      ? `Mail to ${message.to}: ${message.subject}`
      : "Confirmation to a customer of their estimate request";
  }
  switch (mail.kind) {
    case "invoice-sent":
    case "invoice-receipt":
    case "invoice-reminder":
    case "invoice-owner-paid":
    case "review-request": {
      const message = await composeInvoiceMail(mail, { withoutAttachment: true }).catch(() => null);
      if (message) return `Mail to ${message.to}: ${message.subject}`;
      return INVOICE_MAIL_DESCRIPTIONS[mail.kind];
    }
    case "visit-booked":
    case "visit-reminder":
    case "visit-on-my-way": {
      const message = await composeVisitMail(mail, { withoutAttachment: true }).catch(() => null);
      return message ? `Mail to ${message.to}: ${message.subject}` : "Visit mail to a customer";
    }
  }
  const message = await composeQuoteMail(mail, { withoutAttachment: true }).catch(() => null);
  if (message) return `Mail to ${message.to}: ${message.subject}`;
  return mail.kind === "deposit-receipt"
    ? "Deposit receipt to a customer"
    : mail.kind === "quote-owner-update"
      ? "Mail to you about a quote"
      : "Quote mail to a customer";
}

/** Every queue this app works, and what works it: the composition root of background work. */
export const JOB_HANDLERS: JobHandlers = {
  [QUEUES.mail.name]: handleMail,
  [QUEUES.mail.deadLetter]: recordDeadLetter(QUEUES.mail, describeMail),
  [QUEUES.quotes.name]: workQueueHandler(QUEUES.quotes.name, async () => {
    await sweepQuotes();
    // Invoices too: overdue and their reminders (lib/invoices/sweep.ts).
    await sweepInvoices();
    await remindVisits(); // the day-before visit reminders (lib/jobs/sweep.ts)
    // The same periodic job deletes customers' photos no request claimed within a day,
    // and activity-log rows older than a year (docs/team.md).
    await deletePendingPhotos();
    await pruneAudit();
  }),
  [QUEUES.quotes.deadLetter]: recordDeadLetter(
    QUEUES.quotes,
    async () =>
      "Quote and invoice reminders, expiry and overdue, visit reminders, unclaimed photos and the activity log's old rows",
  ),
  [QUEUES.texts.name]: workQueueHandler(QUEUES.texts.name, (job) => deliverTextJob(job.data)),
  [QUEUES.texts.deadLetter]: recordDeadLetter(QUEUES.texts, describeTextJob),
  [QUEUES.webhooks.name]: workQueueHandler(QUEUES.webhooks.name, (job) => deliverWebhook(job)),
  [QUEUES.webhooks.deadLetter]: recordDeadLetter(QUEUES.webhooks, describeWebhookJob),
};
