"use client";

import * as React from "react";
import { Copy, Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import {
  Field,
  FormField,
  type FieldErrors,
  issuesToFieldErrors,
} from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { useSubmitOnce } from "@/components/ui/use-submit-once";
import { DialogFormActions, FormError } from "@/components/documents/form-dialog";
import { readApiError } from "@/components/settings/api-error";
import type { InvoiceDto } from "@/lib/invoices/queries";
import { loadInvoiceSchemas } from "./schemas";
import { useSendInvoice } from "../queries";

/**
 * "Send": mails the customer the link and the PDF (again, for an invoice already out), then
 * shows the link. `prepare` saves unsaved changes first; false when the save failed.
 */
export function SendInvoiceDialog({
  invoice,
  prepare,
}: {
  invoice: InvoiceDto;
  prepare: () => Promise<boolean>;
}) {
  const [open, setOpen] = React.useState(false);
  const [to, setTo] = React.useState("");
  const [message, setMessage] = React.useState("");
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [url, setUrl] = React.useState<string | null>(null);
  const send = useSendInvoice(invoice.id);
  const [pending, setPending] = React.useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { to: to.trim(), message: message.trim() };
    const schemas = await loadInvoiceSchemas().catch(() => null);
    if (!schemas) {
      setErrors({ form: "The form could not be checked. Check your connection and try again." });
      return;
    }
    const parsed = schemas.invoiceSendSchema.safeParse(body);
    const next: FieldErrors = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
    if (!body.to) next.to = "Enter the customer's email address.";
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setPending(true);
    try {
      if (!(await prepare())) {
        setErrors({
          form: "The invoice has unsaved changes that could not be saved; fix them first.",
        });
        return;
      }
      const result = await send.mutateAsync({
        to: body.to,
        ...(body.message ? { message: body.message } : {}),
      });
      setUrl(result.url);
      toast({ title: "Invoice sent", description: `We emailed ${invoice.number} to ${body.to}.` });
    } catch (error) {
      const info = readApiError(error, "The invoice could not be sent. Please try again.");
      setErrors({ ...info.fieldErrors, ...(info.fieldErrors.to ? {} : { form: info.message }) });
    } finally {
      setPending(false);
    }
  }

  const submit = useSubmitOnce(onSubmit);

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copied", description: url });
    } catch {
      toast({ variant: "destructive", title: "Could not copy the link", description: url });
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          void loadInvoiceSchemas().catch(() => undefined); // ready by the submit
          setTo(invoice.sentTo ?? invoice.client?.email ?? "");
          setMessage("");
          setErrors({});
          setUrl(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button type="button">
          <Send aria-hidden="true" />
          Send
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send invoice</DialogTitle>
          <DialogDescription>
            {url
              ? `${invoice.number} is on its way. The customer's page shows the invoice, what was paid and how to pay.`
              : "The customer gets a link to view and pay the invoice online, with the PDF attached. Unsaved changes are saved first."}
          </DialogDescription>
        </DialogHeader>
        {url ? (
          <div className="grid gap-4">
            <Field id="invoice-sent-link" label="Customer link" value={url} readOnly />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => void copy()}>
                <Copy aria-hidden="true" />
                Copy the link
              </Button>
              <Button type="button" onClick={() => setOpen(false)}>
                Done
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-4">
            <Field
              id="invoice-send-to"
              label="To"
              type="email"
              autoComplete="email"
              value={to}
              onChange={(event) => setTo(event.target.value)}
              error={errors.to}
              required
            />
            <FormField
              id="invoice-send-message"
              label="Message (optional)"
              error={errors.message}
              hint="Shown in the email above the link."
            >
              {(control) => (
                <Textarea
                  {...control}
                  rows={4}
                  maxLength={5000}
                  value={message}
                  onChange={(event) => setMessage(event.target.value)}
                />
              )}
            </FormField>
            <FormError message={errors.form} />
            <DialogFormActions
              onCancel={() => setOpen(false)}
              submitLabel="Send invoice"
              pendingLabel="Sending..."
              pending={pending}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
