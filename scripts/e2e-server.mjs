// Serves a production build for Playwright on a fresh database with the demo data: embedded
// (PGlite) by default; with E2E_DATABASE_URL (a PostgreSQL server's admin URL, as CI sets it) a
// fresh database `qc_e2e_<port>` there. Builds first when the build folder has no build (set
// E2E_BUILD=1 to force a rebuild).
import { spawnSync, spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";

const port = process.env.E2E_PORT ?? "3100";
const distDir = process.env.NEXT_DIST_DIR || ".next";
const env = {
  ...process.env,
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  // The port playwright.config.ts gives (E2E_PORT), also as PORT: without NEXT_PUBLIC_SITE_URL
  // the links of mails follow it (lib/site.ts), which e2e/customer-mails.spec.ts checks.
  PORT: port,
  // Every spec signs up its own owners from this one machine's address.
  SIGNUPS_PER_HOUR: process.env.SIGNUPS_PER_HOUR ?? "1000",
  PGLITE_DIR: process.env.E2E_PGLITE_DIR ?? path.join(".data", `e2e-${port}`),
  OUTBOX_DIR: process.env.E2E_OUTBOX_DIR ?? path.join(".data", `e2e-outbox-${port}`),
  // Webhook specs run their receiver on this machine (docs/webhooks.md): loopback allowed,
  // and retries come within seconds.
  WEBHOOKS_ALLOW_LOOPBACK: "1",
  WEBHOOKS_RETRY_LIMIT: process.env.WEBHOOKS_RETRY_LIMIT ?? "2",
  WEBHOOKS_RETRY_DELAY_SECONDS: process.env.WEBHOOKS_RETRY_DELAY_SECONDS ?? "1",
  // Texts (docs/texts.md): an auth token and a sender without an account SID, so texts go to
  // the text outbox that e2e/text-outbox.ts reads, and the specs sign Twilio's webhooks with
  // the same token (the values are repeated there).
  TWILIO_AUTH_TOKEN: "e2e-twilio-auth-token",
  TWILIO_FROM: "+15005550006",
  TEXT_OUTBOX_DIR: process.env.E2E_TEXT_OUTBOX_DIR ?? path.join(".data", `e2e-text-outbox-${port}`),
};
// Never a database of the caller's: their own embedded one, or a fresh one on PostgreSQL.
delete env.DATABASE_URL;
const adminUrl = process.env.E2E_DATABASE_URL;
if (adminUrl) {
  const name = `qc_e2e_${port}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
}
delete env.E2E_DATABASE_URL;
for (const name of [
  "TWILIO_ACCOUNT_SID",
  "TWILIO_MESSAGING_SERVICE_SID",
  "TWILIO_WEBHOOK_BASE_URL",
])
  delete env[name];

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

rmSync(env.PGLITE_DIR, { recursive: true, force: true });
rmSync(env.OUTBOX_DIR, { recursive: true, force: true });
rmSync(env.TEXT_OUTBOX_DIR, { recursive: true, force: true });
if (process.env.E2E_BUILD === "1" || !existsSync(path.join(distDir, "BUILD_ID"))) {
  // A build into another folder adds that folder's types to tsconfig.json: keep the file as committed.
  const tsconfig = readFileSync("tsconfig.json", "utf8");
  const build = spawnSync("npx", ["next", "build"], { stdio: "inherit", env });
  writeFileSync("tsconfig.json", tsconfig);
  if (build.status !== 0) process.exit(build.status ?? 1);
}
run("npx", ["tsx", "scripts/migrate.ts"]);
run("npx", ["tsx", "prisma/seed.ts"]);

// Playwright's request context reuses pooled keep-alive sockets without honouring the
// server's Keep-Alive hint (microsoft/playwright#42698); with Node's default 5 s idle timeout
// a request sent as the server closes the socket fails with ECONNRESET. Keep idle sockets
// open longer than any test runs.
const server = spawn("npx", ["next", "start", "-p", port, "--keepAliveTimeout", "120000"], {
  stdio: "inherit",
  env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
