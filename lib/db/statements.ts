import { createHash, randomBytes } from "node:crypto";
import type { Prisma, PrismaClient } from "@prisma/client";

/**
 * Plain SQL for the hottest public paths (docs/performance.md): statements written by hand,
 * sent through node-postgres on PostgreSQL and through PGlite itself on the embedded
 * database, with no ORM compile step and no result mapping. Parameters are always bound
 * ($1, $2, ...), never spliced into the text. Numeric columns come back as strings (cast
 * them to text in the statement where the driver would differ), json as objects.
 */
export type SqlExecutor = {
  query<T = Record<string, unknown>>(sql: Sql, params?: readonly unknown[]): Promise<T[]>;
};

/**
 * A statement that PostgreSQL parses and plans once per connection and then runs from its
 * plan (a named prepared statement of node-postgres), for the statements every public
 * request runs: their planning was about half of PostgreSQL's time per estimate request
 * (docs/performance.md). Only for texts of a bounded number of shapes (never one whose text
 * grows with its input, such as a list of placeholders): each shape stays prepared on every
 * pooled connection. PGlite and Prisma run the text as it is.
 */
export type PreparedSql = { readonly name: string; readonly text: string };
export type Sql = string | PreparedSql;

/** `text` as a prepared statement, named after its text (the same text, the same name). */
export function prepared(text: string): PreparedSql {
  return { name: `qc_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`, text };
}

/** The text of a statement, prepared or not. */
export const sqlText = (sql: Sql): string => (typeof sql === "string" ? sql : sql.text);

/** Anything a statement can run on: an executor, the Prisma client or a Prisma transaction. */
export type SqlDb = SqlExecutor | PrismaClient | Prisma.TransactionClient;

/** `db` as an executor: a Prisma client or transaction runs the text with $queryRawUnsafe. */
export function sqlExecutor(db: SqlDb): SqlExecutor {
  if ("query" in db && typeof db.query === "function") return db;
  const prismaDb = db as Prisma.TransactionClient;
  return {
    query: <T>(sql: Sql, params: readonly unknown[] = []) =>
      prismaDb.$queryRawUnsafe<T[]>(sqlText(sql), ...params),
  };
}

/** Collects bound parameters while a statement is written: `p.add(value)` gives "$n". */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown, cast?: string): string {
    this.values.push(value);
    return cast ? `$${this.values.length}::${cast}` : `$${this.values.length}`;
  }
}

/** A fresh id of the same shape as Prisma's cuid() (statements written here make their own). */
export function newRowId(): string {
  return `c${Date.now().toString(36)}${randomBytes(8).toString("hex")}`;
}
