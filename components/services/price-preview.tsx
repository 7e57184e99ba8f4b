"use client";

import { formatCents, formatCurrency } from "@/lib/format";
import { UNIT_TYPE_INFO } from "@/lib/pricing";
import { previewPrice, type ServiceFormValues } from "@/lib/services/form";
import type { LaborRateDto, ServiceFeeDto } from "@/lib/services/types";
import { CostFigures } from "@/components/services/cost-figures";

/**
 * Cost, margin and the customer's price side by side, computed with the shared pricing model
 * as the owner types (docs/pricing.md M3, M4), with what makes up the cost underneath.
 */
export function PricePreview({
  values,
  laborRates,
  fees,
  defaultMarkupPercent,
}: {
  values: ServiceFormValues;
  laborRates: LaborRateDto[];
  fees: ServiceFeeDto[];
  defaultMarkupPercent: string;
}) {
  const preview = previewPrice(values, laborRates, fees, defaultMarkupPercent);
  const unit = UNIT_TYPE_INFO[values.unitType];
  return (
    <div
      className="bg-muted/50 grid gap-2 rounded-md border p-3 text-sm"
      aria-live="polite"
      data-testid="price-preview"
    >
      <p className="text-muted-foreground text-xs font-medium uppercase">
        Price {unit.label === "each" ? "per job" : unit.label}
      </p>
      {preview ? (
        <>
          <CostFigures breakdown={preview} unitLabel={unit.label} testIdPrefix="price-preview" />
          <ul className="text-muted-foreground grid gap-0.5 text-xs">
            <li>Base price {formatCents(preview.baseCents)}</li>
            {preview.laborRate ? (
              <li>
                Includes {formatCents(preview.laborCents)} labor ({preview.laborRate.name},{" "}
                {formatCurrency(preview.laborRate.rate)}/hr)
              </li>
            ) : null}
            {preview.materialsCents > 0 ? (
              <li>Materials {formatCents(preview.materialsCents)}</li>
            ) : null}
            <li>
              Markup {Number(preview.markupPercent)}%
              {preview.usesDefaultMarkup ? " (company default)" : ""}:{" "}
              {formatCents(preview.markupCents)}
            </li>
          </ul>
          {preview.fee ? (
            <p className="text-muted-foreground">
              + {preview.fee.name}: {formatCents(preview.fee.amountCents)}
              {preview.fee.type === "percentage" ? " on one unit" : " per line"}
            </p>
          ) : null}
        </>
      ) : (
        <p className="text-muted-foreground">
          Enter a valid price and time to see the customer price.
        </p>
      )}
    </div>
  );
}
