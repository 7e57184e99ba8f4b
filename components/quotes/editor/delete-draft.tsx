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
import { useDeleteQuote } from "@/components/quotes/queries";
import { serverMessage } from "@/components/query/client";

/** Deletes a draft (the API refuses any other status) and goes back to the list. */
export function DeleteDraftButton({ quoteId, label }: { quoteId: string; label: string }) {
  const router = useRouter();
  const [open, setOpen] = React.useState(false);
  const remove = useDeleteQuote(quoteId);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="ghost">
          <Trash2 aria-hidden="true" />
          Delete draft
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {label}?</AlertDialogTitle>
          <AlertDialogDescription>
            The draft and its lines are deleted. This cannot be undone.
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
                  toast({ title: "Draft deleted" });
                  router.push("/dashboard/quotes");
                },
                onError: (error) => {
                  setOpen(false);
                  toast({
                    variant: "destructive",
                    title: "Could not delete the draft",
                    description: serverMessage(error) ?? "Please try again.",
                  });
                },
              })
            }
          >
            {remove.isPending ? "Deleting..." : "Delete"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
