"use client";

import * as React from "react";
import { Ban } from "lucide-react";
import { FormDialog } from "@/components/documents/form-dialog";
import { FormField, type FieldErrors, issuesToFieldErrors } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { readApiError } from "@/components/settings/api-error";
import { loadInvoiceSchemas } from "./schemas";
import { useVoidInvoice } from "../queries";

/**
 * "Void": cancels the invoice with a reason; it keeps its number and owes nothing. Refused
 * while money is paid on it, so the button is disabled then and says why.
 */
export function VoidInvoiceDialog({
  invoiceId,
  number,
  disabledReason,
}: {
  invoiceId: string;
  number: string;
  disabledReason?: string;
}) {
  const [open, setOpen] = React.useState(false);
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const voidInvoice = useVoidInvoice(invoiceId);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get("reason") ?? "").trim();
    const schemas = await loadInvoiceSchemas().catch(() => null);
    if (!schemas) {
      setErrors({ form: "The form could not be checked. Check your connection and try again." });
      return;
    }
    const parsed = schemas.invoiceVoidSchema.safeParse({ reason });
    const next = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
    setErrors(next);
    if (!parsed.success) return;
    try {
      await voidInvoice.mutateAsync(reason);
      toast({ title: "Invoice voided", description: `${number} owes nothing now.` });
      setOpen(false);
    } catch (error) {
      const info = readApiError(error, "The invoice could not be voided.");
      setErrors(info.fieldErrors.reason ? info.fieldErrors : { form: info.message });
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
      triggerIcon={<Ban aria-hidden="true" />}
      triggerLabel="Void"
      triggerVariant="ghost"
      disabledReason={disabledReason}
      title="Void invoice"
      description={
        <>
          {number} is kept with its number but owes nothing, takes no payment and stops its
          reminders. Whatever it billed of a quote can be invoiced again. This cannot be undone.
        </>
      }
      onSubmit={onSubmit}
      formError={errors.form}
      submitLabel="Void invoice"
      pendingLabel="Voiding..."
      pending={voidInvoice.isPending}
      destructive
    >
      <FormField
        id="invoice-void-reason"
        label="Reason"
        error={errors.reason}
        hint="Kept on the invoice's timeline."
      >
        {(control) => <Textarea {...control} name="reason" rows={3} maxLength={500} required />}
      </FormField>
    </FormDialog>
  );
}
