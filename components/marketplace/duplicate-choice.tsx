"use client";

import type { DuplicatePolicy } from "@/lib/validation/marketplace";

/** The three duplicate rules of docs/marketplace.md, in words an owner reads once. */
const CHOICES: { value: DuplicatePolicy; label: string; hint: string }[] = [
  {
    value: "skip",
    label: "Skip",
    hint: "Keep your service as it is and leave the template's out.",
  },
  {
    value: "replace",
    label: "Replace",
    hint: "Overwrite your service with the template's name, price, unit and time. It keeps its place, and requests and quotes that use it still do.",
  },
  {
    value: "keep_both",
    label: "Keep both",
    hint: 'Keep yours and add the template\'s as "Name (2)".',
  },
];

/** What happens to a service whose name is already in the price book. */
export function DuplicateChoice({
  idPrefix,
  value,
  onChange,
  error,
}: {
  idPrefix: string;
  value: DuplicatePolicy;
  onChange: (value: DuplicatePolicy) => void;
  error?: string;
}) {
  const errorId = `${idPrefix}-duplicate-error`;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">
        Services with a name already in your price book
      </legend>
      {CHOICES.map((choice) => {
        const id = `${idPrefix}-duplicate-${choice.value}`;
        return (
          <div key={choice.value} className="flex items-start gap-2">
            <input
              id={id}
              type="radio"
              name={`${idPrefix}-duplicate`}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              aria-describedby={`${id}-hint`}
              className="accent-primary mt-0.5 size-4"
            />
            <div className="grid gap-0.5">
              <label htmlFor={id} className="text-sm font-medium">
                {choice.label}
              </label>
              <p id={`${id}-hint`} className="text-muted-foreground text-xs">
                {choice.hint}
              </p>
            </div>
          </div>
        );
      })}
      {error ? (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
