"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { useSubmitOnce } from "@/components/ui/use-submit-once";

/**
 * The shell of a document's form dialog (record a deposit or a payment, refund, void): its
 * trigger button (disabled with its reason shown beside it when `disabledReason` is set), the
 * title and description, the fields (`children`), the form's own error, Cancel and submit.
 * The caller owns `open` so it can close the dialog when its request succeeds. A submit while
 * the last one is still running is dropped (`useSubmitOnce`): `onSubmit` answers a promise
 * that settles with its request.
 */
export function FormDialog({
  open,
  onOpenChange,
  triggerIcon,
  triggerLabel,
  triggerVariant = "outline",
  triggerSize,
  triggerAriaLabel,
  disabledReason,
  title,
  description,
  onSubmit,
  formError,
  submitLabel,
  pendingLabel,
  pending,
  destructive = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerIcon: React.ReactNode;
  triggerLabel: string;
  triggerVariant?: "outline" | "ghost";
  triggerSize?: "sm";
  triggerAriaLabel?: string;
  /** Set when the action cannot be taken yet: the button is disabled and says why. */
  disabledReason?: string;
  title: string;
  description: React.ReactNode;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void | Promise<unknown>;
  /** An error that belongs to no field. */
  formError?: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  destructive?: boolean;
  children: React.ReactNode;
}) {
  const reasonId = React.useId();
  const submit = useSubmitOnce(onSubmit);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button
          type="button"
          variant={triggerVariant}
          size={triggerSize}
          aria-label={triggerAriaLabel}
          disabled={Boolean(disabledReason)}
          aria-describedby={disabledReason ? reasonId : undefined}
        >
          {triggerIcon}
          {triggerLabel}
        </Button>
      </DialogTrigger>
      {disabledReason ? (
        <span id={reasonId} className="text-muted-foreground max-w-48 self-center text-xs">
          {disabledReason}
        </span>
      ) : null}
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <FormError message={formError} />
          <DialogFormActions
            onCancel={() => onOpenChange(false)}
            submitLabel={submitLabel}
            pendingLabel={pendingLabel}
            pending={pending}
            destructive={destructive}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** A form's error that belongs to no field. */
export function FormError({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className="text-destructive text-sm">
      {message}
    </p>
  ) : null;
}

/** A dialog form's Cancel and submit buttons (the submit says `pendingLabel` while pending). */
export function DialogFormActions({
  onCancel,
  submitLabel,
  pendingLabel,
  pending,
  destructive = false,
}: {
  onCancel: () => void;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  destructive?: boolean;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" variant={destructive ? "destructive" : undefined} disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
