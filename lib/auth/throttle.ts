import "server-only";
import type { Prisma, PrismaClient } from "@prisma/client";
import { prisma } from "@/lib/db";
import { publish, readyToPublish } from "@/lib/events";
import { signInLockedMail } from "@/lib/mail/templates/account";
import { absoluteUrl } from "@/lib/site";
import { hashClientIp } from "@/lib/rate-limit";

type Db = PrismaClient;

/**
 * Sign-in throttling. Failed sign-ins are counted per account (the email typed, whether or
 * not it has an account, so refusals say nothing about which addresses exist) and per client
 * address, in the database so every server process sees the same counts.
 *
 * - Within a 15-minute window (from the first failure), after the 4th failure of an account
 *   (the 24th of an address) each next attempt must wait 1 s, then 2, 4, 8, 16, 32 s.
 * - The 10th failure of an account locks it for 15 minutes: every attempt, even with the right
 *   password, is refused until then, and the owner is mailed once per lock.
 * - An address is locked the same way after 30 failures (an office shares one address).
 * - A successful sign-in clears the account's count (not the address's).
 */
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_LOCK_FAILURES = 10;
export const ADDRESS_LOCK_FAILURES = 30;
export const LOCK_SECONDS = 15 * 60;

/**
 * Seconds an attempt must wait after the given number of failures in the window: nothing at
 * first, then 1, 2, 4, 8, 16, 32 s over the six failures before the lock.
 */
export function delayAfterFailures(failures: number, lockAt: number) {
  const start = lockAt - 6;
  return failures < start ? 0 : Math.min(2 ** (failures - start), 60);
}

export type ThrottleKey = { key: string; lockAt: number };
export type SignInRefusal = { locked: boolean; retryAt: Date };

/** The counters of one sign-in: the account and, when the platform vouches for one, the address. */
export function throttleKeys(email: string, ip: string): ThrottleKey[] {
  const keys = [{ key: `account:${email.toLowerCase()}`, lockAt: ACCOUNT_LOCK_FAILURES }];
  // "unknown": no trusted address (see clientIp). One shared bucket would let anyone lock
  // everybody out, so only the account counter applies then.
  if (ip !== "unknown") keys.push({ key: `ip:${hashClientIp(ip)}`, lockAt: ADDRESS_LOCK_FAILURES });
  return keys;
}

const windowMs = SIGN_IN_WINDOW_SECONDS * 1000;

/** Why an attempt made now must be refused before its password is even checked, or null. */
export async function signInRefusal(
  keys: ThrottleKey[],
  now = new Date(),
  db: Db = prisma,
): Promise<SignInRefusal | null> {
  const rows = await db.signInThrottle.findMany({ where: { key: { in: keys.map((k) => k.key) } } });
  const lockAt = new Map(keys.map((k) => [k.key, k.lockAt]));
  let refusal: SignInRefusal | null = null;
  for (const row of rows) {
    let candidate: SignInRefusal | null = null;
    if (row.lockedUntil && row.lockedUntil > now) {
      candidate = { locked: true, retryAt: row.lockedUntil };
    } else if (row.windowStart.getTime() + windowMs > now.getTime()) {
      const retryAt = new Date(
        row.lastFailureAt.getTime() +
          delayAfterFailures(row.failures, lockAt.get(row.key) ?? ACCOUNT_LOCK_FAILURES) * 1000,
      );
      if (retryAt > now) candidate = { locked: false, retryAt };
    }
    if (
      candidate &&
      (!refusal ||
        (candidate.locked && !refusal.locked) ||
        (candidate.locked === refusal.locked && candidate.retryAt > refusal.retryAt))
    ) {
      refusal = candidate;
    }
  }
  return refusal;
}

async function lockMail(email: string, lockedUntil: Date) {
  const until = `${lockedUntil.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  return {
    to: email,
    subject: "Your QuoteCraft sign-in is paused after failed attempts",
    ...(await signInLockedMail({
      email,
      failures: ACCOUNT_LOCK_FAILURES,
      until,
      loginUrl: absoluteUrl("/login"),
    })),
  };
}

/**
 * Counts one failed sign-in on every key, atomically per key (row lock), and locks a key that
 * reaches its limit. When the account key becomes locked and the account exists, its owner is
 * mailed in the same transaction: exactly one mail per lock, even with racing processes.
 * Returns the lock, if this failure caused or met one.
 */
export async function recordSignInFailure(
  keys: ThrottleKey[],
  account: { email: string; companyId: string } | null,
  now = new Date(),
  db: Db = prisma,
): Promise<SignInRefusal | null> {
  // The queue must be started outside the transaction (on PGlite it shares one connection).
  if (account) await readyToPublish();
  const sorted = [...keys].sort((a, b) => a.key.localeCompare(b.key));
  const lock = await db.$transaction(async (tx: Prisma.TransactionClient) => {
    let result: SignInRefusal | null = null;
    for (const { key, lockAt } of sorted) {
      await tx.$executeRaw`
        INSERT INTO "SignInThrottle" ("key", "failures", "windowStart", "lastFailureAt")
        VALUES (${key}, 0, ${now}, ${now})
        ON CONFLICT ("key") DO NOTHING`;
      const [row] = await tx.$queryRaw<
        { failures: number; windowStart: Date; lockedUntil: Date | null }[]
      >`SELECT "failures", "windowStart", "lockedUntil" FROM "SignInThrottle"
        WHERE "key" = ${key} FOR UPDATE`;
      if (!row) continue;
      const stillLocked = row.lockedUntil !== null && row.lockedUntil > now;
      const fresh = !stillLocked && row.windowStart.getTime() + windowMs <= now.getTime();
      const failures = fresh ? 1 : Number(row.failures) + 1;
      const locksNow = !stillLocked && failures >= lockAt;
      const lockedUntil = locksNow
        ? new Date(now.getTime() + LOCK_SECONDS * 1000)
        : stillLocked
          ? row.lockedUntil
          : null;
      await tx.signInThrottle.update({
        where: { key },
        data: {
          failures,
          windowStart: fresh ? now : row.windowStart,
          lastFailureAt: now,
          lockedUntil,
        },
      });
      if (lockedUntil) result = { locked: true, retryAt: lockedUntil };
      if (locksNow && account && key.startsWith("account:")) {
        await publish(tx, {
          type: "account.sign_in_locked",
          companyId: account.companyId,
          message: await lockMail(account.email, lockedUntil as Date),
        });
      }
    }
    return result;
  });
  // Old windows and ended locks are of no use: drop them (indexed, cheap).
  await db.signInThrottle.deleteMany({
    where: {
      lastFailureAt: { lt: new Date(now.getTime() - Math.max(windowMs, LOCK_SECONDS * 1000)) },
    },
  });
  return lock;
}

/** A successful sign-in forgets the account's failures. */
export async function clearAccountFailures(email: string, db: Db = prisma) {
  await db.signInThrottle.deleteMany({ where: { key: `account:${email.toLowerCase()}` } });
}
