import "server-only";
import { existsSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";

/** The name a file of the outbox is written under before it is whole. */
export const partialName = (file: string) => `${file}.partial`;

/**
 * Writes a file of the mail or text outbox whole or not at all: into `<file>.partial` in the
 * same folder, then renamed (atomic on one file system), so a reader listing the folder never
 * reads half a mail or half a text. A file is named after its job's key, so two writers of one
 * name write the same bytes: when the other one renamed first, the file is there and done.
 * The folder is made when it is missing (on the first file, or after someone removed it), not
 * checked before every file.
 */
export async function writeOutboxFile(file: string, data: string | Buffer) {
  const partial = partialName(file);
  try {
    await writeFile(partial, data);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    await mkdir(path.dirname(partial), { recursive: true });
    await writeFile(partial, data);
  }
  try {
    await rename(partial, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT" && existsSync(file)) return;
    throw error;
  }
}
