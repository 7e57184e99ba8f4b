import "server-only";
import type { FeeType, Prisma, UnitType } from "@prisma/client";
import { invalid } from "@/lib/errors";
import { centsToDecimalString } from "@/lib/pricing";
import { priceQuote } from "./price";

/** A line about to be stored (decimal strings), before it has a quote and a group. */
export type DraftLine = {
  serviceId: string | null;
  name: string;
  description: string | null;
  unitType: UnitType;
  unitPrice: string;
  quantity: string;
  feeName: string | null;
  feeType: FeeType | null;
  feeValue: string | null;
  minutesPerUnit: number;
  note: string | null;
  optional: boolean;
  /** The key of the line's group in the saved body (replaced by the group's id). */
  groupKey: string | null;
  selected: boolean;
};

export type DraftAdjustments = {
  discount: { type: FeeType; value: string } | null;
  taxRate: string;
  deposit: { type: FeeType; value: string } | null;
};

/** Decimal(14, 2) holds less than 10^12 dollars: the quote's totals and line totals. */
const MAX_STORED_CENTS = 10 ** 14 - 1;

/**
 * Prices lines with the one pricing module (docs/pricing.md, rules Q1-Q7). Totals never
 * come from the client. Refuses (400, naming the lines) a quote whose totals would not fit
 * their columns, whatever the customer picks: tax and adjustments at most double the sum
 * of every line.
 */
export function priceDraft(lines: DraftLine[], adjustments: DraftAdjustments) {
  const breakdown = priceQuote({
    lines: lines.map((line) => ({
      ...line,
      groupId: line.groupKey,
      fee:
        line.feeType && line.feeValue != null ? { type: line.feeType, value: line.feeValue } : null,
    })),
    ...adjustments,
  });
  const everything = breakdown.lines.reduce((sum, line) => sum + line.totalCents, 0);
  if (everything * 2 > MAX_STORED_CENTS) {
    const message = "The quote's lines add up to more than can be stored.";
    throw invalid(`Invalid body. lines: ${message}`, [{ path: "lines", message }]);
  }
  return breakdown;
}

export type PricedDraft = ReturnType<typeof priceDraft>;

/** The stored totals of a priced quote. */
export function totalsData(breakdown: PricedDraft) {
  return {
    subtotal: centsToDecimalString(breakdown.subtotalCents),
    discountAmount: centsToDecimalString(breakdown.discountCents),
    taxAmount: centsToDecimalString(breakdown.taxCents),
    total: centsToDecimalString(breakdown.totalCents),
    depositAmount: centsToDecimalString(breakdown.depositCents),
  };
}

/**
 * Writes a quote's groups (in order) and lines (in order, each with its line total) into
 * an empty quote.
 */
export async function writeLines(
  tx: Prisma.TransactionClient,
  quoteId: string,
  groups: { key: string; name: string }[],
  breakdown: PricedDraft,
) {
  const groupIds = new Map<string, string>();
  for (const [index, group] of groups.entries()) {
    const row = await tx.quoteGroup.create({
      data: { quoteId, name: group.name, sortOrder: index },
      select: { id: true },
    });
    groupIds.set(group.key, row.id);
  }
  if (breakdown.lines.length === 0) return;
  await tx.quoteLine.createMany({
    data: breakdown.lines.map(({ line, totalCents }, index) => {
      const source = line.source;
      return {
        quoteId,
        sortOrder: index,
        serviceId: source.serviceId,
        name: source.name,
        description: source.description,
        unitType: source.unitType,
        unitPrice: source.unitPrice,
        quantity: source.quantity,
        feeName: source.feeName,
        feeType: source.feeType,
        feeValue: source.feeValue,
        minutesPerUnit: source.minutesPerUnit,
        note: source.note,
        optional: source.optional,
        groupId: source.groupKey ? (groupIds.get(source.groupKey) ?? null) : null,
        selected: source.selected,
        lineTotal: centsToDecimalString(totalCents),
      };
    }),
  });
}
