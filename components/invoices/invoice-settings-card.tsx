"use client";

import * as React from "react";
import type { InvoiceTerms } from "@prisma/client";
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
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import {
  DocumentSettingsCard,
  SettingsCardForm,
  settingsNotSaved,
} from "@/components/documents/settings-card";
import { INVOICE_TERMS_LABELS } from "@/lib/invoices/format";
import { invoiceSettingsSchema } from "@/lib/validation/invoice";
import { INVOICE_TERMS_VALUES } from "@/lib/validation/invoice-values";
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
      onError: settingsNotSaved(setErrors),
    });
  }

  return (
    <SettingsCardForm
      label="Invoice settings"
      submitLabel="Save invoice settings"
      pending={update.isPending}
      onSubmit={onSubmit}
    >
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
            Days from the due date when an unpaid invoice is reminded: negative before it, 0 on it,
            positive after it (up to 6, from -30 to 90).
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
    </SettingsCardForm>
  );
}

/** Company settings for invoices: terms and notes of new invoices, reminders, reviews. */
export function InvoiceSettingsCard() {
  return (
    <DocumentSettingsCard
      title="Invoices"
      description="Defaults for new invoices, payment reminders and review requests."
      loadingLabel="Loading invoice settings"
      what="invoice settings"
      settings={useInvoiceSettings()}
    >
      {(settings) => <SettingsForm settings={settings} />}
    </DocumentSettingsCard>
  );
}
