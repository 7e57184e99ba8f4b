import "server-only";
import { getToken, type JWT } from "next-auth/jwt";
import { cookies, headers } from "next/headers";
import { prisma } from "@/lib/db";
import { getServerEnv } from "@/lib/env";
import { isSessionRevoked } from "@/lib/auth/revocation";
import type { MemberRole as Role } from "@prisma/client";

/** What next-auth reads the session token from (an API request, or a page's cookies and headers). */
type TokenRequest = Parameters<typeof getToken>[0]["req"];

/**
 * Who is calling, and in which company with which role: always re-read from the database,
 * never trusted from the token alone.
 */
export type SessionUser = {
  userId: string;
  companyId: string;
  email: string;
  role: Role;
  memberId: string;
};

async function userForToken(
  token: Pick<JWT, "uid" | "tv" | "sid" | "cid"> | null,
): Promise<SessionUser | null> {
  if (!token?.uid) return null;
  const [user, revoked] = await Promise.all([
    prisma.user.findUnique({
      where: { id: token.uid },
      select: {
        id: true,
        companyId: true,
        email: true,
        tokenVersion: true,
        memberships: {
          where: { deactivatedAt: null },
          select: { id: true, companyId: true, role: true },
          orderBy: { createdAt: "asc" },
        },
      },
    }),
    isSessionRevoked(token.sid),
  ]);
  // A bumped token version (password change, "sign out everywhere") ends older sessions;
  // a revoked session id (sign-out) ends that one session.
  if (!user || revoked || user.tokenVersion !== token.tv) return null;
  // The company the session acts in (chosen at sign-in or with the switcher), while the
  // membership is active; otherwise the user's own company, then any other. A member
  // deactivated in every company has no session at all (docs/team.md).
  const membership =
    user.memberships.find((m) => m.companyId === token.cid) ??
    user.memberships.find((m) => m.companyId === user.companyId) ??
    user.memberships[0];
  if (!membership) return null;
  return {
    userId: user.id,
    companyId: membership.companyId,
    email: user.email,
    role: membership.role,
    memberId: membership.id,
  };
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
