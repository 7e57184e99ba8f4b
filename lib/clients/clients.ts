import "server-only";
import type { Prisma } from "@prisma/client";
import { conflict, notFound } from "@/lib/errors";
import { prisma } from "@/lib/db";
import { keysetPage } from "@/lib/db/keyset";
import { uniqueViolation } from "@/lib/db/errors";
import { toClientDto } from "@/lib/clients/serialize";
import type { ClientDto, ClientListDto } from "@/lib/clients/types";
import type { clientCreateSchema, clientUpdateSchema } from "@/lib/validation/client";
import type { z } from "zod";
import { SqlParams } from "@/lib/db/statements";
import {
  SEARCH_WALK,
  containsPattern,
  emailAddressKey,
  firstMatches,
  inOrderOf,
  selectIds,
} from "@/lib/search/documents";
import { clientEmailKey } from "./match";
import { inTransaction, publish } from "@/lib/events";

export const CLIENT_PAGE_SIZE = 25;

type CreateInput = z.output<typeof clientCreateSchema>;
type UpdateInput = z.output<typeof clientUpdateSchema>;

const emailTaken = () =>
  conflict("Invalid body. email: Another client already has this email.", [
    { path: "email", message: "Another client already has this email." },
  ]);

/** Writes a client; the unique (company, email) index answers a double as a 409 on email. */
async function writeClient<T>(write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

export async function findClientOrThrow(companyId: string, id: string) {
  const client = await prisma.client.findFirst({ where: { id, companyId } });
  if (!client) throw notFound("Client not found.");
  return client;
}

/**
 * Clients by name, searched by name, email or phone (a whole email address: the client with
 * that address, lib/search/documents.ts), 25 a page from `cursor` (the last id seen).
 */
export async function listClients(
  companyId: string,
  { q, cursor }: { q?: string; cursor?: string },
): Promise<ClientListDto> {
  let after: { name: string; id: string } | null = null;
  if (cursor) {
    // A keyset page after the last client seen, by name then id (lib/db/keyset.ts).
    after = await prisma.client.findFirst({
      where: { id: cursor, companyId },
      select: { name: true, id: true },
    });
    if (!after) return { clients: [], nextCursor: null };
  }
  const emailKey = q ? emailAddressKey(q) : null;
  let rows;
  if ((q && !emailKey) || (after && !q)) {
    // A search, or a page after a cursor: the ids from the list's index alone, then the rows.
    const ids = await clientPageIds(companyId, q || null, after);
    rows = inOrderOf(ids, await prisma.client.findMany({ where: { id: { in: ids }, companyId } }));
  } else {
    const where: Prisma.ClientWhereInput = { companyId };
    if (after)
      where.AND = [
        { name: { gte: after.name } },
        { OR: [{ name: { gt: after.name } }, { id: { gt: after.id } }] },
      ];
    if (emailKey) where.emailKey = emailKey;
    rows = await prisma.client.findMany({
      where,
      orderBy: [{ name: "asc" }, { id: "asc" }],
      take: CLIENT_PAGE_SIZE + 1,
    });
  }
  const { page, last } = keysetPage(rows, CLIENT_PAGE_SIZE);
  return { clients: page.map(toClientDto), nextCursor: last?.id ?? null };
}

/**
 * The ids of a page of clients by name then id after `after` (a row comparison, which the
 * (companyId, name, id) index answers from the cursor on: clients sharing the cursor's name
 * are skipped in the index, not read and filtered). With `text`, those whose name, email or
 * phone contains it, in any case: first among the first `walk` entries of that index, which
 * carries the three in one lower-case "searchText" (migration 20261128160000), then, if that
 * leaves the page short, through the trigram indexes (`firstMatches`).
 */
export async function clientPageIds(
  companyId: string,
  text: string | null,
  after: { name: string; id: string } | null,
  walk = SEARCH_WALK,
): Promise<string[]> {
  const limit = CLIENT_PAGE_SIZE + 1;
  const ids = (build: (p: SqlParams, where: string, limitParam: string) => string) =>
    selectIds((p) => {
      const conditions = [`c."companyId" = ${p.add(companyId, "text")}`];
      if (after)
        conditions.push(
          `(c."name", c."id") > (${p.add(after.name, "text")}, ${p.add(after.id, "text")})`,
        );
      return build(p, conditions.join(" AND "), p.add(limit, "int"));
    });
  if (text === null)
    return ids(
      (_p, where, limitParam) => `SELECT c."id" FROM "Client" c WHERE ${where}
        ORDER BY c."name", c."id" LIMIT ${limitParam}`,
    );
  const pattern = (p: SqlParams) => p.add(containsPattern(text), "text");
  const exact = () =>
    ids((p, where, limitParam) => {
      const like = pattern(p);
      return `SELECT c."id" FROM "Client" c WHERE ${where}
        AND (c."name" ILIKE ${like} OR c."email" ILIKE ${like} OR c."phone" ILIKE ${like})
        ORDER BY c."name", c."id" LIMIT ${limitParam}`;
    });
  // The walk's text joins the fields with U+001F: a search holding it could match across two.
  if (text.includes(SEARCH_TEXT_SEPARATOR)) return exact();
  return firstMatches(
    limit,
    () =>
      ids(
        (p, where, limitParam) => `SELECT w."id" FROM (
          SELECT c."id", c."name", c."searchText" FROM "Client" c WHERE ${where}
          ORDER BY c."name", c."id" LIMIT ${p.add(walk, "int")}) w
        WHERE w."searchText" LIKE lower(${pattern(p)})
        ORDER BY w."name", w."id" LIMIT ${limitParam}`,
      ),
    exact,
  );
}

/** Between the name, email and phone in a client's "searchText" (migration 20261128160000). */
const SEARCH_TEXT_SEPARATOR = "\u001f";

export async function createClient(companyId: string, input: CreateInput): Promise<ClientDto> {
  const row = await writeClient(() =>
    inTransaction(async (tx) => {
      const created = await tx.client.create({
        data: { ...input, companyId, emailKey: clientEmailKey(input.email) },
      });
      await publish(tx, { type: "client.created", companyId, clientId: created.id });
      return created;
    }),
  );
  return toClientDto(row);
}

export async function updateClient(
  companyId: string,
  id: string,
  changes: UpdateInput,
): Promise<ClientDto> {
  const data: Prisma.ClientUpdateManyMutationInput = { ...changes };
  if (changes.email !== undefined) data.emailKey = clientEmailKey(changes.email);
  const count = await writeClient(() =>
    inTransaction(async (tx) => {
      const { count } = await tx.client.updateMany({ where: { id, companyId }, data });
      if (count === 1) await publish(tx, { type: "client.updated", companyId, clientId: id });
      return count;
    }),
  );
  if (count === 0) throw notFound("Client not found.");
  return toClientDto(await findClientOrThrow(companyId, id));
}

/** Deletes the client and their tasks; their requests and quotes stay, without a client. */
export async function deleteClient(companyId: string, id: string) {
  const { count } = await prisma.client.deleteMany({ where: { id, companyId } });
  if (count === 0) throw notFound("Client not found.");
  return { ok: true };
}
