import { createHash, randomUUID } from "node:crypto";
import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";

/** The smallest surface both PGlite and a node-postgres client offer. */
export type SqlExecutor = {
  exec(sql: string): Promise<unknown>;
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
};

export type Migration = { name: string; sql: string; checksum: string };

export const MIGRATIONS_DIR = path.join(process.cwd(), "prisma", "migrations");

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, "migration.sql")),
    )
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

// The bookkeeping table exactly as Prisma creates it, so `prisma migrate status` agrees.
const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

/**
 * Applies every migration not yet recorded, each in its own transaction, and records it
 * in `_prisma_migrations` the way Prisma does. Returns the names applied.
 */
export async function applyMigrations(db: SqlExecutor, migrations = readMigrations()) {
  await db.exec(CREATE_MIGRATIONS_TABLE);
  const { rows } = await db.query<{ migration_name: string; checksum: string }>(
    `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
  );
  const applied = new Map(rows.map((row) => [row.migration_name, row.checksum]));
  const done: string[] = [];
  for (const migration of migrations) {
    const recorded = applied.get(migration.name);
    if (recorded) {
      if (recorded !== migration.checksum) {
        console.warn(`warning: migration ${migration.name} was edited after it was applied`);
      }
      continue;
    }
    await db.exec("BEGIN");
    try {
      await db.exec(migration.sql);
      await db.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count) VALUES ($1, $2, $3, now(), 1)`,
        [randomUUID(), migration.checksum, migration.name],
      );
      await db.exec("COMMIT");
    } catch (error) {
      await db.exec("ROLLBACK");
      throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`);
    }
    done.push(migration.name);
  }
  return done;
}

/** Drops everything in the public schema (db:reset and fresh test databases). */
export async function resetSchema(db: SqlExecutor) {
  await db.exec(`DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;`);
}
