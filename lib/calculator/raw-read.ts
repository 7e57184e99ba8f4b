import "server-only";
import pg from "pg";
import { getDatabase, prisma } from "@/lib/db";

const globalForPools = globalThis as typeof globalThis & {
  __quotecraftReadPools?: Map<string, pg.Pool>;
};

function poolFor(databaseUrl: string) {
  const pools = (globalForPools.__quotecraftReadPools ??= new Map());
  let pool = pools.get(databaseUrl);
  if (!pool) {
    // Small, and never what keeps a process alive: idle connections close themselves.
    pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      idleTimeoutMillis: 10_000,
      allowExitOnIdle: true,
    });
    pool.on("error", () => undefined); // a dropped idle connection is replaced on next use
    pools.set(databaseUrl, pool);
  }
  return pool;
}

/**
 * A read-only query on the hottest public paths by the cheapest way there is
 * (docs/performance.md): on PostgreSQL straight through node-postgres (no ORM compile step,
 * no result mapping), on the embedded database through PGlite itself. Parameters are
 * always bound ($1, $2, ...), never spliced into the text. Numeric columns come back as
 * strings, json as objects, arrays as arrays.
 */
export async function rawRead<T>(sql: string, params: unknown[]): Promise<T[]> {
  const database = getDatabase();
  if (database.databaseUrl) return (await poolFor(database.databaseUrl).query(sql, params)).rows;
  if (database.pglite) return (await database.pglite.query<T>(sql, params)).rows;
  return prisma.$queryRawUnsafe<T[]>(sql, ...params);
}
