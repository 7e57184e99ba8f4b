import "server-only";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { getServerEnv } from "@/lib/env";
import { writeOutboxFile } from "@/lib/outbox-file";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** A fixed Message-ID (a queued mail's key): re-sending it names the same message. */
  messageId?: string;
  /** Files attached to the mail (a quote's PDF), passed to nodemailer as they are. */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
};
export type SentMail = { messageId: string; transport: "smtp" | "outbox"; file?: string };

let smtpTransport: Transporter | undefined;

function getSmtpTransport(url: string): Transporter {
  smtpTransport ??= nodemailer.createTransport(url);
  return smtpTransport;
}

// A stream transport builds the exact RFC 822 message SMTP would send, so the outbox
// shows what a real mail server would receive.
const buildTransport = nodemailer.createTransport({
  streamTransport: true,
  buffer: true,
  newline: "unix",
});

/** The outbox file of a message (a fixed Message-ID always gives the same file). */
export function outboxFileName(messageId: string, fixed: boolean) {
  const safeId = messageId.replace(/[^a-zA-Z0-9._-]/g, "").slice(0, 80);
  // A fixed Message-ID gives a fixed file: a mail written twice is still one mail.
  if (fixed) return `${safeId}.eml`;
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  return `${stamp}-${safeId || "message"}.eml`;
}

/**
 * Sends one mail: through SMTP when SMTP_URL is set, otherwise written as an .eml file to
 * OUTBOX_DIR so development and tests can read what would have been sent.
 */
export async function sendMail(message: MailMessage): Promise<SentMail> {
  const env = getServerEnv();
  const mail = { from: env.MAIL_FROM, ...message };
  if (env.SMTP_URL) {
    const info = await getSmtpTransport(env.SMTP_URL).sendMail(mail);
    return { messageId: info.messageId, transport: "smtp" };
  }
  const info = await buildTransport.sendMail(mail);
  const dir = path.resolve(env.OUTBOX_DIR);
  const file = path.join(dir, outboxFileName(info.messageId, Boolean(message.messageId)));
  await writeOutboxFile(file, info.message as Buffer);
  return { messageId: info.messageId, transport: "outbox", file };
}
