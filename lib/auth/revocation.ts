import "server-only";
import { randomUUID } from "node:crypto";
import type { JWT } from "next-auth/jwt";
import { prisma } from "@/lib/db";

/**
 * Server-side sign-out. Every sign-in gets its own session id (the "sid" claim, kept when
 * next-auth re-encodes the token); signing out records that id, and every request checks the
 * list, so a copied cookie stops working while the owner's other devices stay signed in.
 * A row is kept for the longest a token of that session can live, then pruned.
 */
export const newSessionId = () => randomUUID();

export async function isSessionRevoked(sid: string | undefined) {
  if (!sid) return false;
  const row = await prisma.revokedSession.findUnique({ where: { sid }, select: { sid: true } });
  return row !== null;
}

/**
 * Revokes the session of a token. A token from before session ids (no "sid") cannot be
 * singled out, so its user's token version is bumped instead: all of their sessions end.
 */
export async function revokeSession(
  token: Pick<JWT, "uid" | "sid" | "tv"> | null,
  maxAgeSeconds: number,
  now = new Date(),
) {
  if (!token?.uid) return;
  if (token.sid) {
    const expiresAt = new Date(now.getTime() + maxAgeSeconds * 1000);
    await prisma.revokedSession.upsert({
      where: { sid: token.sid },
      create: { sid: token.sid, userId: token.uid, expiresAt },
      update: { expiresAt },
    });
  } else {
    await prisma.user.updateMany({
      where: { id: token.uid, tokenVersion: token.tv },
      data: { tokenVersion: { increment: 1 } },
    });
  }
  await prisma.revokedSession.deleteMany({ where: { expiresAt: { lt: now } } });
}
