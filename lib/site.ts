import { clientEnv } from "@/lib/env";

export const siteConfig = {
  name: "QuoteCraft",
  tagline: "Service estimating software for professionals.",
  description:
    "Price books, customer-facing calculators and instant estimates for electrical, plumbing, HVAC, landscaping, cleaning, painting, construction and roofing businesses.",
  url: clientEnv.NEXT_PUBLIC_SITE_URL.replace(/\/$/, ""),
  supportEmail: clientEnv.NEXT_PUBLIC_SUPPORT_EMAIL,
  docsUrl: clientEnv.NEXT_PUBLIC_DOCS_URL,
} as const;

export function absoluteUrl(path = "/") {
  return `${siteConfig.url}${path.startsWith("/") ? path : `/${path}`}`;
}
