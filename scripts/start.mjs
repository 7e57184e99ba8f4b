// `npm start`: one command from a fresh clone to a running app on the embedded database.
// 1. Writes .env.local with a random NEXTAUTH_SECRET when none is configured.
// 2. Applies migrations and loads the demo company into an empty database.
// 3. Builds when there is no production build yet, then serves on PORT (default 3000).
import { spawnSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { withServerNodeOptions } from "./server-options.mjs";

const port = process.env.PORT ?? "3000";
// The server reads PORT at run time: with no NEXT_PUBLIC_SITE_URL, the links of its mails
// point to http://localhost:<PORT> (lib/site.ts, siteUrl()).
const env = { ...process.env, PORT: port, NEXT_TELEMETRY_DISABLED: "1" };

const envFile = ".env.local";
const localEnv = existsSync(envFile) ? readFileSync(envFile, "utf8") : "";
if (!env.NEXTAUTH_SECRET && !/^NEXTAUTH_SECRET=.+/m.test(localEnv)) {
  appendFileSync(
    envFile,
    `${localEnv && !localEnv.endsWith("\n") ? "\n" : ""}NEXTAUTH_SECRET=${randomBytes(32).toString("base64url")}\n`,
  );
  console.log(`Wrote a random NEXTAUTH_SECRET to ${envFile}.`);
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run("npx", ["tsx", "scripts/migrate.ts"]);
run("npx", ["tsx", "prisma/seed.ts", "--if-empty"]);
if (!existsSync(path.join(process.env.NEXT_DIST_DIR || ".next", "BUILD_ID")))
  run("npx", ["next", "build"]);

console.log(
  `\nQuoteCraft on http://localhost:${port}  (demo login: demo@quotecraft.app / demo-password-1)\n`,
);
const server = spawn("npx", ["next", "start", "-p", port], {
  stdio: "inherit",
  env: withServerNodeOptions(env),
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
