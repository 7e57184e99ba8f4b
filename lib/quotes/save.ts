import "server-only";
import { conflict, invalid } from "@/lib/errors";
import { parseDay } from "@/lib/dates/day";
import { prisma } from "@/lib/db";
import { inTransaction, publish } from "@/lib/events";
import type { QuoteSaveData } from "@/lib/validation/quote";
import { priceDraft, totalsData, writeLines, type DraftLine } from "./lines";
import { findQuoteOrThrow, getQuote } from "./queries";
import { isLocked, type QuoteRow } from "./serialize";
import { issueQuoteLink } from "./token";
import type { QuoteDto } from "./types";
import { actorId } from "@/lib/team/actor";

const lockedMessage = (quote: QuoteRow) =>
  quote.supersededById
    ? "This revision was replaced by a newer one; edit the current revision."
    : `A quote that is ${quote.status} cannot be edited.`;

/**
 * Every id the body points at must be the company's: the client, and each line's service
 * (or a service the quote already names, since a price-book service may have been deleted
 * after it was copied). Otherwise 400 naming the field.
 */
async function checkReferences(companyId: string, quote: QuoteRow, body: QuoteSaveData) {
  const issues: { path: string; message: string }[] = [];
  if (body.clientId) {
    const client = await prisma.client.findFirst({
      where: { id: body.clientId, companyId },
      select: { id: true },
    });
    if (!client) issues.push({ path: "clientId", message: "Unknown client." });
  }
  const known = new Set(quote.lines.flatMap((line) => (line.serviceId ? [line.serviceId] : [])));
  const asked = [
    ...new Set(body.lines.flatMap((line) => (line.serviceId ? [line.serviceId] : []))),
  ].filter((id) => !known.has(id));
  if (asked.length > 0) {
    const services = await prisma.service.findMany({
      where: { companyId, id: { in: asked } },
      select: { id: true },
    });
    for (const service of services) known.add(service.id);
  }
  body.lines.forEach((line, index) => {
    if (line.serviceId && !known.has(line.serviceId))
      issues.push({ path: `lines.${index}.serviceId`, message: "Unknown service." });
  });
  if (issues.length > 0)
    throw invalid(`Invalid body. ${issues[0].path}: ${issues[0].message}`, issues);
}

/** Fixed-point text (never exponent notation); the schema bounds every value to 3 decimals. */
const decimal = (value: number) => value.toFixed(4);

function draftLines(body: QuoteSaveData): DraftLine[] {
  return body.lines.map((line) => ({
    serviceId: line.serviceId,
    name: line.name,
    description: line.description,
    unitType: line.unitType,
    unitPrice: decimal(line.unitPrice),
    quantity: decimal(line.quantity),
    feeName: line.fee?.name ?? null,
    feeType: line.fee?.type ?? null,
    feeValue: line.fee ? decimal(line.fee.value) : null,
    minutesPerUnit: line.minutesPerUnit,
    note: line.note,
    // A line of a group is an alternative, never optional; a plain line is always counted.
    optional: line.groupKey === null && line.optional,
    groupKey: line.groupKey,
    selected: line.groupKey !== null || line.optional ? line.selected : true,
  }));
}

/**
 * The full save of a quote's editable content (PUT /api/quotes/[id]). The server prices
 * it again (client totals are never read). A draft is changed in place; a sent or viewed
 * quote becomes a new revision (same number, revision + 1, a new link, the old row points
 * to it); anything else is locked (409).
 */
export async function saveQuote(
  companyId: string,
  id: string,
  body: QuoteSaveData,
): Promise<QuoteDto> {
  const quote = await findQuoteOrThrow(companyId, id);
  if (isLocked(quote)) throw conflict(lockedMessage(quote));
  await checkReferences(companyId, quote, body);
  const breakdown = priceDraft(draftLines(body), {
    discount: body.discount && { type: body.discount.type, value: decimal(body.discount.value) },
    taxRate: decimal(body.taxRate),
    deposit: body.deposit && { type: body.deposit.type, value: decimal(body.deposit.value) },
  });
  const content = {
    clientId: body.clientId,
    title: body.title,
    message: body.message,
    terms: body.terms,
    discountType: body.discount?.type ?? null,
    discountValue: body.discount ? decimal(body.discount.value) : null,
    taxRate: decimal(body.taxRate),
    depositType: body.deposit?.type ?? null,
    depositValue: body.deposit ? decimal(body.deposit.value) : null,
    expiresAt: body.expiresAt ? parseDay(body.expiresAt) : null,
    ...totalsData(breakdown),
  };
  const options = { maxWait: 15_000, timeout: 20_000 };

  if (quote.status === "draft") {
    await prisma.$transaction(async (tx) => {
      // Scoped to a draft that is still a draft (a concurrent send wins, this save is 409).
      const { count } = await tx.quote.updateMany({
        where: { id, companyId, status: "draft", supersededById: null },
        data: { ...content, updatedById: actorId() },
      });
      if (count === 0) throw conflict("The quote changed while saving; reload it.");
      await tx.quoteLine.deleteMany({ where: { quoteId: id } });
      await tx.quoteGroup.deleteMany({ where: { quoteId: id } });
      await writeLines(tx, id, body.groups, breakdown);
    }, options);
    return getQuote(companyId, id);
  }

  const revisionId = await inTransaction(async (tx) => {
    // (companyId, number, revision) is unique: of two concurrent saves one gets a 409.
    const revision = await tx.quote.create({
      data: {
        ...content,
        companyId,
        createdById: actorId(),
        updatedById: actorId(),
        number: quote.number,
        revision: quote.revision + 1,
        estimateRequestId: quote.estimateRequestId,
        status: "sent",
        sentAt: quote.sentAt,
        sentTo: quote.sentTo,
        remindersSent: quote.remindersSent,
        // The revision keeps the service address and the photos the customer was shown.
        propertyId: quote.propertyId,
        photos: {
          create: (
            await tx.quotePhoto.findMany({
              where: { quoteId: quote.id },
              select: { photoId: true },
            })
          ).map(({ photoId }) => ({ photoId })),
        },
      },
      select: { id: true },
    });
    await tx.quote.update({
      where: { id: revision.id },
      data: issueQuoteLink(revision.id).fields,
    });
    await writeLines(tx, revision.id, body.groups, breakdown);
    const { count } = await tx.quote.updateMany({
      where: { id, companyId, supersededById: null, status: { in: ["sent", "viewed"] } },
      data: { supersededById: revision.id },
    });
    if (count === 0) throw conflict("The quote changed while saving; reload it.");
    await publish(tx, {
      type: "quote.revised",
      companyId,
      quoteId: revision.id,
      detail: `Revised: revision ${quote.revision + 1} replaces revision ${quote.revision}`,
    });
    return revision.id;
  }, options);
  return getQuote(companyId, revisionId);
}

/** Drafts only: a quote the customer may have seen stays on record. */
export async function deleteQuote(companyId: string, id: string) {
  const quote = await findQuoteOrThrow(companyId, id);
  if (quote.status !== "draft" || quote.supersededById)
    throw conflict("Only a draft can be deleted.");
  const { count } = await prisma.quote.deleteMany({ where: { id, companyId, status: "draft" } });
  if (count === 0) throw conflict("Only a draft can be deleted.");
  return { ok: true };
}
