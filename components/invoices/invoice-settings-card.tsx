"use client";

import * as React from "react";
import type { InvoiceTerms } from "@prisma/client";
import { Button } from "@/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import {
  Field,
  type FieldErrors,
  FormField,
  issuesToFieldErrors,
} from "@/components/ui/form-field";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { readApiError } from "@/components/settings/api-error";
import { LoadError } from "@/components/settings/settings-header";
import { INVOICE_TERMS_LABELS } from "@/lib/invoices/format";
import { INVOICE_TERMS_VALUES, invoiceSettingsSchema } from "@/lib/validation/invoice";
import { useInvoiceSettings, useUpdateInvoiceSettings, type InvoiceSettingsDto } from "./queries";
import { reminderDayLabel } from "./reminder-days";

/** "-3, 0, 7" → [-3, 0, 7]; null when an entry is not a whole number ("" → []). */
export function parseInvoiceReminderDays(text: string): number[] | null {
  const entries = text
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!entries.every((entry) => /^[-+−]?\d{1,3}$/.test(entry))) return null;
  return entries.map((entry) => Number(entry.replace("−", "-")));
}

function SettingsForm({ settings }: { settings: InvoiceSettingsDto }) {
  const update = useUpdateInvoiceSettings();
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [terms, setTerms] = React.useState<InvoiceTerms>(settings.invoiceTerms);
  const [daysText, setDaysText] = React.useState(settings.invoiceReminderDays.join(", "));
  const preview = parseInvoiceReminderDays(daysText);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const days = parseInvoiceReminderDays(daysText);
    const body = {
      invoiceTerms: terms,
      invoiceNotes: String(data.get("invoiceNotes") ?? "").trim() || null,
      invoiceReminderDays: days ?? [],
      reviewLink: String(data.get("reviewLink") ?? "").trim() || null,
    };
    const parsed = invoiceSettingsSchema.safeParse(body);
    const invalid = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
    // The schema names its fields as the API does; say it in the form's words.
    if (invalid.reviewLink) invalid.reviewLink = "Enter an address that starts with https://.";
    if (invalid.invoiceReminderDays?.startsWith("invoiceReminderDays"))
      invalid.invoiceReminderDays = "Enter at most 6 reminder days.";
    if (!days)
      invalid.invoiceReminderDays =
        "Enter whole numbers of days separated by commas, e.g. -3, 0, 7, 14.";
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    update.mutate(body, {
      onSuccess: () =>
        toast({
          title: "Invoice settings saved",
          description: "New invoices and reminders use these settings.",
        }),
      onError: (error) => {
        const info = readApiError(error, "Your settings could not be saved. Please try again.");
        setErrors(info.fieldErrors);
        toast({ title: "Settings not saved", description: info.message, variant: "destructive" });
      },
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Invoice settings">
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="invoiceTerms"
          label="Default terms"
          error={errors.invoiceTerms}
          hint="Sets the due date of each new invoice; you can change it per invoice."
        >
          {(control) => (
            <Select value={terms} onValueChange={(next) => setTerms(next as InvoiceTerms)}>
              <SelectTrigger {...control} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {INVOICE_TERMS_VALUES.map((value) => (
                  <SelectItem key={value} value={value}>
                    {INVOICE_TERMS_LABELS[value]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
        <Field
          id="invoiceReminderDays"
          name="invoiceReminderDays"
          label="Reminder days"
          value={daysText}
          onChange={(event) => setDaysText(event.target.value)}
          error={errors.invoiceReminderDays}
          hint={
            <>
              Days from the due date when an unpaid invoice is reminded: negative before it, 0 on
              it, positive after it (up to 6, from -30 to 90).
              {preview && preview.length > 0 ? (
                <span className="mt-1 block" data-testid="reminder-days-preview">
                  {[...new Set(preview)]
                    .sort((a, b) => a - b)
                    .map((day) => reminderDayLabel(day))
                    .join("; ")}
                  .
                </span>
              ) : preview && preview.length === 0 ? (
                <span className="mt-1 block">No reminders will be sent.</span>
              ) : null}
            </>
          }
        />
        <FormField
          id="invoiceNotes"
          label="Default notes"
          error={errors.invoiceNotes}
          className="sm:col-span-2"
          hint="Copied into each new invoice, e.g. how to pay; you can still edit it there."
        >
          {(control) => (
            <Textarea
              {...control}
              name="invoiceNotes"
              rows={4}
              maxLength={5000}
              defaultValue={settings.invoiceNotes ?? ""}
            />
          )}
        </FormField>
        <FormField
          id="reviewLink"
          label="Review link"
          className="sm:col-span-2"
          error={errors.reviewLink}
          hint="Where paid customers are asked to leave a review (an https:// address). Leave it empty to send no review requests."
        >
          {(control) => (
            <Input
              {...control}
              name="reviewLink"
              type="url"
              inputMode="url"
              maxLength={500}
              placeholder="https://g.page/r/…"
              defaultValue={settings.reviewLink ?? ""}
            />
          )}
        </FormField>
      </CardContent>
      <CardFooter className="mt-6 justify-end">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving..." : "Save invoice settings"}
        </Button>
      </CardFooter>
    </form>
  );
}

/** Company settings for invoices: terms and notes of new invoices, reminders, reviews. */
export function InvoiceSettingsCard() {
  const settings = useInvoiceSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Invoices</h2>
        </CardTitle>
        <CardDescription>
          Defaults for new invoices, payment reminders and review requests.
        </CardDescription>
      </CardHeader>
      {settings.isPending ? (
        <CardContent className="grid gap-3" aria-busy="true" aria-label="Loading invoice settings">
          <Skeleton className="h-9" />
          <Skeleton className="h-24" />
        </CardContent>
      ) : settings.isError ? (
        <CardContent>
          <LoadError what="invoice settings" onRetry={() => void settings.refetch()} />
        </CardContent>
      ) : (
        <SettingsForm key={JSON.stringify(settings.data)} settings={settings.data} />
      )}
    </Card>
  );
}
