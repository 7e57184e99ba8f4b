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
import { formatCurrency, formatDuration } from "@/lib/format";
import { UNIT_TYPE_INFO, type UnitType } from "@/lib/pricing";
import type { ServiceDto } from "@/lib/services/types";

type Row = Pick<
  ServiceDto,
  | "name"
  | "description"
  | "category"
  | "basePrice"
  | "unitType"
  | "estimatedTime"
  | "laborRate"
  | "serviceFee"
> & { key: string; isActive?: boolean };

/** The five spec columns: Service Name, Category, Price, Est. Time, Actions. */
export function ServicesTable({
  rows,
  caption,
  testId,
  onEdit,
  onDelete,
  deleteLabel = "Delete",
}: {
  rows: Row[];
  caption: string;
  testId: string;
  onEdit: (key: string) => void;
  onDelete: (key: string) => void;
  deleteLabel?: string;
}) {
  return (
    <div className="overflow-x-auto rounded-md border">
      <Table>
        <caption className="sr-only">{caption}</caption>
        <TableHeader>
          <TableRow>
            <TableHead>Service Name</TableHead>
            <TableHead>Category</TableHead>
            <TableHead>Price</TableHead>
            <TableHead>Est. Time</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
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
                <ServiceBadges service={row} />
              </TableCell>
              <TableCell className="align-top">{categoryLabel(row.category)}</TableCell>
              <TableCell className="align-top" data-testid="service-price">
                {formatCurrency(row.basePrice)}
                {row.unitType !== "flat" ? (
                  <span className="text-muted-foreground text-xs">
                    {" "}
                    {UNIT_TYPE_INFO[row.unitType as UnitType].label}
                  </span>
                ) : null}
              </TableCell>
              <TableCell className="align-top" data-testid="service-time">
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
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
