import { formatCurrency } from "@/lib/format";
import { PAYMENT_METHOD_LABELS } from "@/lib/quotes/format";
import type { QuoteEventDto, QuotePaymentDto } from "@/lib/quotes/types";

const EVENT_LABELS: Record<QuoteEventDto["type"], string> = {
  created: "Quote created",
  sent: "Sent",
  viewed: "Viewed by the customer",
  options_changed: "Customer changed the options",
  approved: "Approved",
  declined: "Declined",
  expired: "Expired",
  deposit_recorded: "Deposit recorded",
  reminder_sent: "Reminder sent",
  revised: "Revised",
  edited: "Edited",
};

const ACTORS: Record<QuoteEventDto["actor"], string> = {
  owner: "You",
  customer: "Customer",
  system: "QuoteCraft",
};

export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });

/** The event's kind in words ("Sent"); its detail says the rest ("Sent to a@b.c"). */
export const eventTitle = (type: QuoteEventDto["type"]) => EVENT_LABELS[type] ?? type;

/** What happened to the quote, newest first. */
export function Timeline({ events }: { events: QuoteEventDto[] }) {
  const ordered = [...events].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <section aria-labelledby="quote-timeline-title" className="rounded-lg border p-4">
      <h2 id="quote-timeline-title" className="mb-3 font-semibold">
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
                {ACTORS[event.actor]}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function PaymentsList({ payments }: { payments: QuotePaymentDto[] }) {
  return (
    <section aria-labelledby="quote-payments-title" className="rounded-lg border p-4">
      <h2 id="quote-payments-title" className="mb-3 font-semibold">
        Payments
      </h2>
      {payments.length === 0 ? (
        <p className="text-muted-foreground text-sm">No payments recorded yet.</p>
      ) : (
        <ul className="divide-y text-sm">
          {payments.map((payment) => (
            <li key={payment.id} className="flex justify-between gap-3 py-2">
              <div>
                <p className="font-medium">{PAYMENT_METHOD_LABELS[payment.method]}</p>
                <p className="text-muted-foreground text-xs">
                  {new Date(`${payment.paidOn}T12:00:00`).toLocaleDateString("en-US")}
                  {payment.note ? ` · ${payment.note}` : ""}
                </p>
              </div>
              <span className="font-medium">{formatCurrency(payment.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
