// Writes prisma/migrations/<timestamp>_<name>/migration.sql from the difference between the
// committed schema (git HEAD) and the working schema, offline. Usage: npm run db:new-migration -- <name>
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const name = (process.argv[2] ?? "").replace(/[^a-z0-9_]/gi, "_").toLowerCase();
if (!name) {
  console.error("Usage: npm run db:new-migration -- <name>");
  process.exit(1);
}
const previous = path.join(tmpdir(), `schema-head-${process.pid}.prisma`);
writeFileSync(previous, execFileSync("git", ["show", "HEAD:prisma/schema.prisma"]));
const sql = execFileSync(
  "npx",
  [
    "prisma",
    "migrate",
    "diff",
    "--from-schema-datamodel",
    previous,
    "--to-schema-datamodel",
    "prisma/schema.prisma",
    "--script",
  ],
  { env: { ...process.env, PGLITE_DIR: "memory://" }, encoding: "utf8" },
);
if (!sql.trim() || sql.includes("This is an empty migration")) {
  console.log("The schema has not changed since HEAD: no migration written.");
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const dir = path.join("prisma", "migrations", `${stamp}_${name}`);
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, "migration.sql"), sql);
console.log(`Wrote ${dir}/migration.sql`);
