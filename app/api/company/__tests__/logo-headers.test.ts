/** @jest-environment node */
import type { NextConfig } from "next";
import { unstable_getResponseFromNextConfig } from "next/experimental/testing/server";
import { LOGO_CONTENT_SECURITY_POLICY } from "@/lib/api/files";
// @ts-expect-error next.config.mjs is plain JavaScript (allowJs is off): no types to read.
import nextConfig from "@/next.config.mjs";

jest.mock("@/lib/companies/logo-storage", () => ({ logoStorage: {} }));

const headersFor = async (url: string) =>
  (await unstable_getResponseFromNextConfig({ url, nextConfig: nextConfig as NextConfig })).headers;

describe("next.config.mjs headers", () => {
  it("a logo keeps its sandboxed policy: the /api policy does not replace it", async () => {
    const headers = await headersFor("http://localhost:3000/api/logos/cmp123/0123456789abcdef");
    expect(headers.get("content-security-policy")).toBe(LOGO_CONTENT_SECURITY_POLICY);
    expect(headers.get("content-security-policy")).toContain("sandbox");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
  });

  it.each([
    "/api/photos/AbCdEfGhIjKlMnOpQrStUv_-",
    "/api/photos/AbCdEfGhIjKlMnOpQrStUv_-/thumbnail",
    "/api/public/quotes/some-token/photos/AbCdEfGhIjKlMnOpQrStUv_-",
    "/api/public/quotes/some-token/photos/AbCdEfGhIjKlMnOpQrStUv_-/thumbnail",
  ])("a customer's photo keeps its sandboxed policy too: %s", async (path) => {
    const headers = await headersFor(`http://localhost:3000${path}`);
    expect(headers.get("content-security-policy")).toBe(LOGO_CONTENT_SECURITY_POLICY);
    expect(headers.get("x-frame-options")).toBe("DENY");
  });

  it("other API routes keep the static /api policy", async () => {
    for (const path of [
      "/api/services",
      "/api/public/quotes/some-token",
      "/api/quotes/q1/photos",
    ]) {
      const headers = await headersFor(`http://localhost:3000${path}`);
      expect(headers.get("content-security-policy")).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });
});
