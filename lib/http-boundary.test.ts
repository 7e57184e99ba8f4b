/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Domains know no HTTP (README, Project layout): only the HTTP layer under lib/ (lib/api, the
 * REST API's lib/rest, and lib/worker/run.ts, which schedules work with next/server's
 * `after`) imports next/server or builds a Response. Tests are left out: they drive code with
 * real requests and read real responses.
 */
const LIB = path.join(process.cwd(), "lib");
const ALLOWED = [/^api\//, /^rest\//, /^worker\/run\.ts$/];
const HTTP = [
  { name: "next/server", pattern: /["']next\/server["']/ },
  { name: "NextResponse", pattern: /\bNextResponse\b/ },
  { name: "new Response(", pattern: /\bnew\s+Response\s*\(/ },
  { name: "Response.json(", pattern: /\bResponse\.(?:json|redirect)\s*\(/ },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "__tests__" ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [full]
      : [];
  });
}

it("no file under lib/ outside the HTTP layer imports next/server or builds a Response", () => {
  const offenders = sourceFiles(LIB).flatMap((file) => {
    const relative = path.relative(LIB, file).split(path.sep).join("/");
    if (ALLOWED.some((allowed) => allowed.test(relative))) return [];
    const text = readFileSync(file, "utf8");
    return HTTP.filter(({ pattern }) => pattern.test(text)).map(
      ({ name }) => `lib/${relative}: ${name}`,
    );
  });
  expect(offenders).toEqual([]);
});
