import "server-only";
import { conflict, invalidField, notFound } from "@/lib/errors";
import { parseDay } from "@/lib/dates";
import { prisma } from "@/lib/db";
import { inTransaction, publish } from "@/lib/events";
import { centsToDecimalString, toCents } from "@/lib/pricing";
import type { InvoiceSaveData } from "@/lib/validation/invoice";
import { exceedsQuote, invoiceTotalsData } from "./create";
import { priceInvoice } from "./price";
import { lockQuoteBilling } from "./quote-context";
import { getInvoice, type InvoiceDto } from "./queries";
import { requestReviewOnPaid } from "./reviews";
import { transitionInvoice } from "./transitions";
import { actorId } from "@/lib/team/actor";

/**
 * The full save of an invoice's editable content (docs/invoices.md, "Editing"). Totals are
 * recomputed here (docs/pricing.md I1-I8); an invoice of a quote is priced against the quote
 * with its row locked, so it never bills more than the quote (400 invoice_exceeds_quote). A
 * sent invoice keeps its number and records a revision; a paid or void one is locked (409).
 */
export async function saveInvoice(
  companyId: string,
  id: string,
  input: InvoiceSaveData,
): Promise<InvoiceDto> {
  const invoice = await prisma.invoice.findFirst({
    where: { id, companyId },
    include: { lines: { select: { quoteLineId: true } } },
  });
  if (!invoice) throw notFound("Invoice not found.");
  if (invoice.status === "void") throw conflict("A void invoice cannot be edited.");
  if (invoice.status === "paid")
    throw conflict("A paid invoice cannot be edited; refund a payment first to change it.");

  if (input.clientId) {
    const client = await prisma.client.findFirst({
      where: { id: input.clientId, companyId },
      select: { id: true },
    });
    if (!client) throw invalidField("clientId", "Client not found.");
  }
  if (input.propertyId) {
    if (!input.clientId) throw invalidField("propertyId", "Choose the client first.");
    const property = await prisma.property.findFirst({
      where: { id: input.propertyId, companyId, clientId: input.clientId },
      select: { id: true },
    });
    if (!property) throw invalidField("propertyId", "Not a property of this client.");
  }
  input.lines.forEach((line, index) => {
    if (line.quoteLineId && !invoice.quoteId)
      throw invalidField(`lines.${index}.quoteLineId`, "This invoice bills no quote.");
  });

  await inTransaction(async (tx) => {
    const billing = invoice.quoteId
      ? await lockQuoteBilling(tx, companyId, invoice.quoteId, invoice.id)
      : null;
    if (billing) {
      const known = new Set(billing.lines.map((line) => line.id));
      input.lines.forEach((line, index) => {
        if (line.quoteLineId && !known.has(line.quoteLineId))
          throw invalidField(`lines.${index}.quoteLineId`, "Not a line of this invoice's quote.");
      });
    }
    const paidCents = toCents(invoice.amountPaid);
    const lines = input.lines.map((line) => ({
      quoteLineId: line.quoteLineId,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      unitType: line.unitType,
      fee: line.fee ? { type: line.fee.type, value: line.fee.value } : null,
    }));
    const unpaid = priceInvoice(
      { lines, discount: input.discount, taxRate: input.taxRate },
      billing?.context ?? null,
    );
    // The deposit credit stays (at most the new total); what no longer fits goes back to the
    // quote for its next invoice.
    const depositCents = Math.min(toCents(invoice.depositApplied), unpaid.totalCents);
    const breakdown = priceInvoice(
      {
        lines,
        discount: input.discount,
        taxRate: input.taxRate,
        depositApplied: centsToDecimalString(depositCents),
        amountPaid: invoice.amountPaid,
      },
      billing?.context ?? null,
    );
    if (breakdown.problems.length > 0)
      throw exceedsQuote(breakdown.problems, (quoteLineId) =>
        input.lines.findIndex((line) => line.quoteLineId === quoteLineId),
      );
    if (breakdown.balanceCents < 0)
      throw invalidField(
        "lines",
        `The total cannot be less than what was already paid and credited (${centsToDecimalString(paidCents + depositCents)}).`,
      );

    const sent = invoice.status !== "draft";
    const { count } = await tx.invoice.updateMany({
      where: { id, companyId, status: invoice.status, updatedAt: invoice.updatedAt },
      data: {
        updatedById: actorId(),
        clientId: input.clientId,
        propertyId: input.propertyId,
        title: input.title,
        notes: input.notes,
        terms: input.terms,
        issueDate: parseDay(input.issueDate)!,
        dueDate: parseDay(input.dueDate)!,
        discountType: input.discount?.type ?? null,
        discountValue: input.discount ? String(input.discount.value) : null,
        taxRate: String(input.taxRate),
        ...invoiceTotalsData(breakdown),
        ...(sent ? { revision: { increment: 1 } } : {}),
        // A new due date is reminded afresh.
        ...(invoice.dueDate.toISOString().slice(0, 10) !== input.dueDate
          ? { remindersSent: [], overdueAt: null }
          : {}),
      },
    });
    if (count !== 1) throw conflict("The invoice changed while saving; reload it.");
    await tx.invoiceLine.deleteMany({ where: { invoiceId: id } });
    await tx.invoiceLine.createMany({
      data: input.lines.map((line, index) => ({
        invoiceId: id,
        sortOrder: index,
        quoteLineId: line.quoteLineId,
        serviceId: line.serviceId,
        name: line.name,
        description: line.description,
        unitType: line.unitType,
        unitPrice: String(line.unitPrice),
        quantity: String(line.quantity),
        feeName: line.fee?.name ?? null,
        feeType: line.fee?.type ?? null,
        feeValue: line.fee ? String(line.fee.value) : null,
        lineTotal: centsToDecimalString(breakdown.lines[index].totalCents),
      })),
    });
    if (sent)
      await publish(tx, {
        type: "invoice.revised",
        companyId,
        invoiceId: id,
        revision: invoice.revision + 1,
        detail: `Edited after sending (revision ${invoice.revision + 1})`,
      });
    // An edit that leaves nothing owed on an invoice with money in settles it.
    if (
      sent &&
      breakdown.balanceCents === 0 &&
      paidCents + depositCents > 0 &&
      invoice.status !== "draft"
    ) {
      await transitionInvoice(tx, { ...invoice, status: invoice.status }, "pay_all", {
        data: { paidAt: new Date() },
        events: [{ type: "invoice.paid", companyId, invoiceId: id, actor: "owner" }],
      });
      // Settled by the edit: paid all the same (docs/invoices.md, "Review requests").
      await requestReviewOnPaid(tx, { id, companyId, clientId: input.clientId });
    }
  });
  return getInvoice(companyId, id);
}
