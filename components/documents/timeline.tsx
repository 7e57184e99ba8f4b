/** "Nov 27, 2026, 4:05 PM". */
export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });

const ACTORS: Record<string, string> = {
  owner: "You",
  customer: "Customer",
  system: "QuoteCraft",
};

export type TimelineEvent = {
  id: string;
  type: string;
  actor: string;
  detail?: string | null;
  createdAt: string;
};

/** What happened to a priced document (a quote, an invoice), newest first. */
export function DocumentTimeline<E extends TimelineEvent>({
  titleId,
  events,
  eventTitle,
}: {
  /** The heading's id, which labels the section. */
  titleId: string;
  events: E[];
  /** The event's kind in words ("Sent"); its detail says the rest ("Sent to a@b.c"). */
  eventTitle: (type: E["type"]) => string;
}) {
  const ordered = [...events].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <section aria-labelledby={titleId} className="rounded-lg border p-4">
      <h2 id={titleId} className="mb-3 font-semibold">
        Timeline
      </h2>
      {ordered.length === 0 ? (
        <p className="text-muted-foreground text-sm">Nothing has happened yet.</p>
      ) : (
        <ol className="border-muted space-y-3 border-l pl-4 text-sm">
          {ordered.map((event) => (
            <li key={event.id} className="relative">
              <span
                aria-hidden="true"
                className="bg-primary absolute top-1.5 -left-[1.3rem] size-2 rounded-full"
              />
              <p className="font-medium">{eventTitle(event.type)}</p>
              {event.detail && event.detail !== eventTitle(event.type) ? (
                <p>{event.detail}</p>
              ) : null}
              <p className="text-muted-foreground text-xs">
                <time dateTime={event.createdAt}>{dateTime(event.createdAt)}</time> ·{" "}
                {ACTORS[event.actor] ?? event.actor}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
