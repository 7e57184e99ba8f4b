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
import { BUILDER_TOASTS } from "./builder-toasts";

type Props = { started: boolean; dispatch: (action: BuilderAction) => void };

export function BuilderHeader({ started, dispatch }: Props) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Service Builder Demo</h1>
        <p className="text-muted-foreground max-w-2xl">
          Build a price book the way you would in QuoteCraft: custom services, materials, labor
          rates and markups, then preview the calculator your customers will use. Everything stays
          in this browser.
        </p>
      </div>
      {started && (
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
                This deletes the services and labor rates you set up in this browser and takes you
                back to choosing an industry. This cannot be undone.
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
      )}
    </div>
  );
}
