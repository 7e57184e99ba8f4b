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

type PricedLine = { service: Pick<DemoServiceTemplate, "price" | "labor">; quantity: number };

export function lineTotalCents(line: PricedLine): number {
  return toCents(line.service.price) * line.quantity;
}

/** Labor of one line in hundredths of an hour. */
function lineLaborHundredths(line: PricedLine): bigint {
  return toFixedPoint(line.service.labor, 2) * BigInt(line.quantity);
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
