"use client";

import * as React from "react";
import { PlusIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { BuilderAction } from "@/lib/demo/builder-reducer";
import { MAX_LABOR_RATES, type BuilderState, type LocalLaborRate } from "@/lib/demo/builder-types";
import { toMoneyString } from "@/lib/pricing";
import { laborRateSchema } from "@/lib/validation/labor-rate";
import { MAX_NAME_LENGTH } from "@/lib/validation/service-values";
import { FormField } from "@/components/ui/form-field";

/** The rate as typed, checked by the labor-rate API's own rules: its decimal text, or the error. */
function parseRate(text: string): { rate: string } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === "") return { error: "Rate is required." };
  const parsed = laborRateSchema.shape.rate.safeParse(
    /^-?\d*\.?\d+$/.test(trimmed) ? Number(trimmed) : trimmed,
  );
  return parsed.success
    ? { rate: toMoneyString(parsed.data) }
    : { error: parsed.error.issues[0].message };
}

type Props = { state: BuilderState; dispatch: (action: BuilderAction) => void };

/** Labor rates: edits apply as soon as they are valid, and every linked price follows. */
export function LaborRatesEditor({ state, dispatch }: Props) {
  const usage = React.useMemo(() => {
    const counts = new Map<string, number>();
    for (const service of state.services) {
      if (service.laborRateId)
        counts.set(service.laborRateId, (counts.get(service.laborRateId) ?? 0) + 1);
    }
    return counts;
  }, [state.services]);

  return (
    <section aria-labelledby="rates-title" className="space-y-4">
      <div>
        <h2 id="rates-title" tabIndex={-1} className="text-xl font-semibold">
          Labor Rates
        </h2>
        <p className="text-muted-foreground text-sm">
          Link a rate to a service and its price includes rate × estimated time (one hour per unit
          for hourly services).
        </p>
      </div>
      {state.laborRates.length === 0 ? (
        <p className="text-muted-foreground rounded-xl border border-dashed p-6 text-center text-sm">
          No labor rates yet.
        </p>
      ) : (
        <ul className="grid gap-3">
          {state.laborRates.map((rate) => (
            <LaborRateRow
              key={rate.id}
              rate={rate}
              usedBy={usage.get(rate.id) ?? 0}
              dispatch={dispatch}
            />
          ))}
        </ul>
      )}
      <Button
        variant="outline"
        disabled={state.laborRates.length >= MAX_LABOR_RATES}
        onClick={() => dispatch({ type: "addLaborRate" })}
      >
        <PlusIcon aria-hidden="true" />
        Add labor rate
      </Button>
    </section>
  );
}

function LaborRateRow({
  rate,
  usedBy,
  dispatch,
}: {
  rate: LocalLaborRate;
  usedBy: number;
  dispatch: (action: BuilderAction) => void;
}) {
  // The typed text is local so half-typed values ("7", "75.") are not rewritten while typing.
  const [name, setName] = React.useState(rate.name);
  const [amount, setAmount] = React.useState(rate.rate);
  const nameError = name.trim() === "" ? "Name is required." : undefined;
  const price = parseRate(amount);
  const amountError = "error" in price ? price.error : undefined;

  const commit = (nextName: string, nextAmount: string) => {
    const parsed = parseRate(nextAmount);
    if (nextName.trim() === "" || "error" in parsed) return;
    dispatch({ type: "updateLaborRate", id: rate.id, name: nextName.trim(), rate: parsed.rate });
  };

  return (
    <li
      className="grid items-start gap-3 rounded-lg border p-4 sm:grid-cols-[1fr_10rem_auto]"
      data-testid="labor-rate-row"
    >
      <FormField id={`${rate.id}-name`} label="Rate name" error={nameError}>
        {(control) => (
          <Input
            {...control}
            value={name}
            maxLength={MAX_NAME_LENGTH}
            onChange={(event) => {
              setName(event.target.value);
              commit(event.target.value, amount);
            }}
          />
        )}
      </FormField>
      <FormField id={`${rate.id}-rate`} label="Rate ($/hour)" error={amountError}>
        {(control) => (
          <Input
            {...control}
            inputMode="decimal"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              commit(name, event.target.value);
            }}
          />
        )}
      </FormField>
      <div className="flex items-center gap-3 sm:mt-5.5">
        <span className="text-muted-foreground text-xs">
          {usedBy === 1 ? "Used by 1 service" : `Used by ${usedBy} services`}
        </span>
        <Button
          variant="ghost"
          size="icon"
          className="hover:text-destructive"
          aria-label={`Remove labor rate ${rate.name}`}
          onClick={() => {
            dispatch({ type: "removeLaborRate", id: rate.id });
            document.getElementById("rates-title")?.focus();
          }}
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
