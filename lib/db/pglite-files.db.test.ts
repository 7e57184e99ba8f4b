/** @jest-environment node */
/**
 * db:backup / db:restore of the embedded database, through the scripts themselves (a real
 * folder on disk, real processes) and the functions behind them.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { newPGlite } from "@/lib/db/pglite";
import { openPGlite } from "@/lib/db/create-client";
import { backupPglite, folderInUseBy, LOCK_FILE, restorePglite } from "@/lib/db/pglite-files";

const run = promisify(execFile);
jest.setTimeout(120_000);

let work: string;
let live: string;
let fresh: string;
let backupFile: string;
beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "qc-backup-"));
  live = path.join(work, "live");
  fresh = path.join(work, "fresh");
  backupFile = path.join(work, "backup.tar.gz");
  await seedFolder(live, ["Alice Homeowner", "Bob Builder"]);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function seedFolder(dir: string, names: string[]) {
  const db = openPGlite(dir);
  await db.exec("CREATE TABLE IF NOT EXISTS client (name text)");
  for (const name of names) await db.query("INSERT INTO client VALUES ($1)", [name]);
  await db.close();
}

async function namesIn(dir: string) {
  const db = newPGlite(dir);
  try {
    return (await db.query<{ name: string }>("SELECT name FROM client ORDER BY name")).rows.map(
      (row) => row.name,
    );
  } finally {
    await db.close();
  }
}

/** Runs a script as `npm run db:backup` / `db:restore` would, on a given folder. */
const script = (name: string, args: string[], env: Record<string, string>) =>
  run(path.join("node_modules", ".bin", "tsx"), [`scripts/${name}.ts`, ...args], {
    env: { ...process.env, DATABASE_URL: "", ...env },
  }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

it("round trip through the scripts: backup, refuse without --force, restore with --force", async () => {
  const backup = await script("db-backup", [backupFile], { PGLITE_DIR: live });
  expect(backup.stderr).toBe("");
  expect(backup.code).toBe(0);
  expect(existsSync(backupFile)).toBe(true);

  await seedFolder(live, ["Written After The Backup"]);
  const refused = await script("db-restore", [backupFile], { PGLITE_DIR: live });
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(/already holds a database.*--force/);
  expect(await namesIn(live)).toContain("Written After The Backup");

  const restored = await script("db-restore", [backupFile, "--force"], { PGLITE_DIR: live });
  expect(restored.stderr).toBe("");
  expect(restored.code).toBe(0);
  expect(await namesIn(live)).toEqual(["Alice Homeowner", "Bob Builder"]);
  // The replaced database is kept, not deleted.
  const kept = readdirSync(work).find((name) => name.startsWith("live.before-restore-"));
  expect(kept).toBeDefined();
  expect(await namesIn(path.join(work, kept!))).toContain("Written After The Backup");
});

it("restores into a new, empty folder without --force", async () => {
  expect(await restorePglite(backupFile, fresh)).toBeNull();
  expect(await namesIn(fresh)).toEqual(["Alice Homeowner", "Bob Builder"]);
  expect(existsSync(path.join(fresh, LOCK_FILE))).toBe(false);
});

it("refuses a folder in use, even with --force; a stale lock is ignored", async () => {
  const open = openPGlite(fresh);
  try {
    await open.query("SELECT 1");
    expect(folderInUseBy(fresh)).toBe(process.pid);
    await expect(restorePglite(backupFile, fresh, { force: true })).rejects.toThrow(
      /in use by process/,
    );
    await expect(backupPglite(fresh, path.join(work, "x.tar.gz"))).rejects.toThrow(
      /in use by process/,
    );
  } finally {
    await open.close();
  }
  expect(folderInUseBy(fresh)).toBeNull();
  // A lock left by a process that is gone (a crash) does not block.
  writeFileSync(path.join(fresh, LOCK_FILE), "999999999");
  expect(folderInUseBy(fresh)).toBeNull();
  await expect(backupPglite(fresh, path.join(work, "y.tar.gz"))).resolves.toBeDefined();
});

it("a broken backup leaves the current database in place", async () => {
  const junk = path.join(work, "junk.tar.gz");
  writeFileSync(junk, "not a tarball");
  await expect(restorePglite(junk, fresh, { force: true })).rejects.toThrow();
  expect(await namesIn(fresh)).toEqual(["Alice Homeowner", "Bob Builder"]);
});

it("the scripts point PostgreSQL users to pg_dump / pg_restore", async () => {
  const dump = await script("db-backup", [], { DATABASE_URL: "postgresql://postgres@127.0.0.1/x" });
  expect(dump.code).toBe(1);
  expect(dump.stderr).toMatch(/pg_dump/);
  const restore = await script("db-restore", ["f"], {
    DATABASE_URL: "postgresql://postgres@127.0.0.1/x",
  });
  expect(restore.stderr).toMatch(/pg_restore/);
});
