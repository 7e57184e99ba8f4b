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

const db = await createJestConfig({
  ...shared,
  displayName: "db",
  testEnvironment: "node",
  testMatch: ["<rootDir>/{app,lib}/**/*.db.test.ts"],
  testTimeout: 60_000,
})();

const config = { projects: [unit, db] };
export default config;
