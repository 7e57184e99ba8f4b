import { clientEnv, getServerEnv } from "@/lib/env";

export const siteConfig = {
  name: "QuoteCraft",
  tagline: "Service estimating software for professionals.",
  description:
    "Price books, customer-facing calculators and instant estimates for electrical, plumbing, HVAC, landscaping, cleaning, painting, construction and roofing businesses.",
  /** The address the build was made for (metadata); links made at run time use siteUrl(). */
  url: clientEnv.NEXT_PUBLIC_SITE_URL.replace(/\/$/, ""),
  supportEmail: clientEnv.NEXT_PUBLIC_SUPPORT_EMAIL,
  docsUrl: clientEnv.NEXT_PUBLIC_DOCS_URL,
} as const;

/**
 * The site's address. On the server it is read when the server runs (README, "Site URL"):
 * NEXT_PUBLIC_SITE_URL when set, else http://localhost:<the port it serves on>, so the links
 * of mails follow `PORT=4123 npm start`. In the browser: the address the build inlined.
 */
export function siteUrl(): string {
  return typeof window === "undefined" ? getServerEnv().SITE_URL : siteConfig.url;
}

export function absoluteUrl(path = "/") {
  return `${siteUrl()}${path.startsWith("/") ? path : `/${path}`}`;
}
