// Shared by the two-server scripts (scripts/*-two-servers.mjs): two `next start` processes of
// the production build on one PostgreSQL database, a credentials sign-in through next-auth's own
// endpoints, sign-up, and the "N passed, N failed" checks. Stops the servers on exit.
import { spawn, spawnSync } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

const secret = "two-servers-secret-not-for-production-0123456789";

/**
 * Migrates the database of DATABASE_URL and starts two servers on the ports given (or their
 * environment overrides); resolves once both answer /api/health. Exits with 2 without a
 * PostgreSQL URL: two processes cannot share PGlite.
 */
export async function startTwoServers(name, [portA, portB]) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl?.startsWith("postgres")) {
    console.error("Set DATABASE_URL to a PostgreSQL database: two processes cannot share PGlite.");
    process.exit(2);
  }
  const env = (port) => ({
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: databaseUrl,
    NEXTAUTH_SECRET: secret,
    NEXTAUTH_URL: `http://localhost:${port}`,
    SIGNUPS_PER_HOUR: "1000",
    OUTBOX_DIR: `.data/${name}-outbox-${port}`,
  });
  const ports = [portA, portB];
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
  await Promise.all(ports.map(waitUntilUp));
  return { ports, urls: ports.map((port) => `http://localhost:${port}`) };
}

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

/** Signs up an owner of an electrical company on the server at `base`; the response. */
export const registerOwner = (base, { name, email, password, slug }) =>
  fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name,
      email,
      password,
      companyName: `${name} Co`,
      industryType: "electrical",
      slug,
    }),
  });

/**
 * One credentials sign-in through next-auth's own endpoints: `{ cookie }` with the session
 * cookies, or `{ error }` with next-auth's error code.
 */
export async function signIn(port, email, password) {
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
  if (!signedIn || error) return { error: error ?? "unknown" };
  return { cookie: [cookie, ...res.headers.getSetCookie().map((c) => c.split(";")[0])].join("; ") };
}

/** Named checks printed as they run; `finish` prints "<name>: N passed, N failed" and exits. */
export function checks(name) {
  const results = [];
  return {
    check(label, ok, detail = "") {
      results.push(ok);
      console.log(`${ok ? "✓" : "✗"} ${label}${detail ? ` (${detail})` : ""}`);
    },
    finish() {
      const failed = results.filter((ok) => !ok).length;
      console.log(`${name}: ${results.length - failed} passed, ${failed} failed`);
      process.exit(failed ? 1 : 0);
    },
  };
}
