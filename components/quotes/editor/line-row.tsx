"use client";

import * as React from "react";
import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
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
import { formatCents } from "@/lib/format";
import { FieldError } from "@/components/ui/form-field";
import { UNIT_TYPES, UNIT_TYPE_INFO, type UnitType } from "@/lib/pricing";
import type { EditorAction, EditorLine } from "./form-state";
import type { PathErrors } from "./path-errors";

/** One line of the quote: what it is, how many, its price, and its place in the list. */
export function LineRow({
  line,
  index,
  totalCents,
  included,
  errors,
  dispatch,
  canMoveUp,
  canMoveDown,
  groupName,
}: {
  line: EditorLine;
  /** Position in the body's lines array (for API issue paths). */
  index: number;
  totalCents: number;
  included: boolean;
  errors: PathErrors;
  dispatch: React.Dispatch<EditorAction>;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** Set for an alternative of an option group. */
  groupName?: string;
}) {
  const id = `line-${line.key}`;
  const label = line.name.trim() || "new line";
  const unit = UNIT_TYPE_INFO[line.unitType];
  const error = (field: string) => errors[`lines.${index}.${field}`];
  const update = (changes: Partial<EditorLine>) =>
    dispatch({ type: "updateLine", key: line.key, changes });
  const invalid = (field: string) =>
    error(field)
      ? { "aria-invalid": true as const, "aria-describedby": `${id}-${field}-error` }
      : {};

  return (
    <li className="grid gap-3 rounded-md border p-3" data-testid="quote-line">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input
            id={`${id}-name`}
            value={line.name}
            maxLength={200}
            onChange={(event) => update({ name: event.target.value })}
            {...invalid("name")}
          />
          <FieldError id={`${id}-name-error`} message={error("name")} />
        </div>
        <div className="flex items-end gap-1">
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
          {...invalid("description")}
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
            {...invalid("quantity")}
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
            {...invalid("unitPrice")}
          />
          <span className="text-muted-foreground text-xs">{unit.label}</span>
          <FieldError id={`${id}-unitPrice-error`} message={error("unitPrice")} />
        </div>
        {line.serviceId ? (
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
          <span
            className={included ? "font-semibold" : "text-muted-foreground font-semibold"}
            data-testid="line-total"
          >
            {formatCents(totalCents)}
          </span>
          {line.fee ? (
            <span className="text-muted-foreground block text-xs">incl. {line.fee.name}</span>
          ) : null}
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-note`}>Line note</Label>
        <Input
          id={`${id}-note`}
          value={line.note}
          maxLength={1000}
          placeholder="Shown to the customer under the line"
          onChange={(event) => update({ note: event.target.value })}
          {...invalid("note")}
        />
        <FieldError id={`${id}-note-error`} message={error("note")} />
      </div>
      {groupName !== undefined ? (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            className="accent-primary size-4"
            name={`preselected-${line.groupKey}`}
            checked={line.selected}
            aria-label={`Preselected: ${label}`}
            onChange={() => dispatch({ type: "selectInGroup", key: line.key })}
          />
          Preselected option
        </label>
      ) : (
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${id}-optional`}
            checked={line.optional}
            aria-label={`Optional: ${label}`}
            onCheckedChange={(checked) => update({ optional: checked === true, selected: false })}
          />
          <Label htmlFor={`${id}-optional`} className="font-normal">
            Optional
            <span className="text-muted-foreground text-xs">
              {line.optional ? " — the customer may add it; not in the total until ticked" : ""}
            </span>
          </Label>
        </div>
      )}
    </li>
  );
}
