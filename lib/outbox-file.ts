import "server-only";
import { randomBytes } from "node:crypto";
import { rename, writeFile } from "node:fs/promises";

/**
 * Writes a file of the mail or text outbox whole or not at all: into a temporary name in the
 * same folder, then renamed (atomic on one file system), so a reader listing the folder never
 * reads half a mail or half a text.
 */
export async function writeOutboxFile(file: string, data: string | Buffer) {
  const partial = `${file}.${randomBytes(6).toString("hex")}.partial`;
  await writeFile(partial, data);
  await rename(partial, file);
}
