import "server-only";
import { invalid } from "@/lib/errors";
import { matchOrCreateClient } from "@/lib/clients/match";
import { addDays, today } from "@/lib/dates/day";
import { prisma } from "@/lib/db";
import {
  centsToDecimalString,
  effectiveMarkup,
  toCents,
  toMoneyString,
  unitPriceCents,
  type DecimalLike,
} from "@/lib/pricing";
import type { quoteCreateSchema } from "@/lib/validation/quote";
import type { z } from "zod";
import { priceDraft, totalsData, writeLines, type DraftLine } from "./lines";
import { nextQuoteNumber } from "./numbering";
import { getQuote } from "./queries";
import type { QuoteDto } from "./types";

const unknownReference = (field: string, what: string) =>
  invalid(`Invalid body. ${field}: Unknown ${what}.`, [
    { path: field, message: `Unknown ${what}.` },
  ]);

type RequestWithItems = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

const findRequest = (companyId: string, id: string) =>
  prisma.estimateRequest.findFirst({
    where: { id, companyId },
    include: { items: { orderBy: { id: "asc" } } },
  });

/**
 * A request's lines priced from today's price book: each service's current customer price
 * (labor, materials and markup included, docs/pricing.md M4) and a snapshot of its fee. A
 * service deleted since is copied as the customer saw it. The service-call fee becomes a
 * custom line at today's amount.
 */
async function linesFromRequest(
  companyId: string,
  request: RequestWithItems,
  company: { serviceCallFee: DecimalLike | null; defaultMarkupPercent: DecimalLike },
): Promise<DraftLine[]> {
  const ids = request.items.flatMap((item) => (item.serviceId ? [item.serviceId] : []));
  const services = await prisma.service.findMany({
    where: { companyId, id: { in: ids } },
    include: { laborRate: true, serviceFee: true, materials: true },
  });
  const byId = new Map(services.map((service) => [service.id, service]));
  const blank = { description: null, note: null, optional: false, groupKey: null, selected: true };
  const lines = request.items.flatMap((item): DraftLine[] => {
    if (!item.serviceId) return []; // the service-call fee of that day, added below at today's
    const service = byId.get(item.serviceId);
    const quantity = item.quantity.toString();
    if (!service) {
      const fee = toCents(item.feeAmount);
      return [
        {
          ...blank,
          serviceId: null,
          name: item.name,
          unitType: item.unitType,
          unitPrice: toMoneyString(item.unitPrice),
          quantity,
          feeName: fee > 0 ? (item.feeName ?? "Fee") : null,
          feeType: fee > 0 ? "fixed" : null,
          feeValue: fee > 0 ? centsToDecimalString(fee) : null,
          minutesPerUnit: Math.round(item.time / Math.max(Number(quantity), 1)),
        },
      ];
    }
    return [
      {
        ...blank,
        serviceId: service.id,
        name: service.name,
        description: service.description,
        unitType: service.unitType,
        unitPrice: centsToDecimalString(
          unitPriceCents({
            ...service,
            markupPercent: effectiveMarkup(service.markupPercent, company.defaultMarkupPercent),
          }),
        ),
        quantity,
        feeName: service.serviceFee?.name ?? null,
        feeType: service.serviceFee?.type ?? null,
        feeValue: service.serviceFee?.amount.toString() ?? null,
        minutesPerUnit: service.estimatedTime,
      },
    ];
  });
  const callFee = company.serviceCallFee ? toCents(company.serviceCallFee) : 0;
  if (lines.length > 0 && callFee > 0) {
    lines.push({
      ...blank,
      serviceId: null,
      name: "Service call fee",
      unitType: "flat",
      unitPrice: centsToDecimalString(callFee),
      quantity: "1",
      feeName: null,
      feeType: null,
      feeValue: null,
      minutesPerUnit: 0,
    });
  }
  return lines;
}

/**
 * A new draft: from an estimate request (its lines, quantities and client; the request is
 * marked quoted), for a client, or blank. The company's defaults give the tax rate, the
 * expiry and the terms; the number is taken in the same transaction.
 */
export async function createQuote(
  companyId: string,
  input: z.output<typeof quoteCreateSchema>,
): Promise<QuoteDto> {
  const company = await prisma.company.findUniqueOrThrow({
    where: { id: companyId },
    select: {
      taxRate: true,
      quoteValidDays: true,
      quoteTerms: true,
      serviceCallFee: true,
      defaultMarkupPercent: true,
    },
  });
  let request: RequestWithItems | null = null;
  let lines: DraftLine[] = [];
  let clientId: string | null = null;
  if (input.estimateRequestId) {
    request = await findRequest(companyId, input.estimateRequestId);
    if (!request) throw unknownReference("estimateRequestId", "estimate request");
    lines = await linesFromRequest(companyId, request, company);
    clientId = request.clientId;
  }
  if (input.clientId) {
    const client = await prisma.client.findFirst({
      where: { id: input.clientId, companyId },
      select: { id: true },
    });
    if (!client) throw unknownReference("clientId", "client");
    clientId = client.id;
  }
  const breakdown = priceDraft(lines, {
    discount: null,
    taxRate: company.taxRate.toString(),
    deposit: null,
  });

  const id = await prisma.$transaction(
    async (tx) => {
      const number = await nextQuoteNumber(tx, companyId);
      if (request && !clientId) {
        // A request stored before clients existed: matched (or created) now.
        clientId = await matchOrCreateClient(tx, companyId, {
          name: request.customerName,
          email: request.customerEmail,
          phone: request.customerPhone,
        });
        await tx.estimateRequest.update({ where: { id: request.id }, data: { clientId } });
      }
      const quote = await tx.quote.create({
        data: {
          companyId,
          number,
          clientId,
          estimateRequestId: request?.id ?? null,
          taxRate: company.taxRate,
          terms: company.quoteTerms,
          expiresAt: addDays(today(), company.quoteValidDays),
          ...totalsData(breakdown),
        },
        select: { id: true },
      });
      await writeLines(tx, quote.id, [], breakdown);
      if (request) {
        await tx.estimateRequest.updateMany({
          where: { id: request.id, companyId, status: { in: ["new", "contacted"] } },
          data: { status: "quoted" },
        });
      }
      await tx.quoteEvent.create({
        data: {
          quoteId: quote.id,
          type: "created",
          actor: "owner",
          detail: request ? `Created from ${request.customerName}'s estimate request` : "Created",
        },
      });
      return quote.id;
    },
    { maxWait: 15_000, timeout: 20_000 },
  );
  return getQuote(companyId, id);
}
