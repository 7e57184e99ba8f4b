import "server-only";
import { sqlDatabase } from "@/lib/db/sql";
import type { Sql } from "@/lib/db/statements";

/**
 * A read-only query on the hottest public paths by the cheapest way there is
 * (docs/performance.md): on PostgreSQL straight through node-postgres (no ORM compile step,
 * no result mapping), on the embedded database through PGlite itself. Parameters are
 * always bound ($1, $2, ...), never spliced into the text. Numeric columns come back as
 * strings, json as objects, arrays as arrays.
 */
export async function rawRead<T>(sql: Sql, params: unknown[]): Promise<T[]> {
  return sqlDatabase.query<T>(sql, params);
}
