import { Info } from "lucide-react";

/** Every template's prices are starting points (docs/marketplace.md). */
export function StartingPointsNote() {
  return (
    <p className="bg-muted/60 flex items-start gap-2 rounded-md p-3 text-sm">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        Prices are starting points: typical US figures to edit for your market. Adjust them all by a
        percentage when you use the template, and edit any service afterwards in your price book.
      </span>
    </p>
  );
}
