"use client";

import { ListPlus, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ServicesTable, serviceRow } from "@/components/service-builder/services-table";
import { useServiceBuilderStore } from "@/components/service-builder/store/context";
import type { ServicePayload } from "@/lib/services/form";

export type StagedService = ServicePayload & { key: string };

/** New Services: a staging list reviewed before it is added to the price book in one go. */
export function NewServicesTab({
  staged,
  onAddCustom,
  onEdit,
  onRemove,
  onSubmit,
}: {
  staged: StagedService[];
  onAddCustom: () => void;
  onEdit: (key: string) => void;
  onRemove: (key: string) => void;
  onSubmit: () => void;
}) {
  const store = useServiceBuilderStore();
  const laborRates = store.laborRates.data ?? [];
  const fees = store.fees.data ?? [];
  const rows = staged.map((service) =>
    serviceRow(
      {
        ...service,
        laborRate: laborRates.find((rate) => rate.id === service.laborRateId) ?? null,
        serviceFee: fees.find((fee) => fee.id === service.serviceFeeId) ?? null,
        markupPercent: service.markupPercent ?? null,
      },
      service.key,
      store.defaultMarkupPercent.data,
    ),
  );
  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground text-sm">
          Review the services below, then add them to your price book together.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="outline" onClick={onAddCustom}>
            <Plus aria-hidden="true" />
            Add Custom Service
          </Button>
          <Button onClick={onSubmit} disabled={staged.length === 0 || store.creatingMany}>
            <ListPlus aria-hidden="true" />
            {store.creatingMany ? "Processing..." : "Add to Price Book"}
          </Button>
        </div>
      </div>
      {staged.length === 0 ? (
        <div className="rounded-md border border-dashed p-8 text-center" data-testid="staged-empty">
          <p className="font-medium">No services to review</p>
          <p className="text-muted-foreground text-sm">
            Use Add Custom Service to stage new services.
          </p>
        </div>
      ) : (
        <ServicesTable
          caption="Services to add"
          testId="staged-service-row"
          rows={rows}
          onEdit={onEdit}
          onDelete={onRemove}
          deleteLabel="Remove"
        />
      )}
    </div>
  );
}
