import type { ServicePayload } from "@/lib/services/form";
import type { LaborRateDto, ServiceFeeDto, ServiceRecord } from "@/lib/services/types";

/** What the Service Builder reads: the data, or whether it is still loading or failed. */
export type StoreRead<T> = {
  data: T | undefined;
  isLoading: boolean;
  isError: boolean;
  retry: () => void;
};

/**
 * Where a Service Builder keeps its price book. One interface, two stores: the owner's
 * through the API (`api-store.ts`, TanStack Query) and the demo's in this browser only
 * (`local-store.ts`, localStorage, no network). The builder's components read and write
 * through it and never know which one they have.
 *
 * Writes resolve true when they succeeded; each store tells the person with its own toasts.
 */
export type ServiceBuilderStore = {
  services: StoreRead<ServiceRecord[]>;
  laborRates: StoreRead<LaborRateDto[]>;
  fees: StoreRead<ServiceFeeDto[]>;
  /** The company's default markup in percent (docs/pricing.md M5). */
  defaultMarkupPercent: StoreRead<string>;
  /** The category a new service starts in. */
  defaultCategory: string | null | undefined;
  createService: (payload: ServicePayload) => Promise<boolean>;
  updateService: (id: string, payload: ServicePayload) => Promise<boolean>;
  deleteService: (id: string) => Promise<boolean>;
  /** All or nothing. */
  createServices: (payloads: ServicePayload[]) => Promise<boolean>;
  saving: boolean;
  removing: boolean;
  creatingMany: boolean;
};
