/** @jest-environment node */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { themeInitScript } from "@/lib/theme/constants";
import {
  inlineScripts,
  readStaticBuild,
  scriptHashSource,
  THEME_SCRIPT_HASH,
} from "./static-pages";

const PAGE = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""></script>
<script>${themeInitScript}</script><script type="application/ld+json">{"@type":"Organization"}</script>
</head><body><script>self.__next_f.push([1,"a"])</script><script></script>
<script type="module">import "/x.js"</script><SCRIPT>alert(1)</SCRIPT></body></html>`;

/** A build folder holding `routes` in its prerender manifest and the HTML of `pages`. */
function fakeBuild(routes: Record<string, number | false>, pages: Record<string, string>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "qc-static-pages-"));
  const entries = Object.fromEntries(
    Object.entries(routes).map(([route, seconds]) => [
      route,
      { initialRevalidateSeconds: seconds },
    ]),
  );
  // As Next.js writes them: /products/[product] has `dynamicParams = false`, /q/[token] is open.
  const dynamicRoutes = {
    "/products/[product]": { routeRegex: "^/products/([^/]+?)(?:/)?$", fallback: false },
  };
  writeFileSync(
    path.join(dir, "prerender-manifest.json"),
    JSON.stringify({ routes: entries, dynamicRoutes }),
  );
  const regex = (route: string) => `^${route === "/" ? "" : route.replace(/-/g, "\\-")}(?:/)?$`;
  writeFileSync(
    path.join(dir, "routes-manifest.json"),
    JSON.stringify({
      staticRoutes: ["/", "/about", "/terms", "/_not-found"].map((r) => ({ regex: regex(r) })),
      dynamicRoutes: [{ regex: "^/products/([^/]+?)(?:/)?$" }, { regex: "^/q/([^/]+?)(?:/)?$" }],
    }),
  );
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dir, "server", "app", file)), { recursive: true });
    writeFileSync(path.join(dir, "server", "app", file), html);
  }
  return dir;
}

describe("static pages' script hashes", () => {
  it("hashes the exact text of a script as CSP does", () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHashSource("alert(1)")).toBe(
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    );
    expect(THEME_SCRIPT_HASH).toBe(scriptHashSource(themeInitScript));
  });

  it("takes every inline script a browser runs, never a file, a data block or an empty one", () => {
    expect(inlineScripts(PAGE)).toEqual([
      themeInitScript,
      'self.__next_f.push([1,"a"])',
      'import "/x.js"',
      "alert(1)",
    ]);
  });

  it("reads the build's never-revalidated pages and their hashes; metadata routes are no pages", () => {
    const dir = fakeBuild(
      { "/": false, "/about": false, "/news": 60, "/icon.svg": false },
      { "index.html": PAGE, "about.html": "<script>about()</script>", "news.html": PAGE },
    );
    try {
      const { pages } = readStaticBuild(dir);
      expect([...pages.keys()].sort()).toEqual(["/", "/about"]);
      expect(pages.get("/about")).toEqual([scriptHashSource("about()")]);
      expect(pages.get("/")).toContain(THEME_SCRIPT_HASH);
      expect(pages.get("/")).toHaveLength(4);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(readStaticBuild(path.join(os.tmpdir(), "qc-no-build-here")).pages.size).toBe(0);
  });

  it("says so once when a production server finds no static page in its build", async () => {
    const env = { ...process.env };
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    Object.assign(process.env, {
      NODE_ENV: "production",
      NEXT_DIST_DIR: path.join(os.tmpdir(), "qc-no-build-here"),
    });
    try {
      await jest.isolateModulesAsync(async () => {
        const { staticPageScriptHashes } = await import("./static-pages");
        expect(staticPageScriptHashes("/about")).toBeUndefined();
        expect(staticPageScriptHashes("/")).toBeUndefined();
      });
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0][0])).toMatch(/^Static pages: no prerendered page/);
    } finally {
      process.env = env;
      error.mockRestore();
    }
  });

  describe("in proxy.ts, serving a production build", () => {
    const env = { ...process.env };
    let dir = "";
    beforeAll(() => {
      dir = fakeBuild(
        { "/about": false, "/_not-found": false, "/products/calculator": false },
        {
          "about.html": "<script>about()</script>",
          "_not-found.html": "<script>missing()</script>",
          "products/calculator.html": "<script>product()</script>",
        },
      );
      Object.assign(process.env, {
        NODE_ENV: "production",
        NEXT_DIST_DIR: dir,
        NEXTAUTH_SECRET: "unit-secret-0123456789abcdef0123456789",
        NEXTAUTH_URL: "http://localhost:3000",
      });
    });
    afterAll(() => {
      process.env = env;
      rmSync(dir, { recursive: true, force: true });
    });

    it("a static page gets its hashes and no nonce; the render gets no request headers", async () => {
      const { proxy } = await import("@/proxy");
      for (const url of ["http://localhost:3000/about", "http://localhost:3000/about/"]) {
        const res = await proxy(new NextRequest(url));
        const policy = res.headers.get("content-security-policy") ?? "";
        expect(policy).toContain(`script-src 'self' ${scriptHashSource("about()")}; `);
        expect(policy).not.toContain("nonce-");
        expect(policy).not.toContain("strict-dynamic");
        expect(res.headers.get("x-middleware-request-x-nonce")).toBe(null);
        expect(res.headers.get("x-frame-options")).toBe("DENY");
      }
    });

    it("an address no route serves, or a closed route does not list, gets the 404 page's", async () => {
      const { proxy } = await import("@/proxy");
      const product = await proxy(new NextRequest("http://localhost:3000/products/calculator"));
      expect(product.headers.get("content-security-policy")).toContain(
        `script-src 'self' ${scriptHashSource("product()")}; `,
      );
      for (const url of ["/nowhere", "/about/more", "/products/unknown", "/_not-found"]) {
        const res = await proxy(new NextRequest(`http://localhost:3000${url}`));
        const policy = `${url}: ${res.headers.get("content-security-policy")}`;
        expect(policy).toContain(`script-src 'self' ${scriptHashSource("missing()")}; `);
      }
    });

    it("any other page renders per request: a nonce, the theme script by its hash", async () => {
      const { proxy } = await import("@/proxy");
      const res = await proxy(new NextRequest(`http://localhost:3000/q/${"a".repeat(43)}`));
      const policy = res.headers.get("content-security-policy") ?? "";
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(policy).toContain(
        `script-src 'self' 'nonce-${nonce}' ${THEME_SCRIPT_HASH} 'strict-dynamic'`,
      );
      expect(res.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
    });
  });
});
