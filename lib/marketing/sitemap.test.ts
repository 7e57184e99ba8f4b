import { absoluteUrl } from "@/lib/site";
import { sitemapEntries } from "./sitemap";

describe("sitemapEntries", () => {
  const entries = sitemapEntries();
  const urls = entries.map((entry) => entry.url);

  it("lists every public marketing page once, as an absolute URL", () => {
    for (const path of [
      "/",
      "/about",
      "/industries",
      "/terms",
      "/privacy",
      "/products/service-calculator",
      "/products/price-books",
      "/products/integrations",
      "/products/templates",
    ]) {
      expect(urls).toContain(absoluteUrl(path));
    }
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("leaves out the dashboard, the API and sign-in pages", () => {
    expect(urls.some((url) => /\/(dashboard|api|login|register)(\/|$)/.test(url))).toBe(false);
  });

  it("dates the legal pages to their last update", () => {
    expect(entries.find((entry) => entry.url === absoluteUrl("/terms"))?.lastModified).toBe(
      "2025-05-01",
    );
  });
});
