"use client";

import * as React from "react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { ClientPicker } from "./client-picker";
import type { EditorAction, EditorState } from "./form-state";
import type { PathErrors } from "@/components/documents/path-errors";

/** Who the quote is for, its title and its expiry. */
export function DetailsSection({
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
    <section aria-labelledby="quote-details-title" className="grid gap-4">
      <h2 id="quote-details-title" className="sr-only">
        Details
      </h2>
      <ClientPicker
        client={state.client}
        onChange={(client) => set({ client })}
        error={errors.clientId}
      />
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <FormField id="quote-title" label="Title" error={errors.title}>
          {(control) => (
            <Input
              {...control}
              value={state.title}
              maxLength={200}
              placeholder="e.g. Kitchen remodel"
              onChange={(event) => set({ title: event.target.value })}
            />
          )}
        </FormField>
        <FormField id="quote-expires" label="Expires on" error={errors.expiresAt}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={state.expiresAt}
              onChange={(event) => set({ expiresAt: event.target.value })}
            />
          )}
        </FormField>
      </div>
    </section>
  );
}

/** The message shown above the lines and the terms shown below them. */
export function MessageSection({
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
    <section aria-labelledby="quote-message-title" className="grid gap-4">
      <h2 id="quote-message-title" className="text-lg font-semibold">
        Message and terms
      </h2>
      <FormField id="quote-message" label="Message to the customer" error={errors.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={5000}
            value={state.message}
            onChange={(event) => set({ message: event.target.value })}
          />
        )}
      </FormField>
      <FormField id="quote-terms" label="Terms" error={errors.terms}>
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            maxLength={5000}
            value={state.terms}
            onChange={(event) => set({ terms: event.target.value })}
          />
        )}
      </FormField>
    </section>
  );
}
