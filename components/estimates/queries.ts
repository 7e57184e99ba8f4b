"use client";

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/components/query/client";
import { queryKeys } from "@/components/query/keys";
import { throwIfResNotOk } from "@/components/query/request-error";
import type { EstimateDetail, EstimateListResponse } from "@/lib/estimates/types";
import type { EstimateStatus } from "@/lib/validation/estimate";

/** This feature's keys, from the shared factory (the first element is the API path). */
export const estimateKeys = {
  list: (status: EstimateStatus | "all", mine = false) =>
    [...queryKeys.estimates, mine ? { status, assigned: "me" } : { status }] as const,
  detail: queryKeys.estimate,
};

/** `mine`: only the requests assigned to the signed-in member (`?assigned=me`, docs/team.md). */
export function useEstimateList(status: EstimateStatus | "all", mine = false) {
  return useInfiniteQuery({
    queryKey: estimateKeys.list(status, mine),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (status !== "all") params.set("status", status);
      if (mine) params.set("assigned", "me");
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

/** PUT /api/estimates/{id}/assignee (docs/team.md): the request and the lists refresh. */
export function useAssignEstimate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string | null) =>
      (await (
        await apiRequest("PUT", `/api/estimates/${encodeURIComponent(id)}/assignee`, { userId })
      ).json()) as { assignedTo: string | null },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: estimateKeys.detail(id), exact: true }),
        queryClient.invalidateQueries({ queryKey: queryKeys.estimates }),
      ]),
  });
}
