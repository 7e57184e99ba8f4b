/**
 * The content hash of a quote (docs/pricing.md, rule Q7): SHA-256 of a canonical JSON of
 * exactly what the customer sees and approves: number, revision, title, message, the lines
 * with their prices, quantities, fees and selection, the option groups, discount, tax rate,
 * deposit, the totals, terms and expiry. The public page shows it, the approve call sends it
 * back (a quote changed in between is refused), and the approval evidence and the PDF keep it.
 *
 * Canonical: object keys sorted at every level, decimals written with a fixed number of
 * places ("2" and "2.00" hash the same), lines and groups in their display order, dates as
 * YYYY-MM-DD. Ids are left out: the hash speaks of content, and a revision's content differs
 * anyway by its revision number.
 */
import { createHash } from "node:crypto";
import { centsToDecimalString, type DecimalLike, type FeeType, type UnitType } from "@/lib/pricing";
import { toFixedPoint } from "@/lib/pricing/money";
import { isLineIncluded } from "@/lib/pricing/quote";
import { priceQuote } from "./price";

export const CONTENT_HASH_VERSION = 1;

export type HashableLine = {
  id: string;
  sortOrder: number;
  name: string;
  description: string | null;
  unitType: UnitType;
  unitPrice: DecimalLike;
  quantity: DecimalLike;
  feeName: string | null;
  feeType: FeeType | null;
  feeValue: DecimalLike | null;
  note: string | null;
  optional: boolean;
  groupId: string | null;
  selected: boolean;
};

export type HashableQuote = {
  number: number;
  revision: number;
  title: string | null;
  message: string | null;
  terms: string | null;
  discountType: FeeType | null;
  discountValue: DecimalLike | null;
  taxRate: DecimalLike;
  depositType: FeeType | null;
  depositValue: DecimalLike | null;
  expiresAt: Date | null;
  groups: ReadonlyArray<{ id: string; name: string; sortOrder: number }>;
  lines: ReadonlyArray<HashableLine>;
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A decimal with exactly `places` decimals ("8.250" for a tax rate, "2.00" for a quantity). */
export function fixedDecimal(value: DecimalLike, places: number): string {
  const scaled = toFixedPoint(value, places);
  const negative = scaled < BigInt(0);
  const digits = (negative ? -scaled : scaled).toString().padStart(places + 1, "0");
  const text = places ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
  return negative ? `-${text}` : text;
}

const money = (cents: number) => centsToDecimalString(cents);
const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);
const adjustment = (type: FeeType | null, value: DecimalLike | null) =>
  type && value != null ? { type, value: fixedDecimal(value, 2) } : null;
const bySortOrder = <T extends { sortOrder: number }>(rows: ReadonlyArray<T>) =>
  [...rows].sort((a, b) => a.sortOrder - b.sortOrder);

/** The content as plain JSON values (before key sorting). */
export function quoteContent(quote: HashableQuote): Json {
  const groups = bySortOrder(quote.groups);
  const groupIndex = new Map(groups.map((group, index) => [group.id, index]));
  const lines = bySortOrder(quote.lines);
  const priced = priceQuote({
    lines,
    discountType: quote.discountType,
    discountValue: quote.discountValue,
    taxRate: quote.taxRate,
    depositType: quote.depositType,
    depositValue: quote.depositValue,
  });
  return {
    v: CONTENT_HASH_VERSION,
    number: quote.number,
    revision: quote.revision,
    title: quote.title,
    message: quote.message,
    groups: groups.map((group) => ({ name: group.name })),
    lines: priced.lines.map(({ line: { source: line }, subtotalCents, feeCents, totalCents }) => ({
      name: line.name,
      description: line.description,
      unitType: line.unitType,
      unitPrice: fixedDecimal(line.unitPrice, 2),
      quantity: fixedDecimal(line.quantity, 2),
      fee:
        line.feeType && line.feeValue != null
          ? { name: line.feeName, type: line.feeType, value: fixedDecimal(line.feeValue, 2) }
          : null,
      note: line.note,
      optional: line.optional,
      group: line.groupId ? (groupIndex.get(line.groupId) ?? null) : null,
      // Plain lines are always included; only optional and group lines carry a choice.
      selected: line.optional || line.groupId ? isLineIncluded(line) : null,
      subtotal: money(subtotalCents),
      fee_amount: money(feeCents),
      total: money(totalCents),
    })),
    discount: adjustment(quote.discountType, quote.discountValue),
    taxRate: fixedDecimal(quote.taxRate, 3),
    deposit: adjustment(quote.depositType, quote.depositValue),
    totals: {
      subtotal: money(priced.subtotalCents),
      discount: money(priced.discountCents),
      tax: money(priced.taxCents),
      total: money(priced.totalCents),
      deposit: money(priced.depositCents),
    },
    terms: quote.terms,
    expiresAt: day(quote.expiresAt),
  };
}

/** JSON with the keys of every object sorted: the same content always gives the same text. */
export function canonicalJson(value: unknown): string {
  const sort = (input: unknown): unknown => {
    if (Array.isArray(input)) return input.map(sort);
    if (input && typeof input === "object") {
      return Object.fromEntries(
        Object.keys(input)
          .sort()
          .map((key) => [key, sort((input as Record<string, unknown>)[key])]),
      );
    }
    return input;
  };
  return JSON.stringify(sort(value));
}

/** SHA-256 (hex) of the quote's canonical content. */
export function quoteContentHash(quote: HashableQuote): string {
  return createHash("sha256")
    .update(canonicalJson(quoteContent(quote)), "utf8")
    .digest("hex");
}
