import "server-only";
import { getToken, type JWT } from "next-auth/jwt";
import { cookies, headers } from "next/headers";
import { prisma } from "@/lib/db";
import { getServerEnv } from "@/lib/env";
import { isSessionRevoked } from "@/lib/auth/revocation";

/** What next-auth reads the session token from (an API request, or a page's cookies and headers). */
type TokenRequest = Parameters<typeof getToken>[0]["req"];

/** Who is calling: always re-read from the database, never trusted from the token alone. */
export type SessionUser = { userId: string; companyId: string; email: string };

async function userForToken(
  token: Pick<JWT, "uid" | "tv" | "sid"> | null,
): Promise<SessionUser | null> {
  if (!token?.uid) return null;
  const [user, revoked] = await Promise.all([
    prisma.user.findUnique({
      where: { id: token.uid },
      select: { id: true, companyId: true, email: true, tokenVersion: true },
    }),
    isSessionRevoked(token.sid),
  ]);
  // A bumped token version (password change, "sign out everywhere") ends older sessions;
  // a revoked session id (sign-out) ends that one session.
  if (!user || revoked || user.tokenVersion !== token.tv) return null;
  return { userId: user.id, companyId: user.companyId, email: user.email };
}

/** The session of an API request, from its cookie. */
export async function getRequestUser(req: TokenRequest): Promise<SessionUser | null> {
  const token = await getToken({ req, secret: getServerEnv().NEXTAUTH_SECRET });
  return userForToken(token);
}

/** The session in a server component, layout or server action. */
export async function getCurrentUser(): Promise<SessionUser | null> {
  const token = await getToken({
    req: { cookies: await cookies(), headers: await headers() } as unknown as TokenRequest,
    secret: getServerEnv().NEXTAUTH_SECRET,
  });
  return userForToken(token);
}
