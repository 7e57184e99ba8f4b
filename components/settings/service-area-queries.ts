"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/components/query/client";
import { queryKeys } from "@/components/query/keys";
import type { AddServiceAreasResult, ServiceAreaDto } from "@/lib/service-areas/types";

export function useServiceAreas() {
  return useQuery<ServiceAreaDto[]>({ queryKey: queryKeys.serviceAreas });
}

export function useAddServiceAreas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: string[]) =>
      (await (
        await apiRequest("POST", "/api/service-areas", { values })
      ).json()) as AddServiceAreasResult,
    onSuccess: (result) => queryClient.setQueryData(queryKeys.serviceAreas, result.areas),
  });
}

export function useDeleteServiceArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      apiRequest("DELETE", `/api/service-areas/${encodeURIComponent(id)}`),
    onSuccess: (_res, id) =>
      queryClient.setQueryData<ServiceAreaDto[]>(queryKeys.serviceAreas, (old) =>
        old?.filter((area) => area.id !== id),
      ),
  });
}

export function useClearServiceAreas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => apiRequest("DELETE", "/api/service-areas"),
    onSuccess: () => queryClient.setQueryData<ServiceAreaDto[]>(queryKeys.serviceAreas, []),
  });
}
