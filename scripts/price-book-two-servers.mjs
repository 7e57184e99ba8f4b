// The public price-book cache across two server processes, over HTTP (docs/performance.md):
// two `next start` processes of the production build share one PostgreSQL database; server B
// has the company's services cached (and answers 304 to its ETag), the owner changes a price
// on server A, and the very next GET on B shows the new price.
// Usage (after `next build`): DATABASE_URL=postgresql://… node scripts/price-book-two-servers.mjs
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
  Number(process.env.PRICE_BOOK_PORT_A ?? 3307),
  Number(process.env.PRICE_BOOK_PORT_B ?? 3308),
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
  OUTBOX_DIR: `.data/price-book-outbox-${port}`,
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

/** One credentials sign-in through next-auth's own endpoints: the session cookies. */
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
  if (!signedIn || error) throw new Error(`sign-in failed: ${error ?? "no session"}`);
  return [cookie, ...res.headers.getSetCookie().map((c) => c.split(";")[0])].join("; ");
}

const results = [];
const check = (name, ok, detail = "") => {
  results.push(ok);
  console.log(`${ok ? "✓" : "✗"} ${name}${detail ? ` (${detail})` : ""}`);
};

try {
  await Promise.all(ports.map(waitUntilUp));
  const [a, b] = ports.map((port) => `http://localhost:${port}`);
  const email = `price-book-${Date.now()}@example.com`;
  const password = "Correct-horse-42";
  const slug = `price-book-${Date.now()}`;
  const register = await fetch(`${a}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "Price Book",
      email,
      password,
      companyName: "Price Book Co",
      industryType: "electrical",
      slug,
    }),
  });
  check("an owner signs up on server A", register.ok, `HTTP ${register.status}`);
  const cookie = await signIn(ports[0], email, password);
  const saveService = (fields) =>
    fetch(`${a}/api/services`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: a, cookie },
      body: JSON.stringify({ name: "Outlet install", category: "electrical", ...fields }),
    });
  const created = await saveService({ basePrice: 75 });
  check("the owner adds a service on server A", created.ok, `HTTP ${created.status}`);
  const { id } = await created.json();

  const priceOnB = async (headers = {}) => {
    const res = await fetch(`${b}/api/public/${slug}/services`, { headers });
    const body = res.status === 200 ? await res.json() : null;
    return { res, price: body?.services.find((service) => service.id === id)?.unitPrice };
  };
  const first = await priceOnB();
  check("server B shows the price", first.price === "75.00", first.price);
  const etag = first.res.headers.get("etag");
  const again = await priceOnB({ "if-none-match": etag });
  check(
    "server B answers 304 to its ETag (cached)",
    again.res.status === 304,
    `${again.res.status}`,
  );

  const changed = await saveService({ id, basePrice: 82.5 });
  check("the owner changes the price on server A", changed.ok, `HTTP ${changed.status}`);
  const next = await priceOnB({ "if-none-match": etag });
  check(
    "the next GET on server B shows the new price (a new ETag, no 304)",
    next.res.status === 200 && next.price === "82.50" && next.res.headers.get("etag") !== etag,
    `${next.res.status} ${next.price}`,
  );
  const onA = await (await fetch(`${a}/api/public/${slug}/services`)).json();
  check(
    "server A agrees",
    onA.services.find((service) => service.id === id)?.unitPrice === "82.50",
  );
} catch (error) {
  check("the run completed", false, String(error));
}

const failed = results.filter((ok) => !ok).length;
console.log(`price book: ${results.length - failed} passed, ${failed} failed`);
stopServers();
process.exit(failed ? 1 : 0);
