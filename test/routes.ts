/**
 * Every endpoint and method of app/api, found on disk (route.ts files outside __tests__), for
 * the suites that call them all: the fuzz suite (app/api/__tests__/fuzz.db.test.ts) and the
 * role matrix (app/api/__tests__/roles.db.test.ts). Exported methods are read from the source,
 * so discovery needs no import (the suites import the modules themselves).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type Method = (typeof METHODS)[number];
export const API_DIR = path.join(process.cwd(), "app", "api");

export type Endpoint = { key: string; method: Method; route: string; file: string };

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "__tests__" ? [] : routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

const routes = routeFiles(API_DIR)
  .map((file) => ({
    file,
    route:
      "/" +
      path.relative(path.join(process.cwd(), "app"), path.dirname(file)).split(path.sep).join("/"),
  }))
  .sort((a, b) => a.route.localeCompare(b.route));

/** Every `METHOD /api/...` a route.ts exports, sorted by route. */
export const endpoints: Endpoint[] = routes.flatMap(({ file, route }) => {
  const source = readFileSync(file, "utf8");
  return METHODS.filter((method) =>
    new RegExp(
      `export\\s+(const|async\\s+function|function)\\s+${method}\\b|export\\s*\\{[^}]*\\bas\\s+${method}\\b`,
    ).test(source),
  ).map((method) => ({ key: `${method} ${route}`, method, route, file }));
});
