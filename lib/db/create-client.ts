import { mkdirSync } from "node:fs";
import { PrismaClient } from "@prisma/client";
import { PrismaPg } from "@prisma/adapter-pg";
import type { PGlite } from "@electric-sql/pglite";
import { newPGlite } from "./pglite";
import { createPGliteAdapter } from "./pglite-adapter";
import { markFolderInUse } from "./pglite-files";

export type DatabaseTarget = { databaseUrl?: string; pgliteDir: string };

/**
 * Opens the embedded database folder (or memory:// for an in-memory one), marking the folder
 * as in use by this process (db:backup and db:restore refuse it meanwhile).
 */
export function openPGlite(dir: string) {
  if (dir.startsWith("memory://")) return newPGlite(dir);
  mkdirSync(dir, { recursive: true });
  const pglite = newPGlite(dir);
  markFolderInUse(dir, pglite);
  return pglite;
}

/** A client plus the way to release everything it holds (PGlite keeps the process alive). */
export function openDatabase(target: DatabaseTarget) {
  const pglite = target.databaseUrl ? undefined : openPGlite(target.pgliteDir);
  const prisma = createPrismaClient(target, pglite);
  return {
    prisma,
    async close() {
      await prisma.$disconnect();
      await pglite?.close();
    },
  };
}

/**
 * PostgreSQL through node-postgres when a URL is given, otherwise the embedded PGlite
 * database. PGlite is single-process: never open one folder from two processes.
 */
export function createPrismaClient(target: DatabaseTarget, pglite?: PGlite) {
  if (target.databaseUrl) {
    return new PrismaClient({ adapter: new PrismaPg({ connectionString: target.databaseUrl }) });
  }
  // pglite-prisma-adapter 0.6 is typed against an older driver-adapter-utils; the runtime
  // protocol is the same (the database tests run every query through it).
  const adapter = createPGliteAdapter(
    pglite ?? openPGlite(target.pgliteDir),
  ) as unknown as PrismaPg;
  return new PrismaClient({ adapter });
}
