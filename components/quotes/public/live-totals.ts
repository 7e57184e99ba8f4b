/**
 * The public page's live totals: the customer's selection applied to the quote and priced
 * with the same priceQuote the server runs, so the page shows at once what the server then
 * confirms. Pure and small: it ships with the page.
 */
import { toCents } from "@/lib/pricing/money";
import { priceQuote } from "@/lib/quotes/price";
import type { PublicQuoteDto } from "@/lib/quotes/types";

export type PublicLine = PublicQuoteDto["lines"][number];

/** Lines the customer chooses: optional lines and alternatives of a group. */
export const isChoice = (line: PublicLine) => line.optional || line.groupId !== null;

/** The ids of the chosen lines (ticked optional lines, the picked line of each group). */
export const selectionOf = (quote: PublicQuoteDto) =>
  quote.lines.filter((line) => isChoice(line) && line.selected).map((line) => line.id);

/** Picks `lineId` in its group (the others of the group drop out) or toggles an optional line. */
export function choose(quote: PublicQuoteDto, selection: string[], lineId: string, on: boolean) {
  const line = quote.lines.find((candidate) => candidate.id === lineId);
  if (!line || !isChoice(line)) return selection;
  const next = new Set(selection);
  if (line.groupId) {
    for (const other of quote.lines) if (other.groupId === line.groupId) next.delete(other.id);
    next.add(lineId);
  } else if (on) next.add(lineId);
  else next.delete(lineId);
  return quote.lines.filter((candidate) => next.has(candidate.id)).map((c) => c.id);
}

export type LiveTotals = {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  depositCents: number;
  paidCents: number;
  depositDueCents: number;
  lineTotals: Map<string, number>;
};

export function liveTotals(quote: PublicQuoteDto, selection: string[]): LiveTotals {
  const chosen = new Set(selection);
  const priced = priceQuote({
    lines: quote.lines.map((line) => ({
      ...line,
      selected: isChoice(line) ? chosen.has(line.id) : line.selected,
    })),
    discount: quote.discount,
    taxRate: quote.taxRate,
    deposit: quote.deposit,
  });
  const paidCents = toCents(quote.totals.paid);
  return {
    subtotalCents: priced.subtotalCents,
    discountCents: priced.discountCents,
    taxCents: priced.taxCents,
    totalCents: priced.totalCents,
    depositCents: priced.depositCents,
    paidCents,
    depositDueCents: Math.max(0, priced.depositCents - paidCents),
    lineTotals: new Map(priced.lines.map((line) => [line.line.source.id, line.totalCents])),
  };
}
