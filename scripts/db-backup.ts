/**
 * `npm run db:backup [-- <file>]`: a backup of the embedded PGlite database (PGLITE_DIR) as a
 * gzipped tarball, by default .data/backups/pglite-<UTC time>.tar.gz. Stop the server first.
 * On PostgreSQL (DATABASE_URL set) use pg_dump instead: see the README.
 */
import { loadEnvConfig } from "@next/env";
import path from "node:path";
import { BackupError, backupPglite } from "../lib/db/pglite-files";
import { getServerEnv } from "../lib/env";

loadEnvConfig(process.cwd());

async function main() {
  const env = getServerEnv();
  if (env.DATABASE_URL) {
    console.error(
      'DATABASE_URL names PostgreSQL: back it up with pg_dump, e.g. pg_dump -Fc -f quotecraft.dump "$DATABASE_URL".',
    );
    process.exit(1);
  }
  if (env.PGLITE_DIR.startsWith("memory://")) {
    console.error("PGLITE_DIR is in memory: there is nothing on disk to back up.");
    process.exit(1);
  }
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const file = process.argv[2] ?? path.join(".data", "backups", `pglite-${stamp}.tar.gz`);
  await backupPglite(env.PGLITE_DIR, file);
  console.log(`Backed up ${env.PGLITE_DIR} to ${file}`);
}

main().catch((error) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
