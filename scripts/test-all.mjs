// `npm test`: every check, in order: lint, format, typecheck, jest (unit, component and database
// tests), then Playwright against a production build on a fresh embedded database.
// Stops at the first failing step and exits with its code.
import { spawnSync } from "node:child_process";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const steps = [
  ["lint", "npx", ["eslint", ".", "--max-warnings=0"]],
  ["format", "npx", ["prettier", "--check", "."]],
  ["typecheck", "npx", ["tsc", "--noEmit", "-p", "."]],
  [
    "jest",
    "npx",
    // Two workers: the suites are independent (each database suite has its own database), and
    // one worker left the second core idle for most of CI's run.
    ["jest", "--ci", "--maxWorkers=2"],
    {
      NODE_OPTIONS: [process.env.NODE_OPTIONS, "--experimental-vm-modules"]
        .filter(Boolean)
        .join(" "),
    },
  ],
  ["build", "npx", ["next", "build"]],
  ["playwright", "npx", ["playwright", "test"]],
];

const only = process.argv.slice(2);
for (const [name, command, args, extraEnv] of steps) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n=== ${name}: ${command} ${args.join(" ")} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(
      `\n=== ${name} FAILED (exit ${result.status ?? result.signal}) after ${seconds}s ===`,
    );
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${name} passed in ${seconds}s ===`);
}
console.log("\nAll checks passed.");
