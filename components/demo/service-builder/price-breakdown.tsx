"use client";

import { priceBreakdown } from "@/lib/demo/builder-pricing";
import type { BuilderLaborRate } from "@/lib/demo/builder-types";
import {
  NO_LABOR_RATE,
  parseDecimal,
  validatePrice,
  type ServiceFormValues,
} from "@/lib/demo/builder-validation";
import { formatCents, formatDuration } from "@/lib/format";
import { UNIT_TYPE_INFO } from "@/lib/pricing";

/** Fields that do not parse yet count as 0, so the preview never blocks typing. */
function lenientInputs(values: ServiceFormValues) {
  const price = validatePrice(values.basePrice);
  const minutes = parseDecimal(values.estimatedTime, 0);
  const markup = parseDecimal(values.markupPercent, 2);
  return {
    basePriceCents: "cents" in price ? price.cents : 0,
    unitType: values.unitType,
    estimatedTime: "value" in minutes ? Math.min(minutes.value, 100_000) : 0,
    laborRateId: values.laborRateId === NO_LABOR_RATE ? null : values.laborRateId,
    markupPercent: "value" in markup ? Math.min(markup.value, 1000) : 0,
  };
}

/** The live customer price of the service being edited, line by line. */
export function PriceBreakdownCard({
  values,
  laborRates,
}: {
  values: ServiceFormValues;
  laborRates: BuilderLaborRate[];
}) {
  const inputs = lenientInputs(values);
  const price = priceBreakdown(inputs, laborRates);
  const unit = UNIT_TYPE_INFO[values.unitType];
  const laborDetail = price.laborRate
    ? values.unitType === "hourly"
      ? `${price.laborRate.name}, ${formatCents(price.laborRate.rateCents)} × 1 hour`
      : `${price.laborRate.name}, ${formatCents(price.laborRate.rateCents)}/hr × ${formatDuration(inputs.estimatedTime)}`
    : "No labor rate linked";

  return (
    <section aria-labelledby="price-breakdown-title" className="bg-muted/60 rounded-lg p-4 text-sm">
      <h3 id="price-breakdown-title" className="mb-2 font-medium">
        Customer price
      </h3>
      <dl className="grid gap-1">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Base price</dt>
          <dd className="tabular-nums">{formatCents(price.baseCents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Labor ({laborDetail})</dt>
          <dd className="tabular-nums">{formatCents(price.laborCents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Markup ({inputs.markupPercent}%)</dt>
          <dd className="tabular-nums">{formatCents(price.markupCents)}</dd>
        </div>
        <div className="mt-1 flex justify-between gap-4 border-t pt-2 text-base font-semibold">
          <dt>Price {unit.label}</dt>
          <dd className="tabular-nums" data-testid="form-customer-price" aria-live="polite">
            {formatCents(price.customerCents)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
