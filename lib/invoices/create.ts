import "server-only";
import type { Prisma } from "@prisma/client";
import { conflict, DomainError, invalidField, notFound } from "@/lib/errors";
import { companyToday } from "@/lib/companies/today";
import { parseDay } from "@/lib/dates";
import { prisma } from "@/lib/db";
import { inTransaction, publish } from "@/lib/events";
import { quoteDisplayNumber } from "@/lib/format";
import { centsToDecimalString } from "@/lib/pricing";
import {
  depositToApply,
  planFromQuote,
  type InvoiceBreakdown,
  type InvoiceProblem,
} from "@/lib/pricing/invoice";
import type { InvoiceCreateData } from "@/lib/validation/invoice";
import { dueDateFor } from "./format";
import { nextInvoiceNumber } from "./numbering";
import { priceInvoice } from "./price";
import { lockQuoteBilling } from "./quote-context";
import { actorId } from "@/lib/team/actor";

/** The error code of an invoice that would bill more than its quote (I7). */
export const INVOICE_EXCEEDS_QUOTE = "invoice_exceeds_quote";

/** The stored totals of a priced invoice. */
export function invoiceTotalsData(breakdown: InvoiceBreakdown<unknown>) {
  const money = centsToDecimalString;
  return {
    subtotal: money(breakdown.subtotalCents),
    discountAmount: money(breakdown.discountCents),
    taxAmount: money(breakdown.taxCents),
    total: money(breakdown.totalCents),
    quotedAmount: money(breakdown.quotedCents),
    quotedTax: money(breakdown.quotedTaxCents),
    depositApplied: money(breakdown.depositAppliedCents),
    amountPaid: money(breakdown.paidCents),
    balance: money(breakdown.balanceCents),
  };
}

/** 400 naming the line or the total that would go past the quote (I7). */
export function exceedsQuote(
  problems: InvoiceProblem[],
  lineIndex: (quoteLineId: string) => number,
): DomainError {
  const issues = problems.map((problem) =>
    problem.code === "line_exceeds_quote"
      ? {
          path: `lines.${lineIndex(problem.quoteLineId)}.unitPrice`,
          message: `This bills more of the quote's line than is left to invoice (${centsToDecimalString(problem.remainingCents)}); add a line for extra work.`,
        }
      : {
          path: "lines",
          message: `The invoices of this quote would bill more than its total; ${centsToDecimalString(problem.remainingCents)} is left to invoice. Add lines for extra work.`,
        },
  );
  return new DomainError(
    "invalid",
    `Invalid body. ${issues[0].path}: ${issues[0].message}`,
    issues,
    {
      code: INVOICE_EXCEEDS_QUOTE,
    },
  );
}

/**
 * A new draft invoice (docs/invoices.md, "Creating"): of an approved quote (the rest of it, a
 * percentage or chosen lines: docs/pricing.md I4, I5; the quote's deposit credited, I7), of
 * a client, or blank. Numbered in its transaction; invoice.created published with it.
 */
export async function createInvoice(
  companyId: string,
  input: InvoiceCreateData,
): Promise<{ id: string }> {
  const company = await prisma.company.findUniqueOrThrow({
    where: { id: companyId },
    select: { invoiceTerms: true, invoiceNotes: true, taxRate: true },
  });
  const issueDate = await companyToday(companyId);
  const base = {
    companyId,
    terms: company.invoiceTerms,
    issueDate: parseDay(issueDate)!,
    dueDate: parseDay(dueDateFor(issueDate, company.invoiceTerms))!,
    notes: company.invoiceNotes,
  };

  if (input.clientId) {
    const client = await prisma.client.findFirst({
      where: { id: input.clientId, companyId },
      select: { id: true, name: true, properties: { select: { id: true }, take: 2 } },
    });
    if (!client) throw notFound("Client not found.");
    return inTransaction(async (tx) =>
      insert(tx, {
        ...base,
        clientId: client.id,
        // The client's property when there is exactly one.
        propertyId: client.properties.length === 1 ? client.properties[0].id : null,
        taxRate: company.taxRate,
        detail: `Created for ${client.name}`,
      }),
    );
  }
  if (!input.quoteId)
    return inTransaction(async (tx) =>
      insert(tx, { ...base, taxRate: company.taxRate, detail: "Created" }),
    );

  const quoteId = input.quoteId;
  return inTransaction(async (tx) => {
    const billing = await lockQuoteBilling(tx, companyId, quoteId);
    const { quote } = billing;
    if (quote.supersededById)
      throw conflict("This revision was replaced by a newer one; invoice the current revision.");
    if (quote.status !== "approved") throw conflict("Only an approved quote can be invoiced.");
    const mode =
      input.mode === "percent"
        ? { kind: "percent" as const, percent: input.percent! }
        : input.mode === "lines"
          ? { kind: "lines" as const, lineIds: input.lineIds! }
          : { kind: "rest" as const };
    if (mode.kind === "lines") {
      const known = new Set(billing.lines.map((line) => line.id));
      const unknown = mode.lineIds.findIndex((id) => !known.has(id));
      if (unknown >= 0) throw invalidField(`lineIds.${unknown}`, "Not a line of this quote.");
    }
    const plan = planFromQuote(billing.context, billing.lines, mode);
    const number = quoteDisplayNumber(quote.number, quote.revision);
    if (plan.lines.length === 0)
      throw conflict(
        mode.kind === "lines"
          ? "The chosen lines are already invoiced in full."
          : `Everything on ${number} is already invoiced.`,
      );
    const lines = plan.lines.map((line) => ({
      quoteLineId: line.quoteLineId,
      serviceId: line.serviceId,
      name: line.name,
      description: line.description,
      unitType: line.unitType,
      unitPrice: centsToDecimalString(line.unitPriceCents),
      quantity: line.quantity,
      feeName: line.fee ? line.feeName : null,
      feeType: line.fee?.type ?? null,
      feeValue: line.fee ? String(line.fee.value) : null,
    }));
    const discount =
      plan.discountCents > 0
        ? { type: "fixed" as const, value: centsToDecimalString(plan.discountCents) }
        : null;
    const first = priceInvoice({ lines, discount, taxRate: quote.taxRate }, billing.context);
    const depositAppliedCents = depositToApply(
      billing.depositPaidCents,
      billing.depositCreditedCents,
      first.totalCents,
    );
    const breakdown = priceInvoice(
      {
        lines,
        discount,
        taxRate: quote.taxRate,
        depositApplied: centsToDecimalString(depositAppliedCents),
      },
      billing.context,
    );
    if (breakdown.problems.length > 0)
      throw exceedsQuote(breakdown.problems, (id) =>
        lines.findIndex((line) => line.quoteLineId === id),
      );
    const how =
      mode.kind === "percent"
        ? ` (${mode.percent}%)`
        : mode.kind === "lines"
          ? ` (${plan.lines.length} line${plan.lines.length === 1 ? "" : "s"})`
          : "";
    return insert(tx, {
      ...base,
      clientId: quote.clientId,
      propertyId: quote.propertyId,
      quoteId,
      title: quote.title,
      taxRate: quote.taxRate,
      discountType: discount?.type ?? null,
      discountValue: discount?.value ?? null,
      lines: breakdown.lines.map((priced, index) => ({
        ...lines[index],
        sortOrder: index,
        lineTotal: centsToDecimalString(priced.totalCents),
      })),
      totals: invoiceTotalsData(breakdown),
      detail: `Created from ${number}${how}`,
    });
  });
}

async function insert(
  tx: Prisma.TransactionClient,
  {
    detail,
    lines = [],
    totals = {},
    ...data
  }: Omit<Prisma.InvoiceUncheckedCreateInput, "number" | "lines"> & {
    detail: string;
    lines?: Prisma.InvoiceLineCreateManyInvoiceInput[];
    totals?: Partial<ReturnType<typeof invoiceTotalsData>>;
  },
): Promise<{ id: string }> {
  const number = await nextInvoiceNumber(tx, data.companyId);
  const invoice = await tx.invoice.create({
    data: {
      ...data,
      ...totals,
      number,
      createdById: actorId(),
      updatedById: actorId(),
      lines: { createMany: { data: lines } },
    },
    select: { id: true },
  });
  await publish(tx, {
    type: "invoice.created",
    companyId: data.companyId,
    invoiceId: invoice.id,
    detail,
  });
  return invoice;
}
