import { z } from "zod";
import { notFound } from "@/lib/errors";
import { SqlParams, sqlExecutor, type SqlDb } from "@/lib/db/statements";

/**
 * The pieces every public shape is made of (docs/rest-api.md, "Shapes"): one vocabulary for
 * /api/v1 answers and webhook bodies alike. Money is a decimal string in dollars with two
 * decimals ("1250.00"); quantities, percentages and other decimals are decimal strings
 * without trailing zeros ("2", "1.5", "8.25"); times are ISO 8601 in UTC with milliseconds;
 * days are YYYY-MM-DD; durations are whole minutes in fields named …Minutes.
 */

export const moneySchema = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .meta({ description: "USD amount: a decimal string with two decimals.", example: "149.00" });

export const decimalSchema = z
  .string()
  .regex(/^-?\d+(\.\d*[1-9])?$/)
  .meta({ description: "A decimal string without trailing zeros.", example: "1.5" });

export const timestampSchema = z.iso
  .datetime()
  .meta({ description: "ISO 8601 time in UTC.", example: "2026-01-15T14:30:00.000Z" });

export const daySchema = z.iso
  .date()
  .meta({ description: "A day, YYYY-MM-DD.", example: "2026-01-15" });

export const minutesSchema = z.number().int().meta({ description: "Whole minutes." });

/** A timestamp(3) column as Date.prototype.toISOString() writes it (the columns hold UTC). */
export const isoSql = (column: string) => `to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A date or midnight-UTC timestamp column as YYYY-MM-DD. */
export const daySql = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/** A numeric column as text with two decimals (money). */
export const moneySql = (column: string) => `(${column})::numeric(16, 2)::text`;

/** A numeric column as text without trailing zeros (quantities, percentages). */
export const decimalSql = (column: string) => `trim_scale(${column})::text`;

// ---------------------------------------------------------------- lists

/** Where a page ends: the last record's creation time and id (newest first, id breaks ties). */
export type ListCursor = { createdAt: Date; id: string };

/** What a list reader takes: the company, a creation range, the cursor and the page size. */
export type ListQuery = {
  companyId: string;
  limit: number;
  cursor?: ListCursor;
  createdAfter?: Date;
  createdBefore?: Date;
};

/** A page of records, newest first; `next` is where the following page starts (null: last). */
export type ListPage<T> = { data: T[]; next: ListCursor | null };

/** The WHERE and ORDER BY of a page of `alias` (createdAt + id keyset, newest first). */
export function listSql(p: SqlParams, alias: string, query: ListQuery, extra: string[] = []) {
  const where = [`${alias}."companyId" = ${p.add(query.companyId, "text")}`, ...extra];
  if (query.createdAfter)
    where.push(`${alias}."createdAt" >= ${p.add(query.createdAfter.toISOString(), "timestamp")}`);
  if (query.createdBefore)
    where.push(`${alias}."createdAt" < ${p.add(query.createdBefore.toISOString(), "timestamp")}`);
  if (query.cursor) {
    const at = p.add(query.cursor.createdAt.toISOString(), "timestamp");
    const id = p.add(query.cursor.id, "text");
    // A row comparison, which PostgreSQL uses as a condition of the (companyId, createdAt,
    // id) index; the same test spelled with OR was a filter that read every row before the
    // cursor (bench/data-scale.mjs).
    where.push(`(${alias}."createdAt", ${alias}."id") < (${at}, ${id})`);
  }
  return `WHERE ${where.join(" AND ")}
    ORDER BY ${alias}."createdAt" DESC, ${alias}."id" DESC
    LIMIT ${p.add(query.limit + 1, "int")}`;
}

/** One more row than the page is read: its presence says there is a next page. */
export function toListPage<T extends { id: string; createdAt: string }>(
  rows: T[],
  limit: number,
): ListPage<T> {
  const data = rows.slice(0, limit);
  const last = data[data.length - 1];
  return {
    data,
    next: rows.length > limit && last ? { createdAt: new Date(last.createdAt), id: last.id } : null,
  };
}

/**
 * The one row of `select` (a statement reading `alias`'s table) with this id, in one statement
 * on any executor; with `companyId`, only that company's. Not found (`what`) when there is none.
 */
export async function readRowById<Row>(
  db: SqlDb,
  select: string,
  alias: string,
  what: string,
  id: string,
  companyId?: string,
): Promise<Row> {
  const p = new SqlParams();
  const where = [`${alias}."id" = ${p.add(id, "text")}`];
  if (companyId !== undefined) where.push(`${alias}."companyId" = ${p.add(companyId, "text")}`);
  const [row] = await sqlExecutor(db).query<Row>(
    `${select} WHERE ${where.join(" AND ")}`,
    p.values,
  );
  if (!row) throw notFound(`${what} not found.`);
  return row;
}
