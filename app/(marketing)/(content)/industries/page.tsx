import type { Metadata } from "next";
import { IndustryCards } from "@/components/marketing/industry-cards";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { SignupCta } from "@/components/marketing/signup-cta";
import { TestimonialList } from "@/components/marketing/testimonial-list";
import { INDUSTRY_TESTIMONIALS } from "@/lib/marketing/industries";
import { pageMetadata } from "@/lib/marketing/seo";

export const metadata: Metadata = pageMetadata({
  title: "Industries",
  description:
    "Estimating software for electrical, plumbing, HVAC, landscaping, cleaning and painting businesses, with templates and pricing built for each trade.",
  path: "/industries",
});

export default function IndustriesPage() {
  return (
    <>
      <PageHero
        eyebrow="Industries"
        title="Estimating software built for your trade"
        lead="Whatever service you sell, QuoteCraft gives you templates, pricing units and calculators that match the way your industry quotes."
      />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <IndustryCards />
      </div>
      <Section id="customers" eyebrow="Customers" title="What business owners say" muted>
        <TestimonialList testimonials={INDUSTRY_TESTIMONIALS} />
      </Section>
      <SignupCta />
    </>
  );
}
