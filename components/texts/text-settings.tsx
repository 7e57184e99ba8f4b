"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { Field, FormField, type FieldErrors } from "@/components/ui/form-field";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { readApiError } from "@/components/settings/api-error";
import { LoadError, SettingsHeader } from "@/components/settings/settings-header";
import { countSegments } from "@/lib/texts/segments";
import { renderTextTemplate } from "@/lib/texts/templates";
import { useTextSettings, useUpdateTextSettings, type TextSettingsDto } from "./queries";

type TemplateName = keyof TextSettingsDto["defaults"];
type Template = { name: TemplateName; field: keyof TextSettingsDto; label: string };
type Toggle = { name: keyof TextSettingsDto; label: string };

/** The texts by what they are about: which go out, and what each says. */
const GROUPS: { title: string; toggles: Toggle[]; templates: Template[] }[] = [
  {
    title: "Quotes and requests",
    toggles: [
      { name: "textQuoteSent", label: "The quote link, when a quote is sent" },
      { name: "textRequestReply", label: "An instant reply to a new estimate request" },
    ],
    templates: [
      { name: "quoteSent", field: "textQuoteSentTemplate", label: "Quote link text" },
      { name: "followUp", field: "textFollowUpTemplate", label: "Follow-up text" },
      {
        name: "requestReply",
        field: "textRequestReplyTemplate",
        label: "Instant reply to a request",
      },
    ],
  },
  {
    title: "Invoices",
    toggles: [
      { name: "textInvoiceSent", label: "The invoice link, when an invoice is sent" },
      { name: "textInvoiceReminder", label: "Invoice reminders, on the invoice reminder days" },
    ],
    templates: [
      { name: "invoiceSent", field: "textInvoiceSentTemplate", label: "Invoice link text" },
      {
        name: "invoiceReminder",
        field: "textInvoiceReminderTemplate",
        label: "Invoice reminder text",
      },
    ],
  },
  {
    title: "Visits",
    toggles: [
      { name: "textVisitBooked", label: "A visit booked or moved" },
      { name: "textVisitReminder", label: "The reminder the day before a visit" },
      { name: "textOnMyWay", label: "“On my way”, when the technician sets off" },
    ],
    templates: [
      { name: "visitBooked", field: "textVisitBookedTemplate", label: "Visit booked text" },
      { name: "visitReminder", field: "textVisitReminderTemplate", label: "Visit reminder text" },
      { name: "onMyWay", field: "textOnMyWayTemplate", label: "“On my way” text" },
    ],
  },
];
const TOGGLES = GROUPS.flatMap((group) => group.toggles);
const TEMPLATES = GROUPS.flatMap((group) => group.templates);

/** Typical values, so the segment count is what a customer's text will cost. */
const SAMPLE: Record<string, string> = {
  "client.firstName": "Maria",
  "client.name": "Maria Lopez",
  "company.name": "Brightline Home Services",
  "company.phone": "(512) 555-0100",
  "quote.link": "https://quotecraft.app/q/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg",
  "quote.number": "Q-0042",
  "quote.total": "$1,234.00",
  "request.summary": "Panel upgrade, EV charger",
  "invoice.link": "https://quotecraft.app/i/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg",
  "invoice.number": "INV-0042",
  "invoice.balance": "$1,234.00",
  "invoice.due": "is due on December 3, 2026",
  "visit.when": "tomorrow, 9:00–11:00",
  "visit.action": "booked",
  "visit.job": "Panel upgrade",
  "technician.name": "Sam",
};

function TemplateField({
  name,
  field,
  label,
  settings,
  error,
}: {
  name: TemplateName;
  field: string;
  label: string;
  settings: TextSettingsDto;
  error?: string;
}) {
  const [text, setText] = React.useState(
    (settings[field as keyof TextSettingsDto] as string | null) ?? "",
  );
  const effective = text.trim() || settings.defaults[name];
  const count = countSegments(renderTextTemplate(effective, SAMPLE));
  return (
    <FormField
      id={field}
      label={label}
      error={error}
      hint={
        <>
          <span aria-live="polite">
            About {count.segments} SMS segment{count.segments === 1 ? "" : "s"} ({count.encoding},{" "}
            {count.units} characters with sample values).
          </span>{" "}
          Empty: the default. Merge fields:{" "}
          {settings.mergeFields[name].map((merge, index) => (
            <React.Fragment key={merge}>
              {index > 0 ? ", " : null}
              <code>{`{{${merge}}}`}</code>
            </React.Fragment>
          ))}
          .
        </>
      }
    >
      {(control) => (
        <Textarea
          {...control}
          name={field}
          rows={3}
          maxLength={1600}
          value={text}
          placeholder={settings.defaults[name]}
          onChange={(event) => setText(event.target.value)}
        />
      )}
    </FormField>
  );
}

function Check({
  name,
  label,
  defaultChecked,
}: {
  name: string;
  label: string;
  defaultChecked: boolean;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        name={name}
        defaultChecked={defaultChecked}
        className="accent-primary size-4"
      />
      {label}
    </label>
  );
}

function SettingsForm({ settings }: { settings: TextSettingsDto }) {
  const update = useUpdateTextSettings();
  const [errors, setErrors] = React.useState<FieldErrors>({});

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "").trim();
    const invalid: FieldErrors = {};
    const hour = (name: string) => {
      const value = text(name);
      if (!/^\d{1,2}$/.test(value) || Number(value) > 23)
        invalid[name] = "Enter an hour from 0 to 23.";
      return Number(value);
    };
    const textQuietStart = hour("textQuietStart");
    const textQuietEnd = hour("textQuietEnd");
    if (text("textFrom") && text("textMessagingServiceSid"))
      invalid.textMessagingServiceSid = "Give a sender number or a messaging service, not both.";
    if (!/^[A-Za-z]{2}$/.test(text("country")))
      invalid.country = "Enter a two-letter country code, like US.";
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    update.mutate(
      {
        textFrom: text("textFrom") || null,
        textMessagingServiceSid: text("textMessagingServiceSid") || null,
        country: text("country").toUpperCase(),
        ...Object.fromEntries(TOGGLES.map(({ name }) => [name, data.get(name) === "on"])),
        ...Object.fromEntries(TEMPLATES.map(({ field }) => [field, text(field) || null])),
        textQuietStart,
        textQuietEnd,
        quoteReminderTextDays: data.getAll("quoteReminderTextDays").map(Number),
      },
      {
        onSuccess: () => toast({ title: "Text settings saved" }),
        onError: (error) => {
          const info = readApiError(error, "Your settings could not be saved. Please try again.");
          setErrors(info.fieldErrors);
          toast({ title: "Settings not saved", description: info.message, variant: "destructive" });
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Text settings" className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Sender</h2>
          </CardTitle>
          <CardDescription>
            Your own Twilio number or messaging service. Leave both empty to send from the shared
            QuoteCraft number.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-3">
          <Field
            id="textFrom"
            name="textFrom"
            label="Sender number"
            inputMode="tel"
            placeholder="+15125550100"
            defaultValue={settings.textFrom ?? ""}
            hint="In international form, with + and the country code."
            error={errors.textFrom}
          />
          <Field
            id="textMessagingServiceSid"
            name="textMessagingServiceSid"
            label="Messaging service SID"
            placeholder="MG…"
            defaultValue={settings.textMessagingServiceSid ?? ""}
            error={errors.textMessagingServiceSid}
          />
          <Field
            id="country"
            name="country"
            label="Country"
            maxLength={2}
            autoComplete="country"
            defaultValue={settings.country}
            hint="Customers' numbers are read as this country's (US: 512-555-0100)."
            error={errors.country}
          />
        </CardContent>
      </Card>

      {GROUPS.map((group, index) => (
        <Card key={group.title}>
          <CardHeader>
            <CardTitle>
              <h2>{group.title}</h2>
            </CardTitle>
            {index === 0 ? (
              <CardDescription>
                Only customers who agreed to texts get them; every text ends with how to opt out.
              </CardDescription>
            ) : null}
          </CardHeader>
          <CardContent className="grid gap-4">
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">Send by text</legend>
              {group.toggles.map((toggle) => (
                <Check
                  key={toggle.name}
                  name={toggle.name}
                  label={toggle.label}
                  defaultChecked={settings[toggle.name] === true}
                />
              ))}
            </fieldset>
            {group.templates.map((template) => (
              <TemplateField
                key={template.name}
                {...template}
                settings={settings}
                error={errors[template.field]}
              />
            ))}
          </CardContent>
        </Card>
      ))}

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Timing</h2>
          </CardTitle>
          <CardDescription>
            Automated texts due in quiet hours wait until they end ({settings.timeZone}). Your own
            replies are never held.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <Field
            id="textQuietStart"
            name="textQuietStart"
            type="number"
            inputMode="numeric"
            min={0}
            max={23}
            label="Quiet hours start (hour)"
            defaultValue={settings.textQuietStart}
            error={errors.textQuietStart}
          />
          <Field
            id="textQuietEnd"
            name="textQuietEnd"
            type="number"
            inputMode="numeric"
            min={0}
            max={23}
            label="Quiet hours end (hour)"
            defaultValue={settings.textQuietEnd}
            hint="The same hour twice: no quiet hours."
            error={errors.textQuietEnd}
          />
          <fieldset className="grid gap-2 sm:col-span-2" aria-describedby="text-days-hint">
            <legend className="mb-1 text-sm font-medium">Follow up by text on day</legend>
            {settings.quoteReminderDays.length === 0 ? (
              <p className="text-muted-foreground text-sm">No reminder days are set.</p>
            ) : (
              <div className="flex flex-wrap gap-4">
                {settings.quoteReminderDays.map((day) => (
                  <label key={day} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="quoteReminderTextDays"
                      value={day}
                      defaultChecked={settings.quoteReminderTextDays.includes(day)}
                      className="accent-primary size-4"
                    />
                    Day {day}
                  </label>
                ))}
              </div>
            )}
            <p id="text-days-hint" className="text-muted-foreground text-xs">
              The other reminder days go by mail. Reminder days are set under Company Profile.
            </p>
            {errors.quoteReminderTextDays ? (
              <p role="alert" className="text-destructive text-sm">
                {errors.quoteReminderTextDays}
              </p>
            ) : null}
          </fieldset>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? "Saving..." : "Save text settings"}
          </Button>
        </CardFooter>
      </Card>
    </form>
  );
}

/** /dashboard/texts: the company's texting settings (docs/texts.md). */
export function TextSettingsPage() {
  const settings = useTextSettings();
  return (
    <div className="mx-auto max-w-3xl">
      <SettingsHeader
        title="Texts"
        description="Text customers their quote and invoice links, follow-ups, visit notices and replies, from your own number or ours."
      />
      {settings.isPending ? (
        <div className="grid gap-3" aria-busy="true" aria-label="Loading text settings">
          <Skeleton className="h-32" />
          <Skeleton className="h-64" />
        </div>
      ) : settings.isError ? (
        <LoadError what="text settings" onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm key={JSON.stringify(settings.data)} settings={settings.data} />
      )}
    </div>
  );
}
