// The sign-in throttle across two server processes, over HTTP: two `next start` processes of
// the production build share one PostgreSQL database; failed sign-ins sent to either count
// toward the same lock, and once locked, the right password is refused by both.
// Usage (after `next build`): DATABASE_URL=postgresql://… node scripts/throttle-two-servers.mjs
// The database must be empty or migrated; CI passes a fresh one. Prints one closing line
// "N passed, N failed" and exits non-zero when a check fails.
import { spawn, spawnSync } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl?.startsWith("postgres")) {
  console.error("Set DATABASE_URL to a PostgreSQL database: two processes cannot share PGlite.");
  process.exit(2);
}
const ports = [
  Number(process.env.THROTTLE_PORT_A ?? 3301),
  Number(process.env.THROTTLE_PORT_B ?? 3302),
];
const secret = "two-servers-secret-not-for-production-0123456789";
const env = (port) => ({
  ...process.env,
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  DATABASE_URL: databaseUrl,
  NEXTAUTH_SECRET: secret,
  NEXTAUTH_URL: `http://localhost:${port}`,
  SIGNUPS_PER_HOUR: "1000",
  OUTBOX_DIR: `.data/throttle-outbox-${port}`,
});

const migrate = spawnSync("npx", ["tsx", "scripts/migrate.ts"], {
  stdio: "inherit",
  env: env(ports[0]),
});
if (migrate.status !== 0) process.exit(migrate.status ?? 1);

const servers = ports.map((port) =>
  spawn("npx", ["next", "start", "-p", String(port)], {
    stdio: "ignore",
    env: env(port),
    detached: true,
  }),
);
const stopServers = () => {
  for (const server of servers) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
};
process.on("exit", stopServers);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(1));

async function waitUntilUp(port) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error(`The server on port ${port} did not start.`);
}

/** One credentials sign-in through next-auth's own endpoints: the error code, or null on success. */
async function signIn(port, email, password) {
  const base = `http://localhost:${port}`;
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = await csrf.json();
  const cookie = csrf.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams({
      csrfToken,
      email,
      password,
      json: "true",
      callbackUrl: `${base}/dashboard`,
    }),
  });
  const location = res.headers.get("location") ?? (await res.json().catch(() => ({}))).url ?? "";
  const error = new URL(location, base).searchParams.get("error");
  const signedIn = res.headers.getSetCookie().some((c) => c.includes("session-token="));
  return signedIn && !error ? null : (error ?? "unknown");
}

const results = [];
const check = (name, ok, detail = "") => {
  results.push(ok);
  console.log(`${ok ? "✓" : "✗"} ${name}${detail ? ` (${detail})` : ""}`);
};

try {
  await Promise.all(ports.map(waitUntilUp));
  const email = `two-servers-${Date.now()}@example.com`;
  const password = "Correct-horse-42";
  const register = await fetch(`http://localhost:${ports[0]}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "Two Servers",
      email,
      password,
      companyName: "Two Servers Co",
      industryType: "electrical",
      slug: `two-servers-${Date.now()}`,
    }),
  });
  check("an owner signs up on server A", register.ok, `HTTP ${register.status}`);
  check(
    "the right password signs in on server B",
    (await signIn(ports[1], email, password)) === null,
  );

  // Wrong passwords, alternating servers, waiting out each announced delay, until the lock.
  let failures = 0;
  let error = "";
  for (let attempt = 0; attempt < 40 && !error.startsWith("SignInLocked:"); attempt++) {
    error = (await signIn(ports[attempt % 2], email, "wrong-password")) ?? "";
    if (error.startsWith("SignInDelayed:")) {
      await sleep(Math.max(0, new Date(error.slice(14)).getTime() - Date.now()) + 250);
      continue;
    }
    failures++;
  }
  check(
    "failures sent to two servers add up to one lock by the tenth",
    error.startsWith("SignInLocked:") && failures <= 10,
    `${failures} failures, last ${error}`,
  );
  for (const [index, port] of ports.entries()) {
    const refused = (await signIn(port, email, password)) ?? "";
    check(
      `the right password is refused on server ${"AB"[index]} while locked`,
      refused.startsWith("SignInLocked:"),
      refused || "signed in",
    );
  }
} catch (error) {
  check("the run completed", false, String(error));
}

const failed = results.filter((ok) => !ok).length;
console.log(`throttle: ${results.length - failed} passed, ${failed} failed`);
stopServers();
process.exit(failed ? 1 : 0);
