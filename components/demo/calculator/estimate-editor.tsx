"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type {
  CustomerField,
  DemoCustomerInfo,
  DemoEstimateAction,
  DemoEstimateState,
} from "@/lib/demo/estimate-reducer";
import { EstimateLineList } from "./estimate-line-list";
import { EstimateTotals } from "./estimate-totals";

type Props = { state: DemoEstimateState; dispatch: React.Dispatch<DemoEstimateAction> };

const CUSTOMER_FIELDS: {
  field: CustomerField;
  placeholder: string;
  type: string;
  autoComplete: string;
}[] = [
  { field: "name", placeholder: "Customer Name", type: "text", autoComplete: "name" },
  { field: "email", placeholder: "Email Address", type: "email", autoComplete: "email" },
  {
    field: "address",
    placeholder: "Service Address",
    type: "text",
    autoComplete: "street-address",
  },
];

/**
 * The editing side of the panel. The customer fields and 'Generate Estimate' form one form,
 * so Enter in a field generates. 'Generate Estimate' is aria-disabled rather than disabled
 * with no services: it looks and announces disabled, stays focusable, and explains itself
 * with the spec's 'No Services Selected' toast when pressed.
 */
export function EstimateEditor({ state, dispatch }: Props) {
  const empty = state.lines.length === 0;
  return (
    <form
      noValidate
      aria-label="Estimate"
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        dispatch({ type: "generate" });
      }}
    >
      <CustomerFields customer={state.customer} dispatch={dispatch} />

      <EstimateLineList lines={state.lines} dispatch={dispatch} />
      {!empty && <EstimateTotals totals={state.totals} />}

      <EditorActions empty={empty} dispatch={dispatch} />
    </form>
  );
}

/** Memoized: a line or quantity change re-renders neither button (only emptiness matters). */
const EditorActions = React.memo(function EditorActions({
  empty,
  dispatch,
}: {
  empty: boolean;
  dispatch: React.Dispatch<DemoEstimateAction>;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
      <Button type="button" variant="outline" onClick={() => dispatch({ type: "reset" })}>
        Clear All
      </Button>
      <Button type="submit" aria-disabled={empty} className="aria-disabled:opacity-50">
        Generate Estimate
      </Button>
    </div>
  );
});

/** Memoized: adding lines or changing quantities leaves the customer inputs alone. */
const CustomerFields = React.memo(function CustomerFields({
  customer,
  dispatch,
}: {
  customer: DemoCustomerInfo;
  dispatch: React.Dispatch<DemoEstimateAction>;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">Customer details</legend>
      {CUSTOMER_FIELDS.map(({ field, placeholder, type, autoComplete }) => (
        <div key={field}>
          <Label htmlFor={`customer-${field}`} className="sr-only">
            {placeholder}
          </Label>
          <Input
            id={`customer-${field}`}
            type={type}
            placeholder={placeholder}
            autoComplete={autoComplete}
            maxLength={200}
            value={customer[field]}
            onChange={(event) =>
              dispatch({ type: "setCustomer", field, value: event.target.value })
            }
          />
        </div>
      ))}
    </fieldset>
  );
});
