"use client";

import * as React from "react";
import { Banknote } from "lucide-react";
import { Field } from "@/components/ui/form-field";
import type { FieldErrors } from "@/components/ui/form-field";
import { FormDialog } from "@/components/documents/form-dialog";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/use-toast";
import { readApiError } from "@/components/settings/api-error";
import { useRecordPayment } from "@/components/quotes/queries";
import { useCompanyToday } from "@/components/query/company-today";
import { formatCents } from "@/lib/format";
import { PAYMENT_METHOD_LABELS } from "@/lib/quotes/format";
import { MANUAL_PAYMENT_METHODS } from "@/lib/validation/quote-values";

/** "Record deposit": a payment taken in person; the customer is mailed a receipt. */
export function DepositDialog({ quoteId, dueCents }: { quoteId: string; dueCents: number }) {
  const [open, setOpen] = React.useState(false);
  const today = useCompanyToday();
  const [method, setMethod] = React.useState<(typeof MANUAL_PAYMENT_METHODS)[number]>("cash");
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const record = useRecordPayment(quoteId);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const amountText = String(form.get("amount") ?? "").trim();
    const paidOn = String(form.get("paidOn") ?? "");
    const note = String(form.get("note") ?? "").trim();
    const amount = Number(amountText);
    const next: FieldErrors = {};
    if (!/^\d+(\.\d{1,2})?$/.test(amountText) || amount <= 0)
      next.amount = "Enter an amount above 0 with at most 2 decimals.";
    if (!/^\d{4}-\d{2}-\d{2}$/.test(paidOn)) next.paidOn = "Enter the date of the payment.";
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      await record.mutateAsync({ amount, method, paidOn, ...(note ? { note } : {}) });
      toast({ title: "Deposit recorded", description: "A receipt is on its way by email." });
      setOpen(false);
    } catch (error) {
      const info = readApiError(error, "The payment could not be recorded.");
      setErrors(info.fieldErrors);
      toast({ title: "Not recorded", description: info.message, variant: "destructive" });
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setErrors({});
      }}
      triggerIcon={<Banknote aria-hidden="true" />}
      triggerLabel="Record deposit"
      title="Record deposit"
      description={
        dueCents > 0
          ? `Deposit due: ${formatCents(dueCents)}.`
          : "No deposit is due; you can still record a payment."
      }
      onSubmit={onSubmit}
      submitLabel="Record"
      pendingLabel="Recording..."
      pending={record.isPending}
    >
      <Field
        id="payment-amount"
        name="amount"
        label="Amount"
        type="number"
        inputMode="decimal"
        min={0.01}
        step={0.01}
        defaultValue={dueCents > 0 ? (dueCents / 100).toFixed(2) : ""}
        error={errors.amount}
        required
      />
      <div className="grid gap-1.5">
        <Label htmlFor="payment-method">Method</Label>
        <NativeSelect
          id="payment-method"
          value={method}
          onChange={(event) =>
            setMethod(event.target.value as (typeof MANUAL_PAYMENT_METHODS)[number])
          }
        >
          {MANUAL_PAYMENT_METHODS.map((option) => (
            <option key={option} value={option}>
              {PAYMENT_METHOD_LABELS[option]}
            </option>
          ))}
        </NativeSelect>
        {errors.method ? (
          <p role="alert" className="text-destructive text-sm">
            {errors.method}
          </p>
        ) : null}
      </div>
      <Field
        id="payment-paid-on"
        name="paidOn"
        label="Paid on"
        type="date"
        defaultValue={today}
        error={errors.paidOn}
        required
      />
      <Field id="payment-note" name="note" label="Note" maxLength={500} error={errors.note} />
    </FormDialog>
  );
}
