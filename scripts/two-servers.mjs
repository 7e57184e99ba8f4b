// Shared by the two-server scripts (scripts/*-two-servers.mjs): two `next start` processes of
// the production build on one PostgreSQL database, a credentials sign-in through next-auth's own
// endpoints, sign-up, and the "N passed, N failed" checks. Stops the servers on exit.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
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

  // Each server's output goes to .data/<name>-<port>.log (read by the checks, kept for a
  // failed run).
  mkdirSync(".data", { recursive: true });
  const servers = ports.map((port) =>
    spawn("npx", ["next", "start", "-p", String(port)], {
      stdio: ["ignore", ...Array(2).fill(openSync(serverLog(name, port), "w"))],
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

/** Where startTwoServers writes the output of the server on `port`. */
export const serverLog = (name, port) => `.data/${name}-${port}.log`;

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

/**
 * A company to load: an owner signed up and signed in on server A with three flat-priced
 * services; its slug, id and the items of a request for them.
 */
export async function companyWithServices(base, port, name) {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `${name}-${stamp}@example.com`;
  const password = "Correct-horse-42";
  const slug = `${name}-${stamp}`;
  const register = await registerOwner(base, { name: "Load Owner", email, password, slug });
  if (!register.ok) throw new Error(`sign-up failed: HTTP ${register.status}`);
  const { cookie, error } = await signIn(port, email, password);
  if (!cookie) throw new Error(`sign-in failed: ${error}`);
  const items = [];
  for (const [index, basePrice] of [75, 120, 39.5].entries()) {
    const res = await fetch(`${base}/api/services`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, cookie },
      body: JSON.stringify({ name: `Service ${index + 1}`, category: "electrical", basePrice }),
    });
    if (!res.ok) throw new Error(`adding a service failed: HTTP ${res.status}`);
    items.push({ id: (await res.json()).id, quantity: index + 1 });
  }
  const company = await (await fetch(`${base}/api/public/${slug}`)).json();
  return { slug, companyId: company.id, ownerEmail: email, items };
}

/**
 * POST /api/estimates for customer `n` of the load: its own email (so its mails can be told
 * apart) and its own client address (so the per-address limit does not refuse it).
 */
export function postEstimate(base, { companyId, items }, n, headers = {}) {
  return fetch(`${base}/api/estimates`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      ...headers,
    },
    body: JSON.stringify({
      companyId,
      customerName: `Load Customer ${n}`,
      customerEmail: customerEmail(n),
      items,
    }),
  });
}

export const customerEmail = (n) => `load-customer-${n}@example.com`;

/** Runs `task(i)` for i in 0..count-1, at most `concurrency` at once. */
export async function inParallel(count, concurrency, task) {
  let next = 0;
  const results = new Array(count);
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

/**
 * The .eml files of the servers' outboxes (OUTBOX_DIR of startTwoServers), each as
 * `{ file, to }`: written whole (a mail is renamed to .eml once complete).
 */
export function outboxMails(name, ports) {
  const mails = [];
  for (const port of ports) {
    const dir = `.data/${name}-outbox-${port}`;
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".eml"))) {
      const text = readFileSync(`${dir}/${file}`, "utf8");
      const to = /^To: (.*)$/im.exec(text.slice(0, text.indexOf("\r\n\r\n") + 1 || 4000))?.[1];
      mails.push({ file: `${dir}/${file}`, to: to ?? "" });
    }
  }
  return mails;
}

/** Empties the servers' outboxes before a run. */
export function clearOutboxes(name, ports) {
  for (const port of ports)
    rmSync(`.data/${name}-outbox-${port}`, { recursive: true, force: true });
}

/**
 * Waits up to `seconds` until every customer in `customers` has its confirmation mail and
 * the owner one notification each; the customers missing mails, the ones mailed twice and
 * the seconds it took.
 */
export async function waitForRequestMails(name, ports, { customers, ownerEmail, seconds }) {
  const started = Date.now();
  for (;;) {
    const mails = outboxMails(name, ports);
    const byCustomer = new Map(customers.map((n) => [customerEmail(n), 0]));
    let owner = 0;
    for (const { to } of mails) {
      const address = /<?([^<>\s]+@[^<>\s]+)>?$/.exec(to.trim())?.[1] ?? to;
      if (byCustomer.has(address)) byCustomer.set(address, byCustomer.get(address) + 1);
      else if (address === ownerEmail) owner += 1;
    }
    const missing = [...byCustomer].filter(([, count]) => count === 0).map(([email]) => email);
    const twice = [...byCustomer].filter(([, count]) => count > 1).map(([email]) => email);
    const elapsed = (Date.now() - started) / 1000;
    if ((missing.length === 0 && owner >= customers.length) || elapsed > seconds)
      return { missing, twice, owner, elapsed };
    await sleep(500);
  }
}
