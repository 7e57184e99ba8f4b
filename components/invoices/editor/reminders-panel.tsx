"use client";

import * as React from "react";
import { Check } from "lucide-react";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/components/query/client";
import { addDays } from "@/lib/dates/day";
import { OPEN_INVOICE_STATUSES } from "@/lib/invoices/format";
import type { InvoiceDto } from "@/lib/invoices/queries";
import { shortDay } from "@/components/documents/day";
import { useInvoiceReminders } from "../queries";
import { reminderDayLabel } from "../reminder-days";

/**
 * The invoice's reminders: its off switch and the company's schedule from its due date, each
 * day with its date and whether it was sent.
 */
export function RemindersPanel({ invoice }: { invoice: InvoiceDto }) {
  const toggle = useInvoiceReminders(invoice.id);
  const open = (OPEN_INVOICE_STATUSES as readonly string[]).includes(invoice.status);
  const days = [...invoice.reminderDays].sort((a, b) => a - b);
  const state = (day: number, date: string) => {
    if (invoice.remindersMailed.includes(day)) return "Sent";
    // Dealt with by the sweep without a mail: before the invoice went out, or an older
    // reminder after downtime (only the latest one due is mailed).
    if (invoice.remindersSent.includes(day)) return "Skipped";
    if (invoice.status === "draft") return "Once sent";
    if (!open) return "Not needed";
    if (!invoice.remindersEnabled) return "Off";
    return date < invoice.today ? "Not sent" : "Scheduled";
  };
  return (
    <section aria-labelledby="invoice-reminders-title" className="rounded-lg border p-4">
      <h2 id="invoice-reminders-title" className="mb-3 font-semibold">
        Reminders
      </h2>
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor="invoice-reminders-switch" className="font-normal">
          Email payment reminders
        </Label>
        <Switch
          id="invoice-reminders-switch"
          checked={invoice.remindersEnabled}
          disabled={toggle.isPending || invoice.status === "void"}
          onCheckedChange={(enabled) =>
            toggle.mutate(enabled, {
              onSuccess: () => toast({ title: enabled ? "Reminders on" : "Reminders off" }),
              onError: (error) =>
                toast({
                  variant: "destructive",
                  title: "Reminders not changed",
                  description: serverMessage(error) ?? "Please try again.",
                }),
            })
          }
        />
      </div>
      <p className="text-muted-foreground mt-1 text-xs">
        {invoice.status === "paid" || invoice.status === "void"
          ? "Nothing is owed, so no reminders are sent."
          : "Sent while the invoice is unpaid; paying in full or voiding stops them."}
      </p>
      {days.length === 0 ? (
        <p className="text-muted-foreground mt-3 text-sm">
          No reminder days are set in your invoice settings.
        </p>
      ) : (
        <ul className="mt-3 divide-y text-sm" aria-label="Reminder schedule">
          {days.map((day) => {
            const date = addDays(invoice.dueDate, day);
            const status = state(day, date);
            return (
              <li key={day} className="flex items-center justify-between gap-3 py-2">
                <span>
                  <span className="block">{shortDay(date)}</span>
                  <span className="text-muted-foreground block text-xs">
                    {reminderDayLabel(day)}
                  </span>
                </span>
                <span
                  className={
                    status === "Sent"
                      ? "inline-flex items-center gap-1 font-medium text-emerald-800 dark:text-emerald-200"
                      : "text-muted-foreground"
                  }
                >
                  {status === "Sent" ? <Check aria-hidden="true" className="size-4" /> : null}
                  {status}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
