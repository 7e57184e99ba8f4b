"use client";

import { RotateCcwIcon } from "lucide-react";
import {
  AlertDialog,
  AlertDialogAction,
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
import type { BuilderAction } from "@/lib/demo/builder-reducer";
import { BUILDER_TOASTS } from "@/lib/demo/builder-toasts";

type Props = { dispatch: (action: BuilderAction) => void };

/** Reset demo: asks first, then empties this browser's price book and shows the picker again. */
export function ResetDemoButton({ dispatch }: Props) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" className="self-start">
          <RotateCcwIcon aria-hidden="true" />
          Reset demo
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          // After a reset this button is gone: continue from the industry picker.
          const picker = document.getElementById("picker-title");
          if (!picker) return;
          event.preventDefault();
          picker.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Reset the demo?</AlertDialogTitle>
          <AlertDialogDescription>
            This deletes the services and labor rates you set up in this browser and takes you back
            to choosing an industry. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              dispatch({ type: "reset" });
              toast(BUILDER_TOASTS.reset);
            }}
          >
            Reset demo
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
