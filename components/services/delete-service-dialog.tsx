"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";

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
    <ConfirmDialog
      open={serviceName !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title="Delete Service"
      description={
        <>
          Are you sure you want to delete &ldquo;{serviceName}&rdquo;? This action cannot be undone.
        </>
      }
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={pending}
      destructive
      onConfirm={onConfirm}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
