"use client";

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/components/query/client";
import { queryKeys } from "@/components/query/keys";
import { throwIfResNotOk } from "@/components/query/request-error";
import type { EstimateDetail, EstimateListResponse } from "@/lib/estimates/types";
import type { EstimateStatus } from "@/lib/validation/estimate";

/** This feature's keys, from the shared factory (the first element is the API path). */
export const estimateKeys = {
  list: (status: EstimateStatus | "all") => [...queryKeys.estimates, { status }] as const,
  detail: queryKeys.estimate,
};

export function useEstimateList(status: EstimateStatus | "all") {
  return useInfiniteQuery({
    queryKey: estimateKeys.list(status),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (status !== "all") params.set("status", status);
      if (pageParam) params.set("cursor", pageParam);
      const res = await fetch(`/api/estimates?${params}`, { credentials: "include", signal });
      await throwIfResNotOk(res);
      return (await res.json()) as EstimateListResponse;
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useEstimateDetail(id: string | null) {
  return useQuery<EstimateDetail>({
    queryKey: estimateKeys.detail(id ?? ""),
    enabled: Boolean(id),
  });
}

export function useUpdateEstimate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: { status?: EstimateStatus; notes?: string | null }) =>
      (await (
        await apiRequest("PATCH", `/api/estimates/${encodeURIComponent(id)}`, changes)
      ).json()) as EstimateDetail,
    onSuccess: (detail) => {
      queryClient.setQueryData(estimateKeys.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: queryKeys.estimates });
    },
  });
}
