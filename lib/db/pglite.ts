import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * The embedded database, with the extensions the migrations create: `pg_trgm`, whose trigram
 * indexes serve the owner's searches (docs/scaling.md, "Lists at scale"). Every PGlite the app,
 * its scripts and its tests open comes from here: a database folder whose indexes use an
 * extension must be opened with it loaded. No folder (or memory://): in memory.
 */
export function newPGlite(dir?: string, options: PGliteOptions = {}) {
  return new PGlite({
    ...options,
    ...(dir ? { dataDir: dir } : {}),
    extensions: { pg_trgm, ...options.extensions },
  });
}
