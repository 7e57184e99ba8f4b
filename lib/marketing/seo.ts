import type { Metadata } from "next";
import { absoluteUrl, siteConfig } from "@/lib/site";

type PageSeo = {
  /** Page title; the root layout's template appends the product name unless `absoluteTitle`. */
  title: string;
  description: string;
  /** Path of the page, e.g. "/about"; its canonical URL is built from the configured site URL. */
  path: string;
  absoluteTitle?: boolean;
};

/**
 * Per-page metadata: canonical URL, Open Graph and Twitter card. The card images come from the
 * `opengraph-image` files, which Next.js attaches to the route segment (and Twitter inherits).
 */
export function pageMetadata({
  title,
  description,
  path,
  absoluteTitle = false,
}: PageSeo): Metadata {
  const url = absoluteUrl(path);
  const fullTitle = absoluteTitle ? title : `${title} | ${siteConfig.name}`;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: "website",
      siteName: siteConfig.name,
      locale: "en_US",
      url,
      title: fullTitle,
      description,
    },
    twitter: { card: "summary_large_image", title: fullTitle, description },
  };
}
