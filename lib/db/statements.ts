import { randomBytes } from "node:crypto";
import type { Prisma, PrismaClient } from "@prisma/client";

/**
 * Plain SQL for the hottest public paths (docs/performance.md): statements written by hand,
 * sent through node-postgres on PostgreSQL and through PGlite itself on the embedded
 * database, with no ORM compile step and no result mapping. Parameters are always bound
 * ($1, $2, ...), never spliced into the text. Numeric columns come back as strings (cast
 * them to text in the statement where the driver would differ), json as objects.
 */
export type SqlExecutor = {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
};

/** Anything a statement can run on: an executor, the Prisma client or a Prisma transaction. */
export type SqlDb = SqlExecutor | PrismaClient | Prisma.TransactionClient;

/** `db` as an executor: a Prisma client or transaction runs the text with $queryRawUnsafe. */
export function sqlExecutor(db: SqlDb): SqlExecutor {
  if ("query" in db && typeof db.query === "function") return db;
  const prismaDb = db as Prisma.TransactionClient;
  return {
    query: <T>(sql: string, params: readonly unknown[] = []) =>
      prismaDb.$queryRawUnsafe<T[]>(sql, ...params),
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
