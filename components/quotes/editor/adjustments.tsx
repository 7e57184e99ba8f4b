"use client";

import * as React from "react";
import { AdjustmentFields, DocumentAdjustmentsSection } from "@/components/documents/adjustments";
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
    <DocumentAdjustmentsSection
      titleId="quote-adjustments-title"
      title="Discount, tax and deposit"
      discountId="quote-discount"
      taxRateId="quote-tax-rate"
      state={state}
      errors={errors}
      onChange={set}
    >
      <AdjustmentFields
        id="quote-deposit"
        name="Deposit"
        kind={state.depositType}
        value={state.depositValue}
        error={errors["deposit.value"] ?? errors.deposit}
        onKind={(depositType) => set({ depositType })}
        onValue={(depositValue) => set({ depositValue })}
      />
    </DocumentAdjustmentsSection>
  );
}
