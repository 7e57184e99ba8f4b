/**
 * The one pricing model (docs/pricing.md). The Service Builder preview, the
 * customer calculator and the server that stores estimate requests all call these
 * functions, so the customer and the owner always see the same numbers.
 */
import { divideHalfUp, multiplyCents, toCents, toFixedPoint, type DecimalLike } from "./money";

export { formatCents } from "@/lib/format";
export { toCents, centsToDecimalString, toMoneyString, type DecimalLike } from "./money";

export const UNIT_TYPES = ["flat", "per_item", "hourly", "per_sq_foot"] as const;
export type UnitType = (typeof UNIT_TYPES)[number];
export const FEE_TYPES = ["percentage", "fixed"] as const;
export type FeeType = (typeof FEE_TYPES)[number];

/** What a quantity means for each unit type. */
export const UNIT_TYPE_INFO: Record<
  UnitType,
  { label: string; name: string; quantityNoun: string; step: number }
> = {
  flat: { label: "each", name: "Flat rate", quantityNoun: "jobs", step: 1 },
  per_item: { label: "per item", name: "Per item", quantityNoun: "items", step: 1 },
  hourly: { label: "per hour", name: "Hourly", quantityNoun: "hours", step: 0.5 },
  per_sq_foot: {
    label: "per sq ft",
    name: "Per square foot",
    quantityNoun: "square feet",
    step: 1,
  },
};

export const MAX_QUANTITY = 100_000;

export type PricingLaborRate = { rate: DecimalLike };
export type PricingServiceFee = { name: string; type: FeeType; amount: DecimalLike };

export type PricingService = {
  basePrice: DecimalLike;
  unitType: UnitType;
  /** Minutes per unit. */
  estimatedTime: number;
  laborRate?: PricingLaborRate | null;
  serviceFee?: PricingServiceFee | null;
};

export type CalculatorSettings = {
  /** Fixed USD added once per estimate as its own line. */
  serviceCallFee?: DecimalLike | null;
  /** Percent, e.g. 8.25. */
  taxRate?: DecimalLike | null;
};

/**
 * Unit price in cents: base price plus linked labor for one unit (hours per unit =
 * estimatedTime / 60, or 1 for hourly services), rounded half-up to the cent so that the
 * unit price a customer sees times the quantity is the line they pay.
 */
export function unitPriceCents(service: PricingService): number {
  const base = toCents(service.basePrice);
  if (!service.laborRate) return base;
  const rateCents = toCents(service.laborRate.rate);
  if (service.unitType === "hourly") return base + rateCents;
  const minutes = Math.max(0, Math.round(service.estimatedTime));
  return base + Number(divideHalfUp(BigInt(rateCents) * BigInt(minutes), BigInt(60)));
}

/** True when the quantity is allowed for the unit type (positive, on its step, bounded). */
export function isValidQuantity(unitType: UnitType, quantity: number): boolean {
  if (!Number.isFinite(quantity) || quantity <= 0 || quantity > MAX_QUANTITY) return false;
  const steps = quantity / UNIT_TYPE_INFO[unitType].step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

export type PricedLine<T> = {
  item: T;
  quantity: number;
  unitPriceCents: number;
  subtotalCents: number;
  fee: { name: string; type: FeeType; amountCents: number } | null;
  /** Minutes for the whole line. */
  minutes: number;
};

export type EstimateBreakdown<T> = {
  lines: PricedLine<T>[];
  serviceCallFeeCents: number;
  /** Line subtotals + line fees + service-call fee. */
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  totalMinutes: number;
};

/** Line subtotal, the line's fee and its time (rules 2, 3 and 6). */
export function priceLine<T extends PricingService>(item: T, quantity: number): PricedLine<T> {
  const unit = unitPriceCents(item);
  const subtotal = multiplyCents(unit, quantity);
  let fee: PricedLine<T>["fee"] = null;
  if (item.serviceFee) {
    const amountCents =
      item.serviceFee.type === "percentage"
        ? Number(
            divideHalfUp(
              BigInt(subtotal) * toFixedPoint(item.serviceFee.amount, 4),
              BigInt(1_000_000),
            ),
          )
        : toCents(item.serviceFee.amount);
    fee = { name: item.serviceFee.name, type: item.serviceFee.type, amountCents };
  }
  const minutes = Math.round(Math.max(0, item.estimatedTime) * quantity);
  return { item, quantity, unitPriceCents: unit, subtotalCents: subtotal, fee, minutes };
}

/** Prices a whole estimate (rules 1-7). Quantities must already be valid. */
export function computeEstimate<T extends PricingService>(
  lines: ReadonlyArray<{ item: T; quantity: number }>,
  settings: CalculatorSettings = {},
): EstimateBreakdown<T> {
  const priced = lines.map((line) => priceLine(line.item, line.quantity));
  const serviceCallFeeCents =
    settings.serviceCallFee != null && lines.length > 0 ? toCents(settings.serviceCallFee) : 0;
  const subtotalCents =
    priced.reduce((sum, line) => sum + line.subtotalCents + (line.fee?.amountCents ?? 0), 0) +
    serviceCallFeeCents;
  const taxRate = settings.taxRate ?? 0;
  const taxCents = Number(
    divideHalfUp(BigInt(subtotalCents) * toFixedPoint(taxRate, 4), BigInt(1_000_000)),
  );
  return {
    lines: priced,
    serviceCallFeeCents,
    subtotalCents,
    taxCents,
    totalCents: subtotalCents + taxCents,
    totalMinutes: priced.reduce((sum, line) => sum + line.minutes, 0),
  };
}
