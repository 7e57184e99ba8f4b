import "server-only";
import { formatLongDay } from "@/lib/dates";
import { prisma } from "@/lib/db";
import { formatCents, invoiceDisplayNumber } from "@/lib/format";
import type { QueuedMailJob as MailJob } from "@/lib/queue/kinds";
import type { MailMessage } from "@/lib/mail";
import { companyBrand, customerReplyTo } from "@/lib/mail/brand";
import {
  invoiceOwnerPaidMail,
  invoiceReceiptMail,
  invoiceReminderMail,
  invoiceSentMail,
  reviewRequestMail,
} from "@/lib/mail/templates/invoice";
import { stripeConfigured } from "@/lib/payments/stripe";
import { toCents } from "@/lib/pricing";
import { publicInvoiceUrl } from "@/lib/resources";
import { absoluteUrl } from "@/lib/site";
import { INVOICE_PAYMENT_METHOD_LABELS, OPEN_INVOICE_STATUSES } from "./format";
import { invoicePdfFileName, invoicePdfInclude, renderInvoicePdf } from "./pdf";
import { reviewLinkUrls } from "./review-links";
import { notificationAddresses, ownerEmails } from "@/lib/team/notifications";

/**
 * The invoice mails (docs/invoices.md, "Mails"), composed when their queued job runs, so the
 * publishing transaction stays short and the mail shows the invoice as it is then. Each
 * returns null when the mail no longer applies (the job then completes without a mail): a
 * reminder of an invoice paid, void or with reminders off, a review request to a client who
 * opted out, a mail with no address to go to.
 */

export type InvoiceMailKind =
  "invoice-sent" | "invoice-receipt" | "invoice-reminder" | "invoice-owner-paid" | "review-request";
type JobOf<K extends MailJob["kind"]> = Extract<MailJob, { kind: K }>;
type ComposeOptions = {
  /** Leave the PDF out (describing a failed job needs only the address and subject). */
  withoutAttachment?: boolean;
};

const money = (value: { toString(): string }) => formatCents(toCents(value.toString()));

function loadInvoice(companyId: string, invoiceId: string) {
  return prisma.invoice.findFirst({
    where: { id: invoiceId, companyId },
    include: invoicePdfInclude,
  });
}
type LoadedInvoice = NonNullable<Awaited<ReturnType<typeof loadInvoice>>>;

type CompanyContact = { id: string; contactEmail: string | null };

/** Where a customer's reply goes: the contact email, else the first owner's login. */
const replyToFor = async (company: CompanyContact) =>
  customerReplyTo(company.contactEmail, await ownerEmails(company.id));

const questions = (company: CompanyContact) =>
  company.contactEmail
    ? `Questions? Reply to this mail or write to ${company.contactEmail}.`
    : "Questions? Reply to this mail.";

/** Where the customer's mails about an invoice go: where it was sent, else the client's email. */
const customerAddress = (invoice: LoadedInvoice) =>
  invoice.sentTo?.trim() || invoice.client?.email?.trim() || null;

const instructionsOf = (invoice: LoadedInvoice) =>
  invoice.company.paymentInstructions?.trim() || null;

const attachment = async (invoice: LoadedInvoice) => ({
  filename: invoicePdfFileName(invoice),
  contentType: "application/pdf",
  content: await renderInvoicePdf(invoice),
});

/** The invoice to the customer: its link, what is owed and by when, its PDF attached. */
export async function composeInvoiceSent(
  job: JobOf<"invoice-sent">,
  options: ComposeOptions = {},
): Promise<MailMessage | null> {
  const invoice = await loadInvoice(job.companyId, job.invoiceId);
  if (!invoice || invoice.status === "void" || invoice.status === "draft") return null;
  const url = publicInvoiceUrl(invoice);
  if (!url) return null;
  const balanceCents = toCents(invoice.balance);
  const { subject, text, html } = await invoiceSentMail({
    brand: companyBrand(invoice.company),
    company: invoice.company.name,
    number: invoiceDisplayNumber(invoice.number),
    clientName: invoice.client?.name,
    title: invoice.title,
    message: job.message?.trim() || null,
    url,
    total: money(invoice.total),
    credited: toCents(invoice.depositApplied) > 0 ? money(invoice.depositApplied) : null,
    paid: toCents(invoice.amountPaid) !== 0 ? money(invoice.amountPaid) : null,
    balance: formatCents(Math.max(0, balanceCents)),
    owed: balanceCents > 0,
    dueDate: formatLongDay(invoice.dueDate),
    payOnline: stripeConfigured(),
    paymentInstructions: instructionsOf(invoice),
    outro: questions(invoice.company),
  });
  return {
    to: job.to,
    subject,
    text,
    html,
    replyTo: await replyToFor(invoice.company),
    attachments: options.withoutAttachment ? undefined : [await attachment(invoice)],
  };
}

/**
 * The customer's receipt of a payment, or of a refund (a negative payment), with the
 * invoice's balance right after it (later payments left out, whenever the job runs).
 */
export async function composeInvoiceReceipt(
  job: JobOf<"invoice-receipt">,
): Promise<MailMessage | null> {
  const payment = await prisma.invoicePayment.findFirst({
    where: { id: job.paymentId, companyId: job.companyId },
  });
  if (!payment) return null;
  const invoice = await loadInvoice(job.companyId, payment.invoiceId);
  if (!invoice) return null;
  const to = customerAddress(invoice);
  if (!to) return null;
  const cents = toCents(payment.amount);
  const paidUpToIt = invoice.payments
    .filter((other) => other.createdAt.getTime() <= payment.createdAt.getTime())
    .reduce((sum, other) => sum + toCents(other.amount), 0);
  const balanceAfter = toCents(invoice.total) - toCents(invoice.depositApplied) - paidUpToIt;
  const { subject, text, html } = await invoiceReceiptMail({
    brand: companyBrand(invoice.company),
    company: invoice.company.name,
    number: invoiceDisplayNumber(invoice.number),
    clientName: invoice.client?.name,
    amount: formatCents(Math.abs(cents)),
    refund: cents < 0,
    reason: payment.reason?.trim() || null,
    method: INVOICE_PAYMENT_METHOD_LABELS[payment.method],
    reference: payment.reference?.trim() || null,
    date: formatLongDay(payment.paidOn),
    total: money(invoice.total),
    balanceAfter: invoice.status === "void" ? null : formatCents(balanceAfter),
    url: publicInvoiceUrl(invoice),
    outro: questions(invoice.company),
  });
  return { to, subject, text, html, replyTo: await replyToFor(invoice.company) };
}

/**
 * A reminder, only while the invoice is still owed: sent, viewed or partially paid, a
 * balance left, its reminders on. `day` is the offset from the due date the sweep sent it
 * for (negative: before it).
 */
export async function composeInvoiceReminder(
  job: JobOf<"invoice-reminder">,
): Promise<MailMessage | null> {
  const invoice = await loadInvoice(job.companyId, job.invoiceId);
  if (!invoice || !invoice.remindersEnabled) return null;
  if (!(OPEN_INVOICE_STATUSES as readonly string[]).includes(invoice.status)) return null;
  if (toCents(invoice.balance) <= 0) return null;
  const to = customerAddress(invoice);
  const url = publicInvoiceUrl(invoice);
  if (!to || !url) return null;
  const { subject, text, html } = await invoiceReminderMail({
    brand: companyBrand(invoice.company),
    company: invoice.company.name,
    number: invoiceDisplayNumber(invoice.number),
    clientName: invoice.client?.name,
    day: job.day,
    dueDate: formatLongDay(invoice.dueDate),
    balance: money(invoice.balance),
    total: money(invoice.total),
    url,
    payOnline: stripeConfigured(),
    paymentInstructions: instructionsOf(invoice),
    outro: questions(invoice.company),
  });
  return { to, subject, text, html, replyTo: await replyToFor(invoice.company) };
}

/** The owner's news of an invoice paid online: to the members who want it (docs/team.md). */
export async function composeInvoiceOwnerPaid(
  job: JobOf<"invoice-owner-paid">,
): Promise<MailMessage | null> {
  const invoice = await loadInvoice(job.companyId, job.invoiceId);
  if (!invoice) return null;
  const to = await notificationAddresses(
    invoice.companyId,
    "invoicePaid",
    invoice.company.contactEmail,
  );
  if (to.length === 0) return null;
  const online = invoice.payments
    .filter((payment) => payment.method === "stripe" && toCents(payment.amount) > 0)
    .at(-1);
  const { subject, text, html } = await invoiceOwnerPaidMail({
    brand: companyBrand(invoice.company),
    company: invoice.company.name,
    number: invoiceDisplayNumber(invoice.number),
    who: invoice.client?.name ?? invoice.sentTo,
    amount: online ? money(online.amount) : null,
    total: money(invoice.total),
    paidOn: online ? formatLongDay(online.paidOn) : null,
    url: absoluteUrl(`/dashboard/invoices/${invoice.id}`),
  });
  return {
    to: to.join(", "),
    subject,
    text,
    html,
    replyTo: customerAddress(invoice) ?? undefined,
  };
}

/**
 * The review request: to the client, while the company has a review link and the client has
 * an email address and has not opted out (since it was queued, too).
 */
export async function composeReviewRequest(
  job: JobOf<"review-request">,
): Promise<MailMessage | null> {
  const request = await prisma.reviewRequest.findFirst({
    where: { id: job.reviewRequestId, companyId: job.companyId },
    include: { client: true, company: true },
  });
  if (!request || request.client.reviewOptOut || !request.company.reviewLink?.trim()) return null;
  const to = request.client.email?.trim();
  if (!to) return null;
  const urls = reviewLinkUrls(request.id);
  const { subject, text, html } = await reviewRequestMail({
    brand: companyBrand(request.company),
    company: request.company.name,
    clientName: request.client.name,
    reviewUrl: urls.review,
    optOutUrl: urls.optOut,
    outro: questions(request.company),
  });
  return { to, subject, text, html, replyTo: await replyToFor(request.company) };
}

/** Composes any of the invoice mail kinds. */
export function composeInvoiceMail(
  job: JobOf<InvoiceMailKind>,
  options: ComposeOptions = {},
): Promise<MailMessage | null> {
  switch (job.kind) {
    case "invoice-sent":
      return composeInvoiceSent(job, options);
    case "invoice-receipt":
      return composeInvoiceReceipt(job);
    case "invoice-reminder":
      return composeInvoiceReminder(job);
    case "invoice-owner-paid":
      return composeInvoiceOwnerPaid(job);
    case "review-request":
      return composeReviewRequest(job);
  }
}
