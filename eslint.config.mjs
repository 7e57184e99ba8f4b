import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      ".next-*/**",
      ".data/**",
      "outbox/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
      "test/generated/**",
    ],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    // Specs take `test` from e2e/test.ts, which fails a test on any Content-Security-Policy
    // violation in the browser; Playwright's own `test` would skip that check.
    files: ["e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              message: "Import test, expect and types from ./test (e2e/test.ts).",
            },
          ],
        },
      ],
    },
  },
];
export default config;
