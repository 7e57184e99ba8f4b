import { cn } from "@/lib/utils";

type SectionProps = {
  /** Anchor of the section; also names its heading. */
  id: string;
  eyebrow?: string;
  title: string;
  description?: string;
  /** Muted background, to separate neighbouring sections. */
  muted?: boolean;
  className?: string;
  children: React.ReactNode;
};

/** A page section with a centred h2 heading; its id is an anchor target below the sticky header. */
export function Section({
  id,
  eyebrow,
  title,
  description,
  muted,
  className,
  children,
}: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("py-16 sm:py-24", muted && "bg-muted/50", className)}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          {eyebrow ? <p className="text-primary text-sm font-semibold">{eyebrow}</p> : null}
          <h2
            id={headingId}
            className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {title}
          </h2>
          {description ? (
            <p className="text-muted-foreground mt-4 text-lg text-pretty">{description}</p>
          ) : null}
        </div>
        <div className="mt-12 sm:mt-16">{children}</div>
      </div>
    </section>
  );
}
