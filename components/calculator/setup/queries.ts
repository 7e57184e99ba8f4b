"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/components/query/client";
import { queryKeys } from "@/components/query/keys";
import type { CalculatorServiceRow, CalculatorSettingsDto } from "@/lib/calculator/settings-types";
import type { CalculatorSettingsInput } from "@/lib/validation/calculator-settings";

export function useCalculatorSettings() {
  return useQuery<CalculatorSettingsDto>({ queryKey: queryKeys.calculatorSettings });
}

export function useCalculatorServices() {
  return useQuery<{ services: CalculatorServiceRow[] }>({ queryKey: queryKeys.calculatorServices });
}

export function useSaveCalculatorSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: CalculatorSettingsInput) =>
      (await (
        await apiRequest("PATCH", "/api/calculator-settings", changes)
      ).json()) as CalculatorSettingsDto,
    onSuccess: (settings) => {
      queryClient.setQueryData(queryKeys.calculatorSettings, settings);
      // The sidebar and profile read the company (slug, fee and tax live there too).
      void queryClient.invalidateQueries({ queryKey: queryKeys.company });
    },
  });
}

export function useSetServiceVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (services: { id: string; isActive: boolean }[]) =>
      (await (
        await apiRequest("PATCH", "/api/calculator-settings/services", { services })
      ).json()) as {
        services: CalculatorServiceRow[];
      },
    onSuccess: (data) => {
      queryClient.setQueryData(queryKeys.calculatorServices, data);
      void queryClient.invalidateQueries({ queryKey: queryKeys.services });
    },
  });
}
