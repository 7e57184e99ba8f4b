// The sign-in throttle across two server processes, over HTTP: two `next start` processes of
// the production build share one PostgreSQL database; failed sign-ins sent to either count
// toward the same lock, and once locked, the right password is refused by both.
// Usage (after `next build`): DATABASE_URL=postgresql://… node scripts/throttle-two-servers.mjs
// The database must be empty or migrated; CI passes a fresh one. Prints one closing line
// "N passed, N failed" and exits non-zero when a check fails.
import pg from "pg";
import { checks, registerOwner, signIn, startTwoServers } from "./two-servers.mjs";

const { check, finish } = checks("throttle");
const { ports, urls } = await startTwoServers("throttle", [
  Number(process.env.THROTTLE_PORT_A ?? 3301),
  Number(process.env.THROTTLE_PORT_B ?? 3302),
]);
try {
  const email = `two-servers-${Date.now()}@example.com`;
  const password = "Correct-horse-42";
  const register = await registerOwner(urls[0], {
    name: "Two Servers",
    email,
    password,
    slug: `two-servers-${Date.now()}`,
  });
  check("an owner signs up on server A", register.ok, `HTTP ${register.status}`);
  check(
    "the right password signs in on server B",
    (await signIn(ports[1], email, password)).cookie !== undefined,
  );

  // Wrong passwords, alternating servers, until the lock. An attempt inside an announced delay
  // is refused uncounted; rather than wait the delays out (1 + 2 + ... + 32 s, a minute of CI),
  // the failures are moved back in time past each one, in the database both servers read.
  // (The delays themselves are lib/auth/sign-in.db.test.ts's.)
  const database = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await database.connect();
  let failures = 0;
  let error = "";
  try {
    for (let attempt = 0; attempt < 40 && !error.startsWith("SignInLocked:"); attempt++) {
      error = (await signIn(ports[attempt % 2], email, "wrong-password")).error ?? "";
      if (error.startsWith("SignInDelayed:")) {
        const wait = Math.max(0, new Date(error.slice(14)).getTime() - Date.now()) + 250;
        await database.query(
          `UPDATE "SignInThrottle" SET "lastFailureAt" = "lastFailureAt" - $1 * interval '1 millisecond',
             "windowStart" = "windowStart" - $1 * interval '1 millisecond'
           WHERE "lockedUntil" IS NULL`,
          [wait],
        );
        continue;
      }
      failures++;
    }
  } finally {
    await database.end();
  }
  check(
    "failures sent to two servers add up to one lock by the tenth",
    error.startsWith("SignInLocked:") && failures <= 10,
    `${failures} failures, last ${error}`,
  );
  for (const [index, port] of ports.entries()) {
    const refused = (await signIn(port, email, password)).error ?? "";
    check(
      `the right password is refused on server ${"AB"[index]} while locked`,
      refused.startsWith("SignInLocked:"),
      refused || "signed in",
    );
  }
} catch (error) {
  check("the run completed", false, String(error));
}

finish();
