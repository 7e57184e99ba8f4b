/** @jest-environment node */
import { clientIp } from "@/lib/rate-limit";

const headers = (init: Record<string, string>) => new Headers(init);
const env = (TRUSTED_PROXY_HOPS: number, VERCEL?: string) => ({ TRUSTED_PROXY_HOPS, VERCEL });

describe("clientIp: the address the platform vouches for", () => {
  it("one trusted proxy (the default): the last X-Forwarded-For entry, never the client-set first", () => {
    const h = headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.9" });
    expect(clientIp(h, env(1))).toBe("203.0.113.9");
    expect(clientIp(headers({ "x-forwarded-for": "203.0.113.9" }), env(1))).toBe("203.0.113.9");
  });

  it("two trusted proxies (CDN + load balancer): the second entry from the end", () => {
    const h = headers({ "x-forwarded-for": "6.6.6.6, 198.51.100.4, 10.0.0.2" });
    expect(clientIp(h, env(2))).toBe("198.51.100.4");
    // Fewer entries than hops: all were written by trusted proxies, take the client-most.
    expect(clientIp(headers({ "x-forwarded-for": "198.51.100.4" }), env(2))).toBe("198.51.100.4");
  });

  it("0 hops trusts no header; no header at all is 'unknown'", () => {
    expect(clientIp(headers({ "x-forwarded-for": "203.0.113.9" }), env(0))).toBe("unknown");
    expect(clientIp(headers({}), env(1))).toBe("unknown");
    expect(clientIp(headers({ "x-forwarded-for": " , " }), env(1))).toBe("unknown");
  });

  it("on Vercel: x-vercel-forwarded-for, whatever X-Forwarded-For says", () => {
    const h = headers({
      "x-vercel-forwarded-for": "198.51.100.20",
      "x-forwarded-for": "6.6.6.6, 7.7.7.7",
    });
    expect(clientIp(h, env(1, "1"))).toBe("198.51.100.20");
    expect(clientIp(headers({ "x-real-ip": "198.51.100.21" }), env(1, "1"))).toBe("198.51.100.21");
  });

  it("reads TRUSTED_PROXY_HOPS from the environment by default", () => {
    expect(clientIp(headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.9" }))).toBe("203.0.113.9");
  });
});
