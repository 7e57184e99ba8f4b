/** @jest-environment node */
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import {
  createNonce,
  HSTS_VALUE,
  pageContentSecurityPolicy,
  pageSecurityHeaders,
  servedOverHttps,
} from "./headers";

function directives(policy: string) {
  return new Map(
    policy.split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values.join(" ")] as const;
    }),
  );
}

describe("page Content-Security-Policy", () => {
  it("runs only scripts with the nonce, and no plugins or <base>", () => {
    const policy = directives(pageContentSecurityPolicy({ nonce: "abc123==", pathname: "/" }));
    expect(policy.get("script-src")).toBe("'self' 'nonce-abc123==' 'strict-dynamic'");
    expect(policy.get("object-src")).toBe("'none'");
    expect(policy.get("base-uri")).toBe("'none'");
    expect(policy.get("default-src")).toBe("'self'");
    expect(policy.get("img-src")).toBe("'self' data: blob:");
    expect(policy.get("connect-src")).toBe("'self'");
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
  });

  it("allows eval only in development", () => {
    const dev = directives(pageContentSecurityPolicy({ nonce: "n", pathname: "/", dev: true }));
    expect(dev.get("script-src")).toContain("'unsafe-eval'");
    const prod = directives(pageContentSecurityPolicy({ nonce: "n", pathname: "/" }));
    expect(prod.get("script-src")).not.toContain("unsafe-eval");
  });

  it.each([
    ["/calculator", true],
    ["/demo/calculator", true],
    ["/", false],
    ["/q/abc", false],
    ["/dashboard/quotes", false],
  ])("compiles WebAssembly on %s only where a PDF is made in the browser: %s", (pathname, wasm) => {
    const policy = directives(pageContentSecurityPolicy({ nonce: "n", pathname }));
    expect(policy.get("script-src")?.includes("'wasm-unsafe-eval'")).toBe(wasm);
    expect(policy.get("connect-src")).toBe(wasm ? "'self' data:" : "'self'");
    expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
  });

  it.each([
    ["/calculator", "*"],
    ["/calculator/", "*"],
    ["/", "'none'"],
    ["/demo/calculator", "'none'"],
    ["/calculatorx", "'none'"],
    ["/dashboard/calculator-setup", "'none'"],
  ])("frames %s from %s", (pathname, ancestors) => {
    const policy = directives(pageContentSecurityPolicy({ nonce: "n", pathname }));
    expect(policy.get("frame-ancestors")).toBe(ancestors);
    const headers = pageSecurityHeaders({ nonce: "n", pathname });
    expect(headers["X-Frame-Options"]).toBe(ancestors === "*" ? undefined : "DENY");
  });

  it("pins https only when served over https", () => {
    expect(pageSecurityHeaders({ nonce: "n", pathname: "/" })["Strict-Transport-Security"]).toBe(
      undefined,
    );
    const https = pageSecurityHeaders({ nonce: "n", pathname: "/", https: true });
    expect(https["Strict-Transport-Security"]).toBe(HSTS_VALUE);
    expect(directives(https["Content-Security-Policy"]).has("upgrade-insecure-requests")).toBe(
      true,
    );
  });

  it.each([
    ["https", undefined, true],
    ["https,http", "http://localhost:3000", true],
    [null, "https://quotecraft.example", true],
    [null, "http://localhost:3000", false],
    ["http", "http://localhost:3000", false],
    [null, undefined, false],
  ])("x-forwarded-proto %s with NEXTAUTH_URL %s is https: %s", (proto, url, expected) => {
    expect(servedOverHttps(proto, url)).toBe(expected);
  });

  it("makes a fresh 128-bit nonce each time", () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});

describe("proxy", () => {
  const env = { ...process.env };
  beforeAll(() => {
    process.env.NEXTAUTH_SECRET = "unit-secret-0123456789abcdef0123456789";
    process.env.NEXTAUTH_URL = "http://localhost:3000";
  });
  afterAll(() => {
    process.env = env;
  });

  it("hands the page's nonce to the render and sends the same one in the policy", async () => {
    const res = await proxy(new NextRequest("http://localhost:3000/about"));
    const policy = res.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    // NextResponse.next({ request: { headers } }) forwards request headers as x-middleware-request-*.
    expect(res.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
    expect(res.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("strict-transport-security")).toBe(null);

    const again = await proxy(new NextRequest("http://localhost:3000/about"));
    expect(again.headers.get("content-security-policy")).not.toBe(policy);
  });

  it("overwrites a client-sent x-nonce", async () => {
    const res = await proxy(
      new NextRequest("http://localhost:3000/", { headers: { "x-nonce": "chosen-by-attacker" } }),
    );
    expect(res.headers.get("x-middleware-request-x-nonce")).not.toBe("chosen-by-attacker");
  });

  it("lets the calculator be framed anywhere and pins https behind an https proxy", async () => {
    const res = await proxy(
      new NextRequest("http://localhost:3000/calculator?company=brightline&embed=1", {
        headers: { "x-forwarded-proto": "https" },
      }),
    );
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors *");
    expect(res.headers.get("x-frame-options")).toBe(null);
    expect(res.headers.get("strict-transport-security")).toBe(HSTS_VALUE);
  });

  it("the customer's quote page is never framed, sends no referrer and is not indexed", async () => {
    const res = await proxy(new NextRequest(`http://localhost:3000/q/${"a".repeat(43)}`));
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const other = await proxy(new NextRequest("http://localhost:3000/quotes"));
    expect(other.headers.get("referrer-policy")).toBe(null);
  });

  it("the customer's invoice page gets the same headers as a quote's", async () => {
    const res = await proxy(new NextRequest(`http://localhost:3000/i/${"a".repeat(43)}`));
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const other = await proxy(new NextRequest("http://localhost:3000/invoices"));
    expect(other.headers.get("referrer-policy")).toBe(null);
  });

  it.each(["/portal?company=bright", "/portal/sign-in?token=abc"])(
    "the customer portal (%s) is never framed, sends no referrer and is not indexed",
    async (path) => {
      const res = await proxy(new NextRequest(`http://localhost:3000${path}`));
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("referrer-policy")).toBe("no-referrer");
      expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    },
  );

  it("sends signed-out visits to /dashboard to /login, with the headers", async () => {
    const res = await proxy(new NextRequest("http://localhost:3000/dashboard/services?tab=2"));
    expect(res.status).toBe(307);
    const location = new URL(res.headers.get("location") ?? "");
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("callbackUrl")).toBe("/dashboard/services?tab=2");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-middleware-request-x-nonce")).toBe(null);
  });
});
