import { buildSync } from "esbuild";
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const shared = {
  moduleNameMapper: {
    "^server-only$": "<rootDir>/test/empty-module.ts",
    "^@/(.*)$": "<rootDir>/$1",
  },
  testPathIgnorePatterns: ["/node_modules/", "/e2e/", "/.next"],
  modulePathIgnorePatterns: ["<rootDir>/.next"],
};

// Two projects: fast unit/component tests, and database tests (route handlers against
// in-memory PGlite, or a fresh PostgreSQL database when TEST_DATABASE_URL is set).
const unit = await createJestConfig({
  ...shared,
  displayName: "unit",
  testEnvironment: "jsdom",
  setupFilesAfterEnv: ["<rootDir>/test/setup-dom.ts"],
  testMatch: ["<rootDir>/{app,components,lib}/**/*.test.{ts,tsx}"],
  testPathIgnorePatterns: [...shared.testPathIgnorePatterns, "\\.db\\.test\\.ts$"],
})();

// pg-boss ships only ES modules, which jest's CommonJS runtime cannot require (Node 20). The
// database tests load the same library code bundled once to CommonJS (esbuild comes with tsx);
// its own dependencies on drivers stay external, so they are the project's copies.
const pgBossBundle = "node_modules/.cache/jest/pg-boss.cjs";
buildSync({
  entryPoints: ["node_modules/pg-boss/dist/index.js"],
  outfile: pgBossBundle,
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  external: ["pg", "@electric-sql/pglite", "@opentelemetry/api", "cron-parser"],
  logLevel: "error",
});

const db = await createJestConfig({
  ...shared,
  moduleNameMapper: { "^pg-boss$": `<rootDir>/${pgBossBundle}`, ...shared.moduleNameMapper },
  displayName: "db",
  testEnvironment: "node",
  testMatch: ["<rootDir>/{app,lib}/**/*.db.test.ts"],
  // testTimeout is not a project option (jest ignores it here): the setup file sets it.
  setupFilesAfterEnv: ["<rootDir>/test/setup-db.ts"],
})();

const config = { projects: [unit, db] };
export default config;
