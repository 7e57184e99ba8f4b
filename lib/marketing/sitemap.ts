import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/site";
import { LEGAL_LAST_UPDATED_ISO } from "./legal";
import { PRODUCT_SLUGS } from "./products";

type Entry = {
  path: string;
  priority: number;
  changeFrequency: "weekly" | "monthly" | "yearly";
  lastModified?: string;
};

/** Every public, indexable page. The dashboard, the API and the per-company calculator are not listed. */
export const PUBLIC_PAGES: Entry[] = [
  { path: "/", priority: 1, changeFrequency: "weekly" },
  ...PRODUCT_SLUGS.map((slug) => ({
    path: `/products/${slug}`,
    priority: 0.8,
    changeFrequency: "monthly" as const,
  })),
  { path: "/industries", priority: 0.8, changeFrequency: "monthly" },
  { path: "/about", priority: 0.6, changeFrequency: "monthly" },
  { path: "/demo/calculator", priority: 0.6, changeFrequency: "monthly" },
  { path: "/demo/service-builder", priority: 0.5, changeFrequency: "monthly" },
  {
    path: "/terms",
    priority: 0.3,
    changeFrequency: "yearly",
    lastModified: LEGAL_LAST_UPDATED_ISO,
  },
  {
    path: "/privacy",
    priority: 0.3,
    changeFrequency: "yearly",
    lastModified: LEGAL_LAST_UPDATED_ISO,
  },
];

export function sitemapEntries(): MetadataRoute.Sitemap {
  return PUBLIC_PAGES.map(({ path, priority, changeFrequency, lastModified }) => ({
    url: absoluteUrl(path),
    priority,
    changeFrequency,
    ...(lastModified ? { lastModified } : {}),
  }));
}
