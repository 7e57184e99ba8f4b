/**
 * The embedded database folder on disk: who has it open, and backups of it.
 *
 * PGlite lets one process, one instance, open a folder. Every process that opens it through
 * openPGlite leaves its pid in `quotecraft.lock`, so that backup and restore can tell a folder
 * in use (a running `npm start`, migrate or seed) from one that is free. A lock whose process
 * has ended is stale and ignored.
 */
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { newPGlite } from "./pglite";

export const LOCK_FILE = "quotecraft.lock";

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** The pid of the live process that has the folder open, or null. */
export function folderInUseBy(dir: string): number | null {
  const lock = path.join(dir, LOCK_FILE);
  if (!existsSync(lock)) return null;
  const pid = Number(readFileSync(lock, "utf8").trim());
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
}

/** Marks the folder as open by this process until it closes it or exits. */
export function markFolderInUse(dir: string, pglite: PGlite) {
  const lock = path.join(dir, LOCK_FILE);
  writeFileSync(lock, String(process.pid));
  const release = () => {
    try {
      if (readFileSync(lock, "utf8").trim() === String(process.pid)) rmSync(lock);
    } catch {
      // Already gone.
    }
  };
  process.once("exit", release);
  const close = pglite.close.bind(pglite);
  pglite.close = async () => {
    await close();
    release();
  };
}

const isEmptyFolder = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

export class BackupError extends Error {}

/** Writes a gzipped tarball of the folder's database (PGlite's dumpDataDir) to `file`. */
export async function backupPglite(dir: string, file: string) {
  if (isEmptyFolder(dir)) throw new BackupError(`There is no database in ${dir} to back up.`);
  const pid = folderInUseBy(dir);
  if (pid) {
    throw new BackupError(
      `${dir} is in use by process ${pid}. Stop the server (and any migrate or seed) first: ` +
        "the embedded database can be opened by one process at a time.",
    );
  }
  const pglite = newPGlite(dir);
  try {
    // dumpDataDir before the database is up never settles: wait for it first.
    await pglite.waitReady;
    const dump = await pglite.dumpDataDir("gzip");
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pglite.close();
  }
  return file;
}

/**
 * Restores a backup into `dir`. Refuses a folder in use, and a folder that holds a database
 * unless `force` is set; with `force` the old folder is kept beside it (`<dir>.before-restore-…`)
 * rather than deleted. Returns that folder, if any.
 */
export async function restorePglite(file: string, dir: string, { force = false } = {}) {
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}.`);
  const pid = folderInUseBy(dir);
  if (pid) {
    throw new BackupError(
      `${dir} is in use by process ${pid}. Stop the server before restoring over it.`,
    );
  }
  let previous: string | null = null;
  if (!isEmptyFolder(dir)) {
    if (!force) {
      throw new BackupError(
        `${dir} already holds a database. Run again with --force to replace it ` +
          "(the current folder is kept beside it).",
      );
    }
    previous = `${dir.replace(/[\\/]+$/, "")}.before-restore-${new Date().toISOString().replace(/\D/g, "").slice(0, 14)}`;
    renameSync(dir, previous);
  }
  try {
    await mkdir(dir, { recursive: true });
    const pglite = newPGlite(dir, { loadDataDir: new Blob([await readFile(file)]) });
    try {
      await pglite.query("SELECT 1");
    } finally {
      await pglite.close();
    }
    // A lock file carried in the tarball names a process of the past, not this folder's user.
    rmSync(path.join(dir, LOCK_FILE), { force: true });
  } catch (error) {
    // A broken backup must not leave the owner without a database: put the old one back.
    rmSync(dir, { recursive: true, force: true });
    if (previous) renameSync(previous, dir);
    throw error;
  }
  return previous;
}
