import "server-only";
import { createHash } from "node:crypto";
import { prisma } from "@/lib/db";
import type { LogoContentType } from "@/lib/validation/profile";

/** The stored logo of one company. */
export type StoredLogo = {
  contentType: LogoContentType;
  data: Uint8Array;
  sha256: string;
  updatedAt: Date;
};

/**
 * Where logo bytes live. The database implementation below is the default; an object
 * store (S3, R2...) would implement the same three calls.
 */
export interface LogoStorage {
  put(
    companyId: string,
    logo: { contentType: LogoContentType; data: Uint8Array },
  ): Promise<StoredLogo>;
  get(companyId: string): Promise<StoredLogo | null>;
  remove(companyId: string): Promise<void>;
}

export type DetectedImage = LogoContentType | "image/svg+xml" | null;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/**
 * The image type from the file's magic bytes; the browser's declared type and the file
 * name are never trusted. SVG (text that may carry script) is recognised so it can be
 * refused with its own message.
 */
export function detectImageType(bytes: Uint8Array): DetectedImage {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  const head = new TextDecoder("utf-8", { fatal: false })
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  if (
    head.startsWith("<svg") ||
    ((head.startsWith("<?xml") || head.startsWith("<!doctype svg") || head.startsWith("<!--")) &&
      head.includes("<svg"))
  ) {
    return "image/svg+xml";
  }
  return null;
}

export const sha256Hex = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

/** The public, cacheable address of a logo: it changes with the content, so it can be cached forever. */
export const logoUrl = (companyId: string, sha256: string) =>
  `/api/logos/${companyId}/${sha256.slice(0, 16)}`;

export const databaseLogoStorage: LogoStorage = {
  async put(companyId, { contentType, data }) {
    const sha256 = sha256Hex(data);
    const bytes = new Uint8Array(data);
    const fields = { contentType, data: bytes, size: data.byteLength, sha256 };
    const row = await prisma.companyLogo.upsert({
      where: { companyId },
      create: { companyId, ...fields },
      update: fields,
      select: { updatedAt: true },
    });
    return { contentType, data, sha256, updatedAt: row.updatedAt };
  },
  async get(companyId) {
    const row = await prisma.companyLogo.findUnique({ where: { companyId } });
    if (!row) return null;
    return {
      contentType: row.contentType as LogoContentType,
      data: new Uint8Array(row.data),
      sha256: row.sha256,
      updatedAt: row.updatedAt,
    };
  },
  async remove(companyId) {
    await prisma.companyLogo.deleteMany({ where: { companyId } });
  },
};

/** The storage in use. */
export const logoStorage: LogoStorage = databaseLogoStorage;
