"use client";

import * as React from "react";
import { PlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { DemoEstimateAction } from "@/lib/demo/estimate-reducer";
import { formatLaborHours } from "@/lib/demo/estimate-totals";
import type { DemoServiceTemplate } from "@/lib/demo/types";
import { formatCurrency } from "@/lib/format";

type Dispatch = React.Dispatch<DemoEstimateAction>;

/** The 'Available Services' card grid. Memoized: lines changing on the right never re-render it. */
export const ServiceCatalogue = React.memo(function ServiceCatalogue({
  services,
  dispatch,
}: {
  services: readonly DemoServiceTemplate[];
  dispatch: Dispatch;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Available services">
      {services.map((service) => (
        <ServiceCard key={service.id} service={service} dispatch={dispatch} />
      ))}
    </ul>
  );
});

const ServiceCard = React.memo(function ServiceCard({
  service,
  dispatch,
}: {
  service: DemoServiceTemplate;
  dispatch: Dispatch;
}) {
  const titleId = `service-${service.id}-title`;
  return (
    <li
      aria-labelledby={titleId}
      // Contained: pressing Add restyles and repaints this card only, not the page around it.
      className="bg-card text-card-foreground flex flex-col gap-3 rounded-xl border p-4 shadow-sm [contain:content]"
      data-testid={`service-${service.id}`}
    >
      <div className="space-y-1">
        <h3 id={titleId} className="leading-snug font-semibold">
          {service.name}
        </h3>
        <p className="text-muted-foreground text-sm">{service.description}</p>
      </div>
      <details className="text-sm">
        <summary className="text-muted-foreground hover:text-foreground cursor-pointer rounded-sm">
          Materials and labor
        </summary>
        <ul className="mt-2 space-y-1">
          {service.materials.map((material) => (
            <li key={material.name} className="flex justify-between gap-2">
              <span>{material.name}</span>
              <span className="tabular-nums">{formatCurrency(material.price)}</span>
            </li>
          ))}
          <li className="text-muted-foreground flex justify-between gap-2">
            <span>Labor</span>
            <span>{formatLaborHours(service.labor)}</span>
          </li>
        </ul>
        <p className="text-muted-foreground mt-2 text-xs">
          For reference only: materials are not added to the estimate.
        </p>
      </details>
      <div className="mt-auto flex items-center justify-between gap-2 pt-1">
        <span className="text-lg font-semibold tabular-nums">{formatCurrency(service.price)}</span>
        <Button
          size="sm"
          // No hover fade on the buttons pressed most: each fade frame is main-thread work
          // that delays the next press (measured by bench/demo.mjs at 4x CPU).
          className="transition-none"
          // A transition: the press paints at once, and the new line renders right after
          // (in React's time slices), not in the frame the press is waiting for.
          onClick={() => React.startTransition(() => dispatch({ type: "addService", service }))}
          aria-label={`Add ${service.name}`}
        >
          <PlusIcon aria-hidden="true" />
          Add
        </Button>
      </div>
    </li>
  );
});
