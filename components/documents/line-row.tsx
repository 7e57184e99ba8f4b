"use client";

import * as React from "react";
import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { formatCents } from "@/lib/format";
import { UNIT_TYPES, UNIT_TYPE_INFO, type UnitType } from "@/lib/pricing";
import type { PathErrors } from "./path-errors";

/** The fields every priced document's line has (a quote line, an invoice line). */
export type PricedLineFields = {
  key: string;
  serviceId: string | null;
  name: string;
  description: string;
  unitType: UnitType;
  unitPrice: string;
  quantity: string;
};

/** The line's name for labels ("Quantity for Mulch"), "new line" while it has none. */
export const lineLabel = (line: Pick<PricedLineFields, "name">) => line.name.trim() || "new line";

/**
 * A line field's API error (by its path `lines.<index>.<field>`) and the aria attributes that
 * point its control to the error and to any `more` ids that describe it.
 */
export function lineFieldErrors(errors: PathErrors, index: number, id: string) {
  const error = (field: string) => errors[`lines.${index}.${field}`];
  const described = (field: string, ...more: (string | false | undefined)[]) => {
    const ids = [error(field) && `${id}-${field}-error`, ...more].filter(Boolean).join(" ");
    return {
      ...(error(field) ? { "aria-invalid": true as const } : {}),
      ...(ids ? { "aria-describedby": ids } : {}),
    };
  };
  return { error, described };
}

/**
 * One line of a priced document: name, move/remove buttons, description, quantity, unit price,
 * unit and line total. What only one document's lines have goes in `nameHint`, `totalNote` and
 * `children` (shown after the fields).
 */
export function PricedLineRow({
  id,
  testId,
  line,
  index,
  totalCents,
  errors,
  onChange,
  onMove,
  onRemove,
  canMoveUp,
  canMoveDown,
  unitLocked,
  actionsClassName,
  nameHint,
  totalClassName,
  totalNote,
  priceDescribedBy,
  children,
}: {
  /** The base of the fields' ids (`line-<key>`). */
  id: string;
  testId: string;
  line: PricedLineFields;
  /** Position in the body's lines array (for API issue paths). */
  index: number;
  totalCents: number;
  errors: PathErrors;
  onChange: (changes: Partial<Omit<PricedLineFields, "key">>) => void;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** The unit is fixed (a service's line, a line billed from a quote): shown, not picked. */
  unitLocked: boolean;
  actionsClassName: string;
  /** Shown under the name. */
  nameHint?: React.ReactNode;
  totalClassName: string;
  /** Shown under the line total. */
  totalNote?: React.ReactNode;
  /** Another element that describes the unit price (a warning). */
  priceDescribedBy?: string | false;
  children?: React.ReactNode;
}) {
  const label = lineLabel(line);
  const unit = UNIT_TYPE_INFO[line.unitType];
  const { error, described } = lineFieldErrors(errors, index, id);

  return (
    <li className="grid gap-3 rounded-md border p-3" data-testid={testId}>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input
            id={`${id}-name`}
            value={line.name}
            maxLength={200}
            onChange={(event) => onChange({ name: event.target.value })}
            {...described("name")}
          />
          <FieldError id={`${id}-name-error`} message={error("name")} />
          {nameHint}
        </div>
        <div className={actionsClassName}>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Move up ${label}`}
            title="Move up"
            disabled={!canMoveUp}
            onClick={() => onMove(-1)}
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
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={line.name.trim() ? `Remove ${line.name.trim()}` : "Remove line"}
            title="Remove line"
            onClick={onRemove}
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
          onChange={(event) => onChange({ description: event.target.value })}
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
            onChange={(event) => onChange({ quantity: event.target.value })}
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
            onChange={(event) => onChange({ unitPrice: event.target.value })}
            {...described("unitPrice", priceDescribedBy)}
          />
          <span className="text-muted-foreground text-xs">{unit.label}</span>
          <FieldError id={`${id}-unitPrice-error`} message={error("unitPrice")} />
        </div>
        {unitLocked ? (
          <div className="text-muted-foreground grid gap-1.5 text-xs">
            <span className="text-foreground text-sm font-medium">Unit</span>
            <span className="py-2">{unit.name}</span>
          </div>
        ) : (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-unit`}>Unit</Label>
            <NativeSelect
              id={`${id}-unit`}
              aria-label={`Unit for ${label}`}
              value={line.unitType}
              onChange={(event) => onChange({ unitType: event.target.value as UnitType })}
            >
              {UNIT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {UNIT_TYPE_INFO[type].name}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
        <div className="col-span-2 text-right sm:col-span-1">
          <span className="text-muted-foreground block text-xs">Line total</span>
          <span className={totalClassName} data-testid="line-total">
            {formatCents(totalCents)}
          </span>
          {totalNote}
        </div>
      </div>
      {children}
    </li>
  );
}
