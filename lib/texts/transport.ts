import "server-only";
import { createHash } from "node:crypto";
import path from "node:path";
import twilio from "twilio";
import { getServerEnv } from "@/lib/env";
import { writeOutboxFile } from "@/lib/outbox-file";
import { absoluteUrl } from "@/lib/site";

/** Who a company's texts come from: its own number or messaging service, else the operator's. */
export type TextSender = { from?: string; messagingServiceSid?: string; shared: boolean };

export function senderFor(company: {
  textFrom: string | null;
  textMessagingServiceSid: string | null;
}): TextSender {
  if (company.textMessagingServiceSid)
    return { messagingServiceSid: company.textMessagingServiceSid, shared: false };
  if (company.textFrom) return { from: company.textFrom, shared: false };
  const env = getServerEnv();
  if (env.TWILIO_MESSAGING_SERVICE_SID)
    return { messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID, shared: true };
  return { from: env.TWILIO_FROM, shared: true };
}

/** The sender as a TextMessage row names it. */
export const senderLabel = (sender: TextSender) =>
  sender.from ?? sender.messagingServiceSid ?? "outbox";

/** True when texts really go through Twilio (else they are written to TEXT_OUTBOX_DIR). */
export function twilioConfigured() {
  const env = getServerEnv();
  return Boolean(
    env.TWILIO_ACCOUNT_SID &&
    env.TWILIO_AUTH_TOKEN &&
    (env.TWILIO_FROM || env.TWILIO_MESSAGING_SERVICE_SID),
  );
}

/** The public origin Twilio calls and signs (TWILIO_WEBHOOK_BASE_URL, NEXTAUTH_URL, the site). */
export function twilioBaseUrl(): string | null {
  const env = getServerEnv();
  const base = env.TWILIO_WEBHOOK_BASE_URL ?? env.NEXTAUTH_URL;
  return base ? new URL(base).origin : null;
}

let client: ReturnType<typeof twilio> | undefined;

export type SentText = { sid: string; transport: "twilio" | "outbox"; file?: string };

/**
 * Sends one text: through Twilio's official library when it is configured, otherwise written
 * to TEXT_OUTBOX_DIR as one JSON file named after the job key (a text written twice is one
 * file). Twilio reports delivery to /api/twilio/status.
 */
export async function sendText(text: {
  key: string;
  companyId: string;
  to: string;
  body: string;
  sender: TextSender;
}): Promise<SentText> {
  const env = getServerEnv();
  if (twilioConfigured()) {
    client ??= twilio(env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN);
    const base = twilioBaseUrl();
    const message = await client.messages.create({
      to: text.to,
      body: text.body,
      ...(text.sender.messagingServiceSid
        ? { messagingServiceSid: text.sender.messagingServiceSid }
        : { from: text.sender.from }),
      ...(base ? { statusCallback: `${base}/api/twilio/status` } : {}),
    });
    return { sid: message.sid, transport: "twilio" };
  }
  const dir = path.resolve(env.TEXT_OUTBOX_DIR);
  const digest = createHash("sha256").update(text.key).digest("hex").slice(0, 32);
  const file = path.join(dir, `${digest}.json`);
  await writeOutboxFile(
    file,
    JSON.stringify(
      {
        to: text.to,
        from: senderLabel(text.sender),
        body: text.body,
        companyId: text.companyId,
        key: text.key,
        statusCallback: absoluteUrl("/api/twilio/status"),
        at: new Date().toISOString(),
      },
      null,
      2,
    ),
  );
  return { sid: `SMoutbox${digest}`, transport: "outbox", file };
}
