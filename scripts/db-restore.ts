/**
 * `npm run db:restore -- <file> [--force]`: restores a db:backup tarball into the embedded
 * database folder (PGLITE_DIR). Refuses while the folder is in use, and over an existing
 * database without --force (which keeps the old folder as <dir>.before-restore-<time>).
 * On PostgreSQL (DATABASE_URL set) use pg_restore instead: see the README.
 */
import { loadEnvConfig } from "@next/env";
import { BackupError, restorePglite } from "../lib/db/pglite-files";
import { getServerEnv } from "../lib/env";

loadEnvConfig(process.cwd());

async function main() {
  const env = getServerEnv();
  const args = process.argv.slice(2);
  const force = args.includes("--force");
  const file = args.find((arg) => !arg.startsWith("--"));
  if (env.DATABASE_URL) {
    console.error(
      'DATABASE_URL names PostgreSQL: restore with pg_restore, e.g. pg_restore --clean --if-exists -d "$DATABASE_URL" quotecraft.dump.',
    );
    process.exit(1);
  }
  if (!file) {
    console.error("Usage: npm run db:restore -- <backup.tar.gz> [--force]");
    process.exit(1);
  }
  if (env.PGLITE_DIR.startsWith("memory://")) {
    console.error("PGLITE_DIR is in memory: set it to the folder to restore into.");
    process.exit(1);
  }
  const previous = await restorePglite(file, env.PGLITE_DIR, { force });
  console.log(`Restored ${file} into ${env.PGLITE_DIR}.`);
  if (previous) console.log(`The database that was there is kept in ${previous}.`);
  console.log("Run `npm run db:migrate` if the backup is older than this version of the app.");
}

main().catch((error) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
