"use client";

import * as React from "react";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { queryKeys } from "@/components/query/keys";
import {
  useBulkAddServices,
  useLaborRates,
  useServiceFees,
  useServices,
} from "@/components/services/queries";
import { priceBookToasts } from "@/components/services/toasts";
import { useServiceActions } from "@/components/services/use-service-actions";
import type { CompanyDto } from "@/lib/companies/types";
import type { ServicePayload } from "@/lib/services/form";
import type { ServiceBuilderStore, StoreRead } from "./types";

function read<T, R = T>(query: UseQueryResult<T>, pick?: (data: T) => R): StoreRead<R> {
  return {
    data:
      query.data === undefined ? undefined : pick ? pick(query.data) : (query.data as unknown as R),
    isLoading: query.isPending,
    isError: query.isError,
    retry: () => void query.refetch(),
  };
}

/** The owner's price book through the API (TanStack Query), with the spec's toasts. */
export function useApiServiceBuilderStore(): ServiceBuilderStore {
  const company = useQuery<CompanyDto>({ queryKey: queryKeys.company });
  const services = useServices();
  const laborRates = useLaborRates();
  const fees = useServiceFees();
  const actions = useServiceActions();
  const bulkAdd = useBulkAddServices();

  const createServices = React.useCallback(
    async (payloads: ServicePayload[]) => {
      if (payloads.length === 0) {
        priceBookToasts.noServicesSelected();
        return false;
      }
      try {
        await bulkAdd.mutateAsync(payloads);
        priceBookToasts.servicesAdded();
        return true;
      } catch (error) {
        priceBookToasts.bulkFailed(error);
        return false;
      }
    },
    [bulkAdd],
  );

  return {
    services: read(services),
    laborRates: read(laborRates),
    fees: read(fees),
    defaultMarkupPercent: read(company, (data) => data.defaultMarkupPercent),
    defaultCategory: company.data?.industryType,
    createService: (payload) => actions.save(payload),
    updateService: (id, payload) => actions.save(payload, id),
    deleteService: actions.remove,
    createServices,
    saving: actions.saving,
    removing: actions.removing,
    creatingMany: bulkAdd.isPending,
  };
}
