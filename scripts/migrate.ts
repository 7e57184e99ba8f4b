/**
 * Applies prisma/migrations to the database the environment names, offline:
 * DATABASE_URL=postgresql://… → PostgreSQL (through DIRECT_DATABASE_URL when set);
 * unset → the embedded PGlite folder.
 * Usage: npm run db:migrate [-- --reset]
 */
import { loadEnvConfig } from "@next/env";
import { Client } from "pg";
import { applyMigrations, resetSchema, type SqlExecutor } from "../lib/db/migrations";
import { openPGlite } from "../lib/db/create-client";
import { getServerEnv } from "../lib/env";

loadEnvConfig(process.cwd());
const env = getServerEnv();
const reset = process.argv.includes("--reset");

async function main() {
  if (env.DATABASE_URL) {
    // Straight to PostgreSQL when DATABASE_URL is a pooler: the advisory lock below is a
    // session's, and a transaction-mode pooler keeps no session.
    const client = new Client({ connectionString: env.DIRECT_DATABASE_URL ?? env.DATABASE_URL });
    await client.connect();
    const db: SqlExecutor = {
      exec: (sql) => client.query(sql),
      query: async <T>(sql: string, params?: unknown[]) => ({
        rows: (await client.query(sql, params)).rows as T[],
      }),
    };
    try {
      // One migrator at a time (parallel deploys share one database).
      await client.query("SELECT pg_advisory_lock(727073690)");
      if (reset) await resetSchema(db);
      report(await applyMigrations(db), "PostgreSQL");
    } finally {
      await client.end();
    }
    return;
  }
  const pglite = openPGlite(env.PGLITE_DIR);
  const db: SqlExecutor = {
    exec: (sql) => pglite.exec(sql),
    query: (sql, params) => pglite.query(sql, params),
  };
  if (reset) await resetSchema(db);
  report(await applyMigrations(db), `PGlite (${env.PGLITE_DIR})`);
  await pglite.close();
}

function report(applied: string[], where: string) {
  console.log(
    applied.length
      ? `Applied ${applied.length} migration(s) to ${where}: ${applied.join(", ")}`
      : `${where} is up to date.`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
