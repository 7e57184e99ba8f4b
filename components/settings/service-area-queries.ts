"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import type { AddServiceAreasResult, ServiceAreaDto } from "@/lib/validation/service-area";

export const serviceAreasKey = ["/api/service-areas"] as const;

export function useServiceAreas() {
  return useQuery<ServiceAreaDto[]>({ queryKey: serviceAreasKey });
}

export function useAddServiceAreas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: string[]) =>
      (await (
        await apiRequest("POST", "/api/service-areas", { values })
      ).json()) as AddServiceAreasResult,
    onSuccess: (result) => queryClient.setQueryData(serviceAreasKey, result.areas),
  });
}

export function useDeleteServiceArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      apiRequest("DELETE", `/api/service-areas/${encodeURIComponent(id)}`),
    onSuccess: (_res, id) =>
      queryClient.setQueryData<ServiceAreaDto[]>(serviceAreasKey, (old) =>
        old?.filter((area) => area.id !== id),
      ),
  });
}

export function useClearServiceAreas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => apiRequest("DELETE", "/api/service-areas"),
    onSuccess: () => queryClient.setQueryData<ServiceAreaDto[]>(serviceAreasKey, []),
  });
}
