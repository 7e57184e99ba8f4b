"use client";

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";

/** Delete Service confirmation: says it cannot be undone; closes after a successful delete. */
export function DeleteServiceDialog({
  serviceName,
  pending,
  onCancel,
  onConfirm,
  onCloseAutoFocus,
}: {
  serviceName: string | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Where focus goes when the dialog closes (it opens from state, not from a trigger). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <AlertDialog
      open={serviceName !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
    >
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Service</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete &ldquo;{serviceName}&rdquo;? This action cannot be
            undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? "Deleting..." : "Delete"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
