"use client";

import {
  keepPreviousData,
  useInfiniteQuery,
  type QueryClient,
  type QueryKey,
} from "@tanstack/react-query";
import { ApiRequestError, apiRequest, json } from "@/components/query/client";

/** The JSON body of an API answer. */
export /** A document list's filter: `status` "all" and an empty `q` ask for everything. */
type DocumentListFilter = {
  status: string;
  q: string;
  /** Only the documents assigned to the signed-in member (`?assigned=me`). */
  mine?: boolean;
};

/** GET one page of a document list (`/api/quotes`, `/api/invoices`) as filtered. */
export function fetchDocumentList<T>(
  path: string,
  filter: DocumentListFilter,
  cursor: string | null,
  signal: AbortSignal,
) {
  const params = new URLSearchParams();
  if (filter.status !== "all") params.set("status", filter.status);
  if (filter.q.trim()) params.set("q", filter.q.trim());
  if (filter.mine) params.set("assigned", "me");
  if (cursor) params.set("cursor", cursor);
  const query = params.size ? `?${params}` : "";
  return json<T>(apiRequest("GET", `${path}${query}`, undefined, { signal }));
}

/**
 * A document list read page by page (keyset pages: each answer's `nextCursor` asks for the
 * next, "Load more"); while a new filter loads, the previous one's rows stay on screen.
 */
export function useDocumentList<T extends { nextCursor: string | null }>(
  queryKey: QueryKey,
  path: string,
  filter: DocumentListFilter,
) {
  return useInfiniteQuery({
    queryKey,
    initialPageParam: null as string | null,
    placeholderData: keepPreviousData,
    queryFn: ({ pageParam, signal }) => fetchDocumentList<T>(path, filter, pageParam, signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/**
 * A save's onError: 409 says the document changed meanwhile (approved, paid, void, replaced);
 * the editor refetches it to show what it is now.
 */
export const refetchOnConflict =
  (queryClient: QueryClient, queryKey: QueryKey) => (error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 409)
      void queryClient.invalidateQueries({ queryKey, exact: true });
  };
