/**
 * Quote rows for database tests, written with Prisma directly (no route involved): a quote
 * with a plain line, an option group of three and an optional line, totals from priceQuote,
 * and a public link. Options change the status, evidence and line count.
 */
import type { Prisma, PrismaClient, QuoteStatus } from "@prisma/client";
import { centsToDecimalString } from "@/lib/pricing";
import { priceQuote } from "@/lib/quotes/price";
import { issueQuoteLink } from "@/lib/quotes/token";

/** A 1×1 transparent PNG (a stand-in signature). */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

type Options = {
  number?: number;
  status?: QuoteStatus;
  clientName?: string;
  clientEmail?: string;
  /** Extra plain lines ("Line 1" …), for pagination. */
  extraLines?: number;
  sentAt?: Date | null;
  expiresAt?: Date | null;
  approved?: { name: string; contentHash: string; ip?: string };
  data?: Partial<Prisma.QuoteUncheckedCreateInput>;
};

export async function createQuoteRows(
  prisma: PrismaClient,
  companyId: string,
  options: Options = {},
) {
  const status = options.status ?? "sent";
  const client = await prisma.client.create({
    data: {
      companyId,
      name: options.clientName ?? "Casey Client",
      email: options.clientEmail ?? `casey-${Math.random().toString(36).slice(2, 8)}@example.com`,
    },
  });
  client.emailKey = client.email!.toLowerCase();
  await prisma.client.update({ where: { id: client.id }, data: { emailKey: client.emailKey } });
  const company = await prisma.company.update({
    where: { id: companyId },
    data: { lastQuoteNumber: { increment: 1 } },
  });
  const number = options.number ?? company.lastQuoteNumber;
  const approved = options.approved;
  const quote = await prisma.quote.create({
    data: {
      companyId,
      number,
      clientId: client.id,
      status,
      title: "Kitchen rewiring",
      message: "Thanks for having us out. Here is the quote we discussed.",
      terms: "Payment due on completion.\nWork guaranteed for one year.",
      discountType: "percentage",
      discountValue: "10.00",
      taxRate: "8.250",
      depositType: "percentage",
      depositValue: "25.00",
      expiresAt:
        options.expiresAt === undefined
          ? new Date(Date.now() + 30 * 86_400_000)
          : options.expiresAt,
      sentAt:
        options.sentAt === undefined ? (status === "draft" ? null : new Date()) : options.sentAt,
      sentTo: status === "draft" ? null : client.email,
      approvedAt: approved ? new Date("2026-11-20T15:04:05.000Z") : null,
      signerName: approved?.name ?? null,
      signerIp: approved ? (approved.ip ?? "203.0.113.7") : null,
      signerUserAgent: approved ? "Test browser" : null,
      contentHash: approved?.contentHash ?? null,
      signatureImage: approved ? TINY_PNG : null,
      ...options.data,
    },
  });
  const group = await prisma.quoteGroup.create({
    data: { quoteId: quote.id, name: "Panel options", sortOrder: 0 },
  });
  const lines: Prisma.QuoteLineCreateManyInput[] = [
    {
      quoteId: quote.id,
      sortOrder: 0,
      name: "Rewire kitchen circuits",
      description: "Replace the old wiring with 12 AWG copper.",
      unitType: "flat",
      unitPrice: "1200.00",
      quantity: "1",
      feeName: "Permit",
      feeType: "fixed",
      feeValue: "75.00",
    },
    {
      quoteId: quote.id,
      sortOrder: 1,
      name: "Good panel",
      unitType: "flat",
      unitPrice: "900.00",
      quantity: "1",
      groupId: group.id,
      selected: false,
    },
    {
      quoteId: quote.id,
      sortOrder: 2,
      name: "Better panel",
      unitType: "flat",
      unitPrice: "1400.00",
      quantity: "1",
      groupId: group.id,
      selected: true,
      note: "Our most popular choice",
    },
    {
      quoteId: quote.id,
      sortOrder: 3,
      name: "Best panel",
      unitType: "flat",
      unitPrice: "2100.00",
      quantity: "1",
      groupId: group.id,
      selected: false,
    },
    {
      quoteId: quote.id,
      sortOrder: 4,
      name: "Surge protector",
      unitType: "per_item",
      unitPrice: "149.99",
      quantity: "2",
      optional: true,
      selected: true,
    },
  ];
  for (let index = 0; index < (options.extraLines ?? 0); index += 1)
    lines.push({
      quoteId: quote.id,
      sortOrder: 5 + index,
      name: `Line ${index + 1}`,
      description: `Extra work item number ${index + 1}`,
      unitType: "hourly",
      unitPrice: "95.00",
      quantity: "1.5",
    });
  const breakdown = priceQuote({
    ...quote,
    lines: lines.map((line) => ({
      ...line,
      unitPrice: line.unitPrice as string,
      quantity: line.quantity as string,
      feeValue: (line.feeValue as string | undefined) ?? null,
      optional: line.optional ?? false,
      groupId: line.groupId ?? null,
      selected: line.selected ?? true,
    })),
  });
  await prisma.quoteLine.createMany({
    data: lines.map((line, index) => ({
      ...line,
      lineTotal: centsToDecimalString(breakdown.lines[index].totalCents),
    })),
  });
  const link = issueQuoteLink(quote.id);
  const saved = await prisma.quote.update({
    where: { id: quote.id },
    data: {
      ...link.fields,
      subtotal: centsToDecimalString(breakdown.subtotalCents),
      discountAmount: centsToDecimalString(breakdown.discountCents),
      taxAmount: centsToDecimalString(breakdown.taxCents),
      total: centsToDecimalString(breakdown.totalCents),
      depositAmount: centsToDecimalString(breakdown.depositCents),
    },
  });
  return { quote: saved, client, group, token: link.token, breakdown };
}
