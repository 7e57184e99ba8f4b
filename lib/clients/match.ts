import "server-only";
import { newRowId, SqlParams, sqlExecutor, type SqlDb } from "@/lib/db/statements";
import { publish } from "@/lib/events";

/** The key a client is matched by: the email trimmed and lower-cased (null without email). */
export function clientEmailKey(email: string | null | undefined) {
  const key = email?.trim().toLowerCase();
  return key ? key : null;
}

export type ClientContact = { name: string; email?: string | null; phone?: string | null };

/**
 * Common table expressions that match or create the company's client for these contact
 * details; the last one, `client`, holds its "id" and "inserted" (true when created now).
 * A client already in the statement's snapshot is read, not written: no row lock, so
 * concurrent requests from one customer never wait for each other; a missing phone is
 * filled in by an UPDATE only when there is one to fill (an existing client keeps its name).
 * Otherwise INSERT ... ON CONFLICT on the (companyId, emailKey) unique index: two concurrent
 * requests from one new customer get the same client, and the caller's transaction is never
 * aborted by a duplicate. Without an email there is no key to match (NULLs never conflict):
 * a new client every time. `when` (SQL) lets a larger statement match only if it holds.
 */
export function clientMatchCtes(
  p: SqlParams,
  companyId: string,
  contact: ClientContact,
  when = "TRUE",
) {
  const email = contact.email?.trim() || null;
  const company = p.add(companyId, "text");
  const emailKey = p.add(clientEmailKey(email), "text");
  const phone = p.add(contact.phone ?? null, "text");
  // xmax = 0: the row was inserted now, not matched (a new client: client.created).
  return `client_found AS (
      SELECT "id", "phone" FROM "Client" WHERE "companyId" = ${company} AND "emailKey" = ${emailKey}
    ),
    client_created AS (
      INSERT INTO "Client" ("id", "companyId", "name", "email", "emailKey", "phone", "updatedAt")
      SELECT ${p.add(newRowId(), "text")}, ${company}, ${p.add(contact.name, "text")},
        ${p.add(email, "text")}, ${emailKey}, ${phone}, now()
      WHERE (${when}) AND NOT EXISTS (SELECT 1 FROM client_found)
      ON CONFLICT ("companyId", "emailKey")
      DO UPDATE SET "phone" = COALESCE("Client"."phone", EXCLUDED."phone")
      RETURNING "id", (xmax = 0) AS "inserted"
    ),
    client_filled AS (
      UPDATE "Client" SET "phone" = ${phone}
      WHERE "id" = (SELECT "id" FROM client_found) AND "phone" IS NULL AND ${phone} IS NOT NULL
        AND (${when})
    ),
    client AS (
      SELECT "id", "inserted" FROM client_created
      UNION ALL SELECT "id", false FROM client_found WHERE (${when})
    )`;
}

/**
 * The company's client with this email (case-insensitive), created from the contact
 * details when there is none (clientMatchCtes), announcing client.created when created.
 */
export async function matchOrCreateClient(
  tx: SqlDb,
  companyId: string,
  contact: ClientContact,
): Promise<string> {
  const p = new SqlParams();
  const [row] = await sqlExecutor(tx).query<{ id: string; inserted: boolean }>(
    `WITH ${clientMatchCtes(p, companyId, contact)} SELECT "id", "inserted" FROM client`,
    p.values,
  );
  if (row.inserted) await publish(tx, { type: "client.created", companyId, clientId: row.id });
  return row.id;
}
