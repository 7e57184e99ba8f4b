/**
 * The environment of `PORT=4123 npm start` with no site URL set (issue 28, "Links that work").
 * Import it FIRST in a test file: imports run in order before the file's body, so this runs
 * before any module reads the environment (lib/env parses NEXT_PUBLIC_SITE_URL on import and
 * the server variables on the first getServerEnv(), then keeps them).
 *
 * test/db.ts sets NEXTAUTH_URL when it is imported: call `unsetSiteUrls()` again after the
 * imports (before the first getServerEnv()) to undo it.
 */
export const PORT_4123_ORIGIN = "http://localhost:4123";

/** Every variable a site address could come from (lib/env.ts): none is set on this server. */
export const SITE_URL_VARIABLES = ["NEXT_PUBLIC_SITE_URL", "NEXTAUTH_URL", "SITE_URL"] as const;

export function unsetSiteUrls() {
  for (const name of SITE_URL_VARIABLES) delete process.env[name];
}

process.env.PORT = "4123";
unsetSiteUrls();
