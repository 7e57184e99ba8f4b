"use client";

import { Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { ServiceBadges } from "@/components/services/service-badges";
import { categoryLabel } from "@/lib/categories";
import { formatCents, formatDuration } from "@/lib/format";
import { UNIT_TYPE_INFO, marginPercent, type CostBreakdown, type UnitType } from "@/lib/pricing";
import { hasCostsEntered } from "@/components/services/cost-figures";
import { serviceCost, type ServicePricingFields } from "@/lib/services/pricing";
import type { ServiceDto } from "@/lib/services/types";

export type ServicesTableRow = Pick<
  ServiceDto,
  "name" | "description" | "category" | "unitType" | "estimatedTime" | "laborRate" | "serviceFee"
> & {
  key: string;
  isActive?: boolean;
  /** Cost, markup and customer price of one unit (docs/pricing.md M3, M4). */
  cost: CostBreakdown;
  materialCount: number;
  /** The service's own markup, or null for the company's default. */
  markupPercent: string | null;
};

/** A table row of a stored or staged service, priced under the company's default markup. */
export function serviceRow(
  service: Omit<ServicesTableRow, "key" | "cost" | "materialCount" | "markupPercent"> &
    ServicePricingFields,
  key: string,
  defaultMarkupPercent: string | undefined,
): ServicesTableRow {
  return {
    ...service,
    key,
    cost: serviceCost(service, defaultMarkupPercent),
    materialCount: service.materials?.length ?? 0,
    markupPercent: service.markupPercent == null ? null : String(service.markupPercent),
  };
}

/**
 * The spec's columns (Service Name, Category, Price, Est. Time, Actions) with the service's
 * cost and margin beside its price (docs/pricing.md M3, M4). Phones keep name, price and
 * actions; the rest moves under the name and the price.
 */
export function ServicesTable({
  rows,
  caption,
  testId,
  onEdit,
  onDelete,
  deleteLabel = "Delete",
}: {
  rows: ServicesTableRow[];
  caption: string;
  testId: string;
  onEdit: (key: string) => void;
  onDelete: (key: string) => void;
  deleteLabel?: string;
}) {
  return (
    <div className="rounded-md border">
      <Table>
        <caption className="sr-only">{caption}</caption>
        <TableHeader>
          <TableRow>
            <TableHead>Service Name</TableHead>
            <TableHead className="hidden md:table-cell">Category</TableHead>
            <TableHead className="hidden text-right sm:table-cell">Cost</TableHead>
            <TableHead className="hidden text-right sm:table-cell">Margin</TableHead>
            <TableHead className="text-right">Price</TableHead>
            <TableHead className="hidden md:table-cell">Est. Time</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => {
            const unit = UNIT_TYPE_INFO[row.unitType as UnitType].label;
            const percent = marginPercent(row.cost);
            const showMargin = hasCostsEntered(row.cost);
            return (
              <TableRow key={row.key} data-testid={testId}>
                <TableCell className="max-w-xs align-top whitespace-normal">
                  <p className="font-medium">
                    {row.name}
                    {row.isActive === false ? (
                      <span className="text-muted-foreground ml-2 text-xs font-normal">
                        (inactive)
                      </span>
                    ) : null}
                  </p>
                  <p className="text-muted-foreground text-sm">
                    {row.description || "No description"}
                  </p>
                  <p className="text-muted-foreground text-xs md:hidden">
                    {categoryLabel(row.category)} · {formatDuration(row.estimatedTime)}
                  </p>
                  <ServiceBadges service={row} />
                </TableCell>
                <TableCell className="hidden align-top md:table-cell">
                  {categoryLabel(row.category)}
                </TableCell>
                <TableCell className="hidden text-right align-top tabular-nums sm:table-cell">
                  <span data-testid="service-cost">{formatCents(row.cost.costCents)}</span>
                  <span className="text-muted-foreground block text-xs">
                    base{" "}
                    <span data-testid="service-base-price">{formatCents(row.cost.baseCents)}</span>
                  </span>
                </TableCell>
                <TableCell className="hidden text-right align-top tabular-nums sm:table-cell">
                  {showMargin ? (
                    <>
                      <span data-testid="service-margin">{formatCents(row.cost.marginCents)}</span>
                      {percent === null ? null : (
                        <span className="text-muted-foreground block text-xs">{percent}%</span>
                      )}
                    </>
                  ) : (
                    <span data-testid="service-margin" className="text-muted-foreground">
                      —
                    </span>
                  )}
                </TableCell>
                <TableCell className="text-right align-top tabular-nums">
                  <span className="font-medium" data-testid="service-price">
                    {formatCents(row.cost.priceCents)}
                  </span>
                  <span className="text-muted-foreground block text-xs">{unit}</span>
                  <span className="text-muted-foreground block text-xs sm:hidden">
                    cost {formatCents(row.cost.costCents)}
                    {percent === null || !showMargin ? "" : ` · ${percent}%`}
                  </span>
                </TableCell>
                <TableCell className="hidden align-top md:table-cell" data-testid="service-time">
                  {formatDuration(row.estimatedTime)}
                </TableCell>
                <TableCell className="text-right align-top">
                  <div className="flex justify-end gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit ${row.name}`}
                      onClick={() => onEdit(row.key)}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`${deleteLabel} ${row.name}`}
                      onClick={() => onDelete(row.key)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
