/**
 * How this process reaches PostgreSQL (docs/scaling.md, "Pooled PostgreSQL"): the URL the app
 * queries through, which may be a transaction-mode pooler, the direct URL for what needs a
 * session of its own (migrations and their advisory lock, the job queue's LISTEN), and whether
 * the hot statements may be named prepared statements.
 *
 * Behind a transaction-mode pooler a server connection belongs to a client for one
 * transaction only, so nothing may live on the session: no startup parameters (PgBouncer
 * refuses `statement_timeout` there), no named prepared statements (the next transaction may
 * run on a server connection that has not prepared it, or has one of that name already), no
 * LISTEN, no session advisory locks.
 */
export type DatabaseConnection = {
  /** What the app's queries go through. */
  url: string;
  /** Straight to PostgreSQL: migrations, the job queue. */
  directUrl: string;
  /** `url` is a transaction-mode pooler. */
  pooled: boolean;
  /** The hot statements run as named prepared statements (lib/db/statements.ts). */
  namedStatements: boolean;
};

export type ConnectionEnv = {
  DATABASE_URL?: string;
  DIRECT_DATABASE_URL?: string;
  DATABASE_POOLER?: "none" | "transaction";
  DATABASE_PREPARED_STATEMENTS?: "named" | "unnamed";
};

/** The connection settings the environment describes; undefined for the embedded database. */
export function databaseConnection(env: ConnectionEnv): DatabaseConnection | undefined {
  if (!env.DATABASE_URL) return undefined;
  const pooled =
    (env.DATABASE_POOLER ?? (env.DIRECT_DATABASE_URL ? "transaction" : "none")) !== "none";
  return {
    url: env.DATABASE_URL,
    directUrl: env.DIRECT_DATABASE_URL ?? env.DATABASE_URL,
    pooled,
    namedStatements:
      (env.DATABASE_PREPARED_STATEMENTS ?? (pooled ? "unnamed" : "named")) === "named",
  };
}

/** A direct connection to `url`, as the app has always used it. */
export const directConnection = (url: string): DatabaseConnection => ({
  url,
  directUrl: url,
  pooled: false,
  namedStatements: true,
});

/** Statements longer than this fail instead of holding a connection (Prisma's own limits). */
export const STATEMENT_TIMEOUT_MS = 20_000;
