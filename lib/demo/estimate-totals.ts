/**
 * Demo estimate arithmetic (docs/product.md §9): subtotal = Σ price × quantity, tax 7% of the
 * subtotal rounded half-up to the cent, total = subtotal + tax, laborHours = Σ labor ×
 * quantity. Integer cents and hundredths of an hour, never summed floats. The demo keeps
 * these simpler rules instead of lib/pricing (docs/pricing.md says so).
 */
import { divideHalfUp, toCents, toFixedPoint } from "@/lib/pricing/money";
import type { DemoServiceTemplate } from "./types";

export const DEMO_TAX_PERCENT = 7;

export type DemoTotals = {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  laborHours: number;
};

export const ZERO_TOTALS: DemoTotals = {
  subtotalCents: 0,
  taxCents: 0,
  totalCents: 0,
  laborHours: 0,
};

type PricedService = Pick<DemoServiceTemplate, "price" | "labor">;
type PricedLine = { service: PricedService; quantity: number };

// A service's price in cents and labor in hundredths, parsed once per service object (the
// estimate's services never change once added): every click re-totals every line, and the
// exact decimal parsing is the costly part of that at 4x CPU (bench/demo.mjs).
const unitCache = new WeakMap<
  PricedService,
  { price: number; cents: number; labor: number; hundredths: bigint }
>();

function unitOf(service: PricedService) {
  const cached = unitCache.get(service);
  if (cached && cached.price === service.price && cached.labor === service.labor) return cached;
  const unit = {
    price: service.price,
    cents: toCents(service.price),
    labor: service.labor,
    hundredths: toFixedPoint(service.labor, 2),
  };
  unitCache.set(service, unit);
  return unit;
}

export function lineTotalCents(line: PricedLine): number {
  return unitOf(line.service).cents * line.quantity;
}

/** Labor of one line in hundredths of an hour. */
function lineLaborHundredths(line: PricedLine): bigint {
  return unitOf(line.service).hundredths * BigInt(line.quantity);
}

export function lineLaborHours(line: PricedLine): number {
  return Number(lineLaborHundredths(line)) / 100;
}

export function computeDemoTotals(lines: readonly PricedLine[]): DemoTotals {
  if (lines.length === 0) return ZERO_TOTALS;
  const subtotalCents = lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
  const taxCents = Number(
    divideHalfUp(BigInt(subtotalCents) * BigInt(DEMO_TAX_PERCENT), BigInt(100)),
  );
  const laborHundredths = lines.reduce((sum, line) => sum + lineLaborHundredths(line), BigInt(0));
  return {
    subtotalCents,
    taxCents,
    totalCents: subtotalCents + taxCents,
    laborHours: Number(laborHundredths) / 100,
  };
}

/** "1 hour", "0.5 hours", "12 hours". */
export function formatLaborHours(hours: number): string {
  const rounded = Math.round(hours * 100) / 100;
  return `${rounded} ${rounded === 1 ? "hour" : "hours"}`;
}

/** The panel's '{n} service(s) selected' line: "1 service selected", "3 services selected". */
export function formatSelectedCount(count: number): string {
  return `${count} ${count === 1 ? "service" : "services"} selected`;
}
