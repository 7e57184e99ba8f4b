import "server-only";
import { NextResponse } from "next/server";
import { etagFor } from "@/lib/calculator/cache";

/**
 * Caching of the public calculator data: browsers revalidate every time (a price change shows
 * at once) and get a 304 when nothing changed; shared caches may serve a copy for a minute
 * while they revalidate in the background.
 */
export const PUBLIC_CACHE_CONTROL =
  "public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=300";

function matches(ifNoneMatch: string | null, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value === etag || value === `W/${etag}`;
  });
}

/** JSON with ETag and Cache-Control; 304 with no body when the client's copy is current. */
export function cacheableJson(req: Request, data: unknown) {
  const body = JSON.stringify(data);
  return serializedJson(req, { body, etag: etagFor(body) });
}

/** The same for an already serialised body and its ETag (the price-book cache). */
export function serializedJson(
  req: Request,
  { body, etag }: { body: string | Uint8Array<ArrayBuffer>; etag: string },
) {
  const headers = { ETag: etag, "Cache-Control": PUBLIC_CACHE_CONTROL };
  if (matches(req.headers.get("if-none-match"), etag))
    return new NextResponse(null, { status: 304, headers });
  return new NextResponse(body, {
    status: 200,
    headers: { ...headers, "Content-Type": "application/json" },
  });
}
