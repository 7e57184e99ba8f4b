import { buttonVariants } from "@/components/ui/button";
import { REGISTER_HREF } from "@/lib/marketing/links";
import type { ProductPage as ProductPageContent } from "@/lib/marketing/products";
import { CtaSection } from "./cta-section";
import { IconCard } from "./icon-card";
import { PageHero } from "./page-hero";
import { Section } from "./section";
import { TestimonialCard } from "./testimonial-list";

/** One layout for every /products/* page: hero, six features, four steps, a testimonial, a call to action. */
export function ProductPage({ product }: { product: ProductPageContent }) {
  return (
    <>
      <PageHero
        eyebrow={product.hero.eyebrow}
        title={product.hero.headline}
        lead={product.hero.lead}
      >
        <a href={REGISTER_HREF} className={buttonVariants({ size: "lg" })}>
          Get Started
        </a>
        <a href={product.demo.href} className={buttonVariants({ size: "lg", variant: "outline" })}>
          {product.demo.label}
        </a>
      </PageHero>
      <Section id="key-features" eyebrow="Key features" title={`What you get with ${product.name}`}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {product.features.map((feature) => (
            <li key={feature.title} className="flex">
              <IconCard item={feature} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="how-it-works" eyebrow="How it works" title="Four simple steps" muted>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {product.steps.map((step, index) => (
            <li
              key={step.title}
              className="bg-card text-card-foreground rounded-xl border p-6 shadow-sm"
            >
              <span
                aria-hidden="true"
                className="bg-primary text-primary-foreground flex size-10 items-center justify-center rounded-full text-lg font-bold"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold">{step.title}</h3>
              <p className="text-muted-foreground mt-2 text-sm">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section
        id="testimonial"
        eyebrow="Customer story"
        title={`Why businesses choose ${product.name}`}
      >
        <TestimonialCard testimonial={product.testimonial} className="mx-auto max-w-3xl text-lg" />
      </Section>
      <CtaSection
        title={product.cta.headline}
        text={product.cta.text}
        actions={[
          { href: REGISTER_HREF, label: "Get Started" },
          { href: product.demo.href, label: product.demo.label },
        ]}
      />
    </>
  );
}
