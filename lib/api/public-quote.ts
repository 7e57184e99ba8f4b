import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { clientIp } from "@/lib/rate-limit";
import type { ClientInfo } from "@/lib/quotes/public-actions";

/**
 * Answers of the customer's quote API: the token is a password to the quote, so nothing is
 * stored by a shared cache or indexed.
 */
export function privateJson(data: unknown, status = 200) {
  return NextResponse.json(data, {
    status,
    headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" },
  });
}

/** The evidence of who answered: the client address the platform vouches for, and the UA. */
export function clientInfo(req: NextRequest): ClientInfo {
  return { ip: clientIp(req.headers), userAgent: req.headers.get("user-agent") };
}
