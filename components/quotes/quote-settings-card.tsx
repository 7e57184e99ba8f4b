"use client";

import * as React from "react";
import { Field, type FieldErrors, FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import {
  DocumentSettingsCard,
  SettingsCardForm,
  settingsNotSaved,
} from "@/components/documents/settings-card";
import type { QuoteSettingsDto } from "@/lib/quotes/types";
import { useQuoteSettings, useUpdateQuoteSettings } from "./queries";

/** "3, 7" → [3, 7]; null unless up to 5 whole numbers of days from 1 to 90. */
export function parseReminderDays(text: string): number[] | null {
  const entries = text
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!entries.every((entry) => /^\d{1,3}$/.test(entry))) return null;
  const days = [...new Set(entries.map(Number))].sort((a, b) => a - b);
  return days.every((day) => day >= 1 && day <= 90) && days.length <= 5 ? days : null;
}

function SettingsForm({ settings }: { settings: QuoteSettingsDto }) {
  const update = useUpdateQuoteSettings();
  const [errors, setErrors] = React.useState<FieldErrors>({});

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const validText = String(data.get("quoteValidDays") ?? "").trim();
    const terms = String(data.get("quoteTerms") ?? "").trim();
    const reminderDays = parseReminderDays(String(data.get("quoteReminderDays") ?? ""));
    const invalid: FieldErrors = {};
    const validDays = Number(validText);
    if (!/^\d{1,3}$/.test(validText) || validDays < 1 || validDays > 365)
      invalid.quoteValidDays = "Enter a number of days from 1 to 365.";
    if (!reminderDays)
      invalid.quoteReminderDays =
        "Enter up to 5 whole numbers of days from 1 to 90, separated by commas.";
    setErrors(invalid);
    if (Object.keys(invalid).length > 0 || !reminderDays) return;
    update.mutate(
      { quoteValidDays: validDays, quoteTerms: terms || null, quoteReminderDays: reminderDays },
      {
        onSuccess: () =>
          toast({ title: "Quote settings saved", description: "New quotes use these defaults." }),
        onError: settingsNotSaved(setErrors),
      },
    );
  }

  return (
    <SettingsCardForm
      label="Quote settings"
      submitLabel="Save quote settings"
      pending={update.isPending}
      onSubmit={onSubmit}
    >
      <Field
        id="quoteValidDays"
        name="quoteValidDays"
        type="number"
        inputMode="numeric"
        min={1}
        max={365}
        label="Quotes valid for (days)"
        defaultValue={settings.quoteValidDays}
        hint="Sets the expiry date of each new quote."
        error={errors.quoteValidDays}
      />
      <Field
        id="quoteReminderDays"
        name="quoteReminderDays"
        label="Reminder days"
        defaultValue={settings.quoteReminderDays.join(", ")}
        hint="Days after sending when an unanswered quote is reminded, e.g. 3, 7."
        error={errors.quoteReminderDays}
      />
      <FormField
        id="quoteTerms"
        label="Default terms"
        error={errors.quoteTerms}
        className="sm:col-span-2"
        hint="Copied into each new quote, where you can still edit it."
      >
        {(control) => (
          <Textarea
            {...control}
            name="quoteTerms"
            rows={5}
            maxLength={5000}
            defaultValue={settings.quoteTerms ?? ""}
          />
        )}
      </FormField>
    </SettingsCardForm>
  );
}

/** Company settings for quotes: validity, default terms and reminder schedule. */
export function QuoteSettingsCard() {
  return (
    <DocumentSettingsCard
      title="Quotes"
      description="Defaults for new quotes and automatic reminders."
      loadingLabel="Loading quote settings"
      what="quote settings"
      settings={useQuoteSettings()}
    >
      {(settings) => <SettingsForm settings={settings} />}
    </DocumentSettingsCard>
  );
}
