"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/form-field";
import { cn } from "@/lib/utils";
import { customRangeError, PAGE_PRESETS, type AnalyticsRange } from "./range";

/**
 * The period of the analytics page: four presets (a group of toggle buttons) and a custom
 * from/to range with labelled date inputs; a bad range is named at its field, never sent.
 */
export function RangePicker({
  range,
  onChange,
  defaultDays,
}: {
  range: AnalyticsRange;
  onChange: (range: AnalyticsRange) => void;
  /** The days the custom form starts from (the range shown). */
  defaultDays: { from: string; to: string } | null;
}) {
  const [customOpen, setCustomOpen] = React.useState(range.kind === "custom");
  const [errors, setErrors] = React.useState<{ from?: string; to?: string }>({});
  const fromRef = React.useRef<HTMLInputElement>(null);
  // What the owner types is kept as typed; the days shown fill the form when it opens.
  const initial = range.kind === "custom" ? range : defaultDays;
  const [days, setDays] = React.useState({ from: initial?.from ?? "", to: initial?.to ?? "" });

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const from = days.from.trim();
    const to = days.to.trim();
    const error = customRangeError(from, to);
    if (error) {
      setErrors({ [error.field]: error.message });
      return;
    }
    setErrors({});
    onChange({ kind: "custom", from, to });
  }

  return (
    <div className="grid gap-3">
      <div role="group" aria-label="Date range" className="flex flex-wrap gap-2">
        {PAGE_PRESETS.map((option) => {
          const active = range.kind === "preset" && range.preset === option.preset;
          return (
            <Button
              key={option.preset}
              type="button"
              size="sm"
              variant={active ? "default" : "outline"}
              aria-pressed={active}
              onClick={() => {
                setCustomOpen(false);
                setErrors({});
                onChange({ kind: "preset", preset: option.preset });
              }}
            >
              {option.label}
            </Button>
          );
        })}
        <Button
          type="button"
          size="sm"
          variant={range.kind === "custom" ? "default" : "outline"}
          aria-pressed={range.kind === "custom"}
          aria-expanded={customOpen}
          aria-controls="analytics-custom-range"
          onClick={() => {
            if (!customOpen && !days.from && !days.to && initial)
              setDays({ from: initial.from, to: initial.to });
            setCustomOpen((open) => !open);
            // The form appears on the next render; focus its first field.
            requestAnimationFrame(() => fromRef.current?.focus());
          }}
        >
          Custom range
        </Button>
      </div>
      <form
        id="analytics-custom-range"
        hidden={!customOpen}
        noValidate
        aria-label="Custom date range"
        onSubmit={submit}
        className={cn("flex flex-col gap-3 sm:flex-row sm:items-start")}
      >
        <Field
          ref={fromRef}
          id="analytics-from"
          name="from"
          type="date"
          label="From"
          value={days.from}
          onChange={(event) => setDays((old) => ({ ...old, from: event.target.value }))}
          error={errors.from}
          required
        />
        <Field
          id="analytics-to"
          name="to"
          type="date"
          label="To"
          value={days.to}
          onChange={(event) => setDays((old) => ({ ...old, to: event.target.value }))}
          error={errors.to}
          hint="Both days included, in your company's time zone."
          required
        />
        <Button type="submit" size="sm" className="sm:mt-6">
          Apply range
        </Button>
      </form>
    </div>
  );
}
