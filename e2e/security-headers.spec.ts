/**
 * The security headers of every page of the route table (every app/**\/page.tsx), and of the API:
 * a page rendered per request has a nonce-based Content-Security-Policy whose nonce is on each of
 * its <script> tags; a page of the build's static output has the hash of each of its inline
 * scripts instead (lib/security/static-pages.ts); the calculator's frame rules, Permissions-Policy,
 * and HSTS only behind https. The browser then opens each page: e2e/test.ts fails the test on any
 * Content-Security-Policy violation.
 */
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { PRODUCT_SLUGS } from "../lib/marketing/products";
import { DEMO_COMPANY } from "../lib/seed/demo-price-book";
import { logIn, registerOwner, skipOnboarding } from "./dashboard-fixtures";
import { expect, test, type APIRequestContext, type APIResponse } from "./test";

/** A sample value for each dynamic segment; a new one fails the test until it has a sample. */
const SAMPLE_PARAMS: Record<string, string> = {
  "[product]": PRODUCT_SLUGS[0],
  // Records of the signed-in owner, made in beforeAll: see `samples` and `withRecords`.
  "[id]": ":id",
  "[token]": ":token",
};

/** A client, a quote and the quote's public link token of the owner (beforeAll). */
const samples = {
  clientId: "",
  quoteId: "",
  quoteToken: "",
  invoiceId: "",
  invoiceToken: "",
  sharedToken: "",
  jobId: "",
};

function withRecords(route: string, url: string) {
  if (!url.includes(":id"))
    return url.replace(
      ":token",
      route.startsWith("/i/")
        ? samples.invoiceToken
        : route.startsWith("/e/")
          ? samples.sharedToken
          : samples.quoteToken,
    );
  const id = route.startsWith("/dashboard/clients/")
    ? samples.clientId
    : route.startsWith("/dashboard/quotes/")
      ? samples.quoteId
      : route.startsWith("/dashboard/invoices/")
        ? samples.invoiceId
        : route.startsWith("/dashboard/jobs/")
          ? samples.jobId
          : null;
  if (!id) throw new Error(`Which record's id does ${route} show? Add it to withRecords.`);
  return url.replace(":id", id);
}
/** Query strings a page needs to show its real content rather than a redirect or an empty state. */
const SAMPLE_QUERY: Record<string, string> = {
  "/calculator": `?company=${DEMO_COMPANY.slug}`,
  "/authentication/subscribe": "?plan=pro",
};

function pagePaths(dir = path.join(__dirname, "..", "app"), segments: string[] = []): string[] {
  const paths: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && /^page\.(tsx|ts|jsx|js)$/.test(entry.name)) {
      paths.push(`/${segments.join("/")}`);
    } else if (entry.isDirectory() && !entry.name.startsWith("_") && entry.name !== "api") {
      // Route groups "(name)" add no segment.
      const group = /^\(.*\)$/.test(entry.name);
      paths.push(
        ...pagePaths(path.join(dir, entry.name), group ? segments : [...segments, entry.name]),
      );
    }
  }
  return paths;
}

const ROUTES = pagePaths()
  .sort()
  .map((route) => {
    const concrete = route.replace(/\[[^\]]+\]/g, (segment) => {
      const sample = SAMPLE_PARAMS[segment];
      if (!sample)
        throw new Error(`Add a sample value for ${segment} (${route}) to SAMPLE_PARAMS.`);
      return sample;
    });
    return {
      route,
      url: concrete + (SAMPLE_QUERY[route] ?? ""),
      signedIn: route.startsWith("/dashboard"),
    };
  });

function directives(policy: string) {
  return new Map(
    policy.split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values.join(" ")] as const;
    }),
  );
}

const SCRIPT_ELEMENT = /(<script\b[^>]*>)([\s\S]*?)<\/script>/g;

/**
 * The pages the build renders once (they read no request): the marketing, product, legal and
 * demo pages. Served from the static output, cacheable by a CDN, with no nonce.
 */
const STATIC_ROUTES = new Set([
  "/",
  "/about",
  "/industries",
  "/privacy",
  "/terms",
  "/products/[product]",
  "/demo/calculator",
  "/demo/service-builder",
]);

const HASH = "'sha256-[A-Za-z0-9+/]{43}='";

/** The policy's nonce on a page rendered per request; null on a static page (checked here). */
async function expectPageHeaders(res: APIResponse, route: string) {
  const policyHeader = res.headers()["content-security-policy"];
  expect(policyHeader, `${route}: Content-Security-Policy`).toBeTruthy();
  const policy = directives(policyHeader);
  // 'wasm-unsafe-eval' only where a PDF is laid out in the browser (lib/security/headers.ts).
  const scriptSrc = policy.get("script-src") ?? "";
  let nonce: string | null = null;
  if (STATIC_ROUTES.has(route)) {
    // Straight from the build's output, the same bytes for everyone: a CDN may keep it.
    expect(res.headers()["x-nextjs-prerender"], `${route}: prerendered`).toBeTruthy();
    expect(res.headers()["cache-control"], route).toMatch(/s-maxage=\d+/);
    expect(scriptSrc, route).toMatch(new RegExp(`^'self'( ${HASH})+( 'wasm-unsafe-eval')?$`));
  } else {
    // Rendered per request: a nonce, the layout's theme script by its hash.
    nonce =
      new RegExp(
        `^'self' 'nonce-([A-Za-z0-9+/=]{22,})' ${HASH} 'strict-dynamic'( 'wasm-unsafe-eval')?$`,
      ).exec(scriptSrc)?.[1] ?? null;
    expect(nonce, `${route}: script-src ${scriptSrc}`).toBeTruthy();
    expect(res.headers()["cache-control"], route).toContain("no-store");
  }
  expect(policy.get("object-src")).toBe("'none'");
  expect(policy.get("base-uri")).toBe("'none'");
  expect(policy.get("default-src")).toBe("'self'");
  const framable = route === "/calculator";
  const makesPdf = framable || route === "/demo/calculator";
  expect(policy.get("connect-src"), route).toBe(makesPdf ? "'self' data:" : "'self'");
  expect(policy.get("img-src")).toBe("'self' data: blob:");
  expect(policy.get("frame-ancestors"), route).toBe(framable ? "*" : "'none'");
  expect(res.headers()["x-frame-options"], route).toBe(framable ? undefined : "DENY");
  expect(res.headers()["permissions-policy"], route).toMatch(
    /camera=\(\), microphone=\(\), geolocation=\(\), payment=\(\)/,
  );
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  // A quote's link is its password: the public quote page sends no referrer at all.
  expect(res.headers()["referrer-policy"], route).toBe(
    // A quote link and a shared estimate link carry a secret token: never sent as a referrer.
    // As do an invoice's link and the customer portal.
    route.startsWith("/q/") ||
      route.startsWith("/e/") ||
      route.startsWith("/i/") ||
      route.startsWith("/portal")
      ? "no-referrer"
      : "strict-origin-when-cross-origin",
  );
  // Plain http (this server): never HSTS, which would pin every port of localhost to https.
  expect(res.headers()["strict-transport-security"], route).toBeUndefined();
  return nonce;
}

function sha256Source(script: string) {
  return `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
}

test.describe("security headers of every page", () => {
  test.describe.configure({ mode: "serial" });
  let owner: { email: string; password: string };

  test.beforeAll(async ({ browser, request }) => {
    owner = await registerOwner(request);
    const page = await browser.newPage();
    await logIn(page, owner.email, owner.password);
    await skipOnboarding(page);
    const client = await page.request.post("/api/clients", {
      data: { name: "Header Sample", email: "header-sample@example.com" },
    });
    expect(client.status()).toBe(201);
    samples.clientId = ((await client.json()) as { id: string }).id;
    const quote = await page.request.post("/api/quotes", { data: { clientId: samples.clientId } });
    expect(quote.ok()).toBeTruthy();
    samples.quoteId = ((await quote.json()) as { id: string }).id;
    const link = await page.request.get(`/api/quotes/${samples.quoteId}/link`);
    expect(link.ok()).toBeTruthy();
    samples.quoteToken = new URL(((await link.json()) as { url: string }).url).pathname
      .split("/")
      .pop()!;
    // A sent invoice of the client, for /dashboard/invoices/[id] and /i/[token].
    const invoice = await page.request.post("/api/invoices", {
      data: { clientId: samples.clientId },
    });
    expect(invoice.status()).toBe(201);
    samples.invoiceId = ((await invoice.json()) as { id: string }).id;
    const draft = (await (await page.request.get(`/api/invoices/${samples.invoiceId}`)).json()) as {
      issueDate: string;
      dueDate: string;
    };
    const saved = await page.request.put(`/api/invoices/${samples.invoiceId}`, {
      data: {
        clientId: samples.clientId,
        propertyId: null,
        title: "Header sample",
        notes: null,
        terms: "due_on_receipt",
        issueDate: draft.issueDate,
        dueDate: draft.dueDate,
        discount: null,
        taxRate: 0,
        lines: [
          {
            quoteLineId: null,
            serviceId: null,
            name: "Service call",
            description: null,
            unitType: "flat",
            unitPrice: 95,
            quantity: 1,
            fee: null,
          },
        ],
      },
    });
    expect(saved.ok(), await saved.text()).toBeTruthy();
    const sent = await page.request.post(`/api/invoices/${samples.invoiceId}/send`, {
      data: { to: "header-sample@example.com" },
    });
    expect(sent.ok(), await sent.text()).toBeTruthy();
    samples.invoiceToken = new URL(((await sent.json()) as { url: string }).url).pathname
      .split("/")
      .pop()!;
    // A job of the client, for /dashboard/jobs/[id].
    const job = await page.request.post("/api/jobs", {
      data: { title: "Header sample job", clientId: samples.clientId },
    });
    expect(job.status(), await job.text()).toBe(201);
    samples.jobId = ((await job.json()) as { id: string }).id;
    // A shared estimate of the demo company's calculator, for /e/[token].
    const { services } = (await (
      await request.get(`/api/public/${DEMO_COMPANY.slug}/services`)
    ).json()) as { services: { id: string }[] };
    const shared = await request.post(`/api/public/${DEMO_COMPANY.slug}/shared-estimates`, {
      data: { items: [{ id: services[0].id, quantity: 1 }] },
    });
    expect(shared.status(), await shared.text()).toBe(201);
    samples.sharedToken = ((await shared.json()) as { url: string }).url.split("/").pop()!;
    await page.close();
  });

  test("the route table is read from app/", () => {
    const routes = ROUTES.map((r) => r.route);
    for (const expected of ["/", "/calculator", "/login", "/dashboard", "/dashboard/services"])
      expect(routes).toContain(expected);
    expect(routes.length).toBeGreaterThan(20);
  });

  test("the static pages are the build's, and every page has a fresh nonce on every <script> or its scripts' hashes, and the frame rules", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await logIn(page, owner.email, owner.password);
    for (const { route, url: sample, signedIn } of ROUTES) {
      const url = withRecords(route, sample);
      const client: APIRequestContext = signedIn ? page.request : request;
      const res = await client.get(url, { maxRedirects: 0 });
      const nonce = await expectPageHeaders(res, route);
      if (route === "/authentication/subscribe") {
        // A redirect to sign-up: no document, the same headers.
        expect(res.status(), route).toBe(307);
        continue;
      }
      expect(res.status(), route).toBe(200);
      const html = await res.text();
      const scripts = [...html.matchAll(SCRIPT_ELEMENT)];
      expect(scripts.length, `${route}: <script> tags`).toBeGreaterThan(0);
      const policy = res.headers()["content-security-policy"];
      for (const [, tag, body] of scripts) {
        if (/\btype="application\/ld\+json"/.test(tag)) continue; // data, never run
        if (nonce !== null && tag.includes(` nonce="${nonce}"`)) continue;
        expect(tag, route).not.toContain("nonce=");
        if (nonce === null && /\bsrc="\/_next\/static\//.test(tag)) continue; // 'self'
        // A static page's every inline script, and the theme script of any page: by its hash.
        expect(tag, `${route}: a script file with no nonce`).not.toMatch(/\bsrc=/);
        expect(policy, `${route}: ${body.slice(0, 60)}`).toContain(sha256Source(body));
      }
      if (nonce === null) continue;
      // The nonce is per response, never reused.
      const again = await client.get(url, { maxRedirects: 0 });
      expect(await expectPageHeaders(again, route)).not.toBe(nonce);
    }
  });

  // Every page of the route table, signed in and out, runs its scripts in the browser with no
  // policy violation in e2e/a11y.spec.ts, which visits each one anyway (e2e/test.ts fails any
  // test on a violation, and that spec waits for Next.js's runtime on each page): one visit of
  // each page instead of two. The pages no route serves are checked here.
  test("the 404 pages run their scripts in the browser with no policy violation", async ({
    page,
  }) => {
    // An address no route serves: the build's static 404 page, under its own hashes.
    for (const url of ["/no-such-page", "/products/no-such-product"]) {
      expect((await page.goto(url))?.status(), url).toBe(404);
      await expect.poll(() => page.evaluate(() => "next" in window), { message: url }).toBe(true);
    }
  });

  test("a script injected into a page's HTML does not run, static page or not; the page does", async ({
    page,
    cspViolations,
  }) => {
    // As if the stored HTML had been tampered with: the page's own policy still holds.
    await page.route(/\/(about|login|products\/price-books)?$/, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        "</head>",
        "<script>window.__injected = true</script></head>",
      );
      await route.fulfill({ response, body: html });
    });
    for (const url of ["/", "/about", "/products/price-books", "/login"]) {
      await page.goto(url);
      await expect.poll(() => page.evaluate(() => "next" in window), { message: url }).toBe(true);
      expect(await page.evaluate(() => "__injected" in window), url).toBe(false);
      // The browser reports the blocked inline script (e2e/test.ts's listener runs after the
      // browser's own console message, so both are in once it is); they are this test's own.
      const blocked = (v: string) => v.includes("violation: script-src-elem blocked inline");
      await expect.poll(() => cspViolations.some(blocked), { message: url }).toBe(true);
      const expected = (v: string) => /inline script|blocked inline/i.test(v);
      cspViolations.splice(0, cspViolations.length, ...cspViolations.filter((v) => !expected(v)));
    }
  });

  test("a page over https pins https; API routes get a static policy", async ({ request }) => {
    const https = await request.get("/about", { headers: { "x-forwarded-proto": "https" } });
    expect(https.headers()["strict-transport-security"]).toBe(
      "max-age=63072000; includeSubDomains",
    );
    expect(https.headers()["content-security-policy"]).toContain("upgrade-insecure-requests");

    const api = await request.get("/api/health");
    expect(api.headers()["content-security-policy"]).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(api.headers()["permissions-policy"]).toContain("camera=()");
    expect(api.headers()["strict-transport-security"]).toBeUndefined();
    const apiHttps = await request.get("/api/health", {
      headers: { "x-forwarded-proto": "https" },
    });
    expect(apiHttps.headers()["strict-transport-security"]).toBe(
      "max-age=63072000; includeSubDomains",
    );
  });

  test("signed out, /dashboard still goes to /login, a forged subrequest header too", async ({
    request,
  }) => {
    const forged = { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy" };
    for (const headers of [{}, forged] as Record<string, string>[]) {
      const res = await request.get("/dashboard/services?tab=1", { headers, maxRedirects: 0 });
      expect(res.status()).toBe(307);
      expect(res.headers()["location"]).toBe(
        "/login?callbackUrl=%2Fdashboard%2Fservices%3Ftab%3D1",
      );
    }
  });
});
