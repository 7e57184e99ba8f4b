"use client";

import { formatCents, formatCurrency } from "@/lib/format";
import { UNIT_TYPE_INFO } from "@/lib/pricing";
import { previewPrice, type ServiceFormValues } from "@/lib/services/form";
import type { LaborRateDto, ServiceFeeDto } from "@/lib/services/types";

/** The customer's price, computed with the shared pricing model as the owner types. */
export function PricePreview({
  values,
  laborRates,
  fees,
}: {
  values: ServiceFormValues;
  laborRates: LaborRateDto[];
  fees: ServiceFeeDto[];
}) {
  const preview = previewPrice(values, laborRates, fees);
  const unit = UNIT_TYPE_INFO[values.unitType];
  return (
    <div
      className="bg-muted/50 rounded-md border p-3 text-sm"
      aria-live="polite"
      data-testid="price-preview"
    >
      <p className="text-muted-foreground text-xs font-medium uppercase">Customer price</p>
      {preview ? (
        <>
          <p className="text-lg font-semibold">
            <span data-testid="price-preview-amount">{formatCents(preview.unitPriceCents)}</span>{" "}
            <span className="text-muted-foreground text-sm font-normal">{unit.label}</span>
          </p>
          {preview.laborRate ? (
            <p className="text-muted-foreground">
              Includes {formatCents(preview.laborCents)} labor ({preview.laborRate.name},{" "}
              {formatCurrency(preview.laborRate.rate)}/hr)
            </p>
          ) : null}
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
