import type { LegalDocument } from "@/lib/marketing/legal";
import { POSTAL_ADDRESS } from "@/lib/marketing/legal";
import { siteConfig } from "@/lib/site";

/** Terms of Service and Privacy Policy share this layout: title, date, sections, contact. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <header className="border-b pb-8">
        <h1 className="text-4xl font-bold tracking-tight">{document.title}</h1>
        <p className="text-muted-foreground mt-3 text-sm">Last updated {document.lastUpdated}</p>
        <p className="text-muted-foreground mt-6 text-lg text-pretty">{document.intro}</p>
      </header>
      <nav aria-label="On this page" className="mt-8">
        <h2 className="text-sm font-semibold">On this page</h2>
        <ol className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-primary hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
          <li>
            <a href="#contact" className="text-primary hover:underline">
              Contact us
            </a>
          </li>
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="mt-12"
        >
          <h2 id={`${section.id}-heading`} className="text-2xl font-semibold tracking-tight">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-7 text-pretty">
              {paragraph}
            </p>
          ))}
          {section.list ? (
            <ul className="mt-4 list-disc space-y-2 pl-6 leading-7">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <section id="contact" aria-labelledby="contact-heading" className="mt-12">
        <h2 id="contact-heading" className="text-2xl font-semibold tracking-tight">
          Contact us
        </h2>
        <p className="mt-4 leading-7">
          Questions about our {document.title}? Email us at{" "}
          <a
            href={`mailto:${siteConfig.supportEmail}`}
            className="text-primary font-medium underline underline-offset-4"
          >
            {siteConfig.supportEmail}
          </a>{" "}
          or write to us at:
        </p>
        <address className="mt-4 leading-7 not-italic">
          {POSTAL_ADDRESS.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </section>
    </article>
  );
}
