"use client";

import * as React from "react";
import { FieldError } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import type { PathErrors } from "@/components/quotes/editor/path-errors";
import type { AdjustmentKind, InvoiceEditorAction, InvoiceEditorState } from "./form-state";

const KIND_LABELS: Record<AdjustmentKind, string> = {
  none: "None",
  percentage: "Percent",
  fixed: "Fixed amount",
};

/** Discount and tax rate. */
export function AdjustmentsSection({
  state,
  errors,
  dispatch,
}: {
  state: InvoiceEditorState;
  errors: PathErrors;
  dispatch: React.Dispatch<InvoiceEditorAction>;
}) {
  const set = (changes: Partial<InvoiceEditorState>) => dispatch({ type: "set", changes });
  const discountError = errors["discount.value"] ?? errors.discount;
  const taxError = errors.taxRate;
  return (
    <section aria-labelledby="invoice-adjustments-title" className="grid gap-4">
      <h2 id="invoice-adjustments-title" className="text-lg font-semibold">
        Discount and tax
      </h2>
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="invoice-discount-type">Discount type</Label>
          <Select
            value={state.discountType}
            onValueChange={(next) => set({ discountType: next as AdjustmentKind })}
          >
            <SelectTrigger id="invoice-discount-type" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {(Object.keys(KIND_LABELS) as AdjustmentKind[]).map((option) => (
                <SelectItem key={option} value={option}>
                  {KIND_LABELS[option]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {state.discountType !== "none" ? (
          <div className="grid gap-1.5">
            <Label htmlFor="invoice-discount">
              Discount
              <span className="text-muted-foreground font-normal">
                {state.discountType === "percentage" ? " (%)" : " ($)"}
              </span>
            </Label>
            <Input
              id="invoice-discount"
              aria-label="Discount"
              type="number"
              inputMode="decimal"
              min={0}
              max={state.discountType === "percentage" ? 100 : undefined}
              step={0.01}
              value={state.discountValue}
              onChange={(event) => set({ discountValue: event.target.value })}
              aria-invalid={discountError ? true : undefined}
              aria-describedby={discountError ? "invoice-discount-error" : undefined}
            />
            <FieldError id="invoice-discount-error" message={discountError} />
          </div>
        ) : null}
      </div>
      <div className="grid gap-1.5 sm:max-w-[50%] sm:pr-1.5">
        <Label htmlFor="invoice-tax-rate">Tax rate (%)</Label>
        <Input
          id="invoice-tax-rate"
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step={0.001}
          value={state.taxRate}
          onChange={(event) => set({ taxRate: event.target.value })}
          aria-invalid={taxError ? true : undefined}
          aria-describedby={taxError ? "invoice-tax-rate-error" : undefined}
        />
        <FieldError id="invoice-tax-rate-error" message={taxError} />
      </div>
    </section>
  );
}
