"use client";

import * as React from "react";
import { PlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { addToCart, type PreviewCartLine } from "@/lib/demo/builder-cart";
import { priceBreakdown } from "@/lib/demo/builder-pricing";
import {
  SERVICE_CATEGORY_LABELS,
  type BuilderService,
  type BuilderState,
  type ServiceCategory,
} from "@/lib/demo/builder-types";
import { formatCents, formatDuration } from "@/lib/format";
import { UNIT_TYPE_INFO } from "@/lib/pricing";
import { cn } from "@/lib/utils";
import { PreviewCart } from "./preview-cart";

/**
 * What a customer would see on the public calculator built from this price book: category
 * pills, service cards and a small estimate, priced with the shared pricing model.
 */
export function CalculatorPreview({ state }: { state: BuilderState }) {
  const categories = React.useMemo(
    () => [...new Set(state.services.map((service) => service.category))].sort(),
    [state.services],
  );
  const preferred: ServiceCategory =
    state.startedFrom && state.startedFrom !== "blank" ? state.startedFrom : "electrical";
  const [chosen, setChosen] = React.useState<ServiceCategory>(preferred);
  const active = categories.includes(chosen)
    ? chosen
    : categories.includes(preferred)
      ? preferred
      : categories[0];
  const [cart, setCart] = React.useState<PreviewCartLine[]>([]);

  const visible = state.services.filter((service) => service.category === active);
  const add = React.useCallback(
    (service: BuilderService) =>
      setCart((current) => addToCart(current, service.id, service.unitType)),
    [],
  );

  return (
    <section aria-labelledby="preview-title" className="space-y-4">
      <div>
        <h2 id="preview-title" className="text-xl font-semibold">
          Customer Preview
        </h2>
        <p className="text-muted-foreground text-sm">
          The calculator your customers use, built from the services above. Try it: prices and
          totals update live.
        </p>
      </div>
      <div className="bg-background overflow-hidden rounded-xl border">
        <div className="bg-muted/50 border-b px-4 py-3">
          <p className="text-muted-foreground text-xs">Your Company</p>
          <h3 className="text-lg font-semibold">Service Estimator</h3>
        </div>
        <div className="grid gap-6 p-4 lg:grid-cols-5">
          <div className="space-y-4 lg:col-span-3">
            {categories.length > 0 && (
              <div role="group" aria-label="Categories" className="flex flex-wrap gap-2">
                {categories.map((category) => (
                  <Button
                    key={category}
                    size="sm"
                    variant={category === active ? "default" : "outline"}
                    className="rounded-full"
                    aria-pressed={category === active}
                    onClick={() => setChosen(category)}
                  >
                    {SERVICE_CATEGORY_LABELS[category]}
                  </Button>
                ))}
              </div>
            )}
            {visible.length === 0 ? (
              <div className="rounded-lg border border-dashed p-8 text-center">
                <p className="font-medium">No services found</p>
                <p className="text-muted-foreground text-sm">
                  No services are available yet. Add one in My Services.
                </p>
              </div>
            ) : (
              <ul
                className="grid gap-3 sm:grid-cols-2"
                aria-label={`${SERVICE_CATEGORY_LABELS[active]} services`}
              >
                {visible.map((service) => (
                  <PreviewServiceCard
                    key={service.id}
                    service={service}
                    customerCents={priceBreakdown(service, state.laborRates).customerCents}
                    onAdd={add}
                  />
                ))}
              </ul>
            )}
          </div>
          <div className="lg:col-span-2">
            <PreviewCart
              cart={cart}
              setCart={setCart}
              services={state.services}
              laborRates={state.laborRates}
            />
          </div>
        </div>
      </div>
    </section>
  );
}

const PreviewServiceCard = React.memo(function PreviewServiceCard({
  service,
  customerCents,
  onAdd,
}: {
  service: BuilderService;
  customerCents: number;
  onAdd: (service: BuilderService) => void;
}) {
  const included = service.materials.filter(
    (material) => !material.name.includes("(not included)"),
  );
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-4" data-testid="preview-service">
      <h4 className="font-semibold">{service.name}</h4>
      {service.description && (
        <p className="text-muted-foreground text-sm">{service.description}</p>
      )}
      {included.length > 0 && (
        <p className="text-muted-foreground text-xs">
          Includes: {included.map((material) => material.name).join(", ")}
        </p>
      )}
      <div className="mt-auto flex items-end justify-between gap-2 pt-1">
        <div>
          <p className="font-semibold tabular-nums">
            {formatCents(customerCents)}{" "}
            <span className="text-muted-foreground text-xs font-normal">
              {UNIT_TYPE_INFO[service.unitType].label}
            </span>
          </p>
          <p
            className={cn(
              "text-muted-foreground text-xs",
              service.estimatedTime === 0 && "sr-only",
            )}
          >
            About {formatDuration(service.estimatedTime)}
          </p>
        </div>
        <Button
          size="sm"
          aria-label={`Add ${service.name} to the estimate`}
          onClick={() => onAdd(service)}
        >
          <PlusIcon aria-hidden="true" />
          Add
        </Button>
      </div>
    </li>
  );
});
