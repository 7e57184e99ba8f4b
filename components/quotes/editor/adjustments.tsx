"use client";

import * as React from "react";
import { AdjustmentFields, TaxRateField } from "@/components/documents/adjustments";
import type { PathErrors } from "@/components/documents/path-errors";
import type { EditorAction, EditorState } from "./form-state";

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
  return (
    <section aria-labelledby="quote-adjustments-title" className="grid gap-4">
      <h2 id="quote-adjustments-title" className="text-lg font-semibold">
        Discount, tax and deposit
      </h2>
      <AdjustmentFields
        id="quote-discount"
        name="Discount"
        kind={state.discountType}
        value={state.discountValue}
        error={errors["discount.value"] ?? errors.discount}
        onKind={(discountType) => set({ discountType })}
        onValue={(discountValue) => set({ discountValue })}
      />
      <TaxRateField
        id="quote-tax-rate"
        value={state.taxRate}
        error={errors.taxRate}
        onChange={(taxRate) => set({ taxRate })}
      />
      <AdjustmentFields
        id="quote-deposit"
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
