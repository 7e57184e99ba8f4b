"use client";

import * as React from "react";
import { toast } from "@/components/ui/use-toast";
import { toMoneyString } from "@/lib/pricing";
import type { BuilderAction } from "@/lib/demo/builder-reducer";
import { BUILDER_TOASTS } from "@/lib/demo/builder-toasts";
import { DEMO_DEFAULT_MARKUP, type BuilderState } from "@/lib/demo/builder-types";
import type { ServicePayload } from "@/lib/services/form";
import type { LaborRateDto, ServiceRecord } from "@/lib/services/types";
import type { ServiceBuilderStore, StoreRead } from "./types";

const ready = <T>(data: T): StoreRead<T> => ({
  data,
  isLoading: false,
  isError: false,
  retry: () => {},
});

/** The stored services as the builder reads them: decimals as text, the linked rate joined in. */
export function localRecords(state: BuilderState): {
  services: ServiceRecord[];
  laborRates: LaborRateDto[];
} {
  const rates = new Map(state.laborRates.map((rate) => [rate.id, rate]));
  const services = state.services.map((service) => {
    const rate = service.laborRateId ? (rates.get(service.laborRateId) ?? null) : null;
    return {
      ...service,
      basePrice: toMoneyString(service.basePrice),
      laborRateId: rate?.id ?? null,
      laborRate: rate,
      serviceFee: null,
      materials: service.materials.map((material) => ({
        ...material,
        unitCost: toMoneyString(material.unitCost),
      })),
    };
  });
  const laborRates = state.laborRates.map((rate) => ({
    ...rate,
    serviceCount: state.services.filter((service) => service.laborRateId === rate.id).length,
  }));
  return { services, laborRates };
}

/**
 * The demo's price book in this browser (lib/demo/builder-store: localStorage, no network):
 * every write is a reducer action, done at once, with the demo's toasts.
 */
export function useLocalServiceBuilderStore(
  state: BuilderState,
  dispatch: (action: BuilderAction) => void,
): ServiceBuilderStore {
  const records = React.useMemo(() => localRecords(state), [state]);
  return React.useMemo(() => {
    const save = async (id: string | null, service: ServicePayload) => {
      dispatch({ type: "saveService", id, service });
      toast(id ? BUILDER_TOASTS.updated : BUILDER_TOASTS.created);
      return true;
    };
    return {
      services: ready(records.services),
      laborRates: ready(records.laborRates),
      fees: ready([]),
      defaultMarkupPercent: ready(DEMO_DEFAULT_MARKUP),
      defaultCategory:
        state.startedFrom && state.startedFrom !== "blank" ? state.startedFrom : "electrical",
      createService: (payload) => save(null, payload),
      updateService: (id, payload) => save(id, payload),
      deleteService: async (id) => {
        dispatch({ type: "deleteService", id });
        toast(BUILDER_TOASTS.deleted);
        return true;
      },
      createServices: async (payloads) => {
        payloads.forEach((service) => dispatch({ type: "saveService", id: null, service }));
        return true;
      },
      saving: false,
      removing: false,
      creatingMany: false,
    };
  }, [records, state.startedFrom, dispatch]);
}
