"use client";

import * as React from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { TooltipTourProvider, useGuidedTarget } from "@/components/onboarding/tooltip-tour";
import { makeQueryClient } from "@/components/query/client";
import type { TooltipId } from "@/lib/onboarding/tooltips";

export type CalculatorTourTargets = Partial<Record<TooltipId, HTMLElement | null>>;

/** Hands one element to the tour; it leaves the tour when the element changes or goes. */
function Attach({ id, element }: { id: TooltipId; element: HTMLElement | null }) {
  const ref = useGuidedTarget<HTMLElement>(id);
  React.useEffect(() => {
    if (!element) return;
    ref(element);
    return () => ref(null);
  }, [ref, element]);
  return null;
}

/**
 * The calculator feature's guided tooltips, in the owner's preview only (loaded with
 * React.lazy so customers never download the tour). It sits beside the calculator and
 * attaches the tour to the elements the calculator hands it. The calculator page has no
 * QueryClient (customers' data is rendered on the server), so the tour brings its own.
 */
export default function OwnerCalculatorTour({ targets }: { targets: CalculatorTourTargets }) {
  const [queryClient] = React.useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipTourProvider enabled>
        {(Object.keys(targets) as TooltipId[]).map((id) => (
          <Attach key={id} id={id} element={targets[id] ?? null} />
        ))}
      </TooltipTourProvider>
    </QueryClientProvider>
  );
}
