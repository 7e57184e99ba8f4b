import type { NavLink } from "@/lib/marketing/links";

type CtaSectionProps = {
  title: string;
  text: string;
  /** The first action is the primary one. */
  actions: [NavLink, ...NavLink[]];
};

/** The closing call to action of a page: a coloured panel with one or two buttons. */
export function CtaSection({ title, text, actions }: CtaSectionProps) {
  const [primary, ...secondary] = actions;
  return (
    <section aria-labelledby="cta-heading" className="px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <div className="bg-primary text-primary-foreground mx-auto max-w-5xl rounded-2xl px-6 py-12 text-center sm:px-12 sm:py-16">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a
            href={primary.href}
            className="bg-background text-foreground hover:bg-background/90 focus-visible:outline-primary-foreground inline-flex h-10 items-center justify-center rounded-md px-6 text-sm font-medium shadow-xs transition-colors"
          >
            {primary.label}
          </a>
          {secondary.map((action) => (
            <a
              key={action.href}
              href={action.href}
              className="border-primary-foreground/60 hover:bg-primary-foreground/10 focus-visible:outline-primary-foreground inline-flex h-10 items-center justify-center rounded-md border px-6 text-sm font-medium transition-colors"
            >
              {action.label}
            </a>
          ))}
        </div>
      </div>
    </section>
  );
}
