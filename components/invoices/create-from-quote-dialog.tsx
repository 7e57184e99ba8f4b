"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { Receipt } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useSubmitOnce } from "@/components/ui/use-submit-once";
import { readApiError } from "@/components/settings/api-error";
import { formatCurrency } from "@/lib/format";
import { isLineIncluded } from "@/lib/pricing/quote";
import type { QuoteDto } from "@/lib/quotes/types";
import type { InvoiceCreateInput } from "@/lib/validation/invoice";
import { invoiceHref, useCreateInvoice } from "./queries";

type Mode = "rest" | "percent" | "lines";

const MODES: { value: Mode; label: string; hint: string }[] = [
  {
    value: "rest",
    label: "The rest of the quote",
    hint: "Everything not invoiced yet (the whole quote the first time).",
  },
  { value: "percent", label: "A percentage", hint: "A share of every line, e.g. 50% up front." },
  { value: "lines", label: "Chosen lines", hint: "What is left of the lines you pick." },
];

/** The route's schema (zod): loaded when the dialog opens, not with the quote's page. */
const loadCreateSchema = () =>
  import("@/lib/validation/invoice").then(({ invoiceCreateSchema }) => invoiceCreateSchema);

/**
 * "Create invoice" on an approved quote: the rest of it (the default), a percentage of it, or
 * chosen lines (docs/pricing.md I4, I5), then opens the new draft.
 */
export function CreateInvoiceFromQuoteDialog({ quote }: { quote: QuoteDto }) {
  const router = useRouter();
  const [open, setOpen] = React.useState(false);
  const [mode, setMode] = React.useState<Mode>("rest");
  const [percent, setPercent] = React.useState("");
  const [lineIds, setLineIds] = React.useState<string[]>([]);
  const [errors, setErrors] = React.useState<Record<string, string | undefined>>({});
  const create = useCreateInvoice();
  const lines = [...quote.lines]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .filter((line) => isLineIncluded(line));

  function body(): NonNullable<InvoiceCreateInput> {
    if (mode === "percent")
      return {
        quoteId: quote.id,
        mode,
        percent: percent.trim() === "" ? Number.NaN : Number(percent),
      };
    if (mode === "lines") return { quoteId: quote.id, mode, lineIds };
    return { quoteId: quote.id, mode };
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = body();
    let invoiceCreateSchema: Awaited<ReturnType<typeof loadCreateSchema>>;
    try {
      invoiceCreateSchema = await loadCreateSchema();
    } catch {
      setErrors({ form: "The invoice could not be created. Please try again." });
      return;
    }
    const parsed = invoiceCreateSchema.safeParse(request);
    const next: Record<string, string | undefined> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        next[String(issue.path[0] ?? "form")] ??= issue.message;
    if (mode === "lines" && lineIds.length === 0) next.lineIds = "Choose at least one line.";
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      const invoice = await create.mutateAsync(request);
      setOpen(false);
      router.push(invoiceHref(invoice.id));
    } catch (error) {
      const info = readApiError(error, "The invoice could not be created. Please try again.");
      setErrors({ form: info.message });
    }
  }
  const submit = useSubmitOnce(onSubmit);

  const toggleLine = (id: string, checked: boolean) =>
    setLineIds((current) =>
      checked ? [...current.filter((one) => one !== id), id] : current.filter((one) => one !== id),
    );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setMode("rest");
          setPercent("");
          setLineIds([]);
          setErrors({});
          void loadCreateSchema().catch(() => undefined); // ready by the time it is sent
        }
      }}
    >
      <DialogTrigger asChild>
        <Button type="button">
          <Receipt aria-hidden="true" />
          Create invoice
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-lg">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Create an invoice from {quote.displayNumber}</DialogTitle>
            <DialogDescription>
              A draft invoice you can still edit before sending. Invoices of a quote never bill more
              than the quote; deposits paid on it are credited.
            </DialogDescription>
          </DialogHeader>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">What to bill</legend>
            {MODES.map((option) => (
              <label
                key={option.value}
                className="has-[:checked]:border-primary has-[:focus-visible]:ring-ring flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[:focus-visible]:ring-2"
              >
                <input
                  type="radio"
                  name="invoice-mode"
                  value={option.value}
                  checked={mode === option.value}
                  onChange={() => {
                    setMode(option.value);
                    setErrors({});
                  }}
                  aria-describedby={`invoice-mode-${option.value}-hint`}
                  className="accent-primary mt-0.5 size-4 shrink-0"
                />
                <span>
                  <span className="block font-medium">{option.label}</span>
                  <span
                    id={`invoice-mode-${option.value}-hint`}
                    className="text-muted-foreground block text-xs"
                  >
                    {option.hint}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          {mode === "percent" ? (
            <div className="grid gap-1.5">
              <Label htmlFor="invoice-percent">Percent of the quote</Label>
              <Input
                id="invoice-percent"
                type="number"
                inputMode="decimal"
                min={0.01}
                max={100}
                step={0.01}
                value={percent}
                onChange={(event) => setPercent(event.target.value)}
                aria-invalid={errors.percent ? true : undefined}
                aria-describedby={errors.percent ? "invoice-percent-error" : undefined}
                className="sm:max-w-40"
              />
              <FieldError id="invoice-percent-error" message={errors.percent} />
            </div>
          ) : null}
          {mode === "lines" ? (
            <fieldset
              className="grid gap-2"
              aria-describedby={errors.lineIds ? "invoice-lines-error" : undefined}
            >
              <legend className="mb-1 text-sm font-medium">Lines to bill</legend>
              {lines.length === 0 ? (
                <p className="text-muted-foreground text-sm">The quote has no lines to bill.</p>
              ) : (
                <ul className="max-h-64 divide-y overflow-y-auto rounded-md border">
                  {lines.map((line) => (
                    <li key={line.id} className="flex items-center gap-3 p-3 text-sm">
                      <Checkbox
                        id={`invoice-bill-line-${line.id}`}
                        checked={lineIds.includes(line.id)}
                        onCheckedChange={(checked) => toggleLine(line.id, checked === true)}
                      />
                      <Label
                        htmlFor={`invoice-bill-line-${line.id}`}
                        className="flex flex-1 justify-between gap-3 font-normal"
                      >
                        <span>{line.name}</span>
                        <span className="text-muted-foreground">
                          {formatCurrency(line.lineTotal)}
                        </span>
                      </Label>
                    </li>
                  ))}
                </ul>
              )}
              <FieldError id="invoice-lines-error" message={errors.lineIds} />
            </fieldset>
          ) : null}
          {errors.form || errors.mode || errors.quoteId ? (
            <p role="alert" className="text-destructive text-sm">
              {errors.form ?? errors.mode ?? errors.quoteId}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Creating..." : "Create invoice"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
