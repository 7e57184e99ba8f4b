import "server-only";
import type { PGlite } from "@electric-sql/pglite";
import type { PrismaClient } from "@prisma/client";
import { databaseConnection, directConnection, type DatabaseConnection } from "@/lib/db/connection";
import { createPrismaClient, openPGlite } from "@/lib/db/create-client";
import { getServerEnv } from "@/lib/env";

/**
 * The one database connection of this process: the Prisma client, plus the embedded PGlite
 * instance behind it when there is no DATABASE_URL (the job queue shares that instance:
 * PGlite allows one process, and one instance, per folder).
 */
export type Database = {
  prisma: PrismaClient;
  pglite?: PGlite;
  databaseUrl?: string;
  /** How PostgreSQL is reached (a pooler or not); unset: `databaseUrl`, directly. */
  connection?: DatabaseConnection;
};

/** How `database` reaches PostgreSQL; undefined on the embedded database. */
export function connectionOf(database: Database): DatabaseConnection | undefined {
  if (database.connection) return database.connection;
  return database.databaseUrl ? directConnection(database.databaseUrl) : undefined;
}

const globalForDb = globalThis as typeof globalThis & { __quotecraftDb?: Database };

/**
 * Opened on first use (never at import: `next build` imports route modules in several
 * workers, and PGlite allows one process per folder). Tests install their own database on
 * the same global before the first query.
 */
export function getDatabase(): Database {
  if (!globalForDb.__quotecraftDb) {
    const env = getServerEnv();
    const pglite = env.DATABASE_URL ? undefined : openPGlite(env.PGLITE_DIR);
    globalForDb.__quotecraftDb = {
      prisma: createPrismaClient(
        { databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR },
        pglite,
      ),
      pglite,
      databaseUrl: env.DATABASE_URL,
      connection: databaseConnection(env),
    };
  }
  return globalForDb.__quotecraftDb;
}

/** Installs an already opened database as this process's (tests, scripts). */
export function installDatabase(database: Database) {
  globalForDb.__quotecraftDb = database;
}

export function getPrisma(): PrismaClient {
  return getDatabase().prisma;
}

export const prisma = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const client = getPrisma();
    const value = Reflect.get(client, property, client);
    return typeof value === "function" ? value.bind(client) : value;
  },
});
