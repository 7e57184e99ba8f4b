import "server-only";
import { addDays, dayIn, formatDay, formatLongDay, todayIn } from "@/lib/dates";
import { prisma } from "@/lib/db";
import { formatCents, invoiceDisplayNumber, joinNames, quoteDisplayNumber } from "@/lib/format";
import { visitTimes } from "@/lib/jobs/calendar";
import type { QueuedTextJob } from "@/lib/queue/kinds";
import { toCents } from "@/lib/pricing";
import { quotePath, quoteToken } from "@/lib/quotes/token";
import { publicInvoiceUrl } from "@/lib/resources";
import { absoluteUrl } from "@/lib/site";
import { toE164 } from "./phone";
import {
  firstName,
  renderTextTemplate,
  TEXT_SETTING_COLUMNS,
  TEXT_TEMPLATE_DEFAULTS,
} from "./templates";

/**
 * What each automated text says (docs/texts.md, "What is texted"): composed from the
 * company's template when its queued job runs, so it tells the quote, invoice or visit as it
 * is then, and says why nothing goes out when it no longer applies.
 */

export const companySelect = {
  id: true,
  name: true,
  phone: true,
  contactEmail: true,
  timeZone: true,
  ...TEXT_SETTING_COLUMNS,
} as const;

export type Composed = {
  to: string | null;
  body: string;
  purpose: string;
  formConsentAt?: Date | null;
  clientId?: string | null;
  quoteId?: string | null;
  requestId?: string | null;
  /** Why nothing is sent (the quote was answered, the visit cancelled). */
  skip?: string;
};

type Of<K extends QueuedTextJob["kind"]> = Extract<QueuedTextJob, { kind: K }>;

/** The request's consent on its form counts for the number it gave (docs/texts.md). */
const requestSelect = {
  select: { id: true, customerName: true, customerPhone: true, smsConsent: true, createdAt: true },
} as const;
type RequestConsent = {
  customerPhone: string | null;
  smsConsent: boolean;
  createdAt: Date;
} | null;
function formConsent(request: RequestConsent, to: string | null, country: string) {
  return request?.smsConsent && to && toE164(request.customerPhone, country) === to
    ? request.createdAt
    : null;
}

const WAITING = new Set(["sent", "viewed"]);

async function composeQuoteText(
  job: Of<"quote-sent" | "quote-follow-up">,
  now: Date,
): Promise<Composed | null> {
  const quote = await prisma.quote.findFirst({
    where: { id: job.quoteId, companyId: job.companyId },
    include: {
      company: { select: companySelect },
      client: { select: { id: true, name: true, phone: true } },
      estimateRequest: requestSelect,
    },
  });
  if (!quote) return null;
  const { company } = quote;
  if (job.kind === "quote-sent" && !company.textQuoteSent) return null;
  const raw = quote.client?.phone ?? quote.estimateRequest?.customerPhone ?? null;
  const to = toE164(raw, company.country);
  const base = {
    to,
    purpose: job.kind === "quote-sent" ? "quote-sent" : "follow-up",
    clientId: quote.clientId,
    quoteId: quote.id,
    requestId: quote.estimateRequestId,
    formConsentAt: formConsent(quote.estimateRequest, to, company.country),
  };
  // The follow-up re-checks the quote when it runs: approved, declined, expired or revised
  // since it was queued (or held overnight), it is not sent.
  const expired = quote.expiresAt && formatDay(quote.expiresAt) < todayIn(company.timeZone, now);
  if (!WAITING.has(quote.status) || quote.supersededById || expired || !quote.tokenNonce)
    return { ...base, body: "", skip: `The quote is ${expired ? "expired" : quote.status}.` };
  const template =
    job.kind === "quote-sent"
      ? (company.textQuoteSentTemplate ?? TEXT_TEMPLATE_DEFAULTS.quoteSent)
      : (company.textFollowUpTemplate ?? TEXT_TEMPLATE_DEFAULTS.followUp);
  const name = quote.client?.name ?? quote.estimateRequest?.customerName ?? "";
  const body = renderTextTemplate(template, {
    "client.firstName": firstName(name),
    "client.name": name,
    "company.name": company.name,
    "company.phone": company.phone,
    "quote.link": absoluteUrl(quotePath(quoteToken(quote.id, quote.tokenNonce))),
    "quote.number": quoteDisplayNumber(quote.number, quote.revision),
    "quote.total": formatCents(toCents(quote.total)),
  });
  return { ...base, body };
}

async function composeRequestReply(job: Of<"request-reply">): Promise<Composed | null> {
  const request = await prisma.estimateRequest.findFirst({
    where: { id: job.requestId, companyId: job.companyId },
    include: {
      company: { select: companySelect },
      items: { select: { name: true }, take: 3 },
    },
  });
  if (!request || !request.company.textRequestReply || !request.smsConsent) return null;
  const names = request.items.map((item) => item.name).filter(Boolean);
  const summary = names.length > 0 ? names.join(", ") : "an estimate";
  const template = request.company.textRequestReplyTemplate ?? TEXT_TEMPLATE_DEFAULTS.requestReply;
  return {
    to: toE164(request.customerPhone, request.company.country),
    purpose: "request-reply",
    clientId: request.clientId,
    requestId: request.id,
    formConsentAt: request.createdAt,
    body: renderTextTemplate(template, {
      "client.firstName": firstName(request.customerName),
      "client.name": request.customerName,
      "company.name": request.company.name,
      "company.phone": request.company.phone,
      "request.summary": summary,
    }),
  };
}

/** "is due on December 3, 2026", "is due today", "was due on November 20, 2026". */
function dueText(dueDay: string, today: string) {
  if (dueDay === today) return "is due today";
  return dueDay < today
    ? `was due on ${formatLongDay(dueDay)}`
    : `is due on ${formatLongDay(dueDay)}`;
}

const OPEN_INVOICE = new Set(["sent", "viewed", "partially_paid"]);

/**
 * The invoice link when it is sent, and its reminders: only while money is owed (paid, voided
 * or back to draft since it was queued, nothing goes out).
 */
async function composeInvoiceText(
  job: Of<"invoice-sent" | "invoice-reminder">,
  now: Date,
): Promise<Composed | null> {
  const invoice = await prisma.invoice.findFirst({
    where: { id: job.invoiceId, companyId: job.companyId },
    include: {
      company: { select: companySelect },
      client: { select: { id: true, name: true, phone: true } },
      quote: { select: { estimateRequest: requestSelect } },
    },
  });
  if (!invoice) return null;
  const { company } = invoice;
  const sent = job.kind === "invoice-sent";
  if (!(sent ? company.textInvoiceSent : company.textInvoiceReminder)) return null;
  const to = toE164(invoice.client?.phone, company.country);
  const base = {
    to,
    purpose: job.kind,
    clientId: invoice.clientId,
    quoteId: invoice.quoteId,
    formConsentAt: formConsent(invoice.quote?.estimateRequest ?? null, to, company.country),
  };
  const url = publicInvoiceUrl(invoice);
  const balance = toCents(invoice.balance);
  if (!OPEN_INVOICE.has(invoice.status) || balance <= 0 || !url)
    return { ...base, body: "", skip: `The invoice is ${invoice.status.replace("_", " ")}.` };
  const name = invoice.client?.name ?? "";
  const template = sent
    ? (company.textInvoiceSentTemplate ?? TEXT_TEMPLATE_DEFAULTS.invoiceSent)
    : (company.textInvoiceReminderTemplate ?? TEXT_TEMPLATE_DEFAULTS.invoiceReminder);
  const body = renderTextTemplate(template, {
    "client.firstName": firstName(name),
    "client.name": name,
    "company.name": company.name,
    "company.phone": company.phone,
    "invoice.link": url,
    "invoice.number": invoiceDisplayNumber(invoice.number),
    "invoice.balance": formatCents(balance),
    "invoice.due": dueText(formatDay(invoice.dueDate), todayIn(company.timeZone, now)),
  });
  return { ...base, body };
}

/**
 * A visit booked or moved, its day-before reminder and "on my way", to the job's client: not
 * once the visit is cancelled, nor (booked, reminder) once it or its job is done.
 */
async function composeVisitText(
  job: Of<"visit-booked" | "visit-reminder" | "visit-on-my-way">,
  now: Date,
): Promise<Composed | null> {
  const visit = await prisma.visit.findFirst({
    where: { id: job.visitId, companyId: job.companyId },
    select: {
      id: true,
      startAt: true,
      endAt: true,
      arrivalWindowMinutes: true,
      status: true,
      reminderSentAt: true,
      company: { select: companySelect },
      assignees: { select: { user: { select: { name: true } } } },
      job: {
        select: {
          status: true,
          title: true,
          clientId: true,
          quoteId: true,
          client: { select: { name: true, phone: true } },
          quote: { select: { estimateRequest: requestSelect } },
        },
      },
    },
  });
  if (!visit) return null;
  const { company } = visit;
  const enabled = {
    "visit-booked": company.textVisitBooked,
    "visit-reminder": company.textVisitReminder,
    "visit-on-my-way": company.textOnMyWay,
  }[job.kind];
  if (!enabled) return null;
  const to = toE164(visit.job.client?.phone, company.country);
  const base = {
    to,
    purpose: job.kind === "visit-on-my-way" ? "on-my-way" : job.kind,
    clientId: visit.job.clientId,
    quoteId: visit.job.quoteId,
    formConsentAt: formConsent(visit.job.quote?.estimateRequest ?? null, to, company.country),
  };
  const done =
    visit.status === "completed" ||
    visit.job.status === "completed" ||
    visit.job.status === "cancelled";
  if (visit.status === "cancelled" || (job.kind !== "visit-on-my-way" && done))
    return { ...base, body: "", skip: "The visit is no longer planned." };

  const times = visitTimes(visit, company.timeZone);
  const name = visit.job.client?.name ?? "";
  const today = todayIn(company.timeZone, visit.reminderSentAt ?? now);
  const day = dayIn(visit.startAt, company.timeZone);
  const names = visit.assignees
    .map((assignee) => assignee.user.name?.trim())
    .filter((one): one is string => Boolean(one));
  const template =
    job.kind === "visit-booked"
      ? (company.textVisitBookedTemplate ?? TEXT_TEMPLATE_DEFAULTS.visitBooked)
      : job.kind === "visit-reminder"
        ? (company.textVisitReminderTemplate ?? TEXT_TEMPLATE_DEFAULTS.visitReminder)
        : (company.textOnMyWayTemplate ?? TEXT_TEMPLATE_DEFAULTS.onMyWay);
  const body = renderTextTemplate(template, {
    "client.firstName": firstName(name),
    "client.name": name,
    "company.name": company.name,
    "company.phone": company.phone,
    "visit.action": job.kind === "visit-booked" && job.update ? "moved" : "booked",
    "visit.when":
      day === today
        ? `today, ${times.from}–${times.to}`
        : day === addDays(today, 1)
          ? `tomorrow, ${times.from}–${times.to}`
          : times.label,
    "visit.job": visit.job.title,
    "technician.name": names.length > 0 ? joinNames(names) : "Your technician",
  });
  return { ...base, body };
}

/** The text a job sends, composed now (null: nothing to send and nothing to record). */
export function composeText(
  job: Exclude<QueuedTextJob, { kind: "reply" }>,
  now: Date,
): Promise<Composed | null> {
  switch (job.kind) {
    case "request-reply":
      return composeRequestReply(job);
    case "quote-sent":
    case "quote-follow-up":
      return composeQuoteText(job, now);
    case "invoice-sent":
    case "invoice-reminder":
      return composeInvoiceText(job, now);
    case "visit-booked":
    case "visit-reminder":
    case "visit-on-my-way":
      return composeVisitText(job, now);
  }
}
