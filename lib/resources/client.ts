import { z } from "zod";
import { SqlParams, sqlExecutor, type SqlDb } from "@/lib/db/statements";
import {
  isoSql,
  listSql,
  timestampSchema,
  toListPage,
  type ListQuery,
  readRowById,
} from "./common";

/** A client as /api/v1 answers it and client.* webhooks carry it (docs/rest-api.md). */
export const clientSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    notes: z.string().nullable(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: "Client" });

export type ClientResource = z.infer<typeof clientSchema>;

const SELECT = `SELECT c."id", c."name", c."email", c."phone", c."address", c."notes",
  ${isoSql('c."createdAt"')} AS "createdAt", ${isoSql('c."updatedAt"')} AS "updatedAt"
  FROM "Client" c`;

/**
 * One client by id, on any executor (a transaction included); with `companyId`, only that
 * company's (another's is not found). Throws a not-found error when there is none.
 */
export async function readClient(
  db: SqlDb,
  id: string,
  companyId?: string,
): Promise<ClientResource> {
  const row = await readRowById<ClientResource>(db, SELECT, "c", "Client", id, companyId);
  return row;
}

/** A page of the company's clients, newest first. */
export async function listClients(db: SqlDb, query: ListQuery) {
  const p = new SqlParams();
  const rows = await sqlExecutor(db).query<ClientResource>(
    `${SELECT} ${listSql(p, "c", query)}`,
    p.values,
  );
  return toListPage(rows, query.limit);
}
