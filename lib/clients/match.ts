import "server-only";
import { newRowId, SqlParams, sqlExecutor, type SqlDb } from "@/lib/db/statements";
import { emitEvent } from "@/lib/webhooks/emit";
import { clientPayload } from "@/lib/webhooks/payloads";

/** The key a client is matched by: the email trimmed and lower-cased (null without email). */
export function clientEmailKey(email: string | null | undefined) {
  const key = email?.trim().toLowerCase();
  return key ? key : null;
}

export type ClientContact = { name: string; email?: string | null; phone?: string | null };

/**
 * The statement that matches or creates the company's client for these contact details,
 * returning its "id" and "inserted" (true when created now). INSERT ... ON CONFLICT on the
 * (companyId, emailKey) unique index: two concurrent requests from one new customer get the
 * same client, and the caller's transaction is never aborted by a duplicate. Without an
 * email there is no key to match (NULLs never conflict): a new client every time. An
 * existing client keeps its name; a missing phone is filled in. `when` (SQL) lets a larger
 * statement run it only if its condition holds.
 */
export function clientMatchSql(
  p: SqlParams,
  companyId: string,
  contact: ClientContact,
  when = "TRUE",
) {
  const email = contact.email?.trim() || null;
  // xmax = 0: the row was inserted now, not matched (a new client: client.created).
  return `INSERT INTO "Client" ("id", "companyId", "name", "email", "emailKey", "phone", "updatedAt")
    SELECT ${p.add(newRowId(), "text")}, ${p.add(companyId, "text")}, ${p.add(contact.name, "text")},
      ${p.add(email, "text")}, ${p.add(clientEmailKey(email), "text")}, ${p.add(contact.phone ?? null, "text")}, now()
    WHERE ${when}
    ON CONFLICT ("companyId", "emailKey")
    DO UPDATE SET "phone" = COALESCE("Client"."phone", EXCLUDED."phone")
    RETURNING "id", (xmax = 0) AS "inserted"`;
}

/**
 * The company's client with this email (case-insensitive), created from the contact
 * details when there is none (clientMatchSql), announcing client.created when created.
 */
export async function matchOrCreateClient(
  tx: SqlDb,
  companyId: string,
  contact: ClientContact,
): Promise<string> {
  const p = new SqlParams();
  const [row] = await sqlExecutor(tx).query<{ id: string; inserted: boolean }>(
    clientMatchSql(p, companyId, contact),
    p.values,
  );
  if (row.inserted)
    await emitEvent(tx, companyId, "client.created", () => clientPayload(tx, row.id));
  return row.id;
}
