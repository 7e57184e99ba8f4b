/**
 * Invoice request bodies (owner side, docs/invoices.md). The editor's forms and the route
 * handlers share these, so a form that passes here is a request the server accepts. Money
 * rules: docs/pricing.md, "Invoices".
 */
import { z } from "zod";
import {
  daySchema,
  decimalNumber,
  idSchema,
  optionalEmail,
  optionalText,
  cursorSchema,
  requiredText,
  searchSchema,
} from "@/lib/validation/fields";
import { moneySchema } from "@/lib/validation/service";
import {
  adjustment,
  MAX_QUOTE_AMOUNT,
  MAX_QUOTE_BODY_BYTES,
  MAX_QUOTE_LINES,
  quoteLineSchema,
} from "@/lib/validation/quote";
import {
  INVOICE_STATUS_FILTERS,
  INVOICE_TERMS_VALUES,
  MANUAL_INVOICE_PAYMENT_METHODS,
} from "@/lib/validation/invoice-values";

export const MAX_INVOICE_LINES = MAX_QUOTE_LINES;
export const MAX_INVOICE_BODY_BYTES = MAX_QUOTE_BODY_BYTES;

const termsSchema = z.enum(INVOICE_TERMS_VALUES, {
  error: `Terms must be one of: ${INVOICE_TERMS_VALUES.join(", ")}.`,
});

/**
 * POST /api/invoices: from an approved quote (`quoteId`, with `mode`: the rest of the quote
 * (default), a percentage, or chosen lines), from a client (`clientId`), or blank.
 */
export const invoiceCreateSchema = z
  .object({
    quoteId: idSchema.optional(),
    clientId: idSchema.optional(),
    mode: z
      .enum(["rest", "percent", "lines"], { error: "mode must be rest, percent or lines." })
      .optional(),
    percent: decimalNumber("Percent", { min: 0, max: 100, places: 2 })
      .refine((value) => value > 0, "Percent must be greater than 0.")
      .optional(),
    lineIds: z.array(idSchema).min(1, "Choose at least one line.").max(MAX_QUOTE_LINES).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.quoteId && value.clientId)
      ctx.addIssue({
        code: "custom",
        path: ["clientId"],
        message: "Send a quoteId or a clientId, not both.",
      });
    if (!value.quoteId && (value.mode || value.percent !== undefined || value.lineIds))
      ctx.addIssue({
        code: "custom",
        path: ["mode"],
        message: "mode, percent and lineIds go with a quoteId.",
      });
    if (value.mode === "percent" && value.percent === undefined)
      ctx.addIssue({ code: "custom", path: ["percent"], message: "Percent is required." });
    if (value.mode === "lines" && !value.lineIds)
      ctx.addIssue({ code: "custom", path: ["lineIds"], message: "Choose at least one line." });
  })
  .optional()
  .transform((value) => value ?? {});
export type InvoiceCreateInput = z.input<typeof invoiceCreateSchema>;
export type InvoiceCreateData = z.output<typeof invoiceCreateSchema>;

export const invoiceLineSchema = quoteLineSchema
  .omit({ optional: true, groupKey: true, selected: true, note: true, minutesPerUnit: true })
  .extend({
    /** The quote line it bills (kept from the invoice as created; null: an added line). */
    quoteLineId: idSchema.nullable(),
  });
export type InvoiceLineInput = z.input<typeof invoiceLineSchema>;

/** PUT /api/invoices/[id]: the full editable content (totals are the server's). */
export const invoiceSaveSchema = z
  .object({
    clientId: idSchema.nullable(),
    propertyId: idSchema.nullable(),
    title: optionalText("Title", 200),
    notes: optionalText("Notes", 5000, { multiline: true }),
    terms: termsSchema,
    issueDate: daySchema("Issue date"),
    dueDate: daySchema("Due date"),
    discount: adjustment("Discount").nullable(),
    taxRate: decimalNumber("Tax rate", { min: 0, max: 100, places: 3 }),
    lines: z.array(invoiceLineSchema).max(MAX_INVOICE_LINES, `At most ${MAX_INVOICE_LINES} lines.`),
  })
  .strict()
  .refine((value) => value.dueDate >= value.issueDate, {
    message: "Due date cannot be before the issue date.",
    path: ["dueDate"],
  });
export type InvoiceSaveInput = z.input<typeof invoiceSaveSchema>;
export type InvoiceSaveData = z.output<typeof invoiceSaveSchema>;

/** GET /api/invoices?status=&q=&cursor= */
export const invoiceListQuerySchema = z
  .object({
    status: z
      .enum(INVOICE_STATUS_FILTERS, {
        error: `status must be one of: ${INVOICE_STATUS_FILTERS.join(", ")}.`,
      })
      .optional(),
    q: searchSchema,
    cursor: cursorSchema,
  })
  .strict();
export type InvoiceListFilter = z.output<typeof invoiceListQuerySchema>;

/** POST /api/invoices/[id]/send: to defaults to the client's email. */
export const invoiceSendSchema = z
  .object({
    to: optionalEmail("To"),
    message: optionalText("Message", 5000, { multiline: true }),
  })
  .strict()
  .optional()
  .transform((value) => value ?? { to: null, message: null });
export type InvoiceSendInput = z.input<typeof invoiceSendSchema>;

/** POST /api/invoices/[id]/payments: money received by hand. */
export const invoicePaymentSchema = z
  .object({
    amount: moneySchema("Amount", MAX_QUOTE_AMOUNT * 10).refine(
      (value) => value > 0,
      "Amount must be greater than 0.",
    ),
    method: z.enum(MANUAL_INVOICE_PAYMENT_METHODS, {
      error: `Method must be one of: ${MANUAL_INVOICE_PAYMENT_METHODS.join(", ")}.`,
    }),
    reference: optionalText("Reference", 100),
    paidOn: daySchema("Paid on"),
    note: optionalText("Note", 500, { multiline: true }),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.method === "check" && !value.reference)
      ctx.addIssue({
        code: "custom",
        path: ["reference"],
        message: "Check number is required for a check.",
      });
  });
export type InvoicePaymentInput = z.input<typeof invoicePaymentSchema>;
export type InvoicePaymentData = z.output<typeof invoicePaymentSchema>;

/** POST /api/invoices/[id]/payments/[paymentId]/refund. */
export const invoiceRefundSchema = z
  .object({
    amount: moneySchema("Amount", MAX_QUOTE_AMOUNT * 10).refine(
      (value) => value > 0,
      "Amount must be greater than 0.",
    ),
    reason: requiredText("Reason", 500),
    paidOn: daySchema("Refunded on"),
  })
  .strict();
export type InvoiceRefundInput = z.input<typeof invoiceRefundSchema>;
export type InvoiceRefundData = z.output<typeof invoiceRefundSchema>;

/** POST /api/invoices/[id]/void. */
export const invoiceVoidSchema = z.object({ reason: requiredText("Reason", 500) }).strict();
export type InvoiceVoidInput = z.input<typeof invoiceVoidSchema>;

/** PATCH /api/invoices/[id]/reminders: the per-invoice off switch. */
export const invoiceRemindersSchema = z
  .object({ enabled: z.boolean({ error: "enabled must be true or false." }) })
  .strict();

/** GET/PATCH /api/company/invoice-settings. */
export const invoiceSettingsSchema = z
  .object({
    invoiceTerms: termsSchema,
    invoiceNotes: optionalText("invoiceNotes", 5000, { multiline: true }),
    invoiceReminderDays: z
      .array(
        z
          .number({ error: "Reminder days must be numbers." })
          .int("Reminder days must be whole numbers.")
          .min(-30, "Reminder days must be at least -30 (30 days before the due date).")
          .max(90, "Reminder days must be at most 90."),
      )
      .max(6, "invoiceReminderDays can have at most 6 days.")
      .refine((days) => new Set(days).size === days.length, "Reminder days must be distinct.")
      .transform((days) => [...days].sort((a, b) => a - b)),
    reviewLink: z
      .string({ error: "reviewLink must be text." })
      .trim()
      .max(500, "reviewLink can have at most 500 characters.")
      .refine(
        (value) => value === "" || /^https:\/\/\S+$/.test(value),
        "reviewLink must be an https:// address.",
      )
      .nullish()
      .transform((value) => (value ? value : null)),
  })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, "Send at least one setting to change.");
export type InvoiceSettingsInput = z.input<typeof invoiceSettingsSchema>;

export const invoiceParamsSchema = z.object({ id: idSchema }).strict();
export const invoicePaymentParamsSchema = z.object({ id: idSchema, paymentId: idSchema }).strict();
