import type { MetadataRoute } from "next";
import { sitemapEntries } from "@/lib/marketing/sitemap";

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries();
}
