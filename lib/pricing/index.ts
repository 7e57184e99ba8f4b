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

/** What one unit of a service uses (docs/pricing.md M1, M2). */
export type PricingMaterial = {
  unitCost: DecimalLike;
  /** Per unit of the service, up to 3 decimals. */
  quantity: DecimalLike;
  /** Listed but supplied by the customer: not in the cost or the price. */
  customerSupplies?: boolean;
};

export type PricingService = {
  basePrice: DecimalLike;
  unitType: UnitType;
  /** Minutes per unit. */
  estimatedTime: number;
  laborRate?: PricingLaborRate | null;
  serviceFee?: PricingServiceFee | null;
  materials?: readonly PricingMaterial[] | null;
  /**
   * The markup that applies (M5): the service's own, or else the company's default (see
   * `effectiveMarkup`). Absent or null is 0.
   */
  markupPercent?: DecimalLike | null;
};

export type CalculatorSettings = {
  /** Fixed USD added once per estimate as its own line. */
  serviceCallFee?: DecimalLike | null;
  /** Percent, e.g. 8.25. */
  taxRate?: DecimalLike | null;
};

/** What one unit of a service costs and what the customer pays for it (docs/pricing.md M3, M4). */
export type CostBreakdown = {
  baseCents: number;
  /** Linked labor for one unit (rule 1). */
  laborCents: number;
  /** Materials the company supplies (M2). */
  materialsCents: number;
  /** base + labor + materials. */
  costCents: number;
  markupCents: number;
  /** What the customer pays per unit: the unit price of rules 2-8. */
  priceCents: number;
  /** price - cost. */
  marginCents: number;
};

/** Labor for one unit: the rate × hours per unit (estimatedTime / 60, or 1 for hourly), half-up. */
function laborCents(service: PricingService): number {
  if (!service.laborRate) return 0;
  const rateCents = toCents(service.laborRate.rate);
  if (service.unitType === "hourly") return rateCents;
  const minutes = Math.max(0, Math.round(service.estimatedTime));
  return Number(divideHalfUp(BigInt(rateCents) * BigInt(minutes), BigInt(60)));
}

/** One material's cost per unit of the service: unit cost × quantity, half-up to cents (M2). */
export function materialCostCents(material: PricingMaterial): number {
  return Number(
    divideHalfUp(
      BigInt(toCents(material.unitCost)) * toFixedPoint(material.quantity, 3),
      BigInt(1_000),
    ),
  );
}

/** The markup that applies to a service (M5): its own, else the company's default, else 0. */
export function effectiveMarkup(
  serviceMarkup: DecimalLike | null | undefined,
  companyDefault: DecimalLike | null | undefined,
): DecimalLike {
  return serviceMarkup ?? companyDefault ?? 0;
}

/**
 * Cost, markup and customer price of one unit (rules 1, M2-M4): cost = base + labor +
 * materials the company supplies; markup = cost × percent / 100, half-up to cents. With no
 * materials and no markup the price is rule 1's unit price, to the cent.
 */
export function costBreakdown(service: PricingService): CostBreakdown {
  const baseCents = toCents(service.basePrice);
  const labor = laborCents(service);
  const materialsCents = (service.materials ?? []).reduce(
    (sum, material) => sum + (material.customerSupplies ? 0 : materialCostCents(material)),
    0,
  );
  const costCents = baseCents + labor + materialsCents;
  const markupCents =
    service.markupPercent == null
      ? 0
      : Number(
          divideHalfUp(BigInt(costCents) * toFixedPoint(service.markupPercent, 2), BigInt(10_000)),
        );
  return {
    baseCents,
    laborCents: labor,
    materialsCents,
    costCents,
    markupCents,
    priceCents: costCents + markupCents,
    marginCents: markupCents,
  };
}

/**
 * Unit price in cents: what the customer pays for one unit (docs/pricing.md rule 1 and M4),
 * so that the unit price a customer sees times the quantity is the line they pay.
 */
export function unitPriceCents(service: PricingService): number {
  return costBreakdown(service).priceCents;
}

/** Margin as a percent of the customer price with one decimal ("25.9"); null when the price is 0. */
export function marginPercent(breakdown: Pick<CostBreakdown, "marginCents" | "priceCents">) {
  if (breakdown.priceCents <= 0) return null;
  const tenths = divideHalfUp(
    BigInt(breakdown.marginCents) * BigInt(1_000),
    BigInt(breakdown.priceCents),
  );
  return (Number(tenths) / 10).toFixed(1);
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
