"use client";

import * as React from "react";
import { AdjustmentFields, TaxRateField } from "@/components/documents/adjustments";
import type { PathErrors } from "@/components/documents/path-errors";
import type { InvoiceEditorAction, InvoiceEditorState } from "./form-state";

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
  return (
    <section aria-labelledby="invoice-adjustments-title" className="grid gap-4">
      <h2 id="invoice-adjustments-title" className="text-lg font-semibold">
        Discount and tax
      </h2>
      <AdjustmentFields
        id="invoice-discount"
        name="Discount"
        kind={state.discountType}
        value={state.discountValue}
        error={errors["discount.value"] ?? errors.discount}
        onKind={(discountType) => set({ discountType })}
        onValue={(discountValue) => set({ discountValue })}
      />
      <TaxRateField
        id="invoice-tax-rate"
        value={state.taxRate}
        error={errors.taxRate}
        onChange={(taxRate) => set({ taxRate })}
      />
    </section>
  );
}
