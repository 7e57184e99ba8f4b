"use client";

import { useQueryClient } from "@tanstack/react-query";
import * as React from "react";
import { apiRequest } from "@/components/query/client";
import { queryKeys } from "@/components/query/keys";

/**
 * The setup checklist's "dismissed" flag (hasSeenWelcome): failures are only logged
 * (docs/product.md §8), and the company and the checklist are refreshed either way.
 */
export function useWelcomeApi() {
  const queryClient = useQueryClient();
  const post = React.useCallback(
    async (path: "/api/company/welcome-seen" | "/api/company/reset-welcome") => {
      try {
        await apiRequest("POST", path);
      } catch (error) {
        console.error(`${path} failed`, error);
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.company, exact: true }),
        queryClient.invalidateQueries({ queryKey: queryKeys.setup, exact: true }),
      ]);
    },
    [queryClient],
  );
  return {
    markWelcomeSeen: React.useCallback(() => post("/api/company/welcome-seen"), [post]),
    resetWelcome: React.useCallback(() => post("/api/company/reset-welcome"), [post]),
  };
}
