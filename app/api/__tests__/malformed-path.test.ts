/** @jest-environment node */
import { NextRequest } from "next/server";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { config, proxy } from "@/proxy";

/**
 * A dynamic segment that is not percent-encoded UTF-8 never reaches a route handler: Next.js
 * fails to decode it while routing and answers a plain-text 500. proxy.ts answers such /api
 * paths first, with the API's 400.
 */
const MALFORMED = ["/api/v1/services/%E0%A4%A", "/api/public/quotes/%E0%A4%A", "/api/clients/%FF"];

describe("malformed percent-encoding in an /api path", () => {
  it.each(MALFORMED)(
    "%s goes through the proxy and answers 400 naming the segment",
    async (path) => {
      expect(unstable_doesMiddlewareMatch({ config, url: path })).toBe(true);
      const res = await proxy(new NextRequest(`http://localhost:3000${path}`));
      expect(res.status).toBe(400);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(res.headers.get("cache-control")).toBe("no-store");
      const segment = path.split("/").at(-1)!;
      const body = await res.json();
      expect(body).toEqual({
        message: `Invalid params. The path segment "${segment}" is not valid percent-encoded UTF-8.`,
        code: "validation_error",
        issues: [
          {
            path: "params",
            message: `The path segment "${segment}" is not valid percent-encoded UTF-8.`,
          },
        ],
      });
      // None of the page headers: this is an API answer.
      expect(res.headers.get("x-frame-options")).toBe(null);
    },
  );

  it("a well-formed encoded /api path goes on to its handler untouched", async () => {
    const path = "/api/public/quotes/%41bc%20d";
    expect(unstable_doesMiddlewareMatch({ config, url: path })).toBe(true);
    const res = await proxy(new NextRequest(`http://localhost:3000${path}`));
    expect(res.headers.get("x-middleware-next")).toBe("1");
    expect(res.headers.get("content-security-policy")).toBe(null);
  });

  it("other /api paths never come to the proxy (their bodies stay unread until the handler)", () => {
    for (const path of ["/api/services", "/api/public/quotes/abc", "/api/v1/services/x"])
      expect(unstable_doesMiddlewareMatch({ config, url: path })).toBe(false);
    expect(unstable_doesMiddlewareMatch({ config, url: "/dashboard/quotes/x" })).toBe(true);
  });
});
