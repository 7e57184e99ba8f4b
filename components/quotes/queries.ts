"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { invalidateClients } from "@/components/clients/queries";
import { estimateKeys } from "@/components/estimates/queries";
import { refetchOnConflict, useDocumentList } from "@/components/documents/queries";
import { json } from "@/components/query/client";
import { apiRequest } from "@/components/query/client";
import { queryKeys } from "@/components/query/keys";
import type { QuoteStatus } from "@/lib/validation/quote-values";
import type { QuoteDto, QuoteListDto, QuoteSettingsDto } from "@/lib/quotes/types";
import type { QuotePaymentInput, QuoteSaveInput, QuoteSendInput } from "@/lib/validation/quote";

export type QuoteListFilter = {
  status: QuoteStatus | "all";
  q: string;
  /** Only the quotes assigned to the signed-in member (`?assigned=me`, docs/team.md). */
  mine?: boolean;
};
export type { QuoteListDto, QuoteSettingsDto };

/** This feature's keys, from the shared factory (the first element is the API path). */
export const quoteKeys = {
  list: ({ status, q, mine }: QuoteListFilter) =>
    queryKeys.quoteList({
      status: status === "all" ? undefined : status,
      q: q.trim(),
      assigned: mine ? "me" : undefined,
    }),
  detail: queryKeys.quote,
};

const quotePath = (id: string) => `/api/quotes/${encodeURIComponent(id)}`;

export function useQuoteList(filter: QuoteListFilter) {
  return useDocumentList<QuoteListDto>(quoteKeys.list(filter), "/api/quotes", filter);
}

export function useQuote(id: string) {
  return useQuery<QuoteDto>({ queryKey: quoteKeys.detail(id) });
}

/** Stores the answer under its own id (a save may answer a new revision) and refreshes lists. */
function useStoreQuote() {
  const queryClient = useQueryClient();
  return (quote: QuoteDto) => {
    queryClient.setQueryData(quoteKeys.detail(quote.id), quote);
    void queryClient.invalidateQueries({ queryKey: queryKeys.quotes });
    void invalidateClients(queryClient);
  };
}

export type CreateQuoteInput =
  { estimateRequestId: string } | { clientId: string } | Record<string, never>;

export function useCreateQuote() {
  const store = useStoreQuote();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateQuoteInput) => json<QuoteDto>(apiRequest("POST", "/api/quotes", body)),
    onSuccess: (quote, body) => {
      store(quote);
      // Creating from a request marks it 'quoted'.
      void queryClient.invalidateQueries({ queryKey: queryKeys.estimates });
      if ("estimateRequestId" in body)
        void queryClient.invalidateQueries({
          queryKey: estimateKeys.detail(body.estimateRequestId),
          exact: true,
        });
    },
  });
}

export function useSaveQuote(id: string) {
  const store = useStoreQuote();
  const queryClient = useQueryClient();
  return useMutation({
    // The editor's body type-checks against the route's schema input here.
    mutationFn: (body: QuoteSaveInput) => json<QuoteDto>(apiRequest("PUT", quotePath(id), body)),
    onSuccess: (quote) => {
      store(quote);
      // A new revision replaced this one: the old row now points at it.
      if (quote.id !== id)
        void queryClient.invalidateQueries({ queryKey: quoteKeys.detail(id), exact: true });
    },
    // 409: approved, declined or replaced meanwhile; show what it is now.
    onError: refetchOnConflict(queryClient, quoteKeys.detail(id)),
  });
}

/** Takes the id when called: a save just before may have made a new revision. */
export function useSendQuote() {
  const store = useStoreQuote();
  return useMutation({
    mutationFn: ({ id, ...body }: NonNullable<QuoteSendInput> & { id: string }) =>
      json<{ quote: QuoteDto; url: string }>(apiRequest("POST", `${quotePath(id)}/send`, body)),
    onSuccess: ({ quote }) => store(quote),
  });
}

export function useQuoteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => json<{ url: string }>(apiRequest("GET", `${quotePath(id)}/link`)),
    // Issuing a link may set the quote's public URL.
    onSuccess: (_link, id) =>
      queryClient.invalidateQueries({ queryKey: quoteKeys.detail(id), exact: true }),
  });
}

export function useRecordPayment(id: string) {
  const store = useStoreQuote();
  return useMutation({
    mutationFn: (body: QuotePaymentInput) =>
      json<QuoteDto>(apiRequest("POST", `${quotePath(id)}/payments`, body)),
    onSuccess: store,
  });
}

/** PUT /api/quotes/{id}/assignee (docs/team.md): the quote and the "assigned to me" lists refresh. */
export function useAssignQuote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string | null) =>
      json<{ assignedTo: string | null }>(
        apiRequest("PUT", `${quotePath(id)}/assignee`, { userId }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quoteKeys.detail(id), exact: true }),
        queryClient.invalidateQueries({ queryKey: queryKeys.quotes }),
      ]),
  });
}

export function useDeleteQuote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("DELETE", quotePath(id)),
    // The editor navigates away; its cached quote is left alone so it does not refetch a 404.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.quotes }),
        invalidateClients(queryClient),
      ]),
  });
}

export function useQuoteSettings() {
  return useQuery<QuoteSettingsDto>({ queryKey: queryKeys.quoteSettings });
}

export function useUpdateQuoteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuoteSettingsDto) =>
      json<QuoteSettingsDto>(apiRequest("PATCH", "/api/company/quote-settings", body)),
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.quoteSettings, settings),
  });
}
