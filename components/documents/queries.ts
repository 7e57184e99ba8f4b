"use client";

import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { ApiRequestError, apiRequest } from "@/components/query/client";

/** The JSON body of an API answer. */
export async function json<T>(response: Promise<Response>): Promise<T> {
  return (await (await response).json()) as T;
}

/** A document list's filter: `status` "all" and an empty `q` ask for everything. */
export type DocumentListFilter = {
  status: string;
  q: string;
  page: number;
  /** Only the documents assigned to the signed-in member (`?assigned=me`). */
  mine?: boolean;
};

/** GET one page of a document list (`/api/quotes`, `/api/invoices`) as filtered. */
export function fetchDocumentList<T>(
  path: string,
  filter: DocumentListFilter,
  signal: AbortSignal,
) {
  const params = new URLSearchParams();
  if (filter.status !== "all") params.set("status", filter.status);
  if (filter.q.trim()) params.set("q", filter.q.trim());
  if (filter.page > 1) params.set("page", String(filter.page));
  if (filter.mine) params.set("assigned", "me");
  const query = params.size ? `?${params}` : "";
  return json<T>(apiRequest("GET", `${path}${query}`, undefined, { signal }));
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
