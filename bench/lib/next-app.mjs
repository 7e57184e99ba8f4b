// What every benchmark needs: build the app into its own folder, serve it with
// `next start` on a free port, and measure the gzip JavaScript a first visit downloads.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { withServerNodeOptions } from "../../scripts/server-options.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
export const distDir = process.env.NEXT_DIST_DIR || ".next-bench";
export const chromePath =
  process.env.CHROME_PATH || (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

/** A bare Next 16 app-router page ships about this much gzip JavaScript (design/stack.md). */
export const FLOOR_KB = 134;

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * `next build` into `distDir`. A build into a folder other than `.next` adds that folder's
 * type globs to tsconfig.json; the file is put back so a benchmark leaves the checkout as it was.
 */
export function buildNext(env) {
  const tsconfigPath = path.join(root, "tsconfig.json");
  const tsconfig = readFileSync(tsconfigPath, "utf8");
  try {
    const result = spawnSync(process.execPath, [nextBin, "build"], {
      cwd: root,
      env,
      stdio: "inherit",
    });
    if (result.status !== 0) throw new Error(`next build failed with status ${result.status}`);
  } finally {
    if (readFileSync(tsconfigPath, "utf8") !== tsconfig) writeFileSync(tsconfigPath, tsconfig);
  }
}

/** `npx <args>` in the checkout, failing the bench if it fails. */
export function runNpx(args, env) {
  const result = spawnSync("npx", args, { cwd: root, env, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${args.join(" ")} failed with ${result.status}`);
}

/**
 * The environment of a production server of the build in `distDir` on a bench's scratch
 * PostgreSQL database, serving on `port`, its mails in `.data/<outbox>`.
 */
export function benchServerEnv({ databaseUrl, port, distDir: dir, outbox }) {
  return {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_DIST_DIR: dir,
    DATABASE_URL: databaseUrl,
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "bench-secret-0123456789abcdef",
    NEXTAUTH_URL: `http://localhost:${port}`,
    OUTBOX_DIR: path.join(root, ".data", outbox),
  };
}

/** Migrates the database of `env` and seeds the demo company into it. */
export function migrateAndSeed(env) {
  runNpx(["tsx", "scripts/migrate.ts"], env);
  runNpx(["tsx", "prisma/seed.ts"], env);
}

/** Waits until `url` answers 2xx (or the child process exits, or 60 s pass). */
export async function waitForUrl(url, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

/** `next start` on `port`, resolved once the health route answers. */
export async function startNext(port, env) {
  const server = spawn(process.execPath, [nextBin, "start", "-p", String(port)], {
    cwd: root,
    // The options `npm start` gives the server (scripts/server-options.mjs).
    env: withServerNodeOptions(env),
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitForUrl(`http://localhost:${port}/api/health`, server);
  } catch (error) {
    server.kill();
    throw error;
  }
  return server;
}

/**
 * JavaScript a first visit downloads: the encoded (compressed) body sizes of every script
 * response until the network has been idle, in a fresh context with no cache. `ready` may
 * wait for something on the page before counting stops; `contextOptions` may hold a signed-in
 * `storageState`.
 */
export async function measureJavaScript(browser, url, ready, contextOptions = {}) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    ...contextOptions,
  });
  const page = await context.newPage();
  const scripts = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() !== "script") return;
    scripts.push(
      Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
        url: request.url(),
        bytes: sizes.responseBodySize,
        encoding: response?.headers()["content-encoding"] ?? "identity",
      })),
    );
  });
  await page.goto(url, { waitUntil: "networkidle" });
  if (ready) await ready(page);
  await page.waitForTimeout(1000);
  const entries = await Promise.all(scripts);
  await context.close();
  const uncompressed = entries.filter((entry) => entry.encoding !== "gzip" && entry.bytes > 1024);
  if (uncompressed.length > 0) {
    throw new Error(
      `scripts not sent with gzip: ${uncompressed.map((entry) => entry.url).join(", ")}`,
    );
  }
  return { kb: entries.reduce((sum, entry) => sum + entry.bytes, 0) / 1000, files: entries.length };
}
