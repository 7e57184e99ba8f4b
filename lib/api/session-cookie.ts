import "server-only";
import { encode, getToken } from "next-auth/jwt";
import type { NextRequest, NextResponse } from "next/server";
import { getServerEnv } from "@/lib/env";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/auth/session-age";
import { revokeSession } from "@/lib/auth/revocation";

const BASE_NAME = "next-auth.session-token";

/** next-auth's own choice: Secure, __Secure- prefixed cookies when the site runs on https. */
function sessionCookie() {
  const secure = getServerEnv().NEXTAUTH_URL?.startsWith("https://") ?? false;
  return {
    name: `${secure ? "__Secure-" : ""}${BASE_NAME}`,
    options: { httpOnly: true, sameSite: "lax" as const, path: "/", secure },
  };
}

/**
 * Re-issues the caller's session with a new token version, so that bumping the version
 * (password change) ends every other session but not this one; or with another company
 * (the company switcher: the session then acts in that company, docs/team.md).
 */
export async function reissueSessionCookie(
  req: NextRequest,
  response: NextResponse,
  changes: { tokenVersion?: number; email?: string; companyId?: string },
) {
  const secret = getServerEnv().NEXTAUTH_SECRET;
  const token = await getToken({ req, secret });
  if (!token) return response;
  const { iat: _iat, exp: _exp, jti: _jti, ...claims } = token;
  const value = await encode({
    token: {
      ...claims,
      ...(changes.tokenVersion !== undefined ? { tv: changes.tokenVersion } : {}),
      ...(changes.email ? { email: changes.email } : {}),
      ...(changes.companyId ? { cid: changes.companyId } : {}),
    },
    secret: secret ?? "",
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  const { name, options } = sessionCookie();
  response.cookies.set(name, value, { ...options, maxAge: SESSION_MAX_AGE_SECONDS });
  return response;
}

/** Expires the caller's session cookie (and any chunks of a large token). */
export function clearSessionCookies(req: NextRequest, response: NextResponse) {
  for (const cookie of req.cookies.getAll()) {
    const base = cookie.name.replace(/^__Secure-/, "");
    if (base === BASE_NAME || base.startsWith(`${BASE_NAME}.`)) {
      response.cookies.set(cookie.name, "", {
        path: "/",
        maxAge: 0,
        httpOnly: true,
        sameSite: "lax",
        secure: cookie.name.startsWith("__Secure-"),
      });
    }
  }
  return response;
}

/** Revokes the caller's session server-side (see lib/auth/revocation.ts), if it has one. */
export async function revokeRequestSession(req: NextRequest) {
  const token = await getToken({ req, secret: getServerEnv().NEXTAUTH_SECRET });
  await revokeSession(token, SESSION_MAX_AGE_SECONDS);
}
