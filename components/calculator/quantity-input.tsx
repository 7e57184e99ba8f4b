"use client";

import * as React from "react";
import { Minus, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { CartItem } from "@/lib/calculator/cart";
import { MAX_QUANTITY, UNIT_TYPE_INFO } from "@/lib/pricing";

const LABELS: Record<CartItem["unitType"], string> = {
  flat: "Quantity",
  per_item: "Items",
  hourly: "Hours",
  per_sq_foot: "Square feet",
};

/**
 * The quantity of one line in the unit's own terms (hours in steps of 0.5, square feet,
 * items). Typing is kept as a draft and applied on Enter or when the field loses focus, so
 * clearing the field to type a new number does not remove the line; 0 or less does.
 */
export function QuantityInput({
  item,
  onChange,
}: {
  item: CartItem;
  onChange: (quantity: number) => void;
}) {
  const [draft, setDraft] = React.useState<string | null>(null);
  const step = UNIT_TYPE_INFO[item.unitType].step;
  const id = React.useId();
  const commit = () => {
    if (draft === null) return;
    const value = draft.trim() === "" ? item.quantity : Number(draft);
    setDraft(null);
    onChange(Number.isFinite(value) ? value : item.quantity);
  };
  return (
    <div className="flex items-center gap-1">
      <Button
        type="button"
        size="icon"
        variant="outline"
        className="size-8"
        aria-label={`Decrease ${item.name}`}
        onClick={() => onChange(item.quantity - step)}
      >
        <Minus />
      </Button>
      <label htmlFor={id} className="sr-only">
        {LABELS[item.unitType]} of {item.name}
      </label>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        max={MAX_QUANTITY}
        step={step}
        className="h-8 w-20 text-center"
        value={draft ?? String(item.quantity)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            commit();
          }
        }}
      />
      <Button
        type="button"
        size="icon"
        variant="outline"
        className="size-8"
        aria-label={`Increase ${item.name}`}
        onClick={() => onChange(item.quantity + step)}
      >
        <Plus />
      </Button>
      {item.unitType !== "flat" && (
        <span className="text-muted-foreground ml-1 text-xs" aria-hidden="true">
          {item.unitType === "per_sq_foot" ? "sq ft" : item.unitType === "hourly" ? "hrs" : "items"}
        </span>
      )}
    </div>
  );
}
