import "server-only";
import { formatDateIn, formatDay, formatLongDay, todayIn } from "@/lib/dates";
import { prisma } from "@/lib/db";
import { formatCents } from "@/lib/format";
import type { MailMessage } from "@/lib/mail";
import type { QueuedMailJob as MailJob } from "@/lib/queue/kinds";
import { companyBrand, customerReplyTo } from "@/lib/mail/brand";
import { quoteMail } from "@/lib/mail/templates/quote";
import { stripeConfigured } from "@/lib/payments/stripe";
import { toCents } from "@/lib/pricing";
import { absoluteUrl } from "@/lib/site";
import { quoteDisplayNumber } from "@/lib/format";
import { PAYMENT_METHOD_LABELS } from "./format";
import { quotePdfFileName, quotePdfInclude, renderQuotePdf } from "./pdf";
import { quotePath, quoteToken } from "./token";
import { notificationAddresses, ownerEmails } from "@/lib/team/notifications";

/**
 * The quote mails, composed when their queued job runs (so the enqueueing transaction stays
 * short and the mail shows the quote as it is then). Each returns null when there is nothing
 * (left) to send: the job then completes without a mail.
 */

type JobOf<K extends MailJob["kind"]> = Extract<MailJob, { kind: K }>;
type ComposeOptions = {
  /** Leave the PDF out (describing a failed job needs only the address and subject). */
  withoutAttachment?: boolean;
};

const money = (value: { toString(): string }) => formatCents(toCents(value.toString()));

function loadQuote(companyId: string, quoteId: string) {
  return prisma.quote.findFirst({
    where: { id: quoteId, companyId },
    include: quotePdfInclude,
  });
}
type LoadedQuote = NonNullable<Awaited<ReturnType<typeof loadQuote>>>;

const publicUrl = (quote: { id: string; tokenNonce: string | null }) =>
  quote.tokenNonce ? absoluteUrl(quotePath(quoteToken(quote.id, quote.tokenNonce))) : null;

const attachment = async (quote: LoadedQuote) => ({
  filename: quotePdfFileName(quote),
  contentType: "application/pdf",
  content: await renderQuotePdf(quote),
});

/** Where the customer's reply to a quote mail goes: the contact email, else the first owner. */
const replyToFor = async (quote: LoadedQuote) =>
  customerReplyTo(quote.company.contactEmail, await ownerEmails(quote.companyId));

const brandOf = (quote: LoadedQuote) => companyBrand(quote.company);

const questions = (quote: LoadedQuote) =>
  quote.company.contactEmail
    ? `Questions? Reply to this mail or write to ${quote.company.contactEmail}.`
    : "Questions? Reply to this mail.";

function quoteFacts(quote: LoadedQuote) {
  const facts = [`Total: ${money(quote.total)}`];
  if (toCents(quote.depositAmount.toString()) > 0)
    facts.push(`Deposit on approval: ${money(quote.depositAmount)}`);
  if (quote.expiresAt) facts.push(`Valid until: ${formatLongDay(quote.expiresAt)}`);
  return facts;
}

/** The customer's mail with the link to the quote and its PDF attached. */
export async function composeQuoteSent(
  job: JobOf<"quote-sent">,
  options: ComposeOptions = {},
): Promise<MailMessage | null> {
  const quote = await loadQuote(job.companyId, job.quoteId);
  if (!quote) return null;
  const url = publicUrl(quote);
  if (!url) return null;
  const number = quoteDisplayNumber(quote.number, quote.revision);
  const company = quote.company.name;
  const greeting = quote.client?.name ? `Hello ${quote.client.name},` : "Hello,";
  const intro = [
    greeting,
    `${company} sent you quote ${number}${quote.title ? ` (${quote.title})` : ""}. You can review it, choose your options and approve it online; the PDF is attached.`,
  ];
  const { text, html } = await quoteMail({
    brand: brandOf(quote),
    preview: `Quote ${number} from ${company}`,
    paragraphs: intro,
    message: job.message?.trim() || null,
    facts: quoteFacts(quote),
    action: { url, label: "View and approve the quote" },
    outro: questions(quote),
  });
  return {
    to: job.to,
    subject: `Quote ${number} from ${company}`,
    text,
    html,
    replyTo: await replyToFor(quote),
    attachments: options.withoutAttachment ? undefined : [await attachment(quote)],
  };
}

/** The owner's mail when the customer views a quote for the first time, approves or declines. */
export async function composeQuoteOwnerUpdate(
  job: JobOf<"quote-owner-update">,
): Promise<MailMessage | null> {
  const quote = await loadQuote(job.companyId, job.quoteId);
  if (!quote) return null;
  const to = await notificationAddresses(
    quote.companyId,
    job.event === "viewed" ? "quoteViewed" : "quoteApproved",
    quote.company.contactEmail,
  );
  if (to.length === 0) return null;
  const number = quoteDisplayNumber(quote.number, quote.revision);
  const who = quote.client?.name ?? quote.sentTo ?? "Your customer";
  const link = { url: absoluteUrl(`/dashboard/quotes/${quote.id}`), label: "Open the quote" };
  let subject: string;
  let intro: string[];
  const facts = [`Total: ${money(quote.total)}`];
  if (job.event === "viewed") {
    subject = `${who} viewed quote ${number}`;
    intro = [`${who} opened quote ${number} for the first time.`];
  } else if (job.event === "approved") {
    const signer = quote.signerName ?? who;
    subject = `Quote ${number} approved by ${signer} (${money(quote.total)})`;
    intro = [
      `${signer} approved quote ${number}${quote.approvedAt ? ` on ${formatDateIn(quote.approvedAt, quote.company.timeZone)}` : ""}.`,
    ];
    const paidCents = quote.payments.reduce((sum, p) => sum + toCents(p.amount.toString()), 0);
    const dueCents = Math.max(0, toCents(quote.depositAmount.toString()) - paidCents);
    if (toCents(quote.depositAmount.toString()) > 0) {
      facts.push(`Deposit: ${money(quote.depositAmount)}`);
      facts.push(`Deposit due: ${formatCents(dueCents)}`);
    }
  } else {
    subject = `Quote ${number} declined by ${who}`;
    intro = [`${who} declined quote ${number}.`];
    facts.push(quote.declineReason ? `Reason: ${quote.declineReason}` : "No reason was given.");
  }
  const { text, html } = await quoteMail({
    brand: brandOf(quote),
    preview: subject,
    paragraphs: intro,
    facts,
    action: link,
  });
  return {
    to: to.join(", "),
    subject,
    text,
    html,
    replyTo: quote.client?.email ?? quote.sentTo ?? undefined,
  };
}

/**
 * A reminder to the customer, only while the quote still waits for an answer: sent or viewed,
 * the latest revision, not expired now. Anything else sends nothing.
 */
export async function composeQuoteReminder(
  job: JobOf<"quote-reminder">,
  now = new Date(),
): Promise<MailMessage | null> {
  const quote = await loadQuote(job.companyId, job.quoteId);
  if (!quote || !quote.sentTo) return null;
  if (quote.status !== "sent" && quote.status !== "viewed") return null;
  if (quote.supersededById) return null;
  // Valid through its expiry day in the company's time zone.
  if (quote.expiresAt && formatDay(quote.expiresAt) < todayIn(quote.company.timeZone, now))
    return null;
  const url = publicUrl(quote);
  if (!url) return null;
  const number = quoteDisplayNumber(quote.number, quote.revision);
  const company = quote.company.name;
  const { text, html } = await quoteMail({
    brand: brandOf(quote),
    preview: `Quote ${number} is waiting for your answer`,
    paragraphs: [
      quote.client?.name ? `Hello ${quote.client.name},` : "Hello,",
      `A friendly reminder: quote ${number} from ${company} is waiting for your answer.`,
    ],
    facts: quoteFacts(quote),
    action: { url, label: "View the quote" },
    outro: questions(quote),
  });
  return {
    to: quote.sentTo,
    subject: `Reminder: quote ${number} from ${company}`,
    text,
    html,
    replyTo: await replyToFor(quote),
  };
}

/** The customer's receipt for a recorded deposit payment. */
export async function composeDepositReceipt(
  job: JobOf<"deposit-receipt">,
): Promise<MailMessage | null> {
  const payment = await prisma.quotePayment.findFirst({
    where: { id: job.paymentId, companyId: job.companyId },
  });
  if (!payment) return null;
  const quote = await loadQuote(job.companyId, payment.quoteId);
  if (!quote) return null;
  const to = quote.client?.email ?? quote.sentTo;
  if (!to) return null;
  const number = quoteDisplayNumber(quote.number, quote.revision);
  const company = quote.company.name;
  const paidCents = quote.payments.reduce((sum, p) => sum + toCents(p.amount.toString()), 0);
  const dueCents = Math.max(0, toCents(quote.depositAmount.toString()) - paidCents);
  const url = publicUrl(quote);
  const facts = [
    `Amount: ${money(payment.amount)}`,
    `Method: ${PAYMENT_METHOD_LABELS[payment.method]}`,
    `Date: ${formatLongDay(payment.paidOn)}`,
    `Quote total: ${money(quote.total)}`,
    `Total paid: ${formatCents(paidCents)}`,
    `Deposit still due: ${formatCents(dueCents)}`,
  ];
  // The payment's note is the owner's own record (a check number, who took it): not shown.
  const intro = [
    quote.client?.name ? `Hello ${quote.client.name},` : "Hello,",
    `${company} received your payment of ${money(payment.amount)} for quote ${number}. Thank you!`,
  ];
  const { text, html } = await quoteMail({
    brand: brandOf(quote),
    preview: `Receipt for your payment of ${money(payment.amount)}`,
    paragraphs: intro,
    facts,
    action: url ? { url, label: "View the quote" } : null,
    outro: questions(quote),
  });
  return {
    to,
    subject: `Receipt: ${money(payment.amount)} paid for quote ${number} (${company})`,
    text,
    html,
    replyTo: await replyToFor(quote),
  };
}

/**
 * The customer's signed copy after approving: the PDF of the approved quote attached (with
 * its signature and audit page), the deposit due and how to pay it: online from the quote
 * page when Stripe is configured, otherwise the company's payment instructions.
 */
export async function composeQuoteApprovedCustomer(
  job: JobOf<"quote-approved-customer">,
  options: ComposeOptions = {},
): Promise<MailMessage | null> {
  const quote = await loadQuote(job.companyId, job.quoteId);
  if (!quote || quote.status !== "approved") return null;
  const to = quote.client?.email ?? quote.sentTo;
  if (!to) return null;
  const number = quoteDisplayNumber(quote.number, quote.revision);
  const company = quote.company.name;
  const url = publicUrl(quote);
  const paidCents = quote.payments.reduce((sum, p) => sum + toCents(p.amount.toString()), 0);
  const dueCents = Math.max(0, toCents(quote.depositAmount.toString()) - paidCents);
  const online = stripeConfigured();
  const facts = [`Total: ${money(quote.total)}`];
  if (quote.approvedAt)
    facts.push(`Approved: ${formatDateIn(quote.approvedAt, quote.company.timeZone)}`);
  if (quote.signerName) facts.push(`Signed by: ${quote.signerName}`);
  if (dueCents > 0) facts.push(`Deposit due: ${formatCents(dueCents)}`);
  const paying =
    dueCents <= 0
      ? null
      : online
        ? "You can pay the deposit online from the quote page."
        : quote.company.paymentInstructions?.trim()
          ? null
          : `${company} will tell you how to pay the deposit.`;
  const { text, html } = await quoteMail({
    brand: brandOf(quote),
    preview: `Your signed copy of quote ${number}`,
    paragraphs: [
      quote.client?.name ? `Hello ${quote.client.name},` : "Hello,",
      `Thank you for approving quote ${number} from ${company}. Your signed copy is attached as a PDF.`,
      ...(paying ? [paying] : []),
    ],
    facts,
    paymentInstructions:
      dueCents > 0 && !online ? quote.company.paymentInstructions?.trim() || null : null,
    action: url
      ? { url, label: online && dueCents > 0 ? "Pay the deposit" : "View the quote" }
      : null,
    outro: questions(quote),
  });
  return {
    to,
    subject: `Your signed quote ${number} from ${company}`,
    text,
    html,
    replyTo: await replyToFor(quote),
    attachments: options.withoutAttachment ? undefined : [await attachment(quote)],
  };
}

/** Composes any of the quote mail kinds. */
export function composeQuoteMail(
  job: JobOf<
    | "quote-sent"
    | "quote-owner-update"
    | "quote-reminder"
    | "deposit-receipt"
    | "quote-approved-customer"
  >,
  options: ComposeOptions = {},
): Promise<MailMessage | null> {
  switch (job.kind) {
    case "quote-sent":
      return composeQuoteSent(job, options);
    case "quote-owner-update":
      return composeQuoteOwnerUpdate(job);
    case "quote-reminder":
      return composeQuoteReminder(job);
    case "deposit-receipt":
      return composeDepositReceipt(job);
    case "quote-approved-customer":
      return composeQuoteApprovedCustomer(job, options);
  }
}
