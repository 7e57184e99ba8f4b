"use client";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { buttonVariants } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import type { BuilderAction } from "@/lib/demo/builder-reducer";
import type { BuilderService } from "@/lib/demo/builder-types";
import { BUILDER_TOASTS } from "./builder-toasts";

type Props = {
  open: boolean;
  service: BuilderService | null;
  dispatch: (action: BuilderAction) => void;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

export function DeleteServiceDialog({ open, service, dispatch, onClose, onCloseAutoFocus }: Props) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onClose()}>
      {/* After a delete the opener's row is gone: the table falls back to its heading. */}
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Service</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete &ldquo;{service?.name}&rdquo;? This action cannot be
            undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: "destructive" })}
            onClick={() => {
              if (!service) return;
              dispatch({ type: "deleteService", id: service.id });
              toast(BUILDER_TOASTS.deleted);
            }}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
