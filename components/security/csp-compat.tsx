"use client";

// From zod's core only: the full "zod" entry here would add its whole library (about 30 kB
// of gzip JavaScript) to every page, including the marketing pages that never parse a form.
import { config } from "zod/v4/core";

// The pages' Content-Security-Policy (proxy.ts) forbids eval. Zod probes for it once with
// `Function("")` to pick a faster object parser; the probe is caught, but the browser still
// reports it as a policy violation. jitless skips the probe and uses the plain parser.
// Rendered first in the root layout, so this runs before any client code parses anything.
config({ jitless: true });

export function CspCompat() {
  return null;
}
