"use client";

import * as React from "react";
import { Download, LoaderCircle } from "lucide-react";
import { PlanFeatureNote, usePlanFeature } from "@/components/billing/plan-feature";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField, type FieldErrors } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiRequest } from "@/components/query/client";
import { fileNameOf, saveFile } from "@/lib/browser/download";
import { readApiError } from "@/components/settings/api-error";
import { addDays, localTimeZone, todayIn } from "@/lib/dates";
import {
  DATASET_FORMATS,
  MAX_EXPORT_DAYS,
  type DateStyle,
  type ExportDataset,
  type ExportFormat,
} from "@/lib/validation/export";

const DATASETS: { value: ExportDataset; label: string }[] = [
  { value: "quotes", label: "Quotes with their lines" },
  { value: "requests", label: "Estimate requests with their items" },
  { value: "deposits", label: "Deposits received" },
  { value: "invoices", label: "Invoices with their lines" },
  { value: "payments", label: "Invoice payments and refunds" },
];

const FORMAT_LABELS: Record<ExportFormat, string> = {
  quickbooks: "QuickBooks Online",
  xero: "Xero",
  generic: "Spreadsheet (all columns)",
  bank: "Bank statement (CSV)",
};

/** Invoice and payment files name what they hold, as each dataset has its own layouts. */
const DATASET_FORMAT_LABELS: Partial<Record<ExportDataset, Partial<Record<ExportFormat, string>>>> =
  {
    invoices: { quickbooks: "Invoices — QuickBooks Online", xero: "Invoices — Xero" },
    payments: { bank: "Payments — bank statement (CSV)" },
  };

/** The formats a dataset is written in (lib/validation/export.ts), with their labels. */
const formatsOf = (dataset: ExportDataset) =>
  DATASET_FORMATS[dataset].map((value) => ({
    value,
    label: DATASET_FORMAT_LABELS[dataset]?.[value] ?? FORMAT_LABELS[value],
  }));

const selectClass = "border-input bg-background h-9 w-full rounded-md border px-3 text-sm";

/**
 * Accounting exports (docs/accounting-exports.md): a CSV of quotes, estimate requests,
 * deposits, invoices or invoice payments for a range of days, in the columns QuickBooks
 * Online or Xero import.
 */
export function AccountingExports() {
  const [dataset, setDataset] = React.useState<ExportDataset>("quotes");
  // QuickBooks, Xero and bank layouts are a plan feature; the spreadsheet format is every plan's.
  const accounting = usePlanFeature("accountingExports");
  const [chosenFormat, setFormat] = React.useState<ExportFormat>("quickbooks");
  const formats = formatsOf(dataset);
  const allowed = (value: ExportFormat) => value === "generic" || accounting.included;
  const usable = formats.filter((option) => allowed(option.value));
  // The format chosen, when this dataset has it (and the plan allows it), else its first one;
  // null when the plan allows none of its formats (invoices and payments have no spreadsheet).
  const format: ExportFormat | null = usable.some((option) => option.value === chosenFormat)
    ? chosenFormat
    : (usable[0]?.value ?? null);
  const [from, setFrom] = React.useState(() => addDays(todayIn(localTimeZone()), -89));
  const [to, setTo] = React.useState(() => todayIn(localTimeZone()));
  const [status, setStatus] = React.useState<"approved" | "all">("approved");
  const [dates, setDates] = React.useState<DateStyle>("us");
  const [accountCode, setAccountCode] = React.useState("200");
  const [taxType, setTaxType] = React.useState("Tax on Sales");
  const [pending, setPending] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = React.useState<FieldErrors>({});
  const [done, setDone] = React.useState<string | null>(null);

  async function download(event: React.FormEvent) {
    event.preventDefault();
    if (!format) return;
    setPending(true);
    setError(null);
    setFieldErrors({});
    setDone(null);
    const query = new URLSearchParams({ format, from, to });
    if (dataset === "quotes") query.set("status", status);
    if (format !== "generic") query.set("dates", dates);
    if (format === "xero") {
      query.set("accountCode", accountCode);
      query.set("taxType", taxType);
    }
    try {
      const res = await apiRequest("GET", `/api/exports/${dataset}?${query}`);
      const fileName = fileNameOf(res, "quotecraft-export.csv");
      saveFile(await res.blob(), fileName);
      setDone(`Downloaded ${fileName}.`);
    } catch (failure) {
      const info = readApiError(failure, "The export could not be made. Please try again.");
      setFieldErrors(info.fieldErrors);
      setError(info.message);
    } finally {
      setPending(false);
    }
  }

  const field = (name: string) => fieldErrors[name];

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id="accounting-exports-title">Accounting exports</h2>
        </CardTitle>
        <CardDescription>
          Download a CSV file for your bookkeeping: up to {MAX_EXPORT_DAYS} days at a time.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          aria-labelledby="accounting-exports-title"
          className="grid gap-4"
          onSubmit={(event) => void download(event)}
          noValidate
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="export-dataset" label="What to export" error={field("dataset")}>
              {(control) => (
                <select
                  {...control}
                  className={selectClass}
                  value={dataset}
                  onChange={(event) => setDataset(event.target.value as ExportDataset)}
                >
                  {DATASETS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField id="export-format" label="Format" error={field("format")}>
              {(control) => (
                <select
                  {...control}
                  className={selectClass}
                  value={format ?? formats[0]!.value}
                  onChange={(event) => setFormat(event.target.value as ExportFormat)}
                >
                  {formats.map((option) => (
                    <option
                      key={option.value}
                      value={option.value}
                      disabled={!allowed(option.value)}
                    >
                      {option.label}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <PlanFeatureNote feature="accountingExports" />
            <FormField id="export-from" label="From" error={field("from")}>
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  required
                  value={from}
                  onChange={(event) => setFrom(event.target.value)}
                />
              )}
            </FormField>
            <FormField id="export-to" label="To (included)" error={field("to")}>
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  required
                  value={to}
                  onChange={(event) => setTo(event.target.value)}
                />
              )}
            </FormField>
            {dataset === "quotes" ? (
              <FormField
                id="export-status"
                label="Quotes"
                error={field("status")}
                hint="Approved quotes are dated by their approval day; all quotes by the day they were made."
              >
                {(control) => (
                  <select
                    {...control}
                    className={selectClass}
                    value={status}
                    onChange={(event) => setStatus(event.target.value as "approved" | "all")}
                  >
                    <option value="approved">Approved only (to invoice)</option>
                    <option value="all">All current quotes</option>
                  </select>
                )}
              </FormField>
            ) : null}
            {format && format !== "generic" ? (
              <FormField id="export-dates" label="Date order" error={field("dates")}>
                {(control) => (
                  <select
                    {...control}
                    className={selectClass}
                    value={dates}
                    onChange={(event) => setDates(event.target.value as DateStyle)}
                  >
                    <option value="us">MM/DD/YYYY (United States)</option>
                    <option value="intl">DD/MM/YYYY (UK, Australia, elsewhere)</option>
                  </select>
                )}
              </FormField>
            ) : null}
            {format === "xero" && dataset !== "deposits" ? (
              <>
                <FormField
                  id="export-account"
                  label="Xero sales account code"
                  error={field("accountCode")}
                  hint="200 is Sales in Xero's standard chart of accounts."
                >
                  {(control) => (
                    <Input
                      {...control}
                      value={accountCode}
                      maxLength={10}
                      onChange={(event) => setAccountCode(event.target.value)}
                    />
                  )}
                </FormField>
                <FormField
                  id="export-tax"
                  label={`Xero tax rate for taxed ${dataset === "invoices" ? "invoices" : "quotes"}`}
                  error={field("taxType")}
                  hint={`Exactly as named in Xero; untaxed ${dataset === "invoices" ? "invoices" : "quotes"} use Tax Exempt.`}
                >
                  {(control) => (
                    <Input
                      {...control}
                      value={taxType}
                      maxLength={50}
                      onChange={(event) => setTaxType(event.target.value)}
                    />
                  )}
                </FormField>
              </>
            ) : null}
          </div>
          {error ? (
            <p role="alert" className="text-destructive text-sm">
              {error}
            </p>
          ) : null}
          <div>
            <Button
              type="submit"
              className="w-full sm:w-auto"
              disabled={pending || !format}
              aria-busy={pending}
            >
              {pending ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : (
                <Download aria-hidden="true" />
              )}
              {pending ? "Preparing the file..." : "Download CSV"}
            </Button>
          </div>
          <p className="sr-only" role="status" aria-live="polite">
            {pending ? "Preparing the export." : (done ?? "")}
          </p>
        </form>
        <div className="text-muted-foreground mt-6 grid gap-2 text-sm">
          <h3 className="text-foreground font-medium">Importing the file</h3>
          <p>
            <strong className="text-foreground">QuickBooks Online:</strong> for quotes, requests and
            invoices, go to Settings → Import data → Invoices and upload the file; the columns are
            named as QuickBooks expects, so they map themselves. Product/service names that
            QuickBooks does not know yet must be created or matched. For deposits, upload the file
            to your bank account under Transactions → Bank transactions → Upload transactions.
          </p>
          <p>
            <strong className="text-foreground">Xero:</strong> for quotes, requests and invoices, go
            to Sales → Invoices → Import, choose &quot;Tax exclusive&quot; amounts and upload the
            file; the invoices arrive as drafts. For deposits, import the file as a bank statement
            of the account the money went into.
          </p>
          <p>
            <strong className="text-foreground">Invoices and their payments:</strong> drafts and
            voided invoices are left out. Payments and refunds (negative) come as one bank-statement
            file (Date, Description, Amount) that both QuickBooks and Xero read: upload it to the
            account the money went into, confirm the date order you downloaded, then match each line
            to its invoice.
          </p>
          <p>
            Amounts are exact to the cent; each line fee and the discount is a line of its own.
            Sales tax is computed by QuickBooks or Xero from your tax settings (QuoteCraft&apos;s
            own tax figure is in the QuickBooks memo and the spreadsheet format). These are files,
            not a live connection: nothing reaches QuickBooks or Xero until you import it.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
