/**
 * A production server killed with SIGKILL while customers send estimate requests, then
 * started again: every request that was stored has exactly one owner mail in the outbox
 * (the mail job committed with the request; the restarted server's worker sends it).
 * This spec runs its own server on its own embedded database folder and port.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./test";
import { newPGlite } from "../lib/db/pglite";

const port = Number(process.env.E2E_PORT ?? 3100) + 17;
const base = `http://localhost:${port}`;
const dataDir = path.join(".data", `e2e-crash-${port}`);
const outbox = path.join(".data", `e2e-crash-outbox-${port}`);
const env = {
  ...process.env,
  NODE_ENV: "production" as const,
  NEXT_TELEMETRY_DISABLED: "1",
  PGLITE_DIR: dataDir,
  OUTBOX_DIR: outbox,
  NEXTAUTH_URL: base,
  NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "e2e-secret-not-for-production-0123456789",
  JOBS_MODE: "inline",
  // A job the killed server held is released this soon (the default is 2 minutes).
  JOBS_EXPIRE_SECONDS: "4",
  JOBS_MONITOR_SECONDS: "1",
  // Its retry comes due soon after (the default waits 10 s and more).
  JOBS_RETRY_DELAY_SECONDS: "1",
  DATABASE_URL: "",
};

// Next itself, not through npx: a signal must reach the process that holds the database.
const nextBin = path.join("node_modules", "next", "dist", "bin", "next");
function startServer(): ChildProcess {
  return spawn(process.execPath, [nextBin, "start", "-p", String(port)], {
    env,
    stdio: "ignore",
  });
}

async function waitForHealth() {
  await expect
    .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status ?? 0, {
      timeout: 60_000,
      intervals: [250],
    })
    .toBe(200);
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });

/** The stored requests' ids, read from the database folder once no server holds it. */
async function storedRequestIds(): Promise<string[]> {
  const db = newPGlite(dataDir);
  const { rows } = await db.query<{ id: string }>(
    `SELECT r.id FROM "EstimateRequest" r JOIN "Company" c ON c.id = r."companyId"
     WHERE c.slug = 'brightline' AND r."customerEmail" LIKE 'crash%@example.com'`,
  );
  await db.close();
  return rows.map((row) => row.id);
}

/** Owner mails per request id (each mail links the request it is about). */
function mailsPerRequest(): Map<string, number> {
  const counts = new Map<string, number>();
  if (!existsSync(outbox)) return counts;
  for (const file of readdirSync(outbox).filter((name) => name.endsWith(".eml"))) {
    const text = readFileSync(path.join(outbox, file), "utf8").replace(/=\r?\n/g, "");
    const id = /estimates\?id=3D([a-z0-9]+)|estimates\?id=([a-z0-9]+)/.exec(text);
    const key = id?.[1] ?? id?.[2];
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

test("a server killed mid-traffic sends every stored request's owner mail once after restart", async () => {
  test.setTimeout(300_000);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(outbox, { recursive: true, force: true });
  for (const script of ["scripts/migrate.ts", "prisma/seed.ts"]) {
    expect(spawnSync("npx", ["tsx", script], { env, stdio: "ignore" }).status).toBe(0);
  }

  let server = startServer();
  await waitForHealth();
  const company = await (await fetch(`${base}/api/public/brightline`)).json();
  const { services } = await (await fetch(`${base}/api/public/brightline/services`)).json();
  const send = (n: number) =>
    fetch(`${base}/api/estimates`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": `198.51.${100 + (n >> 8)}.${n & 255}`,
      },
      body: JSON.stringify({
        companyId: company.id,
        customerName: `Crash Customer ${n}`,
        customerEmail: `crash${n}@example.com`,
        items: [{ id: services[n % services.length].id, quantity: 1 }],
      }),
    }).catch(() => null);

  // Customers keep sending, a few at a time, and the server is killed once some requests are
  // stored (a loaded machine may take seconds to answer the first) while others are in flight.
  const inFlight: Promise<unknown>[] = [];
  let storedBeforeKill = 0;
  let n = 0;
  let pending = 0;
  const sendOne = () => {
    n += 1;
    pending += 1;
    const request = send(n).then((response) => {
      pending -= 1;
      if (response?.status === 201) storedBeforeKill += 1;
    });
    inFlight.push(request);
    return request;
  };
  for (const deadline = Date.now() + 60_000; storedBeforeKill < 8 && Date.now() < deadline;) {
    if (pending < 4) void sendOne();
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  expect(storedBeforeKill).toBeGreaterThanOrEqual(8);
  for (let more = 0; more < 10; more += 1) {
    void sendOne();
    if (more === 4) server.kill("SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await Promise.all(inFlight);
  await exited(server);

  server = startServer();
  await waitForHealth();
  const stored = await (async () => {
    // Let the restarted worker drain, then stop the server to read its database folder.
    await expect
      .poll(() => mailsPerRequest().size, { timeout: 90_000, intervals: [500] })
      .toBeGreaterThan(0);
    // Past the expiry of jobs the killed server held, and until the outbox stops growing.
    let previous = -1;
    for (
      let waited = 0;
      waited < 90 && (waited < 30 || mailsPerRequest().size !== previous);
      waited += 2
    ) {
      previous = mailsPerRequest().size;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
    server.kill("SIGTERM");
    await exited(server);
    return storedRequestIds();
  })();

  expect(stored.length).toBeGreaterThan(0);
  const mails = mailsPerRequest();
  for (const id of stored) expect({ id, mails: mails.get(id) ?? 0 }).toEqual({ id, mails: 1 });
  expect([...mails.keys()].sort()).toEqual([...stored].sort());
});
