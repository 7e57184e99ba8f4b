/**
 * Live customer prices for the demo Service Builder, through the shared pricing model
 * (lib/pricing, docs/pricing.md) so the demo prices the way the product does.
 *
 * Markup is the one demo-only rule, applied on top of the model's unit price:
 *   cost      = unitPriceCents(base price + linked labor rate × hours per unit)   (rule 1)
 *   customer  = cost × (1 + markup / 100), rounded half-up to the cent
 * The customer calculator preview then prices lines with computeEstimate on a service
 * whose base price is that customer unit price (and no labor rate, already included), so
 * line subtotals and totals follow rules 2-7 unchanged.
 */
import {
  centsToDecimalString,
  computeEstimate,
  unitPriceCents,
  type EstimateBreakdown,
  type PricingService,
} from "@/lib/pricing";
import { divideHalfUp, toFixedPoint } from "@/lib/pricing/money";
import type { BuilderLaborRate, BuilderService } from "./builder-types";

export type PriceInputs = Pick<
  BuilderService,
  "basePriceCents" | "unitType" | "estimatedTime" | "laborRateId" | "markupPercent"
>;

export type PriceBreakdown = {
  baseCents: number;
  laborCents: number;
  /** base + labor: the pricing model's unit price. */
  costCents: number;
  markupCents: number;
  /** What the customer pays per unit. */
  customerCents: number;
  laborRate: BuilderLaborRate | null;
};

function findRate(rates: readonly BuilderLaborRate[], id: string | null) {
  return id ? (rates.find((rate) => rate.id === id) ?? null) : null;
}

export function applyMarkup(cents: number, markupPercent: number): number {
  // 1 + percent / 100 as an integer over 10^6 (percent keeps 4 decimals): exact arithmetic.
  const factor = BigInt(1_000_000) + toFixedPoint(markupPercent, 4);
  return Number(divideHalfUp(BigInt(cents) * factor, BigInt(1_000_000)));
}

export function priceBreakdown(
  service: PriceInputs,
  rates: readonly BuilderLaborRate[],
): PriceBreakdown {
  const laborRate = findRate(rates, service.laborRateId);
  const base = centsToDecimalString(service.basePriceCents);
  const costCents = unitPriceCents({
    basePrice: base,
    unitType: service.unitType,
    estimatedTime: service.estimatedTime,
    laborRate: laborRate ? { rate: centsToDecimalString(laborRate.rateCents) } : null,
  });
  const customerCents = applyMarkup(costCents, service.markupPercent);
  return {
    baseCents: service.basePriceCents,
    laborCents: costCents - service.basePriceCents,
    costCents,
    markupCents: customerCents - costCents,
    customerCents,
    laborRate,
  };
}

export type PreviewItem = PricingService & { service: BuilderService };

/** The service as the customer calculator prices it: marked-up unit price, labor included. */
export function toPreviewItem(
  service: BuilderService,
  rates: readonly BuilderLaborRate[],
): PreviewItem {
  return {
    service,
    basePrice: centsToDecimalString(priceBreakdown(service, rates).customerCents),
    unitType: service.unitType,
    estimatedTime: service.estimatedTime,
    laborRate: null,
    serviceFee: null,
  };
}

export function previewEstimate(
  lines: ReadonlyArray<{ service: BuilderService; quantity: number }>,
  rates: readonly BuilderLaborRate[],
): EstimateBreakdown<PreviewItem> {
  return computeEstimate(
    lines.map((line) => ({ item: toPreviewItem(line.service, rates), quantity: line.quantity })),
  );
}
