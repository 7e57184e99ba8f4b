/**
 * Quotes made directly with Prisma for the customer-side tests (the owner's API is tested on
 * its own): a sent quote with a plain line, a good/better group and an optional line, and
 * its link token.
 */
import type { Prisma, PrismaClient } from "@prisma/client";
import { centsToDecimalString } from "@/lib/pricing";
import { priceQuote } from "@/lib/quotes/price";
import { issueQuoteLink } from "@/lib/quotes/token";

const DAY = 86_400_000;
export const dayFromToday = (days: number) => {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(0, 0, 0, 0);
  return date;
};

let number = 0;

export async function createSentQuote(
  prisma: PrismaClient,
  companyId: string,
  overrides: Partial<Prisma.QuoteUncheckedCreateInput> = {},
) {
  number += 1;
  const client = await prisma.client.create({
    data: { companyId, name: "Ann Customer", email: "ann@example.com", address: "1 Elm St" },
  });
  const quote = await prisma.quote.create({
    data: {
      companyId,
      number,
      clientId: client.id,
      status: "sent",
      title: "Panel upgrade",
      message: "Thanks for your request",
      terms: "Deposit due on approval.",
      discountType: "percentage",
      discountValue: "10",
      taxRate: "8.25",
      depositType: "percentage",
      depositValue: "25",
      expiresAt: dayFromToday(30),
      sentAt: new Date(),
      sentTo: "ann@example.com",
      ...overrides,
    },
  });
  const group = await prisma.quoteGroup.create({
    data: { quoteId: quote.id, name: "Panel", sortOrder: 0 },
  });
  const line = (data: Omit<Prisma.QuoteLineUncheckedCreateInput, "quoteId">) =>
    prisma.quoteLine.create({ data: { quoteId: quote.id, ...data } });
  const survey = await line({ sortOrder: 0, name: "Survey", unitPrice: "100", quantity: "1" });
  const good = await line({
    sortOrder: 1,
    name: "Good panel",
    unitPrice: "1000",
    quantity: "1",
    feeName: "Permit",
    feeType: "fixed",
    feeValue: "50",
    groupId: group.id,
    selected: true,
  });
  const better = await line({
    sortOrder: 2,
    name: "Better panel",
    unitPrice: "1500",
    quantity: "1",
    groupId: group.id,
    selected: false,
  });
  const surge = await line({
    sortOrder: 3,
    name: "Surge protector",
    unitType: "per_item",
    unitPrice: "120.50",
    quantity: "2",
    optional: true,
    selected: false,
  });
  const lines = await prisma.quoteLine.findMany({ where: { quoteId: quote.id } });
  const priced = priceQuote({ ...quote, lines });
  const link = issueQuoteLink(quote.id);
  const stored = await prisma.quote.update({
    where: { id: quote.id },
    data: {
      ...link.fields,
      subtotal: centsToDecimalString(priced.subtotalCents),
      discountAmount: centsToDecimalString(priced.discountCents),
      taxAmount: centsToDecimalString(priced.taxCents),
      total: centsToDecimalString(priced.totalCents),
      depositAmount: centsToDecimalString(priced.depositCents),
    },
  });
  return {
    quote: stored,
    token: link.token,
    client,
    group,
    lines: { survey, good, better, surge },
  };
}
