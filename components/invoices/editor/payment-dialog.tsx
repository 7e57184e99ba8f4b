"use client";

import * as React from "react";
import { Banknote } from "lucide-react";
import { FormDialog } from "@/components/documents/form-dialog";
import {
  Field,
  FieldError,
  type FieldErrors,
  issuesToFieldErrors,
} from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/use-toast";
import { readApiError } from "@/components/settings/api-error";
import { formatCents } from "@/lib/format";
import { INVOICE_PAYMENT_METHOD_LABELS } from "@/lib/invoices/format";
import { toCents } from "@/lib/pricing";
import type { InvoicePaymentInput } from "@/lib/validation/invoice";
import { MANUAL_INVOICE_PAYMENT_METHODS } from "@/lib/validation/invoice-values";
import { loadInvoiceSchemas } from "./schemas";
import { useRecordInvoicePayment } from "../queries";

type Method = (typeof MANUAL_INVOICE_PAYMENT_METHODS)[number];

/**
 * "Record payment": money received by hand (cash, a check with its number, a card in person,
 * a bank transfer), at most the balance; the customer is mailed a receipt.
 */
export function RecordPaymentDialog({
  invoiceId,
  balance,
  today,
  disabledReason,
}: {
  invoiceId: string;
  /** The balance due ("123.45"): the default amount and the most a payment may be. */
  balance: string;
  /** The company's today (the DTO's `today`): the default date. */
  today: string;
  /** Set when no payment can be recorded yet (a draft): the button is disabled and says why. */
  disabledReason?: string;
}) {
  const [open, setOpen] = React.useState(false);
  const [method, setMethod] = React.useState<Method>("cash");
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const record = useRecordInvoicePayment(invoiceId);
  const balanceCents = toCents(balance);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const amountText = text("amount");
    const reference = text("reference");
    const note = text("note");
    const body: InvoicePaymentInput = {
      amount: amountText === "" ? Number.NaN : Number(amountText),
      method,
      paidOn: text("paidOn"),
      ...(reference ? { reference } : {}),
      ...(note ? { note } : {}),
    };
    const schemas = await loadInvoiceSchemas().catch(() => null);
    if (!schemas) {
      setErrors({ form: "The form could not be checked. Check your connection and try again." });
      return;
    }
    const parsed = schemas.invoicePaymentSchema.safeParse(body);
    const next = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
    if (!/^\d+(\.\d{1,2})?$/.test(amountText))
      next.amount ??= "Enter an amount above 0 with at most 2 decimals.";
    else if (toCents(amountText) > balanceCents)
      next.amount ??= `The amount cannot be more than the balance due (${formatCents(balanceCents)}).`;
    if (method === "check" && !reference)
      next.reference ??= "Check number is required for a check.";
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      await record.mutateAsync(body);
      toast({ title: "Payment recorded", description: "A receipt is on its way by email." });
      setOpen(false);
    } catch (error) {
      const info = readApiError(error, "The payment could not be recorded.");
      setErrors(
        Object.keys(info.fieldErrors).length > 0 ? info.fieldErrors : { form: info.message },
      );
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          void loadInvoiceSchemas().catch(() => undefined); // ready by the submit
          setErrors({});
          setMethod("cash");
        }
      }}
      triggerIcon={<Banknote aria-hidden="true" />}
      triggerLabel="Record payment"
      disabledReason={disabledReason}
      title="Record payment"
      description={
        <>Balance due: {formatCents(balanceCents)}. The customer is emailed a receipt.</>
      }
      onSubmit={onSubmit}
      formError={errors.form}
      submitLabel="Record payment"
      pendingLabel="Recording..."
      pending={record.isPending}
    >
      <Field
        id="invoice-payment-amount"
        name="amount"
        label="Amount"
        type="number"
        inputMode="decimal"
        min={0.01}
        step={0.01}
        defaultValue={balanceCents > 0 ? (balanceCents / 100).toFixed(2) : ""}
        error={errors.amount}
        required
      />
      <div className="grid gap-1.5">
        <Label htmlFor="invoice-payment-method">Method</Label>
        <NativeSelect
          id="invoice-payment-method"
          value={method}
          onChange={(event) => setMethod(event.target.value as Method)}
          aria-invalid={errors.method ? true : undefined}
          aria-describedby={errors.method ? "invoice-payment-method-error" : undefined}
        >
          {MANUAL_INVOICE_PAYMENT_METHODS.map((option) => (
            <option key={option} value={option}>
              {INVOICE_PAYMENT_METHOD_LABELS[option]}
            </option>
          ))}
        </NativeSelect>
        <FieldError id="invoice-payment-method-error" message={errors.method} />
      </div>
      {method === "check" ? (
        <Field
          key="check"
          id="invoice-payment-reference"
          name="reference"
          label="Check number"
          maxLength={100}
          error={errors.reference}
          required
        />
      ) : (
        <Field
          key="reference"
          id="invoice-payment-reference"
          name="reference"
          label="Reference (optional)"
          maxLength={100}
          hint="A transfer or receipt number, if there is one."
          error={errors.reference}
        />
      )}
      <Field
        id="invoice-payment-paid-on"
        name="paidOn"
        label="Paid on"
        type="date"
        max={today}
        defaultValue={today}
        error={errors.paidOn}
        required
      />
      <Field
        id="invoice-payment-note"
        name="note"
        label="Note"
        maxLength={500}
        error={errors.note}
      />
    </FormDialog>
  );
}
