/** GET/PATCH /api/company/text-settings (docs/texts.md): the company's texting settings. */
import { getCountries } from "libphonenumber-js";
import { z } from "zod";

const COUNTRIES = new Set<string>(getCountries());

/** A template: trimmed, at most 1,600 characters (ten segments); empty means the default. */
const template = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(1600, `${label} can have at most 1,600 characters.`)
    .refine((value) => !/[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F]/.test(value), {
      message: `${label} must not contain control characters.`,
    })
    .nullish()
    .transform((value) => (value ? value : null));

const flag = (label: string) => z.boolean({ error: `${label} must be true or false.` });

const hour = (label: string) =>
  z
    .number({ error: `${label} must be an hour from 0 to 23.` })
    .int(`${label} must be a whole hour.`)
    .min(0, `${label} must be an hour from 0 to 23.`)
    .max(23, `${label} must be an hour from 0 to 23.`);

export const textSettingsSchema = z
  .object({
    textFrom: z
      .string({ error: "textFrom must be text." })
      .trim()
      .regex(/^(\+[1-9]\d{6,14})?$/, "textFrom must be a number in E.164 form, like +15125550100.")
      .nullish()
      .transform((value) => (value ? value : null)),
    textMessagingServiceSid: z
      .string({ error: "textMessagingServiceSid must be text." })
      .trim()
      .regex(
        /^(MG[0-9a-fA-F]{32})?$/,
        "textMessagingServiceSid must be a Twilio messaging service SID (MG and 32 hex digits).",
      )
      .nullish()
      .transform((value) => (value ? value : null)),
    country: z
      .string({ error: "country must be a two-letter country code." })
      .trim()
      .toUpperCase()
      .refine(
        (value) => COUNTRIES.has(value),
        "country must be a supported two-letter country code.",
      ),
    textQuoteSent: flag("textQuoteSent"),
    textRequestReply: flag("textRequestReply"),
    textInvoiceSent: flag("textInvoiceSent"),
    textInvoiceReminder: flag("textInvoiceReminder"),
    textVisitBooked: flag("textVisitBooked"),
    textVisitReminder: flag("textVisitReminder"),
    textOnMyWay: flag("textOnMyWay"),
    textQuoteSentTemplate: template("textQuoteSentTemplate"),
    textFollowUpTemplate: template("textFollowUpTemplate"),
    textRequestReplyTemplate: template("textRequestReplyTemplate"),
    textInvoiceSentTemplate: template("textInvoiceSentTemplate"),
    textInvoiceReminderTemplate: template("textInvoiceReminderTemplate"),
    textVisitBookedTemplate: template("textVisitBookedTemplate"),
    textVisitReminderTemplate: template("textVisitReminderTemplate"),
    textOnMyWayTemplate: template("textOnMyWayTemplate"),
    textQuietStart: hour("textQuietStart"),
    textQuietEnd: hour("textQuietEnd"),
    quoteReminderTextDays: z
      .array(
        z
          .number({ error: "Follow-up text days must be numbers." })
          .int("Follow-up text days must be whole numbers.")
          .min(1, "Follow-up text days must be at least 1.")
          .max(90, "Follow-up text days must be at most 90."),
        { error: "quoteReminderTextDays must be a list of days." },
      )
      .max(5, "quoteReminderTextDays can have at most 5 days.")
      .refine((days) => new Set(days).size === days.length, "Follow-up text days must be distinct.")
      .transform((days) => [...days].sort((a, b) => a - b)),
  })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, "Send at least one setting to change.")
  .refine((value) => !(value.textFrom && value.textMessagingServiceSid), {
    message: "Give a sender number or a messaging service, not both.",
    path: ["textMessagingServiceSid"],
  });
export type TextSettingsInput = z.input<typeof textSettingsSchema>;
