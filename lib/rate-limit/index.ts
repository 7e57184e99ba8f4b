import "server-only";
import { createHmac } from "node:crypto";
import type { Prisma, PrismaClient } from "@prisma/client";
import { prisma } from "@/lib/db";
import { getServerEnv, type ServerEnv } from "@/lib/env";

type Db = PrismaClient | Prisma.TransactionClient;

export type RateLimitResult = {
  allowed: boolean;
  count: number;
  limit: number;
  retryAfterSeconds: number;
};

/**
 * The client address the platform vouches for. Route handlers do not see the socket peer, so
 * it comes from a header that only the platform or our own proxies can write: on Vercel
 * x-vercel-forwarded-for (Vercel overwrites it); elsewhere the X-Forwarded-For entry added by
 * the outermost trusted proxy, i.e. TRUSTED_PROXY_HOPS places from the end. Entries to the
 * left of it are whatever the client sent and are never used.
 */
export function clientIp(
  headers: Headers,
  env: Pick<ServerEnv, "TRUSTED_PROXY_HOPS" | "VERCEL"> = getServerEnv(),
): string {
  if (env.VERCEL) {
    const vercel = headers.get("x-vercel-forwarded-for")?.split(",")[0]?.trim();
    return vercel || headers.get("x-real-ip")?.trim() || "unknown";
  }
  const hops = env.TRUSTED_PROXY_HOPS;
  if (hops === 0) return "unknown";
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return "unknown";
  // Fewer entries than hops: every entry was written by a trusted proxy; take the client-most.
  return entries[Math.max(0, entries.length - hops)] ?? "unknown";
}

/**
 * A keyed hash of the address: buckets can be matched without the address being stored.
 * Keyed with the auth secret so the hash cannot be reversed by hashing every IPv4 address.
 */
export function hashClientIp(ip: string): string {
  const secret = getServerEnv().NEXTAUTH_SECRET ?? "quotecraft-rate-limit";
  return createHmac("sha256", secret).update(ip).digest("base64url").slice(0, 32);
}

export function windowStartFor(now: Date, windowSeconds: number): Date {
  const windowMs = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/**
 * Counts one hit in a fixed window kept in the database, so the limit holds across server
 * instances. The increment is one atomic upsert; inside a transaction it also holds the
 * bucket row until commit, and a rolled-back request is not counted.
 */
export async function hitRateLimit(
  { key, limit, windowSeconds }: { key: string; limit: number; windowSeconds: number },
  db: Db = prisma,
  now = new Date(),
): Promise<RateLimitResult> {
  const windowStart = windowStartFor(now, windowSeconds);
  const rows = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO "RateLimitBucket" ("key", "windowStart", "count")
    VALUES (${key}, ${windowStart}, 1)
    ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "RateLimitBucket"."count" + 1
    RETURNING "count"`;
  const count = Number(rows[0]?.count ?? 1);
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((windowStart.getTime() + windowSeconds * 1000 - now.getTime()) / 1000),
  );
  return { allowed: count <= limit, count, limit, retryAfterSeconds };
}

/** Drops windows older than an hour; called now and then so the table stays small. */
export async function pruneRateLimitBuckets(db: Db = prisma, now = new Date()) {
  await db.rateLimitBucket.deleteMany({
    where: { windowStart: { lt: new Date(now.getTime() - 3600_000) } },
  });
}
