"use client";

import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { apiRequest, json } from "@/components/query/client";
import { queryKeys } from "@/components/query/keys";
import type { ClientDetailDto } from "@/lib/quotes/types";
import type { ClientDto, ClientListDto } from "@/lib/clients/types";
import type { ClientCreateInput } from "@/lib/validation/client";

export type { ClientDetailDto };

/** The form's body: the schema the route parses (lib/validation/client). */
export type ClientInput = ClientCreateInput;

export const clientKeys = {
  list: (q: string) => queryKeys.clientList({ q }),
  pages: (q: string) => queryKeys.clientList({ q, pages: true }),
  detail: queryKeys.client,
};

/** Client lists and every client page (which list requests, quotes, tasks and activity). */
export function invalidateClients(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const path = String(query.queryKey[0]);
      return path === queryKeys.clients[0] || path.startsWith(`${queryKeys.clients[0]}/`);
    },
  });
}

const clientPath = (id: string) => `/api/clients/${encodeURIComponent(id)}`;

export function useClientList(q: string, enabled = true) {
  return useQuery({
    queryKey: clientKeys.list(q.trim()),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => {
      const query = q.trim() ? `?${new URLSearchParams({ q: q.trim() })}` : "";
      return json<ClientListDto>(apiRequest("GET", `/api/clients${query}`, undefined, { signal }));
    },
    select: (data) => data.clients,
  });
}

/** The clients page's list: every client, page by page ("Load more", keyset cursors). */
export function useClientPages(q: string) {
  return useInfiniteQuery({
    queryKey: clientKeys.pages(q.trim()),
    initialPageParam: null as string | null,
    placeholderData: keepPreviousData,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (q.trim()) params.set("q", q.trim());
      if (pageParam) params.set("cursor", pageParam);
      const query = params.size ? `?${params}` : "";
      return json<ClientListDto>(apiRequest("GET", `/api/clients${query}`, undefined, { signal }));
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useClient(id: string) {
  return useQuery<ClientDetailDto>({ queryKey: clientKeys.detail(id) });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientInput) => json<ClientDto>(apiRequest("POST", "/api/clients", body)),
    onSuccess: () => invalidateClients(queryClient),
  });
}

export function useUpdateClient(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientInput) => json<ClientDto>(apiRequest("PATCH", clientPath(id), body)),
    onSuccess: () => invalidateClients(queryClient),
  });
}
