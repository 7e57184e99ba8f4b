import { type NextRequest, NextResponse } from "next/server";
import { withAuth, type NextRequestWithAuth } from "next-auth/middleware";
import { malformedPathResponse } from "@/lib/api/path";
import {
  createNonce,
  NONCE_HEADER,
  pageSecurityHeaders,
  servedOverHttps,
} from "@/lib/security/headers";
import { staticPageScriptHashes, THEME_SCRIPT_HASH } from "@/lib/security/static-pages";

/**
 * Every page request: its Content-Security-Policy (lib/security/headers.ts), with a fresh nonce or,
 * for a page of the build's static output, its scripts' hashes (lib/security/static-pages.ts),
 * and signed-out visits to /dashboard go to /login?callbackUrl=<where they were going>.
 * The proxy is a convenience, never the only gate: pages and handlers check the session too.
 * API routes and static files never come here (see the matcher): their static headers are in
 * next.config.mjs, and request bodies stay unread until the route handler streams them. The
 * one exception is an /api path with a `%` in it: one whose segments do not decode is answered
 * here with the API's 400 (lib/api/path.ts), since Next.js would answer it with a plain 500
 * before any handler runs; any other goes on untouched.
 */
export async function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (pathname === "/api" || pathname.startsWith("/api/"))
    return malformedPathResponse(pathname) ?? NextResponse.next();
  // A page of the build's static output is the same HTML for everyone: its policy lists its
  // inline scripts' hashes. Any other page renders per request with a fresh nonce.
  const staticHashes = staticPageScriptHashes(pathname);
  const nonce = staticHashes ? undefined : createNonce();
  const headers = pageSecurityHeaders({
    nonce,
    scriptHashes: staticHashes ?? [THEME_SCRIPT_HASH],
    pathname,
    dev: process.env.NODE_ENV === "development",
    https: servedOverHttps(req.headers.get("x-forwarded-proto"), process.env.NEXTAUTH_URL),
  });

  let res: Response | undefined;
  if (pathname === "/dashboard" || pathname.startsWith("/dashboard/")) {
    res =
      (await withAuth(req as NextRequestWithAuth, { pages: { signIn: "/login" } })) ?? undefined;
  }
  if (!res && !nonce) res = NextResponse.next();
  if (!res) {
    // Next.js reads the nonce from the request's policy and puts it on its own scripts; code of
    // ours that renders a <script> reads it from x-nonce. A client-sent x-nonce is overwritten.
    const requestHeaders = new Headers(req.headers);
    requestHeaders.set(NONCE_HEADER, nonce!);
    requestHeaders.set("content-security-policy", headers["Content-Security-Policy"]);
    res = NextResponse.next({ request: { headers: requestHeaders } });
  }
  for (const [key, value] of Object.entries(headers)) res.headers.set(key, value);
  return res;
}

export const config = {
  // Pages: not /api/*, not Next's build output, not the files of public/ and app/ metadata.
  // Of /api/*, only paths with a percent sign (checked for malformed percent-encoding).
  matcher: [
    "/((?!api/|api$|_next/static/|_next/image|favicon\\.ico|icon\\.svg|embed\\.js|robots\\.txt|sitemap\\.xml).*)",
    "/api/:path(.*%.*)",
  ],
};
