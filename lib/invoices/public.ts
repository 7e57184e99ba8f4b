import "server-only";
import type { InvoicePaymentMethod, InvoiceStatus, InvoiceTerms, Prisma } from "@prisma/client";
import { conflict, notFound, rateLimited } from "@/lib/errors";
import { formatDay, todayIn } from "@/lib/dates";
import { prisma } from "@/lib/db";
import { invoiceDisplayNumber } from "@/lib/format";
import { stripeConfigured } from "@/lib/payments/stripe";
import { centsToDecimalString, toCents } from "@/lib/pricing";
import { hashClientIp, hitRateLimit } from "@/lib/rate-limit";
import { OPEN_INVOICE_STATUSES, shownInvoiceStatus } from "./format";
import { findInvoiceByToken, recordInvoiceView } from "./lifecycle";

/**
 * The customer's side of an invoice (/i/[token], docs/invoices.md "Public page"), scoped by
 * the link token only: what the page shows, the first view, and whether and how the balance
 * can be paid (online through Stripe Checkout, lib/invoices/stripe.ts, or the company's
 * payment instructions). No owner data: no payment notes, no void reason, no ids of rows
 * other than the lines and payments shown.
 */

const publicInvoiceInclude = {
  company: {
    select: {
      name: true,
      logo: true,
      accentColor: true,
      contactEmail: true,
      phone: true,
      website: true,
      address: true,
      paymentInstructions: true,
      isActive: true,
      timeZone: true,
    },
  },
  client: { select: { name: true, email: true, address: true } },
  property: { select: { line1: true, line2: true, city: true, region: true, postalCode: true } },
  lines: { orderBy: [{ sortOrder: "asc" }, { id: "asc" }] },
  payments: { orderBy: [{ paidOn: "asc" }, { createdAt: "asc" }] },
} satisfies Prisma.InvoiceInclude;

export type PublicInvoiceRow = Prisma.InvoiceGetPayload<{ include: typeof publicInvoiceInclude }>;

/**
 * How the customer pays the balance: `online` (the Pay button, Stripe keyed), the company's
 * `instructions`, or `contact` the company (no instructions set); null when nothing is owed
 * or the invoice is void.
 */
export type PublicInvoiceHowToPay = "online" | "instructions" | "contact" | null;

export type PublicInvoiceDto = {
  number: string;
  /** Never draft: a draft has no link. */
  status: Exclude<InvoiceStatus, "draft">;
  /** The status with "overdue" for an open invoice due before today (the company's zone). */
  shownStatus: Exclude<InvoiceStatus, "draft"> | "overdue";
  title: string | null;
  notes: string | null;
  terms: InvoiceTerms;
  issueDate: string;
  dueDate: string;
  company: {
    name: string;
    logo: string | null;
    accentColor: string | null;
    email: string | null;
    phone: string | null;
    website: string | null;
    address: string | null;
    paymentInstructions: string | null;
  };
  client: { name: string; email: string | null; address: string | null } | null;
  property: {
    line1: string;
    line2: string | null;
    city: string;
    region: string;
    postalCode: string;
  } | null;
  lines: {
    id: string;
    name: string;
    description: string | null;
    unitType: string;
    unitPrice: string;
    quantity: string;
    fee: { name: string; type: "percentage" | "fixed"; value: string } | null;
    lineTotal: string;
  }[];
  discount: { type: "percentage" | "fixed"; value: string } | null;
  taxRate: string;
  totals: {
    subtotal: string;
    discount: string;
    tax: string;
    total: string;
    /** The quote's deposit credited on this invoice. */
    depositCredited: string;
    /** Payments less refunds. */
    paid: string;
    balance: string;
  };
  /** Payments and refunds (negative amounts), oldest first. */
  payments: {
    id: string;
    paidOn: string;
    method: InvoicePaymentMethod;
    reference: string | null;
    amount: string;
    refund: boolean;
  }[];
  howToPay: PublicInvoiceHowToPay;
  paidAt: string | null;
};

const money = (value: Prisma.Decimal | string) => centsToDecimalString(toCents(value));

/** The invoice behind a link token with what the page shows, or 404 (malformed: no query). */
export async function findPublicInvoice(token: string): Promise<PublicInvoiceRow> {
  const found = await findInvoiceByToken(token);
  const invoice =
    found &&
    (await prisma.invoice.findUnique({ where: { id: found.id }, include: publicInvoiceInclude }));
  if (!invoice || invoice.status === "draft" || !invoice.company.isActive)
    throw notFound("Invoice not found.");
  return invoice;
}

/** Whether the balance can be paid now: an open invoice (sent, viewed, part paid) owing money. */
export const owesMoney = (invoice: { status: InvoiceStatus; balance: Prisma.Decimal | string }) =>
  (OPEN_INVOICE_STATUSES as readonly string[]).includes(invoice.status) &&
  toCents(invoice.balance) > 0;

export function toPublicInvoiceDto(invoice: PublicInvoiceRow, now = new Date()): PublicInvoiceDto {
  const status = invoice.status as PublicInvoiceDto["status"];
  const dueDate = formatDay(invoice.dueDate);
  const { company } = invoice;
  return {
    number: invoiceDisplayNumber(invoice.number),
    status,
    shownStatus: shownInvoiceStatus(
      { status, dueDate },
      todayIn(company.timeZone, now),
    ) as PublicInvoiceDto["shownStatus"],
    title: invoice.title,
    notes: invoice.notes,
    terms: invoice.terms,
    issueDate: formatDay(invoice.issueDate),
    dueDate,
    company: {
      name: company.name,
      logo: company.logo,
      accentColor: company.accentColor,
      email: company.contactEmail,
      phone: company.phone,
      website: company.website,
      address: company.address,
      paymentInstructions: company.paymentInstructions,
    },
    client: invoice.client
      ? { name: invoice.client.name, email: invoice.client.email, address: invoice.client.address }
      : null,
    property: invoice.property ?? null,
    lines: invoice.lines.map((line) => ({
      id: line.id,
      name: line.name,
      description: line.description,
      unitType: line.unitType,
      unitPrice: money(line.unitPrice),
      quantity: line.quantity.toString(),
      fee:
        line.feeType && line.feeValue !== null
          ? { name: line.feeName ?? "Fee", type: line.feeType, value: line.feeValue.toString() }
          : null,
      lineTotal: money(line.lineTotal),
    })),
    discount:
      invoice.discountType && invoice.discountValue !== null
        ? { type: invoice.discountType, value: invoice.discountValue.toString() }
        : null,
    taxRate: invoice.taxRate.toString(),
    totals: {
      subtotal: money(invoice.subtotal),
      discount: money(invoice.discountAmount),
      tax: money(invoice.taxAmount),
      total: money(invoice.total),
      depositCredited: money(invoice.depositApplied),
      paid: money(invoice.amountPaid),
      balance: money(invoice.status === "void" ? "0" : invoice.balance),
    },
    payments: invoice.payments.map((payment) => ({
      id: payment.id,
      paidOn: formatDay(payment.paidOn),
      method: payment.method,
      reference: payment.reference,
      amount: money(payment.amount),
      refund: toCents(payment.amount) < 0,
    })),
    howToPay: !owesMoney(invoice)
      ? null
      : stripeConfigured()
        ? "online"
        : company.paymentInstructions?.trim()
          ? "instructions"
          : "contact",
    paidAt: invoice.paidAt?.toISOString() ?? null,
  };
}

/**
 * What the page shows. With `recordView`, the first view marks a sent invoice viewed
 * (recordInvoiceView: invoice.viewed, the timeline row, with the viewer's address); a void
 * invoice records no view.
 */
export async function getPublicInvoice(
  token: string,
  {
    recordView = true,
    ip = null,
    now = new Date(),
  }: { recordView?: boolean; ip?: string | null; now?: Date } = {},
): Promise<PublicInvoiceDto> {
  let invoice = await findPublicInvoice(token);
  if (recordView && !invoice.firstViewedAt && invoice.status !== "void") {
    await recordInvoiceView(invoice, ip);
    invoice = await findPublicInvoice(token);
  }
  return toPublicInvoiceDto(invoice, now);
}

/** The refusal of a payment on an invoice that owes nothing (409, in the customer's words). */
export function assertOwesMoney(invoice: PublicInvoiceRow) {
  if (invoice.status === "void") throw conflict("This invoice is void; nothing is owed.");
  if (!owesMoney(invoice)) throw conflict("Nothing is owed on this invoice.");
}

/** Checkout sessions opened per client address per 10 minutes (as the quote's checkout). */
const CHECKOUT_LIMIT = 20;

export async function limitInvoiceCheckout(ip: string) {
  const rate = await hitRateLimit({
    key: `invoice-checkout:${hashClientIp(ip)}`,
    limit: CHECKOUT_LIMIT,
    windowSeconds: 600,
  });
  if (!rate.allowed) throw rateLimited(rate.retryAfterSeconds);
}
