"use client";

import * as React from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import type { AdjustmentKind, EditorAction, EditorState } from "./form-state";
import type { PathErrors } from "./path-errors";

const KIND_LABELS: Record<AdjustmentKind, string> = {
  none: "None",
  percentage: "Percent",
  fixed: "Fixed amount",
};

function Message({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} role="alert" className="text-destructive text-sm">
      {message}
    </p>
  ) : null;
}

function AdjustmentFields({
  name,
  kind,
  value,
  error,
  onKind,
  onValue,
}: {
  name: "Discount" | "Deposit";
  kind: AdjustmentKind;
  value: string;
  error?: string;
  onKind: (kind: AdjustmentKind) => void;
  onValue: (value: string) => void;
}) {
  const id = `quote-${name.toLowerCase()}`;
  return (
    <div className="grid grid-cols-2 gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-type`}>{name} type</Label>
        <Select value={kind} onValueChange={(next) => onKind(next as AdjustmentKind)}>
          <SelectTrigger id={`${id}-type`} className="w-full">
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
      {kind !== "none" ? (
        <div className="grid gap-1.5">
          <Label htmlFor={id}>
            {name}
            <span className="text-muted-foreground font-normal">
              {kind === "percentage" ? " (%)" : " ($)"}
            </span>
          </Label>
          <Input
            id={id}
            aria-label={name}
            type="number"
            inputMode="decimal"
            min={0}
            max={kind === "percentage" ? 100 : undefined}
            step={0.01}
            value={value}
            onChange={(event) => onValue(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <Message id={`${id}-error`} message={error} />
        </div>
      ) : null}
    </div>
  );
}

/** Discount, tax rate and deposit. */
export function AdjustmentsSection({
  state,
  errors,
  dispatch,
}: {
  state: EditorState;
  errors: PathErrors;
  dispatch: React.Dispatch<EditorAction>;
}) {
  const set = (changes: Partial<EditorState>) => dispatch({ type: "set", changes });
  const taxError = errors.taxRate;
  return (
    <section aria-labelledby="quote-adjustments-title" className="grid gap-4">
      <h2 id="quote-adjustments-title" className="text-lg font-semibold">
        Discount, tax and deposit
      </h2>
      <AdjustmentFields
        name="Discount"
        kind={state.discountType}
        value={state.discountValue}
        error={errors["discount.value"] ?? errors.discount}
        onKind={(discountType) => set({ discountType })}
        onValue={(discountValue) => set({ discountValue })}
      />
      <div className="grid gap-1.5 sm:max-w-[50%] sm:pr-1.5">
        <Label htmlFor="quote-tax-rate">Tax rate (%)</Label>
        <Input
          id="quote-tax-rate"
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step={0.001}
          value={state.taxRate}
          onChange={(event) => set({ taxRate: event.target.value })}
          aria-invalid={taxError ? true : undefined}
          aria-describedby={taxError ? "quote-tax-rate-error" : undefined}
        />
        <Message id="quote-tax-rate-error" message={taxError} />
      </div>
      <AdjustmentFields
        name="Deposit"
        kind={state.depositType}
        value={state.depositValue}
        error={errors["deposit.value"] ?? errors.deposit}
        onKind={(depositType) => set({ depositType })}
        onValue={(depositValue) => set({ depositValue })}
      />
    </section>
  );
}
