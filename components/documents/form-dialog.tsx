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

/**
 * The shell of a document's form dialog (record a deposit or a payment, refund, void): its
 * trigger button (disabled with its reason shown beside it when `disabledReason` is set), the
 * title and description, the fields (`children`), the form's own error, Cancel and submit.
 * The caller owns `open` so it can close the dialog when its request succeeds.
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
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  /** An error that belongs to no field. */
  formError?: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  destructive?: boolean;
  children: React.ReactNode;
}) {
  const reasonId = React.useId();
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
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          {formError ? (
            <p role="alert" className="text-destructive text-sm">
              {formError}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant={destructive ? "destructive" : undefined}
              disabled={pending}
            >
              {pending ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
