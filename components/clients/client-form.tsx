"use client";

import * as React from "react";
import { Field, type FieldErrors, FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import type { ClientDto } from "@/lib/quotes/types";
import type { ClientInput } from "./queries";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Reads and checks the client fields of a form; the server checks them again. */
export function readClientForm(form: HTMLFormElement): {
  input: ClientInput;
  errors: FieldErrors;
} {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "").trim();
  const orNull = (value: string) => value || null;
  const input: ClientInput = {
    name: text("name"),
    email: orNull(text("email")),
    phone: orNull(text("phone")),
    address: orNull(text("address")),
    notes: orNull(text("notes")),
  };
  const errors: FieldErrors = {};
  if (!input.name) errors.name = "Name is required.";
  else if (input.name.length > 120) errors.name = "Name can have at most 120 characters.";
  if (input.email && !EMAIL.test(input.email)) errors.email = "Enter a valid email address.";
  if (input.phone && !/^[\d\s()+.\-x]{3,40}$/i.test(input.phone))
    errors.phone = "Enter a phone number (digits, spaces, + - ( ) .).";
  return { input, errors };
}

/** Name, email, phone, address and notes of a client. */
export function ClientFields({
  client,
  errors,
  idPrefix,
}: {
  client?: ClientDto;
  errors: FieldErrors;
  idPrefix: string;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        id={`${idPrefix}-name`}
        name="name"
        label="Name"
        autoComplete="name"
        defaultValue={client?.name ?? ""}
        maxLength={120}
        error={errors.name}
        required
      />
      <Field
        id={`${idPrefix}-email`}
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        defaultValue={client?.email ?? ""}
        error={errors.email}
      />
      <Field
        id={`${idPrefix}-phone`}
        name="phone"
        type="tel"
        label="Phone"
        autoComplete="tel"
        defaultValue={client?.phone ?? ""}
        error={errors.phone}
      />
      <Field
        id={`${idPrefix}-address`}
        name="address"
        label="Address"
        autoComplete="street-address"
        defaultValue={client?.address ?? ""}
        error={errors.address}
      />
      <FormField
        id={`${idPrefix}-notes`}
        label="Notes"
        error={errors.notes}
        className="sm:col-span-2"
      >
        {(control) => (
          <Textarea
            {...control}
            name="notes"
            rows={3}
            maxLength={5000}
            defaultValue={client?.notes ?? ""}
          />
        )}
      </FormField>
    </div>
  );
}
