import type { Metadata } from "next";
import { CtaSection } from "@/components/marketing/cta-section";
import { JsonLd } from "@/components/marketing/json-ld";
import { DemoCards } from "@/components/marketing/landing/demo-cards";
import { FeatureGrid } from "@/components/marketing/landing/feature-grid";
import { Hero } from "@/components/marketing/landing/hero";
import { IndustryTiles } from "@/components/marketing/landing/industry-tiles";
import { Pricing } from "@/components/marketing/landing/pricing";
import { Section } from "@/components/marketing/section";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";
import { MAIN_CONTENT_ID } from "@/components/marketing/skip-link";
import { TestimonialList } from "@/components/marketing/testimonial-list";
import { TESTIMONIALS } from "@/lib/marketing/landing";
import { DEMO_CALCULATOR_HREF, REGISTER_HREF, SECTION_IDS } from "@/lib/marketing/links";
import { pageMetadata } from "@/lib/marketing/seo";
import { landingStructuredData } from "@/lib/marketing/structured-data";
import { siteConfig } from "@/lib/site";

export const metadata: Metadata = pageMetadata({
  title: `${siteConfig.name}: ${siteConfig.tagline}`,
  description: siteConfig.description,
  path: "/",
  absoluteTitle: true,
});

export default function LandingPage() {
  return (
    <>
      <SiteHeader variant="landing" />
      <main id={MAIN_CONTENT_ID}>
        <JsonLd data={landingStructuredData()} />
        <Hero />
        <Section
          id={SECTION_IDS.features}
          eyebrow="Features"
          title="Everything you need to quote with confidence"
          description="From your first price book to your thousandth estimate, QuoteCraft keeps pricing consistent, fast and professional."
        >
          <FeatureGrid />
        </Section>
        <Section
          id={SECTION_IDS.industries}
          eyebrow="Industries"
          title="Built for service businesses"
          description="Templates and pricing units made for the way each trade quotes its work."
          muted
        >
          <IndustryTiles />
          <p className="mt-10 text-center">
            <a href="/industries" className="text-primary font-medium hover:underline">
              See how QuoteCraft works for each industry
            </a>
          </p>
        </Section>
        <Section
          id={SECTION_IDS.testimonials}
          eyebrow="Testimonials"
          title="Trusted by service professionals"
          description="Owners who put their prices online and stopped chasing quotes."
        >
          <TestimonialList testimonials={TESTIMONIALS} />
        </Section>
        <Section
          id="demos"
          eyebrow="Demos"
          title="Try our interactive demos"
          description="No sign-up needed: explore both sides of QuoteCraft right in your browser."
          muted
        >
          <DemoCards />
        </Section>
        <Section
          id={SECTION_IDS.pricing}
          eyebrow="Pricing"
          title="Simple, transparent pricing"
          description="Start free and upgrade when your calculator starts bringing in the work. Cancel any time."
        >
          <Pricing />
        </Section>
        <CtaSection
          title="Ready to send your next estimate in minutes?"
          text="Join thousands of service businesses that quote faster and win more jobs with QuoteCraft."
          actions={[
            { href: REGISTER_HREF, label: "Get Started" },
            { href: DEMO_CALCULATOR_HREF, label: "Try Demo Calculator" },
          ]}
        />
      </main>
      <SiteFooter variant="landing" />
    </>
  );
}
