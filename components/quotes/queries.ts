"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { invalidateClients } from "@/components/clients/queries";
import { estimateKeys } from "@/components/estimates/queries";
import { ApiRequestError, apiRequest } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import type { QuoteStatus } from "@/lib/quotes/format";
import type { QuoteDto, QuoteListItemDto } from "@/lib/quotes/types";
import type { QuoteSaveBody } from "./editor/form-state";

export type QuoteListFilter = { status: QuoteStatus | "all"; q: string; page: number };
export type QuoteListPage = {
  quotes: QuoteListItemDto[];
  total: number;
  page: number;
  pageSize: number;
};
export type QuoteSettings = {
  quoteValidDays: number;
  quoteTerms: string | null;
  quoteReminderDays: number[];
};

/** Keys of this feature; the first element is the API path (see lib/api/query-keys). */
export const quoteKeys = {
  list: (filter: QuoteListFilter) => [...queryKeys.quotes, filter] as const,
  detail: (id: string) => [`/api/quotes/${encodeURIComponent(id)}`] as const,
};

const quotePath = (id: string) => `/api/quotes/${encodeURIComponent(id)}`;

async function json<T>(response: Promise<Response>): Promise<T> {
  return (await (await response).json()) as T;
}

export function useQuoteList(filter: QuoteListFilter) {
  return useQuery({
    queryKey: quoteKeys.list(filter),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (filter.status !== "all") params.set("status", filter.status);
      if (filter.q.trim()) params.set("q", filter.q.trim());
      if (filter.page > 1) params.set("page", String(filter.page));
      const query = params.size ? `?${params}` : "";
      return json<QuoteListPage>(apiRequest("GET", `/api/quotes${query}`, undefined, { signal }));
    },
  });
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
    mutationFn: (body: QuoteSaveBody) => json<QuoteDto>(apiRequest("PUT", quotePath(id), body)),
    onSuccess: (quote) => {
      store(quote);
      // A new revision replaced this one: the old row now points at it.
      if (quote.id !== id)
        void queryClient.invalidateQueries({ queryKey: quoteKeys.detail(id), exact: true });
    },
    // 409: approved, declined or replaced meanwhile; show what it is now.
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: quoteKeys.detail(id), exact: true });
    },
  });
}

/** Takes the id when called: a save just before may have made a new revision. */
export function useSendQuote() {
  const store = useStoreQuote();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; to?: string; message?: string }) =>
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

export type PaymentInput = { amount: number; method: string; paidOn: string; note?: string };

export function useRecordPayment(id: string) {
  const store = useStoreQuote();
  return useMutation({
    mutationFn: (body: PaymentInput) =>
      json<QuoteDto>(apiRequest("POST", `${quotePath(id)}/payments`, body)),
    onSuccess: store,
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
  return useQuery<QuoteSettings>({ queryKey: queryKeys.quoteSettings });
}

export function useUpdateQuoteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuoteSettings) =>
      json<QuoteSettings>(apiRequest("PATCH", "/api/company/quote-settings", body)),
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.quoteSettings, settings),
  });
}
