import { dateTime } from "@/components/quotes/editor/timeline";
import type { InvoiceEventDto } from "@/lib/invoices/queries";

/** InvoiceEvent.type (lib/events/effects.ts, InvoiceTimelineType) in words. */
const EVENT_LABELS: Record<string, string> = {
  created: "Invoice created",
  revised: "Revised",
  sent: "Sent",
  viewed: "Viewed by the customer",
  payment_recorded: "Payment recorded",
  payment_refunded: "Payment refunded",
  paid: "Paid in full",
  overdue: "Overdue",
  voided: "Voided",
  reminder_sent: "Reminder sent",
};

const ACTORS: Record<string, string> = {
  owner: "You",
  customer: "Customer",
  system: "QuoteCraft",
};

const eventTitle = (type: string) => EVENT_LABELS[type] ?? type.replace(/_/g, " ");

/** What happened to the invoice, newest first. */
export function InvoiceTimeline({ events }: { events: InvoiceEventDto[] }) {
  const ordered = [...events].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <section aria-labelledby="invoice-timeline-title" className="rounded-lg border p-4">
      <h2 id="invoice-timeline-title" className="mb-3 font-semibold">
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
