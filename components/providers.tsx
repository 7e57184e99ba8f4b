"use client";

import * as React from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/components/query/client";
import { LazyToaster } from "@/components/ui/lazy-toaster";

/**
 * Client providers of the signed-in dashboard (its layout): queries and toasts. No tooltip
 * provider: a Tooltip brings its own when none is above it (components/ui/tooltip.tsx), and a
 * provider here brought Radix's tooltip and its positioning (18 kB gzip) to every page. The
 * toaster (Radix Toast, about 8 kB gzip) loads with the first toast, as on the calculator.
 */
export function AppProviders({ children }: { children: React.ReactNode }) {
  const [queryClient] = React.useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
