import "server-only";
import type { PrismaClient } from "@prisma/client";
import { prisma } from "@/lib/db";
import { verifyPassword } from "@/lib/auth/password";
import { encodeSignInRefusal } from "@/lib/auth/sign-in-errors";
import {
  clearAccountFailures,
  recordSignInFailure,
  signInRefusal,
  throttleKeys,
} from "@/lib/auth/throttle";
import { loginSchema } from "@/lib/validation/auth";
import { clientIp } from "@/lib/rate-limit";
import { recordAudit } from "@/lib/audit/log";

export type SignedInUser = {
  id: string;
  email: string;
  name: string | null;
  companyId: string;
  tokenVersion: number;
};

/** Thrown for a throttled attempt; next-auth hands its message to the login page. */
export class SignInRefusedError extends Error {
  constructor(refusal: { locked: boolean; retryAt: Date }) {
    super(encodeSignInRefusal(refusal));
    this.name = "SignInRefusedError";
  }
}

/** The request headers next-auth gives `authorize` (a plain object) as a Headers object. */
export function toHeaders(raw: unknown): Headers {
  if (raw instanceof Headers) return raw;
  const headers = new Headers();
  if (raw && typeof raw === "object") {
    for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
      if (typeof value === "string") headers.set(name, value);
      else if (Array.isArray(value)) headers.set(name, value.join(", "));
    }
  }
  return headers;
}

/**
 * The credentials check behind next-auth's `authorize`: null for a wrong email or password,
 * a SignInRefusedError while the account or address is throttled (checked before the password,
 * so a locked account refuses the right one too), the user otherwise.
 */
export async function authenticate(
  credentials: unknown,
  headers: Headers,
  { db = prisma, now = new Date() }: { db?: PrismaClient; now?: Date } = {},
): Promise<SignedInUser | null> {
  const parsed = loginSchema.safeParse(credentials ?? {});
  if (!parsed.success) return null;
  const { email, password } = parsed.data;
  const keys = throttleKeys(email, clientIp(headers));
  const refusal = await signInRefusal(keys, now, db);
  if (refusal) throw new SignInRefusedError(refusal);
  const user = await db.user.findUnique({ where: { email } });
  const ok = await verifyPassword(password, user?.passwordHash);
  if (!user || !ok) {
    const lock = await recordSignInFailure(
      keys,
      user ? { email: user.email, companyId: user.companyId } : null,
      now,
      db,
    );
    if (lock) throw new SignInRefusedError(lock);
    return null;
  }
  await clearAccountFailures(email, db);
  // The session acts in the user's own company while they are an active member there, else
  // in another of theirs; a login deactivated everywhere cannot sign in (docs/team.md).
  const memberships = await db.membership.findMany({
    where: { userId: user.id, deactivatedAt: null },
    select: { companyId: true },
    orderBy: { createdAt: "asc" },
  });
  const companyId =
    memberships.find((m) => m.companyId === user.companyId)?.companyId ?? memberships[0]?.companyId;
  if (!companyId) return null;
  await recordAudit(
    {
      companyId,
      actorId: user.id,
      ip: clientIp(headers),
      userAgent: headers.get("user-agent"),
    },
    { action: "member.signed_in", detail: `${user.name || user.email} signed in` },
    db,
  );
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    companyId,
    tokenVersion: user.tokenVersion,
  };
}
