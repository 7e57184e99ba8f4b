import { absoluteUrl, siteConfig } from "@/lib/site";
import { RATING } from "./landing";
import { PLANS } from "./plans";

/** schema.org data for the landing page: the company and the product with its rating. */
export function landingStructuredData() {
  const organizationId = absoluteUrl("/#organization");
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Organization",
        "@id": organizationId,
        name: siteConfig.name,
        url: absoluteUrl("/"),
        logo: absoluteUrl("/icon.svg"),
        foundingDate: "2023",
        email: siteConfig.supportEmail,
        contactPoint: {
          "@type": "ContactPoint",
          contactType: "customer support",
          email: siteConfig.supportEmail,
        },
      },
      {
        "@type": "SoftwareApplication",
        name: siteConfig.name,
        description: siteConfig.description,
        url: absoluteUrl("/"),
        applicationCategory: "BusinessApplication",
        operatingSystem: "Web",
        publisher: { "@id": organizationId },
        aggregateRating: {
          "@type": "AggregateRating",
          ratingValue: RATING.value,
          bestRating: RATING.best,
          ratingCount: RATING.count,
        },
        offers: PLANS.map((plan) => ({
          "@type": "Offer",
          name: plan.name,
          price: plan.price.month.toFixed(2),
          priceCurrency: "USD",
          url: absoluteUrl(`/register?plan=${plan.id}`),
        })),
      },
    ],
  };
}

/** JSON for a <script type="application/ld+json">, with "<" escaped so no content can close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
