import { DocumentTimeline } from "@/components/documents/timeline";
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

/** The event's kind in words ("Sent"); its detail says the rest ("Sent to a@b.c"). */
export const eventTitle = (type: QuoteEventDto["type"]) => EVENT_LABELS[type] ?? type;

/** What happened to the quote, newest first. */
export function Timeline({ events }: { events: QuoteEventDto[] }) {
  return (
    <DocumentTimeline titleId="quote-timeline-title" events={events} eventTitle={eventTitle} />
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
