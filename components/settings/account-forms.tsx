"use client";

import * as React from "react";
import type { z } from "zod";
import { Field, issuesToFieldErrors, type FieldErrors } from "@/components/ui/form-field";
import { Button } from "@/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { readApiError } from "@/components/settings/api-error";
import {
  useChangeEmail,
  useChangePassword,
  useRenameAccount,
} from "@/components/settings/account-queries";
import {
  accountNameSchema,
  changeEmailSchema,
  changePasswordSchema,
} from "@/lib/validation/account";
import { type AccountDto } from "@/lib/account/types";

type Mutation<I> = {
  mutate: (input: I, options: { onSuccess: () => void; onError: (e: unknown) => void }) => void;
  isPending: boolean;
};

/** Validates with the shared schema, sends, and maps the API's field issues back to the inputs. */
function useSettingsForm<S extends z.ZodType>(
  schema: S,
  mutation: Mutation<z.output<S>>,
  success: { title: string; description: string },
) {
  const [errors, setErrors] = React.useState<FieldErrors>({});
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const parsed = schema.safeParse(Object.fromEntries(new FormData(formElement)));
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data, {
      onSuccess: () => {
        formElement
          .querySelectorAll<HTMLInputElement>("input[type=password]")
          .forEach((input) => (input.value = ""));
        toast(success);
      },
      onError: (error) => {
        const info = readApiError(error, "Your changes could not be saved. Please try again.");
        setErrors(info.fieldErrors);
        toast({ title: "Not saved", description: info.message, variant: "destructive" });
      },
    });
  }
  return { errors, onSubmit, pending: mutation.isPending };
}

function FormCard({
  title,
  description,
  label,
  pending,
  onSubmit,
  children,
}: {
  title: string;
  description: string;
  label: string;
  pending: boolean;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  children: React.ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <CardContent className="grid gap-4">{children}</CardContent>
        <CardFooter className="mt-6 justify-end">
          <Button type="submit" disabled={pending}>
            {pending ? "Saving..." : label}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

export function NameForm({ account }: { account: AccountDto }) {
  const form = useSettingsForm(accountNameSchema, useRenameAccount(), {
    title: "Name saved",
    description: "Your name is updated.",
  });
  return (
    <FormCard title="Your name" description="Shown in the dashboard." label="Save name" {...form}>
      <Field
        id="account-name"
        name="name"
        label="Name"
        autoComplete="name"
        defaultValue={account.name ?? ""}
        error={form.errors.name}
        required
      />
    </FormCard>
  );
}

export function EmailForm({ account }: { account: AccountDto }) {
  const form = useSettingsForm(changeEmailSchema, useChangeEmail(), {
    title: "Email changed",
    description: "Use your new email the next time you log in.",
  });
  return (
    <FormCard
      title="Email"
      description={`You log in with ${account.email}.`}
      label="Change email"
      {...form}
    >
      <Field
        id="account-email"
        name="email"
        type="email"
        label="New email"
        autoComplete="email"
        defaultValue={account.email}
        error={form.errors.email}
        required
      />
      <Field
        id="email-current-password"
        name="currentPassword"
        type="password"
        label="Current password"
        autoComplete="current-password"
        error={form.errors.currentPassword}
        required
      />
    </FormCard>
  );
}

export function PasswordForm() {
  const form = useSettingsForm(changePasswordSchema, useChangePassword(), {
    title: "Password changed",
    description: "Every other device has been signed out.",
  });
  return (
    <FormCard
      title="Password"
      description="Changing it signs you out on every other device."
      label="Change password"
      {...form}
    >
      <Field
        id="current-password"
        name="currentPassword"
        type="password"
        label="Current password"
        autoComplete="current-password"
        error={form.errors.currentPassword}
        required
      />
      <Field
        id="new-password"
        name="newPassword"
        type="password"
        label="New password"
        autoComplete="new-password"
        hint="At least 8 characters, with a letter and a number."
        error={form.errors.newPassword}
        required
      />
    </FormCard>
  );
}
