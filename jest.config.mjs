import { buildSync } from "esbuild";
import { renameSync } from "node:fs";
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/**
 * esbuild's bundle of an ES-module-only package for jest's CommonJS runtime, written to a file
 * of this process's own and renamed into place: a second jest started meanwhile (a single
 * suite run beside a whole run) rebuilds it while the first one's suites require it, and a
 * half-written bundle read as "PgBoss is not a constructor".
 */
function bundleForJest(outfile, options) {
  const building = `${outfile}.${process.pid}.tmp`;
  buildSync({ ...options, outfile: building });
  renameSync(building, outfile);
}

// @react-pdf/renderer ships only ES modules too: the tests load its node build bundled once to
// CommonJS, with React external (the project's copy). import.meta.url points into pdfkit, whose
// package "imports" resolve the standard fonts.
const reactPdfBundle = "node_modules/.cache/jest/react-pdf.cjs";
bundleForJest(reactPdfBundle, {
  entryPoints: ["node_modules/@react-pdf/renderer/lib/react-pdf.js"],
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  external: ["react", "react/*"],
  define: { "import.meta.url": "__import_meta_url" },
  banner: {
    js: 'var __import_meta_url = require("node:url").pathToFileURL(require("node:path").join(__dirname, "../../pdfkit/package.json")).href;',
  },
  logLevel: "error",
});

const shared = {
  moduleNameMapper: {
    "^@react-pdf/renderer$": `<rootDir>/${reactPdfBundle}`,
    "^server-only$": "<rootDir>/test/empty-module.ts",
    // Mails render with @react-email/render, whose dynamic import() jest runs only with
    // --experimental-vm-modules: the same rendering with a require (test/react-email-render.ts).
    "^@react-email/render$": "<rootDir>/test/react-email-render.ts",
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
bundleForJest(pgBossBundle, {
  entryPoints: ["node_modules/pg-boss/dist/index.js"],
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
