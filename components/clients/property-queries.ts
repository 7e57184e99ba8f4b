"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, json } from "@/components/query/client";
import { queryKeys } from "@/components/query/keys";
import type { PropertyDto } from "@/lib/properties/properties";
import type { ServiceAddressInput } from "@/lib/validation/estimate";

export type { PropertyDto };
export type PropertyInput = ServiceAddressInput;

const propertiesPath = (clientId: string) =>
  `/api/clients/${encodeURIComponent(clientId)}/properties`;

/** The client's service addresses, oldest first. */
export function useClientProperties(clientId: string | null) {
  return useQuery<PropertyDto[]>({
    queryKey: queryKeys.clientProperties(clientId ?? ""),
    enabled: Boolean(clientId),
  });
}

/** After a change: the client's list and every quote's address picker (they list the options). */
function useInvalidateProperties(clientId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.clientProperties(clientId) }),
      queryClient.invalidateQueries({
        predicate: (query) => /^\/api\/quotes\/[^/]+\/property$/.test(String(query.queryKey[0])),
      }),
    ]);
}

export function useSaveProperty(clientId: string) {
  const invalidate = useInvalidateProperties(clientId);
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: PropertyInput }) =>
      json<PropertyDto>(
        id
          ? apiRequest("PATCH", `${propertiesPath(clientId)}/${encodeURIComponent(id)}`, input)
          : apiRequest("POST", propertiesPath(clientId), input),
      ),
    onSuccess: invalidate,
  });
}

export function useDeleteProperty(clientId: string) {
  const invalidate = useInvalidateProperties(clientId);
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest("DELETE", `${propertiesPath(clientId)}/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}
