"use client";

import * as React from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import type { FieldErrors } from "@/components/ui/form-field";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { readApiError } from "@/components/settings/api-error";
import { LoadError } from "@/components/settings/settings-header";

/**
 * A document type's company settings card (Quotes, Invoices): its heading, placeholders while
 * the settings load, the load error with Try again, then the form `children` renders, made
 * afresh whenever the stored settings change.
 */
export function DocumentSettingsCard<T>({
  title,
  description,
  loadingLabel,
  what,
  settings,
  children,
}: {
  title: string;
  description: string;
  loadingLabel: string;
  /** "quote settings": what the load error says could not be loaded. */
  what: string;
  settings: UseQueryResult<T>;
  children: (settings: T) => React.ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {settings.isPending ? (
        <CardContent className="grid gap-3" aria-busy="true" aria-label={loadingLabel}>
          <Skeleton className="h-9" />
          <Skeleton className="h-24" />
        </CardContent>
      ) : settings.isError ? (
        <CardContent>
          <LoadError what={what} onRetry={() => void settings.refetch()} />
        </CardContent>
      ) : (
        <React.Fragment key={JSON.stringify(settings.data)}>
          {children(settings.data)}
        </React.Fragment>
      )}
    </Card>
  );
}

/** The settings form: its fields (`children`) in two columns, and the save button. */
export function SettingsCardForm({
  label,
  submitLabel,
  pending,
  onSubmit,
  children,
}: {
  label: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  children: React.ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <CardContent className="grid gap-4 sm:grid-cols-2">{children}</CardContent>
      <CardFooter className="mt-6 justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : submitLabel}
        </Button>
      </CardFooter>
    </form>
  );
}

/** A save the API refused: its field errors next to the fields, its message in a toast. */
export const settingsNotSaved = (setErrors: (errors: FieldErrors) => void) => (error: unknown) => {
  const info = readApiError(error, "Your settings could not be saved. Please try again.");
  setErrors(info.fieldErrors);
  toast({ title: "Settings not saved", description: info.message, variant: "destructive" });
};
