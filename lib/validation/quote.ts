/**
 * Quote request bodies (owner side). The editor's form and the route handlers share these,
 * so a form that passes here is a save the server accepts. Rules for groups and optional
 * lines: docs/pricing.md, "Quotes".
 */
import { z } from "zod";
import { FEE_TYPES, MAX_QUANTITY, UNIT_TYPES } from "@/lib/pricing";
import { MANUAL_PAYMENT_METHODS, QUOTE_STATUSES } from "@/lib/validation/quote-values";

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

export const MAX_QUOTE_LINES = 200;
export const MAX_QUOTE_GROUPS = 20;
export const MAX_QUOTE_BODY_BYTES = 256 * 1024;
/** A unit price or a fixed fee, discount or deposit: the price book's bound. */
export const MAX_QUOTE_AMOUNT = 1_000_000;

const nullableId = idSchema.nullable();

/** POST /api/quotes: from a request, from a client, or blank (no body or `{}`). */
export const quoteCreateSchema = z
  .object({ estimateRequestId: idSchema.optional(), clientId: idSchema.optional() })
  .strict()
  .refine((value) => !(value.estimateRequestId && value.clientId), {
    message: "Send an estimateRequestId or a clientId, not both.",
    path: ["clientId"],
  })
  .optional()
  .transform((value) => value ?? {});
export type QuoteCreateInput = z.input<typeof quoteCreateSchema>;

/** A percentage (0–100, 2 decimals, as stored) or a fixed USD amount. */
export const adjustment = (label: string) =>
  z
    .object({
      type: z.enum(FEE_TYPES, { error: `${label} type must be percentage or fixed.` }),
      value: z.number({ error: `${label} value must be a number.` }),
    })
    .strict()
    .superRefine((value, ctx) => {
      const schema =
        value.type === "percentage"
          ? decimalNumber(`${label} percentage`, { min: 0, max: 100, places: 2 })
          : moneySchema(`${label} amount`, MAX_QUOTE_AMOUNT);
      const result = schema.safeParse(value.value);
      if (!result.success)
        ctx.addIssue({ code: "custom", path: ["value"], message: result.error.issues[0].message });
    });

export const quoteLineSchema = z
  .object({
    serviceId: nullableId,
    name: requiredText("Name", 200),
    description: optionalText("Description", 2000, { multiline: true }),
    unitType: z.enum(UNIT_TYPES, { error: `Unit type must be one of: ${UNIT_TYPES.join(", ")}.` }),
    unitPrice: moneySchema("Unit price", MAX_QUOTE_AMOUNT),
    quantity: decimalNumber("Quantity", { min: 0, max: MAX_QUANTITY, places: 2 }).refine(
      (value) => value > 0,
      "Quantity must be greater than 0.",
    ),
    fee: z
      .object({
        name: requiredText("Fee name", 120),
        type: z.enum(FEE_TYPES, { error: "Fee type must be percentage or fixed." }),
        value: z.number({ error: "Fee value must be a number." }),
      })
      .strict()
      .superRefine((fee, ctx) => {
        const schema =
          fee.type === "percentage"
            ? decimalNumber("Fee percentage", { min: 0, max: 100, places: 2 })
            : moneySchema("Fee amount", MAX_QUOTE_AMOUNT);
        const result = schema.safeParse(fee.value);
        if (!result.success)
          ctx.addIssue({
            code: "custom",
            path: ["value"],
            message: result.error.issues[0].message,
          });
      })
      .nullable(),
    minutesPerUnit: z
      .number({ error: "Minutes per unit must be a number." })
      .int("Minutes per unit must be a whole number.")
      .min(0, "Minutes per unit must be at least 0.")
      .max(100_000, "Minutes per unit must be at most 100,000."),
    note: optionalText("Line note", 1000, { multiline: true }),
    optional: z.boolean({ error: "optional must be true or false." }),
    groupKey: z.string().trim().min(1, "Group key is required.").max(64).nullable(),
    selected: z.boolean({ error: "selected must be true or false." }),
  })
  .strict();
export type QuoteLineInput = z.input<typeof quoteLineSchema>;

/**
 * PUT /api/quotes/[id]: the full editable content. Line order is array order; a line's
 * groupKey names a `groups[].key` of the same body. A group needs at least two lines and
 * exactly one of them selected (the preselected option).
 */
export const quoteSaveSchema = z
  .object({
    clientId: nullableId,
    title: optionalText("Title", 200),
    message: optionalText("Message", 5000, { multiline: true }),
    terms: optionalText("Terms", 5000, { multiline: true }),
    discount: adjustment("Discount").nullable(),
    taxRate: decimalNumber("Tax rate", { min: 0, max: 100, places: 3 }),
    deposit: adjustment("Deposit").nullable(),
    expiresAt: daySchema("Expiry date").nullable(),
    groups: z
      .array(
        z
          .object({
            key: z.string().trim().min(1, "Group key is required.").max(64),
            name: requiredText("Group name", 120),
          })
          .strict(),
      )
      .max(MAX_QUOTE_GROUPS, `At most ${MAX_QUOTE_GROUPS} option groups.`),
    lines: z.array(quoteLineSchema).max(MAX_QUOTE_LINES, `At most ${MAX_QUOTE_LINES} lines.`),
  })
  .strict()
  .superRefine((quote, ctx) => {
    const keys = new Map<string, number>();
    quote.groups.forEach((group, index) => {
      if (keys.has(group.key))
        ctx.addIssue({
          code: "custom",
          path: ["groups", index, "key"],
          message: "Group keys must be unique.",
        });
      else keys.set(group.key, index);
    });
    const lineCounts = quote.groups.map(() => 0);
    const selectedCounts = quote.groups.map(() => 0);
    quote.lines.forEach((line, index) => {
      if (line.groupKey === null) return;
      const group = keys.get(line.groupKey);
      if (group === undefined) {
        ctx.addIssue({
          code: "custom",
          path: ["lines", index, "groupKey"],
          message: "groupKey must name one of the quote's groups.",
        });
        return;
      }
      lineCounts[group] += 1;
      if (line.selected) selectedCounts[group] += 1;
    });
    quote.groups.forEach((group, index) => {
      if (lineCounts[index] < 2)
        ctx.addIssue({
          code: "custom",
          path: ["groups", index],
          message: `Option group "${group.name}" needs at least 2 options.`,
        });
      else if (selectedCounts[index] !== 1)
        ctx.addIssue({
          code: "custom",
          path: ["groups", index],
          message: `Option group "${group.name}" needs exactly one preselected option.`,
        });
    });
  });
export type QuoteSaveInput = z.input<typeof quoteSaveSchema>;
export type QuoteSaveData = z.output<typeof quoteSaveSchema>;

/** GET /api/quotes?status=&q=&cursor= */
export const quoteListQuerySchema = z
  .object({
    status: z
      .enum(QUOTE_STATUSES, { error: `status must be one of: ${QUOTE_STATUSES.join(", ")}.` })
      .optional(),
    q: searchSchema,
    cursor: cursorSchema,
    /** "me": only the quotes assigned to the caller (docs/team.md). */
    assigned: z.enum(["me"], "assigned must be: me.").optional(),
  })
  .strict();
export type QuoteListFilter = z.output<typeof quoteListQuerySchema>;

/** POST /api/quotes/[id]/send: to defaults to the client's email. */
export const quoteSendSchema = z
  .object({
    to: optionalEmail("To"),
    message: optionalText("Message", 5000, { multiline: true }),
  })
  .strict()
  .optional()
  .transform((value) => value ?? { to: null, message: null });
export type QuoteSendInput = z.input<typeof quoteSendSchema>;

/** POST /api/quotes/[id]/payments. */
export const quotePaymentSchema = z
  .object({
    amount: moneySchema("Amount", 10_000_000).refine(
      (value) => value > 0,
      "Amount must be greater than 0.",
    ),
    method: z.enum(MANUAL_PAYMENT_METHODS, {
      error: `Method must be one of: ${MANUAL_PAYMENT_METHODS.join(", ")}.`,
    }),
    paidOn: daySchema("Paid on"),
    note: optionalText("Note", 500, { multiline: true }),
  })
  .strict();
export type QuotePaymentInput = z.input<typeof quotePaymentSchema>;

/** GET/PATCH /api/company/quote-settings. */
export const quoteSettingsSchema = z
  .object({
    quoteValidDays: z
      .number({ error: "quoteValidDays must be a number of days." })
      .int("quoteValidDays must be a whole number of days.")
      .min(1, "quoteValidDays must be at least 1.")
      .max(365, "quoteValidDays must be at most 365."),
    quoteTerms: optionalText("quoteTerms", 5000, { multiline: true }),
    quoteReminderDays: z
      .array(
        z
          .number({ error: "Reminder days must be numbers." })
          .int("Reminder days must be whole numbers.")
          .min(1, "Reminder days must be at least 1.")
          .max(90, "Reminder days must be at most 90."),
      )
      .max(5, "quoteReminderDays can have at most 5 days.")
      .refine((days) => new Set(days).size === days.length, "Reminder days must be distinct.")
      .transform((days) => [...days].sort((a, b) => a - b)),
  })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, "Send at least one setting to change.");
export type QuoteSettingsInput = z.input<typeof quoteSettingsSchema>;

export const quoteParamsSchema = z.object({ id: idSchema }).strict();
