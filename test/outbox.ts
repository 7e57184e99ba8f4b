/**
 * A real mail outbox for database tests: a fresh temporary folder that the mailer writes
 * .eml files to (never SMTP), and a way to make that transport fail for real and recover.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Sends mail to a fresh temporary outbox; call at the top of a test file, before any mail. */
export function setupTempOutbox() {
  const outbox = mkdtempSync(path.join(tmpdir(), "qc-outbox-"));
  process.env.OUTBOX_DIR = outbox;
  delete process.env.SMTP_URL;
  return outbox;
}

/** Undoes quoted-printable soft line breaks and escapes, so tests can search the text. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The text of every mail in the outbox. */
export function outboxMails(outbox: string): string[] {
  return readdirSync(outbox)
    .filter((file) => file.endsWith(".eml"))
    .map((file) => decodeQuotedPrintable(readFileSync(path.join(outbox, file), "utf8")));
}

export function clearOutbox(outbox: string) {
  rmSync(outbox, { recursive: true, force: true });
  mkdirSync(outbox, { recursive: true });
}

/** A file where the folder should be: every write to the outbox fails until healOutbox. */
export function breakOutbox(outbox: string) {
  rmSync(outbox, { recursive: true, force: true });
  writeFileSync(outbox, "the mail transport is down");
}

export function healOutbox(outbox: string) {
  if (existsSync(outbox) && !statSync(outbox).isDirectory()) rmSync(outbox);
  mkdirSync(outbox, { recursive: true });
}
