"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, apiRequest, json } from "@/components/query/client";
import { queryKeys } from "@/components/query/keys";
import type { PropertyDto } from "@/lib/properties/properties";

/** GET /api/quotes/{id}/property. */
export type QuotePropertyDto = { property: PropertyDto | null; options: PropertyDto[] };
/** GET /api/quotes/{id}/photos. */
export type QuotePhotosDto = { attached: string[]; available: string[] };

const quotePath = (id: string) => `/api/quotes/${encodeURIComponent(id)}`;

export function useQuoteProperty(quoteId: string) {
  return useQuery<QuotePropertyDto>({ queryKey: queryKeys.quoteProperty(quoteId) });
}

export function useQuotePhotos(quoteId: string) {
  return useQuery<QuotePhotosDto>({ queryKey: queryKeys.quotePhotos(quoteId) });
}

/** A 409 (the customer answered meanwhile): the quote is shown as it is now. */
function useRefreshOnConflict(quoteId: string) {
  const queryClient = useQueryClient();
  return (error: Error) => {
    if (error instanceof ApiRequestError && error.status === 409)
      void queryClient.invalidateQueries({ queryKey: queryKeys.quote(quoteId), exact: true });
  };
}

/** PUT /api/quotes/{id}/property: the client's property the work is done at (null: none). */
export function useSetQuoteProperty(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (propertyId: string | null) =>
      json<QuotePropertyDto>(apiRequest("PUT", `${quotePath(quoteId)}/property`, { propertyId })),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.quoteProperty(quoteId), data),
    onError: useRefreshOnConflict(quoteId),
  });
}

/** PUT /api/quotes/{id}/photos: the photos shown on the quote, as a whole. */
export function useSetQuotePhotos(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoIds: string[]) =>
      json<QuotePhotosDto>(apiRequest("PUT", `${quotePath(quoteId)}/photos`, { photoIds })),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.quotePhotos(quoteId), data),
    onError: useRefreshOnConflict(quoteId),
  });
}

/** The owner's photo URLs (signed-in only). */
export const ownerPhotoUrl = (id: string, variant?: "thumbnail") =>
  `/api/photos/${encodeURIComponent(id)}${variant ? "/thumbnail" : ""}`;
