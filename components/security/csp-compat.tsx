"use client";

// The pages' Content-Security-Policy (proxy.ts) forbids eval. Zod probes for it once with
// `Function("")` to pick a faster object parser; the probe is caught, but the browser still
// reports it as a policy violation. Zod's `jitless` setting skips the probe. Zod keeps its
// settings on one global object that it creates only when it is missing, so this sets it
// without importing zod: an import here would put zod on every page, marketing pages
// included (about 30 kB of gzip JavaScript for the whole library, 6 kB for its core).
// Rendered first in the root layout, so this runs before any client code parses anything;
// if zod loaded first, the object is the one it already uses. e2e/test.ts fails any page
// that reports a CSP violation, so a zod that stops reading this object cannot go unnoticed.
const holder = globalThis as typeof globalThis & {
  __zod_globalConfig?: { jitless?: boolean };
};
(holder.__zod_globalConfig ??= {}).jitless = true;

export function CspCompat() {
  return null;
}
