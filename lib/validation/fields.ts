/** Field schemas shared by the client, task and quote schemas: bounded, messages naming the field. */
import { z } from "zod";
import { parseDay } from "@/lib/dates/day";
import {
  CONTROL_CHARACTERS_MESSAGE,
  idSchema,
  noControlCharacters,
} from "@/lib/validation/service";

export { idSchema };

/** Control characters but tab and newlines are refused in multi-line text too. */
const MULTILINE_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A required one-line text, trimmed. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} can have at most ${max.toLocaleString("en-US")} characters.`)
    .refine(noControlCharacters, CONTROL_CHARACTERS_MESSAGE);

/** An optional text (multi-line when asked), trimmed; empty means null. */
export const optionalText = (label: string, max: number, { multiline = false } = {}) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} can have at most ${max.toLocaleString("en-US")} characters.`)
    .refine(
      (value) => (multiline ? !MULTILINE_CONTROL.test(value) : noControlCharacters(value)),
      CONTROL_CHARACTERS_MESSAGE,
    )
    .nullish()
    .transform((value) => (value ? value : null));

/** An email address, trimmed; empty means null. */
export const optionalEmail = (label = "Email") =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(254, `${label} can have at most 254 characters.`)
    .refine((value) => value === "" || z.email().safeParse(value).success, {
      message: `${label} must be a valid email address.`,
    })
    .nullish()
    .transform((value) => (value ? value : null));

/** A calendar day "YYYY-MM-DD" between 2000 and 2100. */
export const daySchema = (label: string) =>
  z.string({ error: `${label} must be a date (YYYY-MM-DD).` }).refine((value) => {
    const date = parseDay(value);
    return date !== null && value >= "2000-01-01" && value <= "2100-12-31";
  }, `${label} must be a real date (YYYY-MM-DD) between 2000 and 2100.`);

/** A number with at most `places` decimals in [min, max]. */
export const decimalNumber = (label: string, { min, max, places }: Record<string, number>) =>
  z
    .number({ error: `${label} must be a number.` })
    .refine(Number.isFinite, `${label} must be a number.`)
    .min(min, `${label} must be at least ${min.toLocaleString("en-US")}.`)
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")}.`)
    .refine((value) => {
      const scaled = value * 10 ** places;
      return Math.abs(scaled - Math.round(scaled)) < 1e-6;
    }, `${label} can have at most ${places} decimals.`);

/** Page number of a short list (a webhook's deliveries). */
export const pageSchema = z.coerce
  .number({ error: "page must be a number." })
  .int("page must be a whole number.")
  .min(1, "page must be at least 1.")
  .max(10_000, "page must be at most 10,000.")
  .default(1);

/**
 * Where a list's page starts: the id of the last record of the page before (the answer's
 * `nextCursor`). Lists are read by keyset, never by page number (docs/scaling.md).
 */
export const cursorSchema = z
  .string({ error: "cursor must be a text." })
  .trim()
  .min(1, "cursor must not be empty.")
  .max(64, "cursor can have at most 64 characters.")
  .optional();

/** A search text of a list query. */
export const searchSchema = z
  .string()
  .trim()
  .max(100, "q can have at most 100 characters.")
  .optional()
  .transform((value) => (value ? value : undefined));
