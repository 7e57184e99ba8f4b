"use client";

import * as React from "react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { EditorSection, TitleField } from "@/components/documents/editor-section";
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
    <EditorSection titleId="quote-details-title" title="Details" hiddenTitle>
      <ClientPicker
        client={state.client}
        onChange={(client) => set({ client })}
        error={errors.clientId}
      />
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TitleField
          id="quote-title"
          value={state.title}
          error={errors.title}
          onChange={(title) => set({ title })}
        />
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
    </EditorSection>
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
    <EditorSection titleId="quote-message-title" title="Message and terms">
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
    </EditorSection>
  );
}
