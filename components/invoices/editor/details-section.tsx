"use client";

import * as React from "react";
import type { InvoiceTerms } from "@prisma/client";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { EditorSection, TitleField } from "@/components/documents/editor-section";
import { useClientProperties } from "@/components/clients/property-queries";
import { ClientPicker } from "@/components/quotes/editor/client-picker";
import type { PathErrors } from "@/components/documents/path-errors";
import { INVOICE_TERMS_LABELS } from "@/lib/invoices/format";
import { formatAddress } from "@/lib/properties/match";
import { INVOICE_TERMS_VALUES } from "@/lib/validation/invoice-values";
import type { InvoiceEditorAction, InvoiceEditorState } from "./form-state";

const NO_PROPERTY = "none";

/** The client's service addresses to pick from (shown once a client is chosen). */
function PropertySelect({
  state,
  error,
  dispatch,
}: {
  state: InvoiceEditorState;
  error?: string;
  dispatch: React.Dispatch<InvoiceEditorAction>;
}) {
  const clientId = state.client?.id ?? null;
  const properties = useClientProperties(clientId);
  if (!clientId) return null;
  const options = properties.data ?? [];
  // The saved property stays listed while the client's list loads.
  const value = state.propertyId ?? NO_PROPERTY;
  return (
    <FormField
      id="invoice-property"
      label="Service address"
      error={error}
      hint={
        properties.isError
          ? "The client's addresses could not be loaded."
          : properties.isSuccess && options.length === 0
            ? `${state.client?.name ?? "This client"} has no service addresses yet.`
            : undefined
      }
    >
      {(control) => (
        <NativeSelect
          {...control}
          value={value}
          disabled={properties.isPending}
          aria-busy={properties.isPending || undefined}
          onChange={(event) => {
            const next = event.target.value;
            dispatch({ type: "set", changes: { propertyId: next === NO_PROPERTY ? null : next } });
          }}
        >
          <option value={NO_PROPERTY}>No service address</option>
          {options.map((property) => (
            <option key={property.id} value={property.id}>
              {formatAddress(property)}
            </option>
          ))}
          {state.propertyId && !options.some((option) => option.id === state.propertyId) ? (
            <option value={state.propertyId}>
              {properties.isPending ? "Loading addresses..." : "The current address"}
            </option>
          ) : null}
        </NativeSelect>
      )}
    </FormField>
  );
}

/** Who the invoice is for, where the work was, its title, dates and terms. */
export function DetailsSection({
  state,
  errors,
  dispatch,
}: {
  state: InvoiceEditorState;
  errors: PathErrors;
  dispatch: React.Dispatch<InvoiceEditorAction>;
}) {
  return (
    <EditorSection titleId="invoice-details-title" title="Details" hiddenTitle>
      <ClientPicker
        client={state.client}
        onChange={(client) => dispatch({ type: "client", client })}
        error={errors.clientId}
      />
      <PropertySelect state={state} error={errors.propertyId} dispatch={dispatch} />
      <TitleField
        id="invoice-title"
        value={state.title}
        error={errors.title}
        onChange={(title) => dispatch({ type: "set", changes: { title } })}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="invoice-issue-date" label="Issue date" error={errors.issueDate}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={state.issueDate}
              onChange={(event) => dispatch({ type: "issueDate", issueDate: event.target.value })}
            />
          )}
        </FormField>
        <FormField id="invoice-terms" label="Terms" error={errors.terms}>
          {(control) => (
            <NativeSelect
              {...control}
              value={state.terms}
              onChange={(event) =>
                dispatch({ type: "terms", terms: event.target.value as InvoiceTerms })
              }
            >
              {INVOICE_TERMS_VALUES.map((terms) => (
                <option key={terms} value={terms}>
                  {INVOICE_TERMS_LABELS[terms]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id="invoice-due-date"
          label="Due date"
          error={errors.dueDate}
          hint={
            state.dueDateEdited
              ? "Set by you: changing the terms keeps it."
              : "Follows the issue date and terms."
          }
        >
          {(control) => (
            <Input
              {...control}
              type="date"
              value={state.dueDate}
              min={state.issueDate || undefined}
              onChange={(event) => dispatch({ type: "dueDate", dueDate: event.target.value })}
            />
          )}
        </FormField>
      </div>
    </EditorSection>
  );
}

/** The notes printed under the lines (payment details, thanks). */
export function NotesSection({
  state,
  errors,
  dispatch,
}: {
  state: InvoiceEditorState;
  errors: PathErrors;
  dispatch: React.Dispatch<InvoiceEditorAction>;
}) {
  return (
    <EditorSection titleId="invoice-notes-title" title="Notes">
      <FormField
        id="invoice-notes"
        label="Notes to the customer"
        error={errors.notes}
        hint="Printed under the lines, e.g. how to pay or a thank-you."
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            maxLength={5000}
            value={state.notes}
            onChange={(event) => dispatch({ type: "set", changes: { notes: event.target.value } })}
          />
        )}
      </FormField>
    </EditorSection>
  );
}
