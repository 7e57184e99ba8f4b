"use client";

import * as React from "react";
import { ChevronDownIcon } from "lucide-react";
import { FormField } from "@/components/ui/form-field";

/** The browser's IANA time zone ("America/Chicago"); UTC when it cannot tell. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** Every IANA zone the browser knows, with `current` kept even when the list lacks it (UTC). */
export function timeZoneOptions(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf("timeZone");
  } catch {
    zones = [];
  }
  const all = new Set(zones);
  all.add("UTC");
  if (current) all.add(current);
  return [...all].sort((a, b) => a.localeCompare(b));
}

/**
 * The company's time zone: where analytics days and weeks start (docs/analytics.md "Time
 * zones"). A native <select> of the IANA zones: accessible, searchable by typing, and the
 * phone's own picker.
 */
export function TimeZoneField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (zone: string) => void;
  error?: string;
}) {
  const options = React.useMemo(() => timeZoneOptions(value), [value]);
  return (
    <FormField
      id="timeZone"
      label="Time zone"
      error={error}
      hint="Analytics count days and weeks (from Monday) in this time zone."
    >
      {(control) => (
        <div className="relative">
          <select
            {...control}
            name="timeZone"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className="border-input focus-visible:border-ring focus-visible:ring-ring/50 aria-invalid:border-destructive dark:bg-input/30 [&>option]:bg-popover [&>option]:text-popover-foreground h-9 w-full appearance-none rounded-md border bg-transparent py-1 pr-9 pl-3 text-sm shadow-xs transition-[color,box-shadow] outline-none focus-visible:ring-[3px]"
          >
            {options.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll("_", " ")}
              </option>
            ))}
          </select>
          <ChevronDownIcon
            aria-hidden="true"
            className="text-muted-foreground pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2"
          />
        </div>
      )}
    </FormField>
  );
}
