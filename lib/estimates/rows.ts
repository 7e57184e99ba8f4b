import type { Prisma, UnitType } from "@prisma/client";
import { centsToDecimalString, type EstimateBreakdown } from "@/lib/pricing";

type PricedService = { id: string; name: string; unitType: UnitType };

/** The stored totals of a priced request (Decimal strings, minutes). */
export function requestTotals(breakdown: EstimateBreakdown<PricedService>) {
  return {
    subtotal: centsToDecimalString(breakdown.subtotalCents),
    taxAmount: centsToDecimalString(breakdown.taxCents),
    totalAmount: centsToDecimalString(breakdown.totalCents),
    totalTime: breakdown.totalMinutes,
  };
}

/**
 * The stored lines of a priced request: one per service with its fee, and the service-call
 * fee as a line of its own. The server's request path and the demo seed both write these.
 */
export function requestItemRows(
  estimateRequestId: string,
  breakdown: EstimateBreakdown<PricedService>,
): Prisma.EstimateRequestItemCreateManyInput[] {
  const items: Prisma.EstimateRequestItemCreateManyInput[] = breakdown.lines.map((line) => ({
    estimateRequestId,
    serviceId: line.item.id,
    name: line.item.name,
    unitType: line.item.unitType,
    quantity: String(line.quantity),
    unitPrice: centsToDecimalString(line.unitPriceCents),
    lineSubtotal: centsToDecimalString(line.subtotalCents),
    feeName: line.fee?.name ?? null,
    feeAmount: centsToDecimalString(line.fee?.amountCents ?? 0),
    time: line.minutes,
  }));
  if (breakdown.serviceCallFeeCents > 0) {
    const fee = centsToDecimalString(breakdown.serviceCallFeeCents);
    items.push({
      estimateRequestId,
      serviceId: null,
      name: "Service call fee",
      unitType: "flat",
      quantity: "1",
      unitPrice: fee,
      lineSubtotal: fee,
      feeName: null,
      feeAmount: "0.00",
      time: 0,
    });
  }
  return items;
}
