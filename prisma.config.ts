import { mkdirSync } from "node:fs";
import { defineConfig } from "prisma/config";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { newPGlite } from "./lib/db/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";

// Prisma 6.19's WebAssembly engine runs offline through a driver adapter (see README).
// The CLI is used for `prisma generate` and for diffing the schema into new migrations;
// `npm run db:migrate` applies migrations to PGlite or PostgreSQL without it.
// The schema's datasource url must resolve for the CLI to read `engineType = "client"`;
// with no DATABASE_URL the adapter below (PGlite) is what the CLI talks to.
process.env.DATABASE_URL ||= "postgresql://embedded-pglite/unused";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  async adapter() {
    const dir = process.env.PGLITE_DIR || "./.data/pglite";
    if (!dir.startsWith("memory://")) mkdirSync(dir, { recursive: true });
    // Typed against an older driver-adapter-utils than Prisma 6.19's; same runtime protocol.
    return new PrismaPGlite(newPGlite(dir)) as unknown as SqlMigrationAwareDriverAdapterFactory;
  },
});
