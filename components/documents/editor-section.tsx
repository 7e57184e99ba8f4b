"use client";

import * as React from "react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

/** A section of a document's editor, labelled by its heading (`hiddenTitle`: for screen readers). */
export function EditorSection({
  titleId,
  title,
  hiddenTitle = false,
  className = "grid gap-4",
  children,
}: {
  titleId: string;
  title: string;
  hiddenTitle?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className={className}>
      <h2 id={titleId} className={hiddenTitle ? "sr-only" : "text-lg font-semibold"}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The document's title (what the work is), under its number. */
export function TitleField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error?: string;
  onChange: (title: string) => void;
}) {
  return (
    <FormField id={id} label="Title" error={error}>
      {(control) => (
        <Input
          {...control}
          value={value}
          maxLength={200}
          placeholder="e.g. Kitchen remodel"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
