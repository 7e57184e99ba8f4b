import "server-only";
import type { Prisma } from "@prisma/client";
import { notFound } from "@/lib/errors";
import type { prisma } from "@/lib/db";
import { together } from "@/lib/db/together";
import { toCents } from "@/lib/pricing";
import type { InvoiceQuoteContext, PlannableQuoteLine } from "@/lib/pricing/invoice";
import { priceQuote } from "@/lib/quotes/price";

type Db = Prisma.TransactionClient;

/** What an invoice of a quote is priced and planned against (docs/pricing.md I3-I7). */
export type QuoteBilling = {
  quote: {
    id: string;
    number: number;
    revision: number;
    status: string;
    supersededById: string | null;
    clientId: string | null;
    propertyId: string | null;
    title: string | null;
    taxRate: string;
  };
  context: InvoiceQuoteContext;
  lines: PlannableQuoteLine[];
  /** Deposit payments on the quote (every revision of its number). */
  depositPaidCents: number;
  /** Of it, what the quote's other live invoices were credited. */
  depositCreditedCents: number;
};

/**
 * Locks the quote row for the rest of the transaction (two invoices of one quote created or
 * saved at once are priced one after the other, so they never bill more than the quote
 * together) and reads what its other live invoices billed.
 */
export async function lockQuoteBilling(
  tx: Db,
  companyId: string,
  quoteId: string,
  exceptInvoiceId: string | null = null,
): Promise<QuoteBilling> {
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "Quote" WHERE "id" = ${quoteId} AND "companyId" = ${companyId} FOR UPDATE`;
  if (locked.length === 0) throw notFound("Quote not found.");
  return readQuoteBilling(tx, companyId, quoteId, exceptInvoiceId);
}

/** The same reading without the lock: for showing the billing, never for a write. */
export async function readQuoteBilling(
  tx: Db | typeof prisma,
  companyId: string,
  quoteId: string,
  exceptInvoiceId: string | null = null,
): Promise<QuoteBilling> {
  const quote = await tx.quote.findFirstOrThrow({
    where: { id: quoteId, companyId },
    include: { lines: { orderBy: [{ sortOrder: "asc" }, { id: "asc" }] } },
  });
  const priced = priceQuote(quote);
  const [others, deposits] = await together(tx, [
    () =>
      tx.invoice.findMany({
        where: {
          quoteId,
          companyId,
          status: { not: "void" },
          ...(exceptInvoiceId ? { id: { not: exceptInvoiceId } } : {}),
        },
        select: {
          quotedAmount: true,
          quotedTax: true,
          depositApplied: true,
          lines: { select: { quoteLineId: true, lineTotal: true } },
        },
      }),
    () =>
      tx.quotePayment.aggregate({
        where: { companyId, quote: { number: quote.number } },
        _sum: { amount: true },
      }),
  ]);
  const billed = new Map<string, number>();
  let otherQuotedCents = 0;
  let otherQuotedTaxCents = 0;
  let otherDiscountCents = 0;
  let depositCreditedCents = 0;
  for (const invoice of others) {
    let quotedSubtotal = 0;
    for (const line of invoice.lines) {
      if (!line.quoteLineId) continue;
      const cents = toCents(line.lineTotal);
      quotedSubtotal += cents;
      billed.set(line.quoteLineId, (billed.get(line.quoteLineId) ?? 0) + cents);
    }
    const quoted = toCents(invoice.quotedAmount);
    const quotedTax = toCents(invoice.quotedTax);
    otherQuotedCents += quoted;
    otherQuotedTaxCents += quotedTax;
    // The quote's part before tax is its subtotal less its discount (I3).
    otherDiscountCents += Math.max(0, quotedSubtotal - (quoted - quotedTax));
    depositCreditedCents += toCents(invoice.depositApplied);
  }
  const included = priced.lines.filter((line) => line.included);
  return {
    quote: {
      id: quote.id,
      number: quote.number,
      revision: quote.revision,
      status: quote.status,
      supersededById: quote.supersededById,
      clientId: quote.clientId,
      propertyId: quote.propertyId,
      title: quote.title,
      taxRate: quote.taxRate.toString(),
    },
    context: {
      subtotalCents: priced.subtotalCents,
      discountCents: priced.discountCents,
      taxCents: priced.taxCents,
      totalCents: priced.totalCents,
      taxRate: quote.taxRate.toString(),
      lines: included.map(({ line, totalCents }) => ({
        id: line.source.id,
        totalCents,
        billedCents: billed.get(line.source.id) ?? 0,
      })),
      otherQuotedCents,
      otherQuotedTaxCents,
      otherDiscountCents,
    },
    lines: included.map(({ line, totalCents }) => ({
      id: line.source.id,
      serviceId: line.source.serviceId,
      name: line.source.name,
      description: line.source.description,
      unitType: line.source.unitType,
      unitPriceCents: line.unitPriceCents,
      quantity: line.source.quantity.toString(),
      fee: line.fee,
      feeName: line.source.feeName,
      minutesPerUnit: line.source.minutesPerUnit,
      totalCents,
      billedCents: billed.get(line.source.id) ?? 0,
    })),
    depositPaidCents: toCents(deposits._sum.amount ?? 0),
    depositCreditedCents,
  };
}
