import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

// Debian's chromium on this project's machines; elsewhere `npx playwright install chromium`.
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    // A trace records screenshots and DOM snapshots of every action of every test, kept only
    // for a failure. CI keeps nothing from its machine but the log, so there it is off.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // A production build on a fresh embedded database (scripts/e2e-server.mjs).
    command: "node scripts/e2e-server.mjs",
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      E2E_PORT: String(port),
      // A PostgreSQL server's admin URL: the server then runs on a fresh database there
      // (scripts/e2e-server.mjs); unset, on a fresh embedded one.
      ...(process.env.E2E_DATABASE_URL ? { E2E_DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      NEXT_TELEMETRY_DISABLED: "1",
      NEXTAUTH_URL: baseURL,
      // No site URL unless one is given: the server's links (mails, API docs) must then follow
      // the port it listens on, which e2e/customer-mails.spec.ts checks.
      ...(process.env.NEXT_PUBLIC_SITE_URL
        ? { NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL }
        : {}),
      NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "e2e-secret-not-for-production-0123456789",
    },
  },
});
