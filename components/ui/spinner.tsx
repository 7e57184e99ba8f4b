import * as React from "react";
import { LoaderCircleIcon } from "lucide-react";

import { cn } from "@/lib/utils";

/**
 * A loading indicator that screen readers announce: the status role is a polite live
 * region, and the visually hidden label is what gets read.
 */
function Spinner({
  className,
  label = "Loading...",
  ...props
}: React.ComponentProps<"svg"> & { label?: string }) {
  return (
    <span role="status" data-slot="spinner" className="inline-flex items-center">
      <LoaderCircleIcon
        aria-hidden="true"
        className={cn("size-4 animate-spin", className)}
        {...props}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { Spinner };
