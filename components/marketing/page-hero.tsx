type PageHeroProps = {
  eyebrow?: string;
  title: string;
  lead: string;
  children?: React.ReactNode;
};

/** The top of a content page: its single h1 and a lead paragraph. */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <div className="bg-muted/50 border-b">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-24 lg:px-8">
        {eyebrow ? <p className="text-primary text-sm font-semibold">{eyebrow}</p> : null}
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        <p className="text-muted-foreground mx-auto mt-6 max-w-2xl text-lg text-pretty">{lead}</p>
        {children ? (
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
        ) : null}
      </div>
    </div>
  );
}
