import { absoluteUrl } from "@/lib/site";
import { pageMetadata } from "./seo";

describe("pageMetadata", () => {
  it("builds the canonical URL and the social cards from the configured site URL", () => {
    const metadata = pageMetadata({
      title: "About us",
      description: "Who we are.",
      path: "/about",
    });
    expect(metadata.title).toBe("About us");
    expect(metadata.alternates?.canonical).toBe(absoluteUrl("/about"));
    expect(metadata.openGraph).toMatchObject({
      url: absoluteUrl("/about"),
      title: "About us | QuoteCraft",
      description: "Who we are.",
      siteName: "QuoteCraft",
    });
    expect(metadata.twitter).toMatchObject({
      card: "summary_large_image",
      title: "About us | QuoteCraft",
    });
  });

  it("keeps an absolute title out of the title template", () => {
    const metadata = pageMetadata({
      title: "QuoteCraft: home",
      description: "Home.",
      path: "/",
      absoluteTitle: true,
    });
    expect(metadata.title).toEqual({ absolute: "QuoteCraft: home" });
    expect(metadata.openGraph?.title).toBe("QuoteCraft: home");
  });
});
