import "server-only";
import twilio from "twilio";
import { prisma } from "@/lib/db";
import { getServerEnv } from "@/lib/env";
import { inTransaction, publish } from "@/lib/events";
import { absoluteUrl } from "@/lib/site";
import { ownerEmails } from "@/lib/team/notifications";
import { keywordOf, setConsent } from "./consent";
import { phoneTail, toE164 } from "./phone";
import { twilioBaseUrl } from "./transport";

export type TwilioParams = Record<string, string>;

/** Twilio's form body as the flat map its signature covers. */
export function formParams(raw: Uint8Array): TwilioParams {
  const params: TwilioParams = {};
  for (const [key, value] of new URLSearchParams(new TextDecoder().decode(raw)))
    params[key] = value;
  return params;
}

/**
 * Whether a webhook request was signed by Twilio: the official library's check of the
 * X-Twilio-Signature header with the auth token, over the public URL Twilio called
 * (TWILIO_WEBHOOK_BASE_URL or NEXTAUTH_URL, else the request's own URL) and the form params.
 */
export function verifyTwilioSignature(
  requestUrl: URL,
  signature: string | null,
  params: TwilioParams,
): boolean {
  const token = getServerEnv().TWILIO_AUTH_TOKEN;
  if (!token || !signature) return false;
  const base = twilioBaseUrl();
  const url = base ? `${base}${requestUrl.pathname}${requestUrl.search}` : requestUrl.toString();
  return twilio.validateRequest(token, signature, url, params);
}

const twiml = (reply?: string) => {
  const response = new twilio.twiml.MessagingResponse();
  if (reply) response.message(reply);
  return response.toString();
};

/** The company a text to `to` (or through a messaging service) reaches, and whether it is shared. */
async function companyFor(params: TwilioParams, from: string) {
  const env = getServerEnv();
  const to = params.To ?? "";
  const service = params.MessagingServiceSid ?? "";
  const own = await prisma.company.findFirst({
    where: {
      OR: [{ textFrom: to }, ...(service ? [{ textMessagingServiceSid: service }] : [])],
    },
    select: { id: true },
  });
  if (own) return { companyId: own.id, shared: false };
  const shared =
    to === env.TWILIO_FROM || (service && service === env.TWILIO_MESSAGING_SERVICE_SID);
  if (!shared) return null;
  // The shared sender: the company that last texted this number from it.
  const last = await prisma.textMessage.findFirst({
    where: {
      to: from,
      direction: "outbound",
      company: { textFrom: null, textMessagingServiceSid: null },
    },
    orderBy: { createdAt: "desc" },
    select: { companyId: true },
  });
  return { companyId: last?.companyId ?? null, shared: true };
}

/** The client, request and quote a number belongs to in a company (latest first). */
async function contextFor(companyId: string, phone: string, country: string) {
  const tail = phoneTail(phone);
  const clients = await prisma.client.findMany({
    where: { companyId, phone: { contains: tail.slice(-4) } },
    select: { id: true, name: true, phone: true },
    orderBy: { updatedAt: "desc" },
    take: 50,
  });
  const client = clients.find((c) => toE164(c.phone, country) === phone) ?? null;
  const requests = await prisma.estimateRequest.findMany({
    where: {
      companyId,
      ...(client
        ? { OR: [{ clientId: client.id }, { customerPhone: { contains: tail.slice(-4) } }] }
        : { customerPhone: { contains: tail.slice(-4) } }),
    },
    select: { id: true, clientId: true, customerPhone: true, assignedToId: true },
    orderBy: { createdAt: "desc" },
    take: 50,
  });
  const request =
    requests.find(
      (r) => (client && r.clientId === client.id) || toE164(r.customerPhone, country) === phone,
    ) ?? null;
  const quote = await prisma.quote.findFirst({
    where: {
      companyId,
      supersededById: null,
      OR: [
        ...(client ? [{ clientId: client.id }] : []),
        ...(request ? [{ estimateRequestId: request.id }] : []),
      ],
      status: { not: "draft" },
    },
    orderBy: { sentAt: "desc" },
    select: { id: true, assignedToId: true },
  });
  const quoteOf = client || request ? quote : null;
  return {
    clientId: client?.id ?? request?.clientId ?? null,
    requestId: request?.id ?? null,
    quoteId: quoteOf?.id ?? null,
    /** Who the conversation's quote (else request) is assigned to (docs/team.md). */
    assignedToId: quoteOf?.assignedToId ?? request?.assignedToId ?? null,
  };
}

/**
 * A customer's text (POST /api/twilio/inbound, signature checked): keywords change consent at
 * once and are answered in the TwiML (STOP and its synonyms opt out, START/UNSTOP/YES opt back
 * in, HELP names the company and its contact); any other text joins the conversation of its
 * client, request and quote (an unknown number becomes a new client, a lead) and the owner is
 * notified (an unread count, and a mail through the `text.received` event). Returns TwiML.
 */
export async function receiveText(params: TwilioParams): Promise<string> {
  const from = toE164(params.From, "US") ?? params.From ?? "";
  const body = (params.Body ?? "").slice(0, 1600);
  if (!from) return twiml();
  const target = await companyFor(params, from);
  if (!target) return twiml();
  const keyword = keywordOf(body);
  const company = target.companyId
    ? await prisma.company.findUnique({
        where: { id: target.companyId },
        select: {
          id: true,
          name: true,
          phone: true,
          contactEmail: true,
          country: true,
        },
      })
    : null;

  if (keyword === "stop") {
    if (company) await setConsent(prisma, company.id, from, "opted_out", "keyword");
    // A STOP to the operator-wide sender opts out of every company that sends from it.
    if (target.shared) await setConsent(prisma, null, from, "opted_out", "keyword");
    const reply = target.shared
      ? "You have been unsubscribed and will receive no more texts from this number. Reply START to resubscribe."
      : `You have been unsubscribed from ${company?.name ?? "these"} texts. Reply START to resubscribe.`;
    if (company) await record(company.id, from, params, body, reply);
    return twiml(reply);
  }
  if (keyword === "start") {
    if (company) await setConsent(prisma, company.id, from, "consented", "keyword");
    if (target.shared)
      await prisma.textConsent.deleteMany({ where: { companyId: null, phone: from } });
    const reply = `You are subscribed to ${company?.name ?? "these"} texts again. Reply STOP to opt out.`;
    if (company) await record(company.id, from, params, body, reply);
    return twiml(reply);
  }
  if (keyword === "help") {
    const contact = [company?.phone, company?.contactEmail].filter(Boolean).join(" or ");
    const reply = company
      ? `${company.name}${contact ? `: reach us at ${contact}` : ""}. Reply STOP to opt out.`
      : "Reply STOP to opt out.";
    if (company) await record(company.id, from, params, body, reply);
    return twiml(reply);
  }
  if (!company) return twiml();

  const context = await contextFor(company.id, from, company.country);
  const twilioSid = params.MessageSid || params.SmsSid || null;
  if (twilioSid && (await prisma.textMessage.findUnique({ where: { twilioSid } }))) return twiml();
  // The member the quote or request is assigned to hears of it; otherwise the owner.
  const assignee = context.assignedToId
    ? await prisma.membership.findFirst({
        where: { companyId: company.id, userId: context.assignedToId, deactivatedAt: null },
        select: { user: { select: { email: true } } },
      })
    : null;
  const owner = assignee?.user.email ?? company.contactEmail ?? (await ownerEmails(company.id))[0];
  await inTransaction(async (tx) => {
    let clientId = context.clientId;
    if (!clientId && !context.requestId) {
      // An unknown number: a new lead, a client with the number.
      const client = await tx.client.create({
        data: {
          companyId: company.id,
          name: `Text from ${from}`,
          phone: from,
          notes: "Opened by a text message.",
        },
      });
      clientId = client.id;
      await publish(tx, { type: "client.created", companyId: company.id, clientId });
    }
    const message = await tx.textMessage.create({
      data: {
        companyId: company.id,
        direction: "inbound",
        from,
        to: params.To ?? "",
        body,
        status: "received",
        twilioSid,
        purpose: "message",
        clientId,
        quoteId: context.quoteId,
        requestId: context.requestId,
      },
    });
    if (owner) {
      const where = context.quoteId
        ? `/dashboard/quotes/${context.quoteId}`
        : clientId
          ? `/dashboard/clients/${clientId}`
          : "/dashboard/estimates";
      await publish(tx, {
        type: "text.received",
        companyId: company.id,
        messageId: message.id,
        message: {
          to: owner,
          subject: `New text from ${from}`,
          text: `${from} texted ${company.name}:\n\n${body}\n\nRead and answer it: ${absoluteUrl(where)}`,
        },
      });
    }
  });
  return twiml();
}

/** Records a keyword text and the answer the TwiML carries, in the number's conversation. */
async function record(
  companyId: string,
  from: string,
  params: TwilioParams,
  body: string,
  reply: string,
) {
  const twilioSid = params.MessageSid || params.SmsSid || null;
  if (twilioSid && (await prisma.textMessage.findUnique({ where: { twilioSid } }))) return;
  await prisma.textMessage.createMany({
    data: [
      {
        companyId,
        direction: "inbound",
        from,
        to: params.To ?? "",
        body,
        status: "received",
        twilioSid,
        purpose: "keyword",
        readAt: new Date(),
      },
      {
        companyId,
        direction: "outbound",
        from: params.To ?? "",
        to: from,
        body: reply,
        status: "sent",
        purpose: "keyword",
      },
    ],
  });
}

const STATUSES = new Set([
  "queued",
  "sending",
  "sent",
  "delivered",
  "undelivered",
  "failed",
  "read",
]);

/** Twilio's delivery report (POST /api/twilio/status): the text's status and error code. */
export async function recordTextStatus(params: TwilioParams): Promise<void> {
  const sid = params.MessageSid || params.SmsSid;
  const status = params.MessageStatus || params.SmsStatus;
  if (!sid || !status || !STATUSES.has(status)) return;
  await prisma.textMessage.updateMany({
    where: { twilioSid: sid, direction: "outbound" },
    data: {
      status,
      ...(params.ErrorCode ? { error: `Twilio error ${params.ErrorCode.slice(0, 20)}` } : {}),
    },
  });
}
