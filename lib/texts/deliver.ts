import "server-only";
import { formatDay, todayIn } from "@/lib/dates";
import { prisma } from "@/lib/db";
import { formatCents, quoteDisplayNumber } from "@/lib/format";
import type { QueuedTextJob } from "@/lib/queue/kinds";
import { toCents } from "@/lib/pricing";
import { quotePath, quoteToken } from "@/lib/quotes/token";
import { absoluteUrl } from "@/lib/site";
import { mayText } from "./consent";
import { toE164 } from "./phone";
import { firstName, renderTextTemplate, TEXT_TEMPLATE_DEFAULTS } from "./templates";
import { senderFor, senderLabel, sendText } from "./transport";

const companySelect = {
  id: true,
  name: true,
  phone: true,
  contactEmail: true,
  country: true,
  timeZone: true,
  textFrom: true,
  textMessagingServiceSid: true,
  textQuoteSent: true,
  textQuoteSentTemplate: true,
  textFollowUpTemplate: true,
  textRequestReply: true,
  textRequestReplyTemplate: true,
} as const;

type Composed = {
  to: string | null;
  body: string;
  purpose: string;
  formConsentAt?: Date | null;
  clientId?: string | null;
  quoteId?: string | null;
  requestId?: string | null;
  /** Why nothing is sent (the quote was answered, the setting is off). */
  skip?: string;
};

const WAITING = new Set(["sent", "viewed"]);

async function composeQuoteText(
  job: Extract<QueuedTextJob, { kind: "quote-sent" | "quote-follow-up" }>,
  now: Date,
): Promise<Composed | null> {
  const quote = await prisma.quote.findFirst({
    where: { id: job.quoteId, companyId: job.companyId },
    include: {
      company: { select: companySelect },
      client: { select: { id: true, name: true, phone: true } },
      estimateRequest: {
        select: {
          id: true,
          customerName: true,
          customerPhone: true,
          smsConsent: true,
          createdAt: true,
        },
      },
    },
  });
  if (!quote) return null;
  const { company } = quote;
  if (job.kind === "quote-sent" && !company.textQuoteSent) return null;
  const raw = quote.client?.phone ?? quote.estimateRequest?.customerPhone ?? null;
  const to = toE164(raw, company.country);
  const requestPhone = toE164(quote.estimateRequest?.customerPhone, company.country);
  const base = {
    to,
    purpose: job.kind === "quote-sent" ? "quote-sent" : "follow-up",
    clientId: quote.clientId,
    quoteId: quote.id,
    requestId: quote.estimateRequestId,
    formConsentAt:
      quote.estimateRequest?.smsConsent && requestPhone === to
        ? quote.estimateRequest.createdAt
        : null,
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

async function composeRequestReply(
  job: Extract<QueuedTextJob, { kind: "request-reply" }>,
): Promise<Composed | null> {
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

/**
 * Works one text job (the texts queue): composes it from the company's template when it runs,
 * re-checks what it is about and the number's consent, and sends it at most once per job key
 * (a TextMessage row per key records consent failures, sending, Twilio's sid and errors).
 */
export async function deliverTextJob(job: QueuedTextJob, now = new Date()): Promise<void> {
  const company = await prisma.company.findUnique({
    where: { id: job.companyId },
    select: companySelect,
  });
  if (!company) return;
  const sender = senderFor(company);
  const from = senderLabel(sender);

  if (job.kind === "reply") {
    const row = await prisma.textMessage.findFirst({
      where: { id: job.messageId, companyId: job.companyId, direction: "outbound" },
    });
    if (!row || (row.status !== "queued" && row.status !== "sending")) return;
    if (!(await mayText(prisma, company.id, row.to, { sharedSender: sender.shared }))) {
      await prisma.textMessage.update({
        where: { id: row.id },
        data: { status: "skipped", error: "The number has not consented or opted out." },
      });
      return;
    }
    await prisma.textMessage.update({ where: { id: row.id }, data: { status: "sending", from } });
    await send(row.id, { key: job.key, companyId: company.id, to: row.to, body: row.body, sender });
    return;
  }

  const existing = await prisma.textMessage.findUnique({ where: { jobKey: job.key } });
  if (existing && existing.status !== "sending") return; // sent (or skipped) by an earlier try

  const composed =
    job.kind === "request-reply"
      ? await composeRequestReply(job)
      : await composeQuoteText(job, now);
  if (!composed?.to) return;
  const record = {
    companyId: company.id,
    direction: "outbound",
    from,
    to: composed.to,
    body: composed.body,
    purpose: composed.purpose,
    jobKey: job.key,
    clientId: composed.clientId ?? null,
    quoteId: composed.quoteId ?? null,
    requestId: composed.requestId ?? null,
  };
  if (composed.skip) {
    await prisma.textMessage.upsert({
      where: { jobKey: job.key },
      create: { ...record, body: "", status: "skipped", error: composed.skip },
      update: { status: "skipped", error: composed.skip },
    });
    return;
  }
  const allowed = await mayText(prisma, company.id, composed.to, {
    sharedSender: sender.shared,
    formConsentAt: composed.formConsentAt,
  });
  if (!allowed) {
    await prisma.textMessage.upsert({
      where: { jobKey: job.key },
      create: { ...record, status: "skipped", error: "The number has not consented or opted out." },
      update: { status: "skipped", error: "The number has not consented or opted out." },
    });
    return;
  }
  const row = await prisma.textMessage.upsert({
    where: { jobKey: job.key },
    create: { ...record, status: "sending" },
    update: {},
  });
  await send(row.id, {
    key: job.key,
    companyId: company.id,
    to: composed.to,
    body: composed.body,
    sender,
  });
}

async function send(rowId: string, text: Parameters<typeof sendText>[0]) {
  try {
    const sent = await sendText(text);
    await prisma.textMessage.update({
      where: { id: rowId },
      data: { status: "sent", twilioSid: sent.sid, error: null },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await prisma.textMessage.update({
      where: { id: rowId },
      data: { status: "failed", error: message.slice(0, 1000) },
    });
    throw error; // retried with backoff, then dead-lettered for the owner
  }
}

/** The dead letters' line for the owner. */
export function describeTextJob(data: Record<string, unknown>): Promise<string> {
  const kind = String(data.kind ?? "text");
  const label: Record<string, string> = {
    "quote-sent": "Text with a quote link to a customer",
    "quote-follow-up": "Follow-up text to a customer",
    "request-reply": "Text reply to a new estimate request",
    reply: "Your text reply to a customer",
  };
  return Promise.resolve(label[kind] ?? "Text message");
}
