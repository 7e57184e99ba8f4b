"use client";

import { SaveTemplate } from "@/components/service-builder/save-template";
import { ServiceBuilder } from "@/components/service-builder/service-builder";
import { useApiServiceBuilderStore } from "@/components/service-builder/store/api-store";
import { ServiceBuilderStoreProvider } from "@/components/service-builder/store/context";

/** /dashboard/service-builder: the Service Builder over the owner's price book (the API). */
export function OwnerServiceBuilder() {
  const store = useApiServiceBuilderStore();
  return (
    <ServiceBuilderStoreProvider store={store}>
      <ServiceBuilder
        title="Service Builder"
        description="Build and organise the services in your price book."
        actions={<SaveTemplate services={store.services.data ?? []} />}
        staging
      />
    </ServiceBuilderStoreProvider>
  );
}
