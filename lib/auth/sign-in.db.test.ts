/** @jest-environment node */
import type { PrismaClient } from "@prisma/client";
import { setupTestDatabase, createOwner, type TestDatabase } from "@/test/db";
import { clearOutbox, outboxMails, setupTempOutbox } from "@/test/outbox";
import { createPrismaClient } from "@/lib/db/create-client";
import { drainJobs } from "@/lib/worker/run";
import { authenticate, SignInRefusedError } from "@/lib/auth/sign-in";
import { parseSignInRefusal, signInErrorMessage } from "@/lib/auth/sign-in-errors";
import { LOCK_SECONDS, recordSignInFailure, throttleKeys } from "@/lib/auth/throttle";

const outbox = setupTempOutbox();
// Unknown emails are checked against a full-cost bcrypt hash (same timing as a real one).
jest.setTimeout(60_000);

let db: TestDatabase;
/**
 * On PostgreSQL, another Prisma client with its own connection pool: to the database it is
 * exactly what a second server process is (the throttle keeps no state in the process). The
 * embedded PGlite database admits one process per folder, and one connection, so there the
 * "second process" is the same client: the state is in the database either way.
 */
let second: PrismaClient;
beforeAll(async () => {
  db = await setupTestDatabase();
  second = db.databaseUrl
    ? createPrismaClient({ databaseUrl: db.databaseUrl, pgliteDir: "" })
    : db.prisma;
});
afterAll(async () => {
  if (db.databaseUrl) await second.$disconnect();
  await db.close();
});
beforeEach(async () => {
  await drainJobs({ maxJobs: 1000, ignoreStartAfter: true });
  clearOutbox(outbox);
});

const sentMails = async () => {
  await drainJobs({ ignoreStartAfter: true });
  return outboxMails(outbox);
};

let addressCounter = 0;
const freshAddress = () => `198.51.100.${(addressCounter += 1)}`;
const headersFrom = (address: string) => new Headers({ "x-forwarded-for": address });

/** An attempt at a given time; the error message is what the login page receives. */
async function attempt(
  email: string,
  password: string,
  at: Date,
  { address = "203.0.113.50", client }: { address?: string; client?: PrismaClient } = {},
) {
  try {
    const user = await authenticate({ email, password }, headersFrom(address), {
      now: at,
      ...(client ? { db: client } : {}),
    });
    return user ? ("ok" as const) : ("wrong" as const);
  } catch (error) {
    if (error instanceof SignInRefusedError) return parseSignInRefusal(error.message)!;
    throw error;
  }
}

const later = (start: Date, seconds: number) => new Date(start.getTime() + seconds * 1000);

/** Ten wrong passwords, each just after the previous one's delay: the tenth locks. */
async function failTenTimes(email: string, start: Date, address = freshAddress()) {
  const results = [];
  for (let i = 0; i < 10; i += 1) {
    results.push(await attempt(email, "wrong-password-9", later(start, i * 40), { address }));
  }
  return { results, lockedAt: later(start, 9 * 40) };
}

describe("sign-in throttling", () => {
  it("locks after 10 failures: the 11th is refused even with the right password, and says until when", async () => {
    const { user } = await createOwner(db.prisma);
    const start = new Date("2026-11-22T10:00:00Z");
    const { results, lockedAt } = await failTenTimes(user.email, start);
    expect(results.slice(0, 9)).toEqual(Array(9).fill("wrong"));
    const until = later(lockedAt, LOCK_SECONDS);
    expect(results[9]).toEqual({ locked: true, retryAt: until });

    const eleventh = await attempt(user.email, "password-1", later(lockedAt, 60));
    expect(eleventh).toEqual({ locked: true, retryAt: until });
    const message = signInErrorMessage(
      `SignInLocked:${until.toISOString()}`,
      later(lockedAt, 60),
      (date) => date.toISOString().slice(11, 16),
    );
    expect(message).toBe(
      "Too many failed sign-in attempts: sign-in is paused for your security. Try again at 10:21 (in about 14 minutes).",
    );
    // Another address does not lift the account's lock.
    expect(
      await attempt(user.email, "password-1", later(lockedAt, 120), { address: freshAddress() }),
    ).toEqual({
      locked: true,
      retryAt: until,
    });
  });

  it("the lock holds from a second server process (its own database connections)", async () => {
    const { user } = await createOwner(db.prisma);
    const start = new Date("2026-11-22T11:00:00Z");
    const { lockedAt } = await failTenTimes(user.email, start);
    const refused = await attempt(user.email, "password-1", later(lockedAt, 5), {
      client: second,
      address: freshAddress(),
    });
    expect(refused).toMatchObject({ locked: true });
    // Failures counted by the second process add to the same counter.
    const other = await createOwner(db.prisma);
    for (let i = 0; i < 10; i += 1) {
      const client = i % 2 === 0 ? db.prisma : second;
      await attempt(other.user.email, "nope-nope-1", later(start, i * 40), { client });
    }
    expect(await attempt(other.user.email, "password-1", later(start, 400))).toMatchObject({
      locked: true,
    });
  });

  it("works again once the lock is over, and a success forgets the failures", async () => {
    const { user } = await createOwner(db.prisma);
    const start = new Date("2026-11-22T12:00:00Z");
    const { lockedAt } = await failTenTimes(user.email, start);
    expect(
      await attempt(user.email, "password-1", later(lockedAt, LOCK_SECONDS - 1)),
    ).toMatchObject({
      locked: true,
    });
    expect(await attempt(user.email, "password-1", later(lockedAt, LOCK_SECONDS))).toBe("ok");
    expect(await db.prisma.signInThrottle.count({ where: { key: `account:${user.email}` } })).toBe(
      0,
    );
    // A fresh start: one wrong password is just wrong again.
    expect(await attempt(user.email, "bad-guess-1", later(lockedAt, LOCK_SECONDS + 1))).toBe(
      "wrong",
    );
  });

  it("delays grow after the 4th failure; an attempt inside the delay is refused, right password too", async () => {
    const { user } = await createOwner(db.prisma);
    const start = new Date("2026-11-22T13:00:00Z");
    for (let i = 0; i < 4; i += 1) {
      expect(await attempt(user.email, "guess-0000-x", later(start, i))).toBe("wrong");
    }
    // 4 failures: wait 1 s after the last one (at start + 3 s).
    expect(await attempt(user.email, "password-1", later(start, 3.5))).toEqual({
      locked: false,
      retryAt: later(start, 4),
    });
    expect(await attempt(user.email, "guess-0000-y", later(start, 4))).toBe("wrong");
    // 5 failures: 2 s.
    expect(await attempt(user.email, "password-1", later(start, 5))).toMatchObject({
      locked: false,
    });
    expect(
      signInErrorMessage(`SignInDelayed:${later(start, 6).toISOString()}`, later(start, 5)),
    ).toBe("Too many failed sign-in attempts. Please wait 1 second and try again.");
    expect(await attempt(user.email, "password-1", later(start, 6))).toBe("ok");
  });

  it("mails the owner once per lock, also when failures race", async () => {
    const { user } = await createOwner(db.prisma);
    const start = new Date("2026-11-22T14:00:00Z");
    // 12 failures recorded at the same moment from two processes, as when 12 wrong passwords
    // all pass the check before any is counted. (Racing whole sign-ins instead depends on the
    // machine's speed: a late one meets the growing delay and is refused without being counted.)
    const keys = throttleKeys(user.email, "203.0.113.50");
    const account = { email: user.email, companyId: user.companyId };
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        recordSignInFailure(keys, account, start, i % 2 ? second : db.prisma),
      ),
    );
    // The 10th, 11th and 12th counted failures each meet the lock.
    expect(results.filter((result) => result?.locked).length).toBe(3);
    const refused = await attempt(user.email, "password-1", later(start, 30));
    expect(refused).toMatchObject({ locked: true });
    const mails = await sentMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${user.email}`);
    expect(mails[0]).toContain("sign-in is paused until 2026-11-22 14:15 UTC");
    // More refused attempts during the lock send nothing more.
    await attempt(user.email, "password-1", later(start, 60));
    expect(await sentMails()).toHaveLength(1);
    // A second lock after the first ended is a second mail.
    const again = await failTenTimes(user.email, later(start, LOCK_SECONDS + 60));
    expect(again.results[9]).toMatchObject({ locked: true });
    expect(await sentMails()).toHaveLength(2);
  });

  it("an unknown email is throttled the same way (nothing tells it apart) and nobody is mailed", async () => {
    const start = new Date("2026-11-22T15:00:00Z");
    const { results } = await failTenTimes("nobody-here@example.com", start);
    expect(results.slice(0, 9)).toEqual(Array(9).fill("wrong"));
    expect(results[9]).toMatchObject({ locked: true });
    expect(await sentMails()).toEqual([]);
  });

  it("one address is locked after 30 failures over many accounts; a rotated first X-Forwarded-For entry does not help", async () => {
    const start = new Date("2026-11-22T16:00:00Z");
    const proxyHop = "192.0.2.77";
    const owners = await Promise.all(Array.from({ length: 30 }, () => createOwner(db.prisma)));
    // One second apart, then 40 s apart once the address's delays begin (24th failure).
    const at = (i: number) => later(start, i < 24 ? i : 24 + (i - 23) * 40);
    for (let i = 0; i < 30; i += 1) {
      const result = await attempt(owners[i]!.user.email, "Summer2026", at(i), {
        address: `10.9.${i}.1, ${proxyHop}`,
      });
      expect(i < 29 ? result : "locked").toBe(i < 29 ? "wrong" : "locked");
      if (i === 29) expect(result).toMatchObject({ locked: true });
    }
    const { user } = await createOwner(db.prisma);
    expect(
      await attempt(user.email, "password-1", later(at(29), 5), {
        address: `172.16.0.9, ${proxyHop}`,
      }),
    ).toMatchObject({ locked: true });
    // The owner's own address is unaffected.
    expect(
      await attempt(user.email, "password-1", later(at(29), 6), { address: freshAddress() }),
    ).toBe("ok");
  });
});

describe("next-auth wiring", () => {
  // Loaded late: the options read the environment at import, after the outbox is set up.
  const options = async () => (await import("@/lib/auth/options")).authOptions;
  type Provider = {
    options: { authorize: (credentials: unknown, req: unknown) => Promise<unknown> };
  };

  it("authorize signs in with the right password and throws the refusal for a locked account", async () => {
    const provider = (await options()).providers[0] as unknown as Provider;
    const { user } = await createOwner(db.prisma);
    const req = { headers: { "x-forwarded-for": freshAddress() } };
    await expect(
      provider.options.authorize({ email: user.email, password: "password-1" }, req),
    ).resolves.toMatchObject({ id: user.id, companyId: user.companyId });
    await failTenTimes(user.email, new Date());
    await expect(
      provider.options.authorize({ email: user.email, password: "password-1" }, req),
    ).rejects.toThrow(/^SignInLocked:/);
  });

  it("each sign-in gets its own session id", async () => {
    const jwt = (await options()).callbacks!.jwt!;
    const user = { id: "u1", companyId: "c1", tokenVersion: 0, email: "a@b.c" };
    const first = await jwt({ token: {}, user } as never);
    const again = await jwt({ token: {}, user } as never);
    expect(first.sid).toEqual(expect.any(String));
    expect(first.sid).not.toBe(again.sid);
    // A refresh keeps the id.
    expect((await jwt({ token: first } as never)).sid).toBe(first.sid);
  });
});
