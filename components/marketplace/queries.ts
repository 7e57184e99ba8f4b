"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/components/query/client";
import { queryKeys } from "@/components/query/keys";
import { useInvalidatePriceBook } from "@/components/services/queries";
import type { ApplyStarterResult } from "@/lib/marketplace/apply";
import type { StarterTemplateListing } from "@/lib/marketplace/catalogue";
import type { StarterBook } from "@/lib/marketplace/starters";
import type { ApplyStarterOptionsInput } from "@/lib/validation/marketplace";

export type { ApplyStarterResult, StarterTemplateListing, StarterBook };

/** The id of a trade's curated starter book (docs/marketplace.md). */
export const starterIdOfTrade = (trade: string) => `quotecraft-${trade}`;

export const useStarterTemplates = () =>
  useQuery<StarterTemplateListing[]>({ queryKey: queryKeys.starterTemplates });

export const useStarterTemplate = (id: string | null) =>
  useQuery<StarterBook>({ queryKey: queryKeys.starterTemplate(id ?? ""), enabled: !!id });

/** POST /api/marketplace/starters/{id}/apply, then every view of the price book and the usage reloads. */
export function useApplyStarter() {
  const invalidatePriceBook = useInvalidatePriceBook();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...options }: ApplyStarterOptionsInput & { id: string }) =>
      (await (
        await apiRequest(
          "POST",
          `/api/marketplace/starters/${encodeURIComponent(id)}/apply`,
          options,
        )
      ).json()) as ApplyStarterResult,
    onSuccess: () =>
      Promise.all([
        invalidatePriceBook(),
        queryClient.invalidateQueries({ queryKey: queryKeys.starterTemplates, exact: true }),
        queryClient.invalidateQueries({ queryKey: queryKeys.calculatorServices, exact: true }),
      ]),
  });
}
