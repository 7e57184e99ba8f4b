import "server-only";
import { createHash } from "node:crypto";

/**
 * The ETag of a serialised answer of the public calculator data (the price-book cache keeps
 * one per version); lib/api/cache.ts answers 304 when a browser's copy carries it.
 */
export function etagFor(body: string) {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}
