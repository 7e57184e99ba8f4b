import "server-only";
import { randomBytes } from "node:crypto";
import type { Prisma } from "@prisma/client";
import { emitEvent } from "@/lib/webhooks/emit";
import { clientPayload } from "@/lib/webhooks/payloads";

/** The key a client is matched by: the email trimmed and lower-cased (null without email). */
export function clientEmailKey(email: string | null | undefined) {
  const key = email?.trim().toLowerCase();
  return key ? key : null;
}

/** A fresh id of the same shape as Prisma's cuid() (raw inserts generate their own). */
const newClientId = () => `c${Date.now().toString(36)}${randomBytes(8).toString("hex")}`;

/**
 * The company's client with this email (case-insensitive), created from the request's
 * contact details when there is none. One statement, INSERT ... ON CONFLICT on the
 * (companyId, emailKey) unique index: two concurrent requests from one new customer get
 * the same client, and the caller's transaction is never aborted by a duplicate. An
 * existing client keeps its name; a missing phone is filled in.
 */
export async function matchOrCreateClient(
  tx: Prisma.TransactionClient,
  companyId: string,
  contact: { name: string; email: string; phone?: string | null },
): Promise<string> {
  const emailKey = clientEmailKey(contact.email);
  if (!emailKey) {
    const client = await tx.client.create({
      data: { companyId, name: contact.name, phone: contact.phone ?? null },
      select: { id: true },
    });
    await emitEvent(tx, companyId, "client.created", () => clientPayload(tx, client.id));
    return client.id;
  }
  // xmax = 0: the row was inserted now, not matched (a new client: client.created).
  const rows = await tx.$queryRaw<{ id: string; inserted: boolean }[]>`
    INSERT INTO "Client" ("id", "companyId", "name", "email", "emailKey", "phone", "updatedAt")
    VALUES (${newClientId()}, ${companyId}, ${contact.name}, ${contact.email.trim()}, ${emailKey},
            ${contact.phone ?? null}, now())
    ON CONFLICT ("companyId", "emailKey")
    DO UPDATE SET "phone" = COALESCE("Client"."phone", EXCLUDED."phone")
    RETURNING "id", (xmax = 0) AS "inserted"`;
  if (rows[0].inserted)
    await emitEvent(tx, companyId, "client.created", () => clientPayload(tx, rows[0].id));
  return rows[0].id;
}
