import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { cookies } from "next/headers";
import { prisma } from "@/lib/db";
import { getServerEnv } from "@/lib/env";

/**
 * The customer portal's session (docs/invoices.md, "Customer portal"): a cookie of its own,
 * never next-auth's, holding which client of which company signed in and until when, signed
 * with an HMAC-SHA256 keyed by NEXTAUTH_SECRET under its own label ("portal-session:"), so
 * no other signed value of the app can pass for it. HttpOnly, SameSite=Lax, Secure in
 * production (and whenever the site runs on https), 30 days. Nothing is stored server-side:
 * signing out clears the cookie, and a client or company that is gone (or deactivated) ends
 * every session at once, since each request re-reads them.
 */
export const PORTAL_COOKIE = "qc_portal";
export const PORTAL_SESSION_DAYS = 30;
const SESSION_SECONDS = PORTAL_SESSION_DAYS * 24 * 3600;

export type PortalSession = { companyId: string; clientId: string; expiresAt: Date };

type Payload = { co: string; cl: string; exp: number };

function secret(): string {
  const key = getServerEnv().NEXTAUTH_SECRET;
  if (!key) throw new Error("NEXTAUTH_SECRET must be set for portal sessions.");
  return key;
}

const mac = (key: string, payload: string) =>
  createHmac("sha256", key).update(`portal-session:${payload}`).digest("base64url");

/** The cookie value of a fresh session: base64url(JSON payload) "." base64url(HMAC). */
export function signPortalSession(
  { companyId, clientId }: { companyId: string; clientId: string },
  now = new Date(),
): { value: string; expiresAt: Date } {
  const exp = Math.floor(now.getTime() / 1000) + SESSION_SECONDS;
  const payload = Buffer.from(
    JSON.stringify({ co: companyId, cl: clientId, exp } satisfies Payload),
  ).toString("base64url");
  return { value: `${payload}.${mac(secret(), payload)}`, expiresAt: new Date(exp * 1000) };
}

/** The session a cookie value holds, or null (missing, tampered with, expired, malformed). */
export function verifyPortalSession(
  value: string | null | undefined,
  now = new Date(),
): PortalSession | null {
  if (!value || value.length > 1024) return null;
  const key = getServerEnv().NEXTAUTH_SECRET;
  if (!key) return null;
  const [payload, signature, extra] = value.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(key, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const { co, cl, exp } = (parsed ?? {}) as Partial<Payload>;
  if (typeof co !== "string" || typeof cl !== "string" || typeof exp !== "number") return null;
  if (!co || !cl || exp * 1000 <= now.getTime()) return null;
  return { companyId: co, clientId: cl, expiresAt: new Date(exp * 1000) };
}

const secureCookies = () => {
  const env = getServerEnv();
  return env.NODE_ENV === "production" || env.SITE_URL.startsWith("https://");
};

/** The attributes of the session cookie that expires at `expiresAt`. */
export function portalCookieOptions(expiresAt: Date) {
  return {
    httpOnly: true,
    secure: secureCookies(),
    sameSite: "lax" as const,
    path: "/",
    expires: expiresAt,
    maxAge: SESSION_SECONDS,
  };
}

/** The attributes that delete the cookie (sign out). */
export function clearedPortalCookieOptions() {
  return {
    httpOnly: true,
    secure: secureCookies(),
    sameSite: "lax" as const,
    path: "/",
    maxAge: 0,
  };
}

/**
 * A verified session whose client still belongs to its company and whose company is active;
 * null otherwise. The one check every reader of the cookie goes through.
 */
export async function activePortalSession(
  value: string | null | undefined,
  now = new Date(),
): Promise<PortalSession | null> {
  const session = verifyPortalSession(value, now);
  if (!session) return null;
  const client = await prisma.client.findFirst({
    where: { id: session.clientId, companyId: session.companyId, company: { isActive: true } },
    select: { id: true },
  });
  return client ? session : null;
}

/** The portal session of the page being rendered (server components). */
export async function getPortalSession(): Promise<PortalSession | null> {
  return activePortalSession((await cookies()).get(PORTAL_COOKIE)?.value);
}
