import "server-only";
import { sqlDatabase } from "@/lib/db/sql";
import { type MailMessage, sendMail } from "./index";

/** The Message-ID of a queued mail: derived from its job key, so every try names the same mail. */
export const messageIdFor = (key: string) => `<${key}@jobs.quotecraft.app>`;

/**
 * Sends a queued mail at most once per key as far as this side can tell: a key already
 * recorded is skipped; a crash between the transport and the record re-sends it with the
 * same Message-ID (the outbox keeps one file for it, receivers can drop the duplicate).
 * Plain SQL (lib/db/sql.ts): every mail of the app comes this way, many in the server itself.
 */
export async function deliverMail(
  key: string,
  companyId: string | null,
  message: MailMessage,
): Promise<"sent" | "already-sent"> {
  const done = await sqlDatabase.query(`SELECT 1 FROM "MailDelivery" WHERE "key" = $1::text`, [
    key,
  ]);
  if (done.length > 0) return "already-sent";
  const sent = await sendMail({ ...message, messageId: messageIdFor(key) });
  await sqlDatabase.query(
    `INSERT INTO "MailDelivery" ("key", "companyId", "to", "subject", "messageId", "transport")
     VALUES ($1::text, $2::text, $3::text, $4::text, $5::text, $6::text)
     ON CONFLICT ("key") DO NOTHING`,
    [
      key,
      companyId,
      message.to.slice(0, 1000),
      message.subject.slice(0, 1000),
      sent.messageId,
      sent.transport,
    ],
  );
  return "sent";
}
