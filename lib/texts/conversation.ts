import "server-only";
import { assertWithinLimit, lockCompany } from "@/lib/billing/limits";
import { z } from "zod";
import { invalidField, notFound } from "@/lib/errors";
import { prisma } from "@/lib/db";
import { inTransaction, publish } from "@/lib/events";
import { setConsent, consentOf } from "./consent";
import { toE164 } from "./phone";
import { senderFor, senderLabel } from "./transport";

const id = z.string().min(1).max(100);

/** What a conversation is on: a client, a quote or an estimate request (exactly one). */
export const conversationTargetSchema = z
  .object({ clientId: id.optional(), quoteId: id.optional(), requestId: id.optional() })
  .refine((t) => [t.clientId, t.quoteId, t.requestId].filter(Boolean).length === 1, {
    message: "Give exactly one of clientId, quoteId or requestId.",
  });
export type ConversationTarget = z.infer<typeof conversationTargetSchema>;

export const textReplySchema = z.object({
  clientId: id.optional(),
  quoteId: id.optional(),
  requestId: id.optional(),
  body: z.string().trim().min(1).max(1600),
});

export const textConsentSchema = z.object({
  clientId: id,
  status: z.enum(["consented", "opted_out"]),
  source: z.enum(["owner", "verbal", "written"]).default("owner"),
});

/** The number, client, request and quote of a target, read within the company (else 404). */
async function resolve(companyId: string, target: ConversationTarget) {
  const company = await prisma.company.findUniqueOrThrow({
    where: { id: companyId },
    select: { country: true, textFrom: true, textMessagingServiceSid: true },
  });
  if (target.quoteId) {
    const quote = await prisma.quote.findFirst({
      where: { id: target.quoteId, companyId },
      select: {
        id: true,
        clientId: true,
        estimateRequestId: true,
        client: { select: { phone: true } },
        estimateRequest: { select: { customerPhone: true } },
      },
    });
    if (!quote) throw notFound("Quote not found.");
    const phone = toE164(
      quote.client?.phone ?? quote.estimateRequest?.customerPhone,
      company.country,
    );
    return {
      company,
      phone,
      clientId: quote.clientId,
      quoteId: quote.id,
      requestId: quote.estimateRequestId,
    };
  }
  if (target.requestId) {
    const request = await prisma.estimateRequest.findFirst({
      where: { id: target.requestId, companyId },
      select: { id: true, clientId: true, customerPhone: true },
    });
    if (!request) throw notFound("Request not found.");
    const phone = toE164(request.customerPhone, company.country);
    return { company, phone, clientId: request.clientId, quoteId: null, requestId: request.id };
  }
  const client = await prisma.client.findFirst({
    where: { id: target.clientId!, companyId },
    select: { id: true, phone: true },
  });
  if (!client) throw notFound("Client not found.");
  return {
    company,
    phone: toE164(client.phone, company.country),
    clientId: client.id,
    quoteId: null,
    requestId: null,
  };
}

/**
 * The conversation on a client, a quote or a request: every text of the company to or from
 * its number (or linked to it), oldest first, with the number's consent and unread count.
 * Reading it marks its inbound texts read.
 */
export async function getConversation(companyId: string, target: ConversationTarget) {
  const resolved = await resolve(companyId, target);
  const { phone } = resolved;
  const where = {
    companyId,
    OR: [
      ...(phone ? [{ to: phone }, { from: phone }] : []),
      ...(target.clientId ? [{ clientId: target.clientId }] : []),
      ...(target.quoteId ? [{ quoteId: target.quoteId }] : []),
      ...(target.requestId ? [{ requestId: target.requestId }] : []),
    ],
  };
  const messages = await prisma.textMessage.findMany({
    where,
    orderBy: { createdAt: "asc" },
    take: 200,
    select: {
      id: true,
      direction: true,
      from: true,
      to: true,
      body: true,
      status: true,
      error: true,
      purpose: true,
      createdAt: true,
      readAt: true,
    },
  });
  const unread = messages.filter((m) => m.direction === "inbound" && !m.readAt).map((m) => m.id);
  if (unread.length > 0)
    await prisma.textMessage.updateMany({
      where: { companyId, id: { in: unread } },
      data: { readAt: new Date() },
    });
  const consent = phone ? await consentOf(companyId, phone) : null;
  return {
    phone,
    /** The client whose consent the owner can record (null: a request without a client). */
    clientId: resolved.clientId,
    consent: consent ? { status: consent.status, source: consent.source, at: consent.at } : null,
    messages: messages.filter((m) => m.status !== "skipped" || m.body !== ""),
    unreadCount: await unreadTextCount(companyId),
  };
}

/** Texts from customers the owner has not read yet (the dashboard's badge). */
export const unreadTextCount = (companyId: string) =>
  prisma.textMessage.count({ where: { companyId, direction: "inbound", readAt: null } });

/**
 * The owner's reply in a conversation: a queued TextMessage row, sent by the texts queue
 * through the company's sender (the `text.replied` event), to the number of the target.
 */
export async function replyInConversation(
  companyId: string,
  input: z.infer<typeof textReplySchema>,
) {
  const target = conversationTargetSchema.safeParse(input);
  if (!target.success) {
    const [issue] = target.error.issues;
    throw invalidField(issue.path.map(String).join(".") || "body", issue.message);
  }
  const resolved = await resolve(companyId, target.data);
  if (!resolved.phone) throw invalidField("body", "There is no valid phone number to text.");
  const from = senderLabel(senderFor(resolved.company));
  return inTransaction(async (tx) => {
    // The plan's texts a month (docs/billing.md): over it, 402 plan_limit naming the limit.
    await lockCompany(tx, companyId);
    await assertWithinLimit(tx, companyId, "textsPerMonth");
    const message = await tx.textMessage.create({
      data: {
        companyId,
        direction: "outbound",
        from,
        to: resolved.phone!,
        body: input.body,
        status: "queued",
        purpose: "reply",
        clientId: resolved.clientId,
        quoteId: resolved.quoteId,
        requestId: resolved.requestId,
      },
      select: {
        id: true,
        direction: true,
        from: true,
        to: true,
        body: true,
        status: true,
        createdAt: true,
      },
    });
    await publish(tx, { type: "text.replied", companyId, messageId: message.id });
    return message;
  });
}

/** The owner records a client's consent (or its withdrawal), with its source and time. */
export async function recordClientConsent(
  companyId: string,
  input: z.infer<typeof textConsentSchema>,
) {
  const { phone } = await resolve(companyId, { clientId: input.clientId });
  if (!phone) throw invalidField("clientId", "The client has no valid phone number.");
  const row = await setConsent(prisma, companyId, phone, input.status, input.source);
  return { phone, status: row.status, source: row.source, at: row.at };
}
