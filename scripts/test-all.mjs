// `npm test`: every check: lint, format and typecheck side by side, then jest (unit, component
// and database tests), the production build, and Playwright against that build on a fresh
// embedded database. Stops at the first failing stage and exits with its code.
//
// ESLint, Prettier and tsc each run mostly on one thread: one after another they took 124 s on
// two cores, side by side 91 s. (The build uses both cores already: beside them it saved
// nothing, 215 s either way.) Their output is held and printed whole as each one ends, so it
// stays readable. `node scripts/test-all.mjs jest playwright` runs only the steps named.
import { spawn } from "node:child_process";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const stages = [
  [
    ["lint", "npx", ["eslint", ".", "--max-warnings=0"]],
    ["format", "npx", ["prettier", "--check", "."]],
    ["typecheck", "npx", ["tsc", "--noEmit", "-p", "."]],
  ],
  [
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
  ],
  [["build", "npx", ["next", "build"]]],
  [["playwright", "npx", ["playwright", "test"]]],
];

/** Runs one step; alone it streams its output, beside others it prints it whole at the end. */
function run([name, command, args, extraEnv], alone) {
  const started = Date.now();
  if (alone) console.log(`\n=== ${name}: ${command} ${args.join(" ")} ===`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
      env: { ...env, ...extraEnv },
    });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    let finished = false;
    // A child that could not start reports 'error' and may report 'close' as well: once.
    const finish = (code) => {
      if (finished) return;
      finished = true;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!alone) {
        console.log(`\n=== ${name}: ${command} ${args.join(" ")} ===`);
        process.stdout.write(Buffer.concat(output));
      }
      if (code === 0) console.log(`=== ${name} passed in ${seconds}s ===`);
      else console.error(`\n=== ${name} FAILED (exit ${code}) after ${seconds}s ===`);
      resolve(code);
    };
    child.on("error", (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on("close", (code) => finish(code ?? 1)); // null: ended by a signal
  });
}

const only = process.argv.slice(2);
for (const stage of stages) {
  const steps = stage.filter(([name]) => !only.length || only.includes(name));
  if (!steps.length) continue;
  const codes = await Promise.all(steps.map((step) => run(step, steps.length === 1)));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}
console.log("\nAll checks passed.");
