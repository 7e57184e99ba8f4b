import * as React from "react";

import { cn } from "@/lib/utils";

/**
 * The browser's own `<select>` in the inputs' style: for a short list of fixed choices (a sort,
 * a filter, a fee's type) it needs no script (Radix's Select and its positioning are about
 * 18 kB gzip, issue 34 "Owner pages"), and a phone shows its own picker. Options are children.
 */
function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <select
      data-slot="native-select"
      className={cn(
        "border-input bg-background dark:bg-input/30 h-9 w-full min-w-0 rounded-md border px-2 text-sm shadow-xs outline-none disabled:cursor-not-allowed disabled:opacity-50",
        "focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px]",
        "aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40",
        className,
      )}
      {...props}
    />
  );
}

export { NativeSelect };
