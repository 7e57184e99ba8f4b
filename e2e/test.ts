/**
 * The `test` every spec imports: Playwright's, plus an automatic check that no page of the test
 * broke the Content-Security-Policy (proxy.ts, lib/security/headers.ts). A blocked script or style
 * is reported by the browser as a `securitypolicyviolation` event and a console message naming the
 * "Content Security Policy"; either one fails the test, with the page and the directive.
 */
import { test as base, expect, type BrowserContext } from "@playwright/test";

export * from "@playwright/test";

const MARKER = "Content Security Policy";

async function watchContext(context: BrowserContext, violations: string[]) {
  // Runs in every frame of every page of the context, the calculator inside a host's iframe too.
  await context.addInitScript((marker: string) => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `${marker} violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"}` +
          ` at ${event.sourceFile || event.documentURI}:${event.lineNumber}`,
      );
    });
  }, MARKER);
  context.on("console", (message) => {
    if (message.text().includes(MARKER))
      violations.push(`${message.page()?.url() ?? "?"}: ${message.text()}`);
  });
}

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context, browser }, provide) => {
      const violations: string[] = [];
      await watchContext(context, violations);
      // Contexts a test opens itself (a second browser signing in) are watched too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const created = await newContext(...args);
        await watchContext(created, violations);
        return created;
      };
      try {
        await provide(violations);
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, "Content Security Policy violations in the browser console").toEqual([]);
    },
    { auto: true },
  ],
});
