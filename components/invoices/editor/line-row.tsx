"use client";

import * as React from "react";
import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import type { PathErrors } from "@/components/quotes/editor/path-errors";
import { formatCents, formatCurrency } from "@/lib/format";
import { UNIT_TYPES, UNIT_TYPE_INFO, type UnitType } from "@/lib/pricing";
import type { InvoiceEditorAction, InvoiceEditorLine } from "./form-state";

/** "Trip charge (10%)", "Trip charge ($25.00)". */
export const feeLabel = (fee: NonNullable<InvoiceEditorLine["fee"]>) =>
  `${fee.name} (${fee.type === "percentage" ? `${Number(fee.value)}%` : formatCurrency(fee.value)})`;

/** One line of the invoice: what it is, how many, its price, and its place in the list. */
export function LineRow({
  line,
  index,
  totalCents,
  leftOfQuoteCents,
  errors,
  dispatch,
  canMoveUp,
  canMoveDown,
}: {
  line: InvoiceEditorLine;
  /** Position in the body's lines array (for API issue paths). */
  index: number;
  totalCents: number;
  /** Set when the line bills more of its quote line than is left to invoice (I7). */
  leftOfQuoteCents?: number;
  errors: PathErrors;
  dispatch: React.Dispatch<InvoiceEditorAction>;
  canMoveUp: boolean;
  canMoveDown: boolean;
}) {
  const id = `invoice-line-${line.key}`;
  const label = line.name.trim() || "new line";
  const unit = UNIT_TYPE_INFO[line.unitType];
  const error = (field: string) => errors[`lines.${index}.${field}`];
  const update = (changes: Partial<InvoiceEditorLine>) =>
    dispatch({ type: "updateLine", key: line.key, changes });
  const described = (field: string, ...more: (string | false)[]) => {
    const ids = [error(field) && `${id}-${field}-error`, ...more].filter(Boolean).join(" ");
    return {
      ...(error(field) ? { "aria-invalid": true as const } : {}),
      ...(ids ? { "aria-describedby": ids } : {}),
    };
  };
  const overQuote = leftOfQuoteCents !== undefined;

  return (
    <li className="grid gap-3 rounded-md border p-3" data-testid="invoice-line">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input
            id={`${id}-name`}
            value={line.name}
            maxLength={200}
            onChange={(event) => update({ name: event.target.value })}
            {...described("name")}
          />
          <FieldError id={`${id}-name-error`} message={error("name")} />
          <p className="text-muted-foreground text-xs">
            {line.quoteLineId ? "Billed from the quote" : "Added on this invoice"}
          </p>
        </div>
        <div className="flex items-start gap-1 sm:pt-6">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Move up ${label}`}
            title="Move up"
            disabled={!canMoveUp}
            onClick={() => dispatch({ type: "moveLine", key: line.key, direction: -1 })}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Move down ${label}`}
            title="Move down"
            disabled={!canMoveDown}
            onClick={() => dispatch({ type: "moveLine", key: line.key, direction: 1 })}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={line.name.trim() ? `Remove ${line.name.trim()}` : "Remove line"}
            title="Remove line"
            onClick={() => dispatch({ type: "removeLine", key: line.key })}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea
          id={`${id}-description`}
          rows={2}
          maxLength={2000}
          value={line.description}
          onChange={(event) => update({ description: event.target.value })}
          {...described("description")}
        />
        <FieldError id={`${id}-description-error`} message={error("description")} />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-quantity`}>Quantity</Label>
          <Input
            id={`${id}-quantity`}
            aria-label={`Quantity for ${label}`}
            type="number"
            inputMode="decimal"
            min={unit.step}
            step={unit.step}
            value={line.quantity}
            onChange={(event) => update({ quantity: event.target.value })}
            {...described("quantity")}
          />
          <span className="text-muted-foreground text-xs">{unit.quantityNoun}</span>
          <FieldError id={`${id}-quantity-error`} message={error("quantity")} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-price`}>Unit price</Label>
          <Input
            id={`${id}-price`}
            aria-label={`Unit price for ${label}`}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={line.unitPrice}
            onChange={(event) => update({ unitPrice: event.target.value })}
            {...described("unitPrice", overQuote && !error("unitPrice") && `${id}-over-quote`)}
          />
          <span className="text-muted-foreground text-xs">{unit.label}</span>
          <FieldError id={`${id}-unitPrice-error`} message={error("unitPrice")} />
        </div>
        {line.serviceId || line.quoteLineId ? (
          <div className="text-muted-foreground grid gap-1.5 text-xs">
            <span className="text-foreground text-sm font-medium">Unit</span>
            <span className="py-2">{unit.name}</span>
          </div>
        ) : (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-unit`}>Unit</Label>
            <Select
              value={line.unitType}
              onValueChange={(value) => update({ unitType: value as UnitType })}
            >
              <SelectTrigger id={`${id}-unit`} aria-label={`Unit for ${label}`} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {UNIT_TYPES.map((type) => (
                  <SelectItem key={type} value={type}>
                    {UNIT_TYPE_INFO[type].name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}
        <div className="col-span-2 text-right sm:col-span-1">
          <span className="text-muted-foreground block text-xs">Line total</span>
          <span className="font-semibold" data-testid="line-total">
            {formatCents(totalCents)}
          </span>
        </div>
      </div>
      {line.fee ? (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span>
            <span className="text-muted-foreground">Fee: </span>
            {feeLabel(line.fee)}
          </span>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`Remove the fee of ${label}`}
            onClick={() => update({ fee: null })}
          >
            Remove fee
          </Button>
        </div>
      ) : null}
      {overQuote && !error("unitPrice") ? (
        <p id={`${id}-over-quote`} className="text-sm text-amber-800 dark:text-amber-200">
          This bills more of the quote&apos;s line than is left to invoice (
          {formatCents(leftOfQuoteCents)}); add a line for extra work.
        </p>
      ) : null}
    </li>
  );
}
