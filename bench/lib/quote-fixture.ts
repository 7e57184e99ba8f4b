/**
 * The quote the /q/[token] benchmark opens: a sent quote of the bench's company (the demo
 * company, brightline) with what a real one has: two price-book lines, a good/better/best
 * option group, an optional line, a 10% discount, the company's tax rate, a 25% deposit,
 * terms and an expiry. Written through Prisma before the server starts (PGlite allows one
 * process per folder); the totals come from lib/quotes/price like every save's.
 * Prints one JSON line: { "path": "/q/<token>", "displayNumber": "Q-0007" }.
 *
 *   node --conditions=react-server --import tsx bench/lib/quote-fixture.ts [company slug]
 */
import { loadEnvConfig } from "@next/env";
import { openDatabase } from "../../lib/db/create-client";
import { getServerEnv } from "../../lib/env";
import { centsToDecimalString } from "../../lib/pricing";
import { quoteDisplayNumber } from "../../lib/format";
import { priceQuote } from "../../lib/quotes/price";
import { issueQuoteLink, quotePath } from "../../lib/quotes/token";
import { unitPriceCents } from "../../lib/pricing";

loadEnvConfig(process.cwd());

const slug = process.argv[2] ?? "brightline";
const DAY = 24 * 60 * 60 * 1000;

async function main() {
  const env = getServerEnv();
  const { prisma, close } = openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: env.PGLITE_DIR,
  });
  try {
    const company = await prisma.company.findUniqueOrThrow({ where: { slug } });
    const services = await prisma.service.findMany({
      where: { companyId: company.id, isActive: true, unitType: { in: ["flat", "per_item"] } },
      include: { laborRate: true, serviceFee: true },
      orderBy: { sortOrder: "asc" },
      take: 2,
    });
    if (services.length < 2) throw new Error(`${slug} has fewer than 2 flat services`);

    const fromService = (service: (typeof services)[number], quantity: number) => ({
      serviceId: service.id,
      name: service.name,
      description: service.description,
      unitType: service.unitType,
      unitPrice: centsToDecimalString(
        unitPriceCents({
          basePrice: service.basePrice,
          unitType: service.unitType,
          estimatedTime: service.estimatedTime,
          laborRate: service.laborRate ? { rate: service.laborRate.rate } : null,
        }),
      ),
      quantity: String(quantity),
      feeName: service.serviceFee?.name ?? null,
      feeType: service.serviceFee?.type ?? null,
      feeValue: service.serviceFee?.amount.toString() ?? null,
      minutesPerUnit: service.estimatedTime,
      optional: false,
      selected: true,
      groupKey: null as string | null,
    });
    const custom = (name: string, unitPrice: string, extra: Partial<typeof plain> = {}) => ({
      ...plain,
      serviceId: null,
      name,
      description: `${name}: parts and labor.`,
      unitPrice,
      feeName: null,
      feeType: null,
      feeValue: null,
      minutesPerUnit: 120,
      ...extra,
    });
    const plain = fromService(services[0], 2);
    const lines = [
      plain,
      fromService(services[1], 1),
      custom("Good: 100 A panel", "1000.00", { groupKey: "tier", selected: true }),
      custom("Better: 150 A panel", "1500.00", { groupKey: "tier", selected: false }),
      custom("Best: 200 A panel", "2200.00", { groupKey: "tier", selected: false }),
      custom("Whole-home surge protector", "249.99", { optional: true, selected: false }),
    ];

    const quote = await prisma.$transaction(async (tx) => {
      const { lastQuoteNumber: number } = await tx.company.update({
        where: { id: company.id },
        data: { lastQuoteNumber: { increment: 1 } },
      });
      const client = await tx.client.create({
        data: {
          companyId: company.id,
          name: "Bench Customer",
          email: "bench-quote@example.com",
          emailKey: "bench-quote@example.com",
          address: "500 W 2nd St, Austin, TX 78701",
        },
      });
      const sentAt = new Date();
      const created = await tx.quote.create({
        data: {
          companyId: company.id,
          number,
          clientId: client.id,
          status: "sent",
          title: "Panel upgrade",
          message: "Thanks for asking us. Pick the panel that suits you and approve online.",
          terms: company.quoteTerms ?? "Payment due on completion. Deposit secures the date.",
          discountType: "percentage",
          discountValue: "10",
          taxRate: company.taxRate,
          depositType: "percentage",
          depositValue: "25",
          expiresAt: new Date(sentAt.getTime() + company.quoteValidDays * DAY),
          sentAt,
          sentTo: client.email,
          groups: { create: [{ name: "Panel size", sortOrder: 0 }] },
        },
        include: { groups: true },
      });
      const groupId = created.groups[0].id;
      const rows = lines.map(({ groupKey, ...line }, index) => ({
        ...line,
        sortOrder: index,
        groupId: groupKey ? groupId : null,
      }));
      const priced = priceQuote({
        lines: rows,
        discountType: created.discountType,
        discountValue: created.discountValue,
        taxRate: created.taxRate,
        depositType: created.depositType,
        depositValue: created.depositValue,
      });
      await tx.quoteLine.createMany({
        data: priced.lines.map((line) => ({
          ...line.line.source,
          quoteId: created.id,
          lineTotal: centsToDecimalString(line.totalCents),
        })),
      });
      const link = issueQuoteLink(created.id);
      await tx.quote.update({
        where: { id: created.id },
        data: {
          ...link.fields,
          subtotal: centsToDecimalString(priced.subtotalCents),
          discountAmount: centsToDecimalString(priced.discountCents),
          taxAmount: centsToDecimalString(priced.taxCents),
          total: centsToDecimalString(priced.totalCents),
          depositAmount: centsToDecimalString(priced.depositCents),
        },
      });
      await tx.quoteEvent.createMany({
        data: [
          { quoteId: created.id, type: "created", actor: "owner" },
          { quoteId: created.id, type: "sent", actor: "owner", detail: `Sent to ${client.email}` },
        ],
      });
      return { path: quotePath(link.token), displayNumber: quoteDisplayNumber(number) };
    });
    console.log(JSON.stringify(quote));
  } finally {
    await close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
