import "server-only";
import pg from "pg";
import { connectionOf, getDatabase } from "@/lib/db";
import { STATEMENT_TIMEOUT_MS, type DatabaseConnection } from "./connection";
import { sqlExecutor, sqlText, type Sql, type SqlExecutor } from "./statements";

/**
 * A node-postgres query: a prepared statement by its name where the connection keeps it
 * (lib/db/connection.ts), any other statement, and every one behind a pooler, by its text.
 */
const pgQuery = (
  connection: DatabaseConnection,
  sql: Sql,
  params: readonly unknown[],
): pg.QueryConfig =>
  typeof sql === "string" || !connection.namedStatements
    ? { text: sqlText(sql), values: params as unknown[] }
    : { name: sql.name, text: sql.text, values: params as unknown[] };

const globalForPools = globalThis as typeof globalThis & {
  __quotecraftReadPools?: Map<string, pg.Pool>;
};

/**
 * This process's node-postgres pool for `connection` (the Prisma client keeps its own).
 * Small, and never what keeps a process alive: idle connections close themselves. A
 * statement or a wait for a connection that takes longer than Prisma's transaction limits
 * did (20 s, 15 s) fails instead of hanging: the statement timeout is a startup parameter on
 * a direct connection; a pooler refuses those, so there each transaction sets it (SET LOCAL)
 * and a lone statement is bounded by the client (and by the role's own statement_timeout,
 * docs/scaling.md).
 */
export function sqlPool(connection: DatabaseConnection): pg.Pool {
  const pools = (globalForPools.__quotecraftReadPools ??= new Map());
  const key = `${connection.pooled ? "pooled" : "direct"} ${connection.url}`;
  let pool = pools.get(key);
  if (!pool) {
    pool = new pg.Pool({
      connectionString: connection.url,
      max: 10,
      idleTimeoutMillis: 10_000,
      allowExitOnIdle: true,
      connectionTimeoutMillis: 15_000,
      ...(connection.pooled
        ? { query_timeout: STATEMENT_TIMEOUT_MS + 1_000 }
        : { statement_timeout: STATEMENT_TIMEOUT_MS }),
    });
    pool.on("error", () => undefined); // a dropped idle connection is replaced on next use
    pools.set(key, pool);
  }
  return pool;
}

/** Opens a transaction; behind a pooler it also bounds its statements (see sqlPool). */
const beginSql = (connection: DatabaseConnection) =>
  connection.pooled ? `BEGIN; SET LOCAL statement_timeout = ${STATEMENT_TIMEOUT_MS}` : "BEGIN";

/**
 * Statements outside a transaction, each on its own (a pool connection on PostgreSQL, the
 * embedded database's single connection on PGlite).
 */
export const sqlDatabase: SqlExecutor = {
  async query<T>(sql: Sql, params: readonly unknown[] = []): Promise<T[]> {
    const database = getDatabase();
    const connection = connectionOf(database);
    if (connection)
      return (await sqlPool(connection).query(pgQuery(connection, sql, params))).rows as T[];
    if (database.pglite)
      return (await database.pglite.query<T>(sqlText(sql), params as unknown[])).rows;
    return sqlExecutor(database.prisma).query<T>(sql, params);
  },
};

/** A transaction-scoped advisory lock on a text key (released at COMMIT or ROLLBACK). */
const lockSql = (key: string) => `SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;

export type TransactionOptions = {
  /**
   * A key to lock before `work` runs (pg_advisory_xact_lock of its hash): transactions with
   * the same key run one after the other. On PostgreSQL it goes with BEGIN, in one round trip.
   */
  lock?: string;
};

/**
 * Runs `work` in one transaction: BEGIN, its statements, COMMIT; ROLLBACK when it throws.
 * On PostgreSQL on a connection of the pool above, on PGlite in PGlite's own transaction
 * (which holds the single connection until it ends), otherwise in a Prisma transaction.
 */
export async function sqlTransaction<T>(
  work: (db: SqlExecutor) => Promise<T>,
  { lock }: TransactionOptions = {},
): Promise<T> {
  const database = getDatabase();
  const connection = connectionOf(database);
  if (connection) {
    const client = await sqlPool(connection).connect();
    // A connection that dies while checked out emits "error" on the client (the pool listens
    // only to idle ones): without this listener that is an uncaught exception; the query
    // under way rejects anyway, and the connection is dropped below.
    let broken: Error | undefined;
    const onError = (error: Error) => (broken ??= error);
    client.on("error", onError);
    try {
      // Statements of a simple query (no parameters), so the key is written as a literal.
      await client.query(
        lock === undefined
          ? beginSql(connection)
          : `${beginSql(connection)}; ${lockSql(client.escapeLiteral(lock))}`,
      );
      const result = await work({
        query: async <R>(sql: Sql, params: readonly unknown[] = []) =>
          (await client.query(pgQuery(connection, sql, params))).rows as R[],
      });
      await client.query("COMMIT");
      return result;
    } catch (error) {
      // A connection that cannot even roll back is dropped, not handed to the next caller.
      await client.query("ROLLBACK").catch((rollbackError: Error) => (broken = rollbackError));
      throw error;
    } finally {
      client.removeListener("error", onError);
      client.release(broken);
    }
  }
  const locked = async (db: SqlExecutor) => {
    if (lock !== undefined) await db.query(lockSql("$1::text"), [lock]);
    return work(db);
  };
  if (database.pglite) {
    return database.pglite.transaction((tx) =>
      locked({
        query: async <R>(sql: Sql, params: readonly unknown[] = []) =>
          (await tx.query<R>(sqlText(sql), params as unknown[])).rows,
      }),
    );
  }
  return database.prisma.$transaction((tx) => locked(sqlExecutor(tx)), {
    maxWait: 15_000,
    timeout: 20_000,
  });
}
