/**
 * Reads the .eml files the e2e server writes to its outbox (lib/mail/index.ts builds them
 * with nodemailer's stream transport: exactly what SMTP would receive). A small MIME reader:
 * headers (folded lines, RFC 2047 encoded words), multipart bodies, base64 and
 * quoted-printable parts, attachments.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export type MailAttachment = { contentType: string; filename: string | null; content: Buffer };
export type ParsedMail = {
  file: string;
  subject: string;
  to: string;
  from: string;
  /** The Reply-To header ("" when none). */
  replyTo: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
};

type Part = { headers: Map<string, string>; body: string };

/** The e2e server's outbox (scripts/e2e-server.mjs). */
export const e2eOutbox = () => path.join(".data", `e2e-outbox-${process.env.E2E_PORT ?? "3100"}`);

function splitHead(raw: string): Part {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : "";
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** A parameter of a structured header: `boundary`, `filename`, `name`. */
function param(header: string | undefined, name: string): string | null {
  if (!header) return null;
  const match = new RegExp(`(?:^|;)\\s*${name}\\*?=\\s*(?:"([^"]*)"|([^;\\s]*))`, "i").exec(header);
  return match ? decodeWords(match[1] ?? match[2] ?? "") : null;
}

/** Quoted-printable to bytes (latin1 string in, Buffer out). */
function decodeQuotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const char = joined[index];
    if (char === "=" && /^[0-9A-Fa-f]{2}$/.test(joined.slice(index + 1, index + 3))) {
      bytes.push(parseInt(joined.slice(index + 1, index + 3), 16));
      index += 2;
    } else {
      bytes.push(joined.charCodeAt(index) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=); adjacent words join. */
export function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, charset: string, kind: string, text) => {
      const bytes =
        kind.toUpperCase() === "B"
          ? Buffer.from(text, "base64")
          : decodeQuotedPrintable(text.replace(/_/g, " "));
      return new TextDecoder(charset.toLowerCase()).decode(bytes);
    });
}

function decodeBody(part: Part): Buffer {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(part.body);
  return Buffer.from(part.body, "latin1");
}

/** The leaf parts of a (possibly nested) multipart message, in order. */
function leaves(part: Part): Part[] {
  const type = part.headers.get("content-type") ?? "text/plain";
  const boundary = /^multipart\//i.test(type) ? param(type, "boundary") : null;
  if (!boundary) return [part];
  const chunks = part.body.split(
    new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
  );
  // chunks[0] is the preamble; the chunk after the closing delimiter starts with "--".
  return chunks
    .slice(1)
    .filter((chunk) => !chunk.startsWith("--"))
    .flatMap((chunk) => leaves(splitHead(chunk.replace(/^[ \t]*\r?\n/, ""))));
}

export function parseEml(raw: Buffer, file = ""): ParsedMail {
  const message = splitHead(raw.toString("latin1"));
  const mail: ParsedMail = {
    file,
    subject: decodeWords(message.headers.get("subject") ?? ""),
    to: decodeWords(message.headers.get("to") ?? ""),
    from: decodeWords(message.headers.get("from") ?? ""),
    replyTo: decodeWords(message.headers.get("reply-to") ?? ""),
    text: "",
    html: "",
    attachments: [],
  };
  for (const part of leaves(message)) {
    const type = (part.headers.get("content-type") ?? "text/plain")
      .split(";")[0]
      .trim()
      .toLowerCase();
    const disposition = part.headers.get("content-disposition") ?? "";
    const content = decodeBody(part);
    const filename =
      param(disposition, "filename") ?? param(part.headers.get("content-type"), "name");
    if (/^attachment/i.test(disposition) || (filename && !type.startsWith("text/"))) {
      mail.attachments.push({ contentType: type, filename, content });
    } else if (type === "text/plain") {
      mail.text += content.toString("utf8");
    } else if (type === "text/html") {
      mail.html += content.toString("utf8");
    }
  }
  return mail;
}

/** Every mail of the outbox, parsed (none when the folder does not exist yet). */
export function readOutbox(outbox = e2eOutbox()): ParsedMail[] {
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((file) => file.endsWith(".eml"))
    .sort()
    .map((file) => parseEml(readFileSync(path.join(outbox, file)), file));
}
