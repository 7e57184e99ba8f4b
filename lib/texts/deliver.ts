import "server-only";
import { assertWithinLimit } from "@/lib/billing/limits";
import { prisma } from "@/lib/db";
import { DomainError } from "@/lib/errors";
import type { QueuedTextJob } from "@/lib/queue/kinds";
import { companySelect, composeText } from "./compose";
import { mayText } from "./consent";
import { senderFor, senderLabel, sendText } from "./transport";

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

  const composed = await composeText(job, now);
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
  // The plan's texts a month (docs/billing.md): over it, not sent, recorded with the reason.
  const overLimit = await planLimitReached(company.id);
  if (overLimit) {
    await prisma.textMessage.upsert({
      where: { jobKey: job.key },
      create: { ...record, status: "skipped", error: overLimit },
      update: { status: "skipped", error: overLimit },
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

/** The plan limit's message when the company's texts of the month are used up, else null. */
async function planLimitReached(companyId: string): Promise<string | null> {
  try {
    await assertWithinLimit(prisma, companyId, "textsPerMonth");
    return null;
  } catch (error) {
    if (error instanceof DomainError && error.kind === "plan_limit") return error.message;
    throw error;
  }
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
    "invoice-sent": "Text with an invoice link to a customer",
    "invoice-reminder": "Invoice reminder text to a customer",
    "visit-booked": "Text of a booked visit to a customer",
    "visit-reminder": "Visit reminder text to a customer",
    "visit-on-my-way": "'On my way' text to a customer",
    reply: "Your text reply to a customer",
  };
  return Promise.resolve(label[kind] ?? "Text message");
}
