import "server-only";
import pg from "pg";
import { getDatabase } from "@/lib/db";
import { sqlExecutor, sqlText, type Sql, type SqlExecutor } from "./statements";

/** A node-postgres query: a prepared statement by its name, any other by its text. */
const pgQuery = (sql: Sql, params: readonly unknown[]): pg.QueryConfig =>
  typeof sql === "string"
    ? { text: sql, values: params as unknown[] }
    : { name: sql.name, text: sql.text, values: params as unknown[] };

const globalForPools = globalThis as typeof globalThis & {
  __quotecraftReadPools?: Map<string, pg.Pool>;
};

/**
 * This process's node-postgres pool for `databaseUrl` (the Prisma client keeps its own).
 * Small, and never what keeps a process alive: idle connections close themselves. A
 * statement or a wait for a connection that takes longer than Prisma's transaction limits
 * did (20 s, 15 s) fails instead of hanging.
 */
export function sqlPool(databaseUrl: string): pg.Pool {
  const pools = (globalForPools.__quotecraftReadPools ??= new Map());
  let pool = pools.get(databaseUrl);
  if (!pool) {
    pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      idleTimeoutMillis: 10_000,
      allowExitOnIdle: true,
      connectionTimeoutMillis: 15_000,
      statement_timeout: 20_000,
    });
    pool.on("error", () => undefined); // a dropped idle connection is replaced on next use
    pools.set(databaseUrl, pool);
  }
  return pool;
}

/**
 * Statements outside a transaction, each on its own (a pool connection on PostgreSQL, the
 * embedded database's single connection on PGlite).
 */
export const sqlDatabase: SqlExecutor = {
  async query<T>(sql: Sql, params: readonly unknown[] = []): Promise<T[]> {
    const database = getDatabase();
    if (database.databaseUrl)
      return (await sqlPool(database.databaseUrl).query(pgQuery(sql, params))).rows as T[];
    if (database.pglite)
      return (await database.pglite.query<T>(sqlText(sql), params as unknown[])).rows;
    return sqlExecutor(database.prisma).query<T>(sql, params);
  },
};

/**
 * Runs `work` in one transaction: BEGIN, its statements, COMMIT; ROLLBACK when it throws.
 * On PostgreSQL on a connection of the pool above, on PGlite in PGlite's own transaction
 * (which holds the single connection until it ends), otherwise in a Prisma transaction.
 */
export async function sqlTransaction<T>(work: (db: SqlExecutor) => Promise<T>): Promise<T> {
  const database = getDatabase();
  if (database.databaseUrl) {
    const client = await sqlPool(database.databaseUrl).connect();
    let broken: Error | undefined;
    try {
      await client.query("BEGIN");
      const result = await work({
        query: async <R>(sql: Sql, params: readonly unknown[] = []) =>
          (await client.query(pgQuery(sql, params))).rows as R[],
      });
      await client.query("COMMIT");
      return result;
    } catch (error) {
      // A connection that cannot even roll back is dropped, not handed to the next caller.
      await client.query("ROLLBACK").catch((rollbackError: Error) => (broken = rollbackError));
      throw error;
    } finally {
      client.release(broken);
    }
  }
  if (database.pglite) {
    return database.pglite.transaction((tx) =>
      work({
        query: async <R>(sql: Sql, params: readonly unknown[] = []) =>
          (await tx.query<R>(sqlText(sql), params as unknown[])).rows,
      }),
    );
  }
  return database.prisma.$transaction((tx) => work(sqlExecutor(tx)), {
    maxWait: 15_000,
    timeout: 20_000,
  });
}
