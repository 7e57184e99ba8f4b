/**
 * What an accounting export may ask for (docs/accounting-exports.md): the dataset, the
 * file layout, an inclusive range of calendar days and the layout's options. Shared by the
 * route (validation) and the Integrations page (its form).
 */
import { z } from "zod";
import { parseDay } from "@/lib/dates/day";

export const EXPORT_DATASETS = ["quotes", "requests", "deposits", "invoices", "payments"] as const;
export type ExportDataset = (typeof EXPORT_DATASETS)[number];

export const EXPORT_FORMATS = ["quickbooks", "xero", "generic", "bank"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * The layouts each dataset is written in: invoices in QuickBooks' or Xero's invoice import,
 * invoice payments as one bank-statement file both import ("bank").
 */
export const DATASET_FORMATS: Record<ExportDataset, readonly ExportFormat[]> = {
  quotes: ["quickbooks", "xero", "generic"],
  requests: ["quickbooks", "xero", "generic"],
  deposits: ["quickbooks", "xero", "generic"],
  invoices: ["quickbooks", "xero"],
  payments: ["bank"],
};

/** Why a dataset cannot be written in a format (null: it can); the route answers it as a 400 on `format`. */
export function formatProblem(dataset: ExportDataset, format: ExportFormat): string | null {
  const formats = DATASET_FORMATS[dataset];
  if (formats.includes(format)) return null;
  const names =
    formats.length === 1 ? formats[0] : `${formats.slice(0, -1).join(", ")} or ${formats.at(-1)}`;
  return `format must be ${names} for ${dataset}.`;
}

/** The longest range one file covers; a longer period is exported year by year. */
export const MAX_EXPORT_DAYS = 366;

export const DATE_STYLES = ["us", "intl"] as const;
export type DateStyle = (typeof DATE_STYLES)[number];

const day = (field: string) =>
  z
    .string({ error: `${field} is required (YYYY-MM-DD).` })
    .refine((value) => parseDay(value) !== null, `${field} must be a date as YYYY-MM-DD.`);

/** Xero's account code and tax rate name: short plain text, as Xero shows them. */
const xeroText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[\p{L}\p{N} %().&/-]+$/u, "Use letters, digits, spaces and % ( ) . & / - only.");

export const exportParamsSchema = z.object({
  dataset: z.enum(EXPORT_DATASETS, {
    error: "dataset must be quotes, requests, deposits, invoices or payments.",
  }),
});

export const exportQuerySchema = z
  .object({
    format: z.enum(EXPORT_FORMATS, { error: "format must be quickbooks, xero, generic or bank." }),
    from: day("from"),
    to: day("to"),
    /** Quotes only: approved quotes (what becomes an invoice) or every current quote. */
    status: z
      .enum(["approved", "all"], { error: "status must be approved or all." })
      .default("approved"),
    /** Day order in the file: us = MM/DD/YYYY, intl = DD/MM/YYYY (generic: always YYYY-MM-DD). */
    dates: z.enum(DATE_STYLES, { error: "dates must be us or intl." }).default("us"),
    /** Xero: the sales account lines are coded to. */
    accountCode: xeroText(10).default("200"),
    /** Xero: the tax rate name of taxed lines, exactly as in Xero. */
    taxType: xeroText(50).default("Tax on Sales"),
  })
  .strict()
  .superRefine((query, ctx) => {
    const from = parseDay(query.from);
    const to = parseDay(query.to);
    if (!from || !to) return;
    if (to < from) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "to must not be before from." });
      return;
    }
    const days = (to.getTime() - from.getTime()) / 86_400_000 + 1;
    if (days > MAX_EXPORT_DAYS)
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `At most ${MAX_EXPORT_DAYS} days per export.`,
      });
  });

export type ExportQuery = z.infer<typeof exportQuerySchema>;
