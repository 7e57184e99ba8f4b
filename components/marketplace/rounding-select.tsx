"use client";

import { Label } from "@/components/ui/label";
import type { AdjustRounding } from "@/lib/validation/marketplace";

const LABELS: Record<AdjustRounding, string> = {
  cent: "To the cent",
  dollar: "To the dollar",
  five: "To $5",
};

/**
 * How prices adjusted by a percentage are rounded (docs/marketplace.md): offered wherever a
 * book is applied with ±%, the template dialog and the setup checklist's starter book.
 */
export function RoundingSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: AdjustRounding;
  onChange: (value: AdjustRounding) => void;
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>Round the adjusted prices</Label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as AdjustRounding)}
        className="border-input bg-background h-9 w-48 rounded-md border px-2 text-sm"
      >
        {(Object.keys(LABELS) as AdjustRounding[]).map((rounding) => (
          <option key={rounding} value={rounding}>
            {LABELS[rounding]}
          </option>
        ))}
      </select>
    </div>
  );
}
