import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { themeInitScript } from "@/lib/theme/constants";

/**
 * The script policy of the pages the build renders once (docs/scaling.md "Static pages"): the
 * marketing, product, legal and demo pages carry no nonce, since a nonce would make every one of
 * them render per request. Their policy instead lists the SHA-256 of each inline script of the
 * build's HTML (Next.js's bootstrap and RSC payload, the theme script), and 'self' for the
 * script files of /_next/static: a script injected into the page runs nowhere, as with a nonce.
 * Read by proxy.ts (Node.js runtime) from the build's output, once per process.
 */

/** A CSP hash source for an inline script's exact text. */
export function scriptHashSource(source: string) {
  return `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;
}

/** The theme script of app/layout.tsx: allowed by its hash on every page, static or not. */
export const THEME_SCRIPT_HASH = scriptHashSource(themeInitScript);

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Types a browser runs (none, or a JavaScript MIME type, or a module); data blocks it does not. */
const RUN_TYPE = /\btype\s*=\s*["']?(?:module|text\/javascript|application\/javascript)["'\s>]/i;

/** The text of every inline script the browser would run in an HTML document. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    if (/\btype\s*=/i.test(attributes) && !RUN_TYPE.test(`${attributes} `)) continue;
    if (body.length > 0) scripts.push(body);
  }
  return scripts;
}

type PrerenderManifest = {
  routes: Record<string, { initialRevalidateSeconds?: number | false }>;
  dynamicRoutes?: Record<string, { routeRegex: string; fallback: string | false | null }>;
};
type RoutesManifest = { staticRoutes: { regex: string }[]; dynamicRoutes: { regex: string }[] };

/** What proxy.ts needs to know of a build: its static pages and the addresses it serves. */
export type StaticBuild = {
  /** Each page of the static output (never revalidated) with its inline scripts' hashes. */
  pages: Map<string, string[]>;
  /** Every route of the build (pages, route handlers, metadata files). */
  routes: RegExp[];
  /** Routes whose every page is in `pages` (`dynamicParams = false`): others are a 404. */
  closedRoutes: RegExp[];
};

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : undefined;
}

/**
 * The static output of the build in `distDir`, each page with the hash sources of its inline
 * scripts (its HTML is the one hashed here, since it is never revalidated). Empty when the
 * folder holds no production build (`next dev` renders every page per request, with a nonce).
 */
export function readStaticBuild(distDir: string): StaticBuild {
  const build: StaticBuild = { pages: new Map(), routes: [], closedRoutes: [] };
  const prerender = readJson<PrerenderManifest>(path.join(distDir, "prerender-manifest.json"));
  const routes = readJson<RoutesManifest>(path.join(distDir, "routes-manifest.json"));
  if (!prerender || !routes) return build;
  for (const [route, entry] of Object.entries(prerender.routes)) {
    if (typeof entry.initialRevalidateSeconds === "number") continue;
    const file = path.join(distDir, "server", "app", `${route === "/" ? "/index" : route}.html`);
    if (!existsSync(file)) continue; // a metadata route (an icon, the sitemap), not a page
    const hashes = [...new Set(inlineScripts(readFileSync(file, "utf8")).map(scriptHashSource))];
    build.pages.set(route, hashes);
  }
  build.routes = [...routes.staticRoutes, ...routes.dynamicRoutes].map((r) => new RegExp(r.regex));
  build.closedRoutes = Object.values(prerender.dynamicRoutes ?? {})
    .filter((route) => route.fallback === false)
    .map((route) => new RegExp(route.routeRegex));
  return build;
}

const NOT_FOUND = "/_not-found";

let cached: StaticBuild | undefined;

function currentBuild() {
  if (!cached) {
    cached = { pages: new Map(), routes: [], closedRoutes: [] };
    if (process.env.NODE_ENV === "production") {
      try {
        const distDir = path.resolve(
          /* turbopackIgnore: true */ process.cwd(),
          process.env.NEXT_DIST_DIR || ".next",
        );
        cached = readStaticBuild(distDir);
        if (cached.pages.size === 0)
          console.error(
            `Static pages: no prerendered page found in ${distDir}; every page gets a nonce, under which a static page runs none of its scripts`,
          );
      } catch (error) {
        // An unreadable build output: every page keeps its nonce policy; a static one then runs
        // none of its scripts, which the log says once.
        console.error("Static pages: the build's prerender output could not be read", error);
      }
    }
  }
  return cached;
}

/**
 * The hash sources of the page the build's static output answers `pathname` with, or undefined
 * for a page rendered per request (which gets a nonce). The static output also answers an
 * address no route serves, and a page that a closed route (`dynamicParams = false`) does not
 * list, with its 404 page. Only `next start` serves static output.
 */
export function staticPageScriptHashes(pathname: string): string[] | undefined {
  const build = currentBuild();
  if (build.pages.size === 0) return undefined;
  const route = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  const page = build.pages.get(route);
  if (page) return page;
  const notFound =
    !build.routes.some((regex) => regex.test(route)) ||
    build.closedRoutes.some((regex) => regex.test(route));
  return notFound ? build.pages.get(NOT_FOUND) : undefined;
}
