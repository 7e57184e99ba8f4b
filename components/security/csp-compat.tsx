"use client";

import { z } from "zod";

// The pages' Content-Security-Policy (proxy.ts) forbids eval. Zod probes for it once with
// `Function("")` to pick a faster object parser; the probe is caught, but the browser still
// reports it as a policy violation. jitless skips the probe and uses the plain parser.
// Rendered first in the root layout, so this runs before any client code parses anything.
z.config({ jitless: true });

export function CspCompat() {
  return null;
}
