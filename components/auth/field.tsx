import type * as React from "react";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/ui/form-field";

/** A labelled text input with its hint and error linked for screen readers. */
export function Field({
  id,
  label,
  error,
  hint,
  ...props
}: React.ComponentProps<typeof Input> & {
  id: string;
  label: string;
  error?: string;
  hint?: React.ReactNode;
}) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => <Input {...control} {...props} />}
    </FormField>
  );
}

/** Field errors keyed by field name from a zod error or an API error body's issues. */
export type FieldErrors = Record<string, string | undefined>;

export function issuesToFieldErrors(
  issues: { path: PropertyKey[] | string; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = Array.isArray(issue.path) ? String(issue.path[0] ?? "") : issue.path.split(".")[0];
    errors[key] ??= issue.message;
  }
  return errors;
}
