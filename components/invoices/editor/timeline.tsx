import { DocumentTimeline } from "@/components/documents/timeline";
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

const eventTitle = (type: string) => EVENT_LABELS[type] ?? type.replace(/_/g, " ");

/** What happened to the invoice, newest first. */
export function InvoiceTimeline({ events }: { events: InvoiceEventDto[] }) {
  return (
    <DocumentTimeline titleId="invoice-timeline-title" events={events} eventTitle={eventTitle} />
  );
}
