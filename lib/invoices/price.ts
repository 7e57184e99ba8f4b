/**
 * Invoice rows (Prisma, DTO or the editor's form) → lib/pricing's computeInvoice. Works in
 * the browser (the editor, the public page) and on the server (every save and payment), so
 * both show the same totals to the cent (docs/pricing.md, "Invoices").
 */
import { computeInvoice, type InvoiceQuoteContext } from "@/lib/pricing/invoice";
import type { InvoicePricingLine } from "@/lib/pricing/invoice";
import { toCents, type DecimalLike, type FeeType, type UnitType } from "@/lib/pricing";

type Dec = DecimalLike;
export type PriceableInvoiceLine = {
  quoteLineId: string | null;
  unitPrice: Dec;
  quantity: Dec;
  unitType?: UnitType;
  feeType?: FeeType | null;
  feeValue?: Dec | null;
  fee?: { type: FeeType; value: Dec } | null;
};
export type PriceableInvoice<L extends PriceableInvoiceLine = PriceableInvoiceLine> = {
  lines: ReadonlyArray<L>;
  discountType?: FeeType | null;
  discountValue?: Dec | null;
  discount?: { type: FeeType; value: Dec } | null;
  taxRate: Dec;
  depositApplied?: Dec;
  amountPaid?: Dec;
};

const adjustment = (
  object: { type: FeeType; value: Dec } | null | undefined,
  type: FeeType | null | undefined,
  value: Dec | null | undefined,
) => object ?? (type && value != null ? { type, value } : null);

export function priceInvoice<L extends PriceableInvoiceLine>(
  invoice: PriceableInvoice<L>,
  quote: InvoiceQuoteContext | null = null,
) {
  return computeInvoice<InvoicePricingLine & { source: L }>({
    lines: invoice.lines.map((line) => ({
      source: line,
      quoteLineId: line.quoteLineId,
      unitPriceCents: toCents(line.unitPrice),
      quantity: line.quantity,
      unitType: line.unitType,
      fee: adjustment(line.fee, line.feeType, line.feeValue),
    })),
    discount: adjustment(invoice.discount, invoice.discountType, invoice.discountValue),
    taxRate: invoice.taxRate,
    quote,
    depositAppliedCents: invoice.depositApplied === undefined ? 0 : toCents(invoice.depositApplied),
    paidCents: invoice.amountPaid === undefined ? 0 : toCents(invoice.amountPaid),
  });
}
