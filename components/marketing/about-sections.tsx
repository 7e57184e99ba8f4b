import { ABOUT, initials } from "@/lib/marketing/about";
import { IconCard } from "./icon-card";
import { Section } from "./section";

export function AboutStory() {
  return (
    <Section id="story" eyebrow={`Founded in ${ABOUT.founded}`} title="Our story">
      <div className="mx-auto max-w-3xl space-y-6 text-lg leading-8">
        {ABOUT.story.map((paragraph) => (
          <p key={paragraph} className="text-pretty">
            {paragraph}
          </p>
        ))}
      </div>
    </Section>
  );
}

export function AboutValues() {
  return (
    <Section id="values" eyebrow="What we believe" title="Our values" muted>
      <ul className="grid gap-6 md:grid-cols-3">
        {ABOUT.values.map((value) => (
          <li key={value.title} className="flex">
            <IconCard item={value} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function AboutLeadership() {
  return (
    <Section
      id="leadership"
      eyebrow="Leadership"
      title="The team behind QuoteCraft"
      description="People who have run, scheduled and supported service businesses themselves."
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {ABOUT.leadership.map((person) => (
          <li
            key={person.name}
            className="bg-card text-card-foreground rounded-xl border p-6 text-center shadow-sm"
          >
            <span
              aria-hidden="true"
              className="bg-primary/10 text-primary mx-auto flex size-16 items-center justify-center rounded-full text-xl font-semibold"
            >
              {initials(person.name)}
            </span>
            <h3 className="mt-4 text-lg font-semibold">{person.name}</h3>
            <p className="text-primary text-sm font-medium">{person.role}</p>
            <p className="text-muted-foreground mt-3 text-sm">{person.bio}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
