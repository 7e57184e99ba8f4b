import type { Metadata } from "next";
import { AboutLeadership, AboutStory, AboutValues } from "@/components/marketing/about-sections";
import { PageHero } from "@/components/marketing/page-hero";
import { SignupCta } from "@/components/marketing/signup-cta";
import { ABOUT } from "@/lib/marketing/about";
import { pageMetadata } from "@/lib/marketing/seo";

export const metadata: Metadata = pageMetadata({
  title: "About us",
  description:
    "QuoteCraft was founded in 2023 to give trades businesses instant, professional estimates. Meet the team and the values behind the product.",
  path: "/about",
});

export default function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow="About QuoteCraft"
        title="Helping service businesses quote with confidence"
        lead={ABOUT.intro}
      />
      <AboutStory />
      <AboutValues />
      <AboutLeadership />
      <SignupCta />
    </>
  );
}
