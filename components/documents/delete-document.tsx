"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { Trash2 } from "lucide-react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/components/query/client";

/** The delete mutation of a document (`useDeleteQuote`, `useDeleteInvoice`). */
export type DeleteMutation = {
  isPending: boolean;
  mutate: (
    variables: undefined,
    options: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
};

/**
 * A draft's delete button: it asks first, deletes, says so and goes back to the list; a refusal
 * closes the dialog and toasts the server's reason.
 */
export function DeleteDocumentButton({
  triggerLabel,
  title,
  description,
  confirmLabel,
  mutation,
  deletedToast,
  errorTitle,
  listHref,
}: {
  triggerLabel: string;
  title: string;
  description: React.ReactNode;
  confirmLabel: string;
  mutation: DeleteMutation;
  deletedToast: { title: string; description?: string };
  errorTitle: string;
  /** Where to go once it is deleted. */
  listHref: string;
}) {
  const router = useRouter();
  const [open, setOpen] = React.useState(false);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="ghost">
          <Trash2 aria-hidden="true" />
          {triggerLabel}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={mutation.isPending}>Cancel</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={mutation.isPending}
            onClick={() =>
              mutation.mutate(undefined, {
                onSuccess: () => {
                  toast(deletedToast);
                  router.push(listHref);
                },
                onError: (error) => {
                  setOpen(false);
                  toast({
                    variant: "destructive",
                    title: errorTitle,
                    description: serverMessage(error) ?? "Please try again.",
                  });
                },
              })
            }
          >
            {mutation.isPending ? "Deleting..." : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
