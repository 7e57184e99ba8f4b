import { NextResponse } from "next/server";
import type { ApiErrorBody } from "@/lib/api/errors";

/** The first segment of a raw (still percent-encoded) path that is not percent-encoded UTF-8. */
export function malformedSegment(pathname: string): string | null {
  for (const segment of pathname.split("/")) {
    try {
      decodeURIComponent(segment);
    } catch {
      return segment;
    }
  }
  return null;
}

/**
 * Next.js decodes a dynamic segment before any route handler runs and answers a segment it
 * cannot decode (`%E0%A4%A`) with a plain-text 500. proxy.ts sends such /api paths here
 * first: a 400 in the API's error shape (docs/api.md) that names the segment. Null for a
 * path whose every segment decodes.
 */
export function malformedPathResponse(pathname: string): NextResponse | null {
  const segment = malformedSegment(pathname);
  if (segment === null) return null;
  const message = `The path segment "${segment}" is not valid percent-encoded UTF-8.`;
  const body: ApiErrorBody = {
    message: `Invalid params. ${message}`,
    code: "validation_error",
    issues: [{ path: "params", message }],
  };
  return NextResponse.json(body, { status: 400, headers: { "Cache-Control": "no-store" } });
}
