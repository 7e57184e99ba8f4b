"use client";

import * as React from "react";
import { Undo2 } from "lucide-react";
import { FormDialog } from "@/components/documents/form-dialog";
import {
  Field,
  FormField,
  type FieldErrors,
  issuesToFieldErrors,
} from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { readApiError } from "@/components/settings/api-error";
import { formatCents } from "@/lib/format";
import { INVOICE_PAYMENT_METHOD_LABELS } from "@/lib/invoices/format";
import type { InvoicePaymentDto } from "@/lib/invoices/queries";
import { toCents } from "@/lib/pricing";
import type { InvoiceRefundInput } from "@/lib/validation/invoice";
import { loadInvoiceSchemas } from "./schemas";
import { shortDay } from "@/components/documents/day";
import { useRefundInvoicePayment } from "../queries";

const methodLabel = (method: string) =>
  INVOICE_PAYMENT_METHOD_LABELS[method as keyof typeof INVOICE_PAYMENT_METHOD_LABELS] ?? method;

/** "Refund": records money given back on one payment, at most what is left of it. */
export function RefundPaymentDialog({
  invoiceId,
  payment,
  today,
}: {
  invoiceId: string;
  payment: InvoicePaymentDto;
  today: string;
}) {
  const [open, setOpen] = React.useState(false);
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const refund = useRefundInvoicePayment(invoiceId);
  const leftCents = toCents(payment.refundableAmount);
  const what = `the ${formatCents(toCents(payment.amount))} ${methodLabel(payment.method).toLowerCase()} payment of ${shortDay(payment.paidOn)}`;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const amountText = text("amount");
    const body: InvoiceRefundInput = {
      amount: amountText === "" ? Number.NaN : Number(amountText),
      reason: text("reason"),
      paidOn: text("paidOn"),
    };
    const schemas = await loadInvoiceSchemas().catch(() => null);
    if (!schemas) {
      setErrors({ form: "The form could not be checked. Check your connection and try again." });
      return;
    }
    const parsed = schemas.invoiceRefundSchema.safeParse(body);
    const next = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
    if (!/^\d+(\.\d{1,2})?$/.test(amountText))
      next.amount ??= "Enter an amount above 0 with at most 2 decimals.";
    else if (toCents(amountText) > leftCents)
      next.amount ??= `At most ${formatCents(leftCents)} of this payment is left to refund.`;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      await refund.mutateAsync({ paymentId: payment.id, ...body });
      toast({ title: "Refund recorded", description: "The customer is emailed a receipt." });
      setOpen(false);
    } catch (error) {
      const info = readApiError(error, "The refund could not be recorded.");
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
          setErrors({});
          void loadInvoiceSchemas().catch(() => undefined); // ready by the submit
        }
      }}
      triggerIcon={<Undo2 aria-hidden="true" />}
      triggerLabel="Refund"
      triggerVariant="ghost"
      triggerSize="sm"
      triggerAriaLabel={`Refund ${what}`}
      title="Refund payment"
      description={
        <>
          Records money given back on {what}: at most {formatCents(leftCents)}.
          {payment.online
            ? " It was paid online: give the money back in your Stripe dashboard too."
            : ""}
        </>
      }
      onSubmit={onSubmit}
      formError={errors.form}
      submitLabel="Record refund"
      pendingLabel="Recording..."
      pending={refund.isPending}
      destructive
    >
      <Field
        id="invoice-refund-amount"
        name="amount"
        label="Amount"
        type="number"
        inputMode="decimal"
        min={0.01}
        max={leftCents / 100}
        step={0.01}
        defaultValue={(leftCents / 100).toFixed(2)}
        error={errors.amount}
        required
      />
      <FormField id="invoice-refund-reason" label="Reason" error={errors.reason}>
        {(control) => <Textarea {...control} name="reason" rows={3} maxLength={500} required />}
      </FormField>
      <Field
        id="invoice-refund-date"
        name="paidOn"
        label="Refunded on"
        type="date"
        max={today}
        defaultValue={today}
        error={errors.paidOn}
        required
      />
    </FormDialog>
  );
}
