import "server-only";
import type { PrismaClient } from "@prisma/client";
import { createPrismaClient } from "@/lib/db/create-client";
import { getServerEnv } from "@/lib/env";

const globalForPrisma = globalThis as typeof globalThis & { __quotecraftPrisma?: PrismaClient };

/**
 * The one Prisma client of this process, opened on first use (never at import: `next build`
 * imports route modules in several workers, and PGlite allows one process per folder).
 * Tests install their own client on the same global before the first query.
 */
export function getPrisma(): PrismaClient {
  if (!globalForPrisma.__quotecraftPrisma) {
    const env = getServerEnv();
    globalForPrisma.__quotecraftPrisma = createPrismaClient({
      databaseUrl: env.DATABASE_URL,
      pgliteDir: env.PGLITE_DIR,
    });
  }
  return globalForPrisma.__quotecraftPrisma;
}

export const prisma = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const client = getPrisma();
    const value = Reflect.get(client, property, client);
    return typeof value === "function" ? value.bind(client) : value;
  },
});
