/** @jest-environment node */
import { runtimeSiteUrl } from "@/lib/env";

describe("the site URL the server's links carry", () => {
  it("is NEXT_PUBLIC_SITE_URL when set, else localhost on the port the server listens on", () => {
    expect(runtimeSiteUrl({ PORT: "4123" })).toBe("http://localhost:4123");
    expect(runtimeSiteUrl({})).toBe("http://localhost:3000");
    expect(runtimeSiteUrl({ PORT: "", NEXT_PUBLIC_SITE_URL: "" })).toBe("http://localhost:3000");
    expect(
      runtimeSiteUrl({ PORT: "4123", NEXT_PUBLIC_SITE_URL: "https://quotes.example.com/" }),
    ).toBe("https://quotes.example.com");
  });

  it("follows PORT at run time on the server (what `PORT=4123 npm start` sets)", () => {
    const saved = { port: process.env.PORT, url: process.env.NEXT_PUBLIC_SITE_URL };
    process.env.PORT = "4123";
    delete process.env.NEXT_PUBLIC_SITE_URL;
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { absoluteUrl, siteUrl } = require("@/lib/site") as typeof import("@/lib/site");
        expect(siteUrl()).toBe("http://localhost:4123");
        expect(absoluteUrl("/q/abc")).toBe("http://localhost:4123/q/abc");
      });
    } finally {
      if (saved.port === undefined) delete process.env.PORT;
      else process.env.PORT = saved.port;
      if (saved.url !== undefined) process.env.NEXT_PUBLIC_SITE_URL = saved.url;
    }
  });
});
