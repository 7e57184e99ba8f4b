"use client";

import * as React from "react";
import { FieldError } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import type { FeeType } from "@/lib/pricing";
import { EditorSection } from "./editor-section";
import type { PathErrors } from "./path-errors";

/** How a discount (or a quote's deposit) is taken: not at all, a percent, or an amount. */
export type AdjustmentKind = "none" | FeeType;

const KIND_LABELS: Record<AdjustmentKind, string> = {
  none: "None",
  percentage: "Percent",
  fixed: "Fixed amount",
};

/** An adjustment's kind and, unless it is "none", its percent or amount. */
export function AdjustmentFields({
  id,
  name,
  kind,
  value,
  error,
  onKind,
  onValue,
}: {
  /** The value input's id (`quote-discount`); the kind's is `<id>-type`. */
  id: string;
  name: "Discount" | "Deposit";
  kind: AdjustmentKind;
  value: string;
  error?: string;
  onKind: (kind: AdjustmentKind) => void;
  onValue: (value: string) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-type`}>{name} type</Label>
        <NativeSelect
          id={`${id}-type`}
          value={kind}
          onChange={(event) => onKind(event.target.value as AdjustmentKind)}
        >
          {(Object.keys(KIND_LABELS) as AdjustmentKind[]).map((option) => (
            <option key={option} value={option}>
              {KIND_LABELS[option]}
            </option>
          ))}
        </NativeSelect>
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
          <FieldError id={`${id}-error`} message={error} />
        </div>
      ) : null}
    </div>
  );
}

/** The tax rate in percent. */
export function TaxRateField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1.5 sm:max-w-[50%] sm:pr-1.5">
      <Label htmlFor={id}>Tax rate (%)</Label>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        max={100}
        step={0.001}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The discount and tax rate every priced document's editor state has. */
export type DiscountAndTax = {
  discountType: AdjustmentKind;
  discountValue: string;
  taxRate: string;
};

/**
 * A priced document's adjustments section: the discount and the tax rate, then what only one
 * document has (`children`: a quote's deposit).
 */
export function DocumentAdjustmentsSection({
  titleId,
  title,
  discountId,
  taxRateId,
  state,
  errors,
  onChange,
  children,
}: {
  titleId: string;
  title: string;
  /** The discount value input's id (its kind's: `<discountId>-type`). */
  discountId: string;
  taxRateId: string;
  state: DiscountAndTax;
  errors: PathErrors;
  onChange: (changes: Partial<DiscountAndTax>) => void;
  children?: React.ReactNode;
}) {
  return (
    <EditorSection titleId={titleId} title={title}>
      <AdjustmentFields
        id={discountId}
        name="Discount"
        kind={state.discountType}
        value={state.discountValue}
        error={errors["discount.value"] ?? errors.discount}
        onKind={(discountType) => onChange({ discountType })}
        onValue={(discountValue) => onChange({ discountValue })}
      />
      <TaxRateField
        id={taxRateId}
        value={state.taxRate}
        error={errors.taxRate}
        onChange={(taxRate) => onChange({ taxRate })}
      />
      {children}
    </EditorSection>
  );
}
