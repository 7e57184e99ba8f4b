import "server-only";
import { createHmac } from "node:crypto";
import { prisma } from "@/lib/db";
import { SqlParams, sqlExecutor, type SqlDb } from "@/lib/db/statements";
import { getServerEnv, type ServerEnv } from "@/lib/env";

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
 * The statement that counts one hit of `key` in the window starting at `windowStart`, one
 * atomic upsert returning the new "count". `when` (SQL) lets a larger statement count the hit
 * only if its condition holds. Inside a transaction the bucket row stays locked until commit,
 * and a rolled-back hit is not counted.
 */
export function rateLimitHitSql(p: SqlParams, key: string, windowStart: Date, when = "TRUE") {
  return `INSERT INTO "RateLimitBucket" ("key", "windowStart", "count")
    SELECT ${p.add(key, "text")}, ${p.add(windowStart.toISOString(), "timestamp(3)")}, 1 WHERE ${when}
    ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "RateLimitBucket"."count" + 1
    RETURNING "count"`;
}

/** Whether the hit that made the window's count `count` is allowed, and when to retry. */
export function rateLimitResult(
  count: number,
  { limit, windowSeconds }: { limit: number; windowSeconds: number },
  windowStart: Date,
  now: Date,
): RateLimitResult {
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((windowStart.getTime() + windowSeconds * 1000 - now.getTime()) / 1000),
  );
  return { allowed: count <= limit, count, limit, retryAfterSeconds };
}

/**
 * Counts one hit in a fixed window kept in the database, so the limit holds across server
 * instances (rateLimitHitSql). In a transaction, a rolled-back request is not counted.
 */
export async function hitRateLimit(
  { key, limit, windowSeconds }: { key: string; limit: number; windowSeconds: number },
  db: SqlDb = prisma,
  now = new Date(),
): Promise<RateLimitResult> {
  const windowStart = windowStartFor(now, windowSeconds);
  const p = new SqlParams();
  const rows = await sqlExecutor(db).query<{ count: number }>(
    rateLimitHitSql(p, key, windowStart),
    p.values,
  );
  return rateLimitResult(Number(rows[0]?.count ?? 1), { limit, windowSeconds }, windowStart, now);
}

/** Drops windows older than an hour; called now and then so the table stays small. */
export async function pruneRateLimitBuckets(db: SqlDb = prisma, now = new Date()) {
  await sqlExecutor(db).query(
    `DELETE FROM "RateLimitBucket" WHERE "windowStart" < $1::timestamp(3)`,
    [new Date(now.getTime() - 3600_000).toISOString()],
  );
}
