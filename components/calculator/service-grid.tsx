"use client";

import type * as React from "react";
import { Check, Clock, Plus, SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { categoryLabel } from "@/lib/calculator/categories";
import { formatCurrency, formatDuration } from "@/lib/format";
import type { PublicService } from "@/lib/calculator/types";
import { cn } from "@/lib/utils";
import { ServiceIcon } from "./service-icon";

export function CategoryPills({
  categories,
  active,
  onSelect,
}: {
  categories: readonly string[];
  active: string | null;
  onSelect: (category: string) => void;
}) {
  if (categories.length === 0) return null;
  return (
    <nav aria-label="Service categories" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
      {categories.map((category) => (
        <Button
          key={category}
          type="button"
          size="sm"
          variant={category === active ? "default" : "outline"}
          aria-pressed={category === active}
          className="rounded-full"
          onClick={() => onSelect(category)}
        >
          {categoryLabel(category)}
        </Button>
      ))}
    </nav>
  );
}

function feeText(fee: NonNullable<PublicService["serviceFee"]>) {
  return fee.type === "percentage"
    ? `+ ${Number(fee.amount)}% ${fee.name}`
    : `+ ${formatCurrency(fee.amount)} ${fee.name}`;
}

export function ServiceCard({
  ref,
  service,
  onAdd,
  quantity = 0,
}: {
  ref?: React.Ref<HTMLLIElement>;
  service: PublicService;
  onAdd: (service: PublicService) => void;
  /** Its quantity in the estimate: 0 shows 'Add', more shows 'Added ✓' (a click adds one more). */
  quantity?: number;
}) {
  const added = quantity > 0;
  return (
    <li
      ref={ref}
      className="bg-card text-card-foreground flex flex-col gap-3 rounded-lg border p-4 shadow-xs"
    >
      <div className="flex items-start gap-3">
        <span className="bg-primary/10 text-primary flex size-10 shrink-0 items-center justify-center rounded-md">
          <ServiceIcon icon={service.icon} category={service.category} className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="leading-tight font-medium">{service.name}</h3>
          {service.description && (
            <p className="text-muted-foreground mt-1 text-sm">{service.description}</p>
          )}
        </div>
      </div>
      <div className="mt-auto flex flex-wrap items-end justify-between gap-2">
        <div className="text-sm">
          <p>
            <span className="text-base font-semibold">{formatCurrency(service.unitPrice)}</span>{" "}
            <span className="text-muted-foreground">{service.unitLabel}</span>
          </p>
          <p className="text-muted-foreground flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden="true" />
            <span>
              {formatDuration(service.estimatedTime)}
              {service.unitType !== "flat" && ` ${service.unitLabel}`}
            </span>
          </p>
          {service.serviceFee && (
            <p className="text-muted-foreground text-xs">{feeText(service.serviceFee)}</p>
          )}
        </div>
        <Button
          type="button"
          size="sm"
          variant={added ? "secondary" : "default"}
          onClick={() => onAdd(service)}
          aria-label={added ? `Add ${service.name}, added` : `Add ${service.name}`}
          data-state={added ? "added" : "idle"}
        >
          {added ? (
            <>
              <Check aria-hidden="true" /> Added
              {quantity !== 1 && <span className="tabular-nums"> ×{quantity}</span>}
            </>
          ) : (
            <>
              <Plus aria-hidden="true" /> Add
            </>
          )}
        </Button>
      </div>
    </li>
  );
}

export function ServiceGrid({
  services,
  hasAnyServices,
  firstCategory,
  onAdd,
  onViewFirst,
  guideRef,
  quantities,
  after,
}: {
  /** Each service's quantity in the estimate (the 'Added ✓' state of its button). */
  quantities?: ReadonlyMap<string, number>;
  /** A last card after the services ('Something else?'). */
  after?: React.ReactNode;
  /** The owner's preview attaches the 'service-selection' guided tooltip to the first card. */
  guideRef?: (element: HTMLElement | null) => void;
  services: readonly PublicService[];
  hasAnyServices: boolean;
  firstCategory: string | null;
  onAdd: (service: PublicService) => void;
  onViewFirst: () => void;
}) {
  if (services.length === 0) {
    return (
      <div
        ref={guideRef}
        className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-10 text-center"
      >
        <SearchX className="text-muted-foreground size-8" aria-hidden="true" />
        <h2 className="font-semibold">No services found</h2>
        <p className="text-muted-foreground text-sm">
          {hasAnyServices
            ? "Try selecting a different category."
            : "No services are available yet."}
        </p>
        {firstCategory && (
          <Button type="button" variant="outline" onClick={onViewFirst}>
            View {categoryLabel(firstCategory)} services
          </Button>
        )}
      </div>
    );
  }
  return (
    <ul className={cn("grid gap-4 sm:grid-cols-2")} aria-label="Services">
      {services.map((service, index) => (
        <ServiceCard
          key={service.id}
          ref={index === 0 ? guideRef : undefined}
          service={service}
          onAdd={onAdd}
          quantity={quantities?.get(service.id) ?? 0}
        />
      ))}
      {after}
    </ul>
  );
}
