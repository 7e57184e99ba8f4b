import "server-only";
import { prisma } from "@/lib/db";
import { type MailMessage, sendMail } from "./index";

/** The Message-ID of a queued mail: derived from its job key, so every try names the same mail. */
export const messageIdFor = (key: string) => `<${key}@jobs.quotecraft.app>`;

/**
 * Sends a queued mail at most once per key as far as this side can tell: a key already
 * recorded is skipped; a crash between the transport and the record re-sends it with the
 * same Message-ID (the outbox keeps one file for it, receivers can drop the duplicate).
 */
export async function deliverMail(
  key: string,
  companyId: string | null,
  message: MailMessage,
): Promise<"sent" | "already-sent"> {
  const done = await prisma.mailDelivery.findUnique({ where: { key }, select: { key: true } });
  if (done) return "already-sent";
  const sent = await sendMail({ ...message, messageId: messageIdFor(key) });
  await prisma.mailDelivery.createMany({
    data: [
      {
        key,
        companyId,
        to: message.to.slice(0, 1000),
        subject: message.subject.slice(0, 1000),
        messageId: sent.messageId,
        transport: sent.transport,
      },
    ],
    skipDuplicates: true,
  });
  return "sent";
}
