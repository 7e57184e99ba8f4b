import "server-only";
import { DomainError, invalid } from "@/lib/errors";
import { matchOrCreateClient } from "@/lib/clients/match";
import { addDays, parseDay, todayIn } from "@/lib/dates";
import { prisma } from "@/lib/db";
import { inTransaction, publish } from "@/lib/events";
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
import { actorId } from "@/lib/team/actor";

const unknownReference = (field: string, what: string) =>
  invalid(`Invalid body. ${field}: Unknown ${what}.`, [
    { path: field, message: `Unknown ${what}.` },
  ]);

type RequestWithItems = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

/** 409: a request is quoted once; its quote is revised, not created again. */
export const REQUEST_ALREADY_QUOTED = "request_already_quoted";
const alreadyQuoted = (quoteId: string) =>
  new DomainError(
    "conflict",
    "This estimate request already has a quote.",
    [{ path: "estimateRequestId", message: `Already quoted (${quoteId}).` }],
    { code: REQUEST_ALREADY_QUOTED },
  );

const findRequest = (companyId: string, id: string) =>
  prisma.estimateRequest.findFirst({
    where: { id, companyId },
    include: {
      items: { orderBy: { id: "asc" } },
      photos: { select: { id: true }, orderBy: { createdAt: "asc" } },
      quotes: { select: { id: true }, take: 1 },
    },
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
    if (item.isCustom) {
      // "Something else" the customer described: at 0 until the owner prices it.
      return [
        {
          ...blank,
          serviceId: null,
          name: item.name,
          note: "To be quoted",
          unitType: "flat",
          unitPrice: "0.00",
          quantity: item.quantity.toString(),
          feeName: null,
          feeType: null,
          feeValue: null,
          minutesPerUnit: 0,
        },
      ];
    }
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
      timeZone: true,
    },
  });
  let request: RequestWithItems | null = null;
  let lines: DraftLine[] = [];
  let clientId: string | null = null;
  if (input.estimateRequestId) {
    request = await findRequest(companyId, input.estimateRequestId);
    if (!request) throw unknownReference("estimateRequestId", "estimate request");
    if (request.quotes[0]) throw alreadyQuoted(request.quotes[0].id);
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

  const id = await inTransaction(
    async (tx) => {
      if (request) {
        // Two "Create quote" clicks at once: the second waits here, then finds the first quote.
        await tx.$queryRaw`SELECT "id" FROM "EstimateRequest" WHERE "id" = ${request.id} FOR UPDATE`;
        const existing = await tx.quote.findFirst({
          where: { estimateRequestId: request.id, companyId },
          select: { id: true },
        });
        if (existing) throw alreadyQuoted(existing.id);
      }
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
          createdById: actorId(),
          updatedById: actorId(),
          estimateRequestId: request?.id ?? null,
          // The request's service address (a property of its client) and its photos carry over.
          propertyId: request?.propertyId ?? null,
          photos: request?.photos.length
            ? { create: request.photos.map((photo) => ({ photoId: photo.id })) }
            : undefined,
          taxRate: company.taxRate,
          terms: company.quoteTerms,
          // Valid through today + quoteValidDays, today in the company's time zone.
          expiresAt: parseDay(addDays(todayIn(company.timeZone), company.quoteValidDays)),
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
      await publish(tx, {
        type: "quote.created",
        companyId,
        quoteId: quote.id,
        detail: request ? `Created from ${request.customerName}'s estimate request` : "Created",
      });
      return quote.id;
    },
    { maxWait: 15_000, timeout: 20_000 },
  );
  return getQuote(companyId, id);
}
