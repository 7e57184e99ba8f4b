"use client";

import * as React from "react";
import { RotateCcwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import type { BuilderAction } from "@/lib/demo/builder-reducer";
import { BUILDER_TOASTS } from "@/lib/demo/builder-toasts";

/** Reset demo: asks first, then empties this browser's price book and shows the picker again. */
export function ResetDemoButton({ dispatch }: { dispatch: (action: BuilderAction) => void }) {
  const [open, setOpen] = React.useState(false);
  const button = React.useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={button} variant="outline" className="self-start" onClick={() => setOpen(true)}>
        <RotateCcwIcon aria-hidden="true" />
        Reset demo
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Reset the demo?"
        description="This deletes the services and labor rates you set up in this browser and takes you back to choosing an industry. This cannot be undone."
        confirmLabel="Reset demo"
        onConfirm={() => {
          setOpen(false);
          dispatch({ type: "reset" });
          toast(BUILDER_TOASTS.reset);
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          // After a reset this button is gone: continue from the industry picker.
          (document.getElementById("picker-title") ?? button.current)?.focus();
        }}
      />
    </>
  );
}
