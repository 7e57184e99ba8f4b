// `npm run bench`: runs every bench/*.mjs in turn (or only those whose name contains one of the
// arguments, e.g. `npm run bench -- marketing`) and fails if any of them fails.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const benchDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "bench");
const filters = process.argv.slice(2);
const files = readdirSync(benchDir)
  .filter((file) => file.endsWith(".mjs"))
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
  .sort();

if (files.length === 0) {
  console.error(
    `No benchmark in ${benchDir}${filters.length ? ` matching ${filters.join(", ")}` : ""}.`,
  );
  process.exit(1);
}

const failed = [];
for (const file of files) {
  console.log(`\n=== bench/${file} ===`);
  const result = spawnSync(process.execPath, [path.join(benchDir, file)], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) failed.push(file);
}

console.log(
  failed.length ? `\nFailed: ${failed.join(", ")}` : `\nAll ${files.length} benchmark(s) passed.`,
);
process.exit(failed.length ? 1 : 0);
