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
import { useDeleteInvoice } from "../queries";

/** Deletes a draft never sent (the API refuses any other) and goes back to the list. */
export function DeleteInvoiceButton({
  invoiceId,
  quoteId,
  number,
}: {
  invoiceId: string;
  quoteId: string | null;
  number: string;
}) {
  const router = useRouter();
  const [open, setOpen] = React.useState(false);
  const remove = useDeleteInvoice(invoiceId, quoteId);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="ghost">
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {number}?</AlertDialogTitle>
          <AlertDialogDescription>
            The draft and its lines are deleted
            {quoteId ? ", and what it billed of the quote can be invoiced again" : ""}. This cannot
            be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  toast({ title: "Draft deleted", description: `${number} was deleted.` });
                  router.push("/dashboard/invoices");
                },
                onError: (error) => {
                  setOpen(false);
                  toast({
                    variant: "destructive",
                    title: "Could not delete the invoice",
                    description: serverMessage(error) ?? "Please try again.",
                  });
                },
              })
            }
          >
            {remove.isPending ? "Deleting..." : "Delete invoice"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
