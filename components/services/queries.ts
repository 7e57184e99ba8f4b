"use client";

import * as React from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, json } from "@/components/query/client";
import { queryKeys } from "@/components/query/keys";
import type { CompanyDto } from "@/lib/companies/types";
import { priceServices } from "@/lib/services/pricing";
import type { LaborRateDto, ServiceDto, ServiceFeeDto } from "@/lib/services/types";
import type { ServicePayload } from "@/lib/services/form";

export type CustomTemplateDto = {
  id: string;
  name: string;
  description: string | null;
  createdAt: string;
  services: (Omit<ServicePayload, "isActive" | "laborRateId" | "serviceFeeId" | "basePrice"> & {
    id: string;
    basePrice: string;
  })[];
};

export const useServices = () => useQuery<ServiceDto[]>({ queryKey: queryKeys.services });
export const useLaborRates = () => useQuery<LaborRateDto[]>({ queryKey: queryKeys.laborRates });
export const useServiceFees = () => useQuery<ServiceFeeDto[]>({ queryKey: queryKeys.serviceFees });
/** The company's default markup (docs/pricing.md M5); undefined while the company loads. */
export function useDefaultMarkup() {
  const company = useQuery<CompanyDto>({ queryKey: queryKeys.company });
  return { ...company, data: company.data?.defaultMarkupPercent };
}

/**
 * The services, each with its cost, markup and customer price under the company's default
 * markup: pending until both the services and the company are here, so no price is ever
 * shown (or copied into a quote) without the markup that applies.
 */
export function usePricedServices() {
  const services = useServices();
  const markup = useDefaultMarkup();
  const data = React.useMemo(
    () =>
      services.data && markup.data !== undefined
        ? priceServices(services.data, markup.data)
        : undefined,
    [services.data, markup.data],
  );
  return {
    data,
    defaultMarkupPercent: markup.data,
    isPending: services.isPending || markup.isPending,
    isError: services.isError || markup.isError,
    error: services.error ?? markup.error,
    refetch: () => Promise.all([services.refetch(), markup.refetch()]),
  };
}

export const useCustomTemplates = () =>
  useQuery<CustomTemplateDto[]>({ queryKey: queryKeys.customTemplates });

/** Everything that shows services, counts or links them. */
export function useInvalidatePriceBook() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        queryKeys.services,
        queryKeys.laborRates,
        queryKeys.serviceFees,
        queryKeys.overview,
        queryKeys.analytics,
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey, exact: true })),
    );
}

/** POST /api/services: creates, or updates when an id is given. */
export function useSaveService() {
  const invalidate = useInvalidatePriceBook();
  return useMutation({
    mutationFn: (body: ServicePayload & { id?: string }) =>
      json<ServiceDto>(apiRequest("POST", "/api/services", body)),
    onSuccess: invalidate,
  });
}

export function useBulkAddServices() {
  const invalidate = useInvalidatePriceBook();
  return useMutation({
    mutationFn: (services: ServicePayload[]) =>
      json<{ created: number }>(apiRequest("POST", "/api/services/bulk", { services })),
    onSuccess: invalidate,
  });
}

export function useDeleteService() {
  const invalidate = useInvalidatePriceBook();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/services/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}

export function useReorderServices() {
  const invalidate = useInvalidatePriceBook();
  return useMutation({
    mutationFn: (ids: string[]) => apiRequest("POST", "/api/services/reorder", { ids }),
    onSettled: invalidate,
  });
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; description: string; services: ServicePayload[] }) =>
      json<CustomTemplateDto>(apiRequest("POST", "/api/custom-templates", body)),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.customTemplates, exact: true }),
  });
}

export function useApplyTemplate() {
  const invalidate = useInvalidatePriceBook();
  return useMutation({
    mutationFn: (id: string) =>
      json<{ created: number }>(
        apiRequest("POST", `/api/custom-templates/${encodeURIComponent(id)}/apply`),
      ),
    onSuccess: invalidate,
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest("DELETE", `/api/custom-templates/${encodeURIComponent(id)}`),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.customTemplates, exact: true }),
  });
}

type RateBody = { name: string; rate: number };
type FeeBody = { name: string; type: "percentage" | "fixed"; amount: number };

export function useSaveLaborRate() {
  const invalidate = useInvalidatePriceBook();
  return useMutation({
    mutationFn: ({ id, ...body }: RateBody & { id?: string }) =>
      id
        ? apiRequest("PATCH", `/api/labor-rates/${encodeURIComponent(id)}`, body)
        : apiRequest("POST", "/api/labor-rates", body),
    onSuccess: invalidate,
  });
}

export function useDeleteLaborRate() {
  const invalidate = useInvalidatePriceBook();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/labor-rates/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}

export function useSaveServiceFee() {
  const invalidate = useInvalidatePriceBook();
  return useMutation({
    mutationFn: ({ id, ...body }: FeeBody & { id?: string }) =>
      id
        ? apiRequest("PATCH", `/api/service-fees/${encodeURIComponent(id)}`, body)
        : apiRequest("POST", "/api/service-fees", body),
    onSuccess: invalidate,
  });
}

export function useDeleteServiceFee() {
  const invalidate = useInvalidatePriceBook();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/service-fees/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}
