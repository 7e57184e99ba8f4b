import "server-only";
import { prisma } from "@/lib/db";
import { dayIn, formatDay, todayIn } from "@/lib/dates";
import { invoiceDisplayNumber, quoteDisplayNumber } from "@/lib/format";
import {
  INVOICE_PAYMENT_METHOD_LABELS,
  OPEN_INVOICE_STATUSES,
  shownInvoiceStatus,
} from "@/lib/invoices/format";
import { toCents, toMoneyString } from "@/lib/pricing";
import { isPastExpiry } from "@/lib/quotes/public";
import { PAYMENT_METHOD_LABELS } from "@/lib/quotes/format";
import { publicInvoiceUrl, publicQuoteUrl } from "@/lib/resources";
import type { PortalData, PortalPayment, PortalQuote } from "./types";

/** Rows of each kind shown at most (newest first): a client's whole history, bounded. */
const MAX_ROWS = 200;

const money = (value: { toString(): string }) => toMoneyString(value);

/**
 * Everything the portal shows to one client of one company (docs/invoices.md, "Customer
 * portal"): the current revision of each quote that was sent, the invoices that were sent,
 * the payments (deposits on quotes, payments and refunds on invoices), the estimate requests,
 * and the company's branding. Every query is scoped by both the company and the client, so a
 * session sees nothing of another client or another company, even one where the same person
 * is a client under the same email. Drafts are never shown, nor a quote or invoice without a
 * public link (the link is where "Approve" and "Pay" live). Null when the client is not the
 * company's or the company is inactive.
 */
export async function portalData(
  companyId: string,
  clientId: string,
  now = new Date(),
): Promise<PortalData | null> {
  const client = await prisma.client.findFirst({
    where: { id: clientId, companyId, company: { isActive: true } },
    select: {
      name: true,
      email: true,
      company: {
        select: {
          name: true,
          slug: true,
          logo: true,
          accentColor: true,
          contactEmail: true,
          phone: true,
          website: true,
          address: true,
          timeZone: true,
        },
      },
    },
  });
  if (!client) return null;
  const { company } = client;
  const today = todayIn(company.timeZone, now);

  const [quotes, invoices, deposits, invoicePayments, requests] = await Promise.all([
    prisma.quote.findMany({
      where: {
        companyId,
        clientId,
        supersededById: null,
        status: { not: "draft" },
        tokenNonce: { not: null },
      },
      select: {
        id: true,
        number: true,
        revision: true,
        title: true,
        status: true,
        total: true,
        sentAt: true,
        expiresAt: true,
        tokenNonce: true,
      },
      orderBy: [{ number: "desc" }],
      take: MAX_ROWS,
    }),
    prisma.invoice.findMany({
      where: { companyId, clientId, status: { not: "draft" }, tokenNonce: { not: null } },
      select: {
        id: true,
        number: true,
        title: true,
        status: true,
        total: true,
        balance: true,
        issueDate: true,
        dueDate: true,
        tokenNonce: true,
      },
      orderBy: [{ number: "desc" }],
      take: MAX_ROWS,
    }),
    prisma.quotePayment.findMany({
      where: { companyId, quote: { companyId, clientId, status: { not: "draft" } } },
      select: {
        id: true,
        amount: true,
        method: true,
        paidOn: true,
        createdAt: true,
        quote: { select: { id: true, number: true, revision: true, tokenNonce: true } },
      },
      orderBy: [{ paidOn: "desc" }, { createdAt: "desc" }],
      take: MAX_ROWS,
    }),
    prisma.invoicePayment.findMany({
      where: { companyId, invoice: { companyId, clientId, status: { not: "draft" } } },
      select: {
        id: true,
        amount: true,
        method: true,
        paidOn: true,
        createdAt: true,
        invoice: { select: { id: true, number: true, tokenNonce: true } },
      },
      orderBy: [{ paidOn: "desc" }, { createdAt: "desc" }],
      take: MAX_ROWS,
    }),
    prisma.estimateRequest.findMany({
      where: { companyId, clientId, isSpam: false },
      select: {
        id: true,
        createdAt: true,
        status: true,
        totalAmount: true,
        items: { select: { name: true }, orderBy: { id: "asc" } },
      },
      orderBy: [{ createdAt: "desc" }],
      take: MAX_ROWS,
    }),
  ]);

  const quoteRows = quotes.flatMap((quote): PortalQuote[] => {
    const url = publicQuoteUrl(quote);
    if (!url || quote.status === "draft") return [];
    const open = quote.status === "sent" || quote.status === "viewed";
    const expired = open && isPastExpiry({ expiresAt: quote.expiresAt, company }, now);
    return [
      {
        id: quote.id,
        displayNumber: quoteDisplayNumber(quote.number, quote.revision),
        title: quote.title,
        status: expired ? "expired" : quote.status,
        total: money(quote.total),
        sentOn: quote.sentAt ? dayIn(quote.sentAt, company.timeZone) : null,
        open: open && !expired,
        url,
      },
    ];
  });

  const invoiceRows = invoices.flatMap((invoice) => {
    const url = publicInvoiceUrl(invoice);
    if (!url || invoice.status === "draft") return [];
    const status = invoice.status;
    const dueDate = formatDay(invoice.dueDate);
    const shownStatus = shownInvoiceStatus({ status, dueDate }, today) as Exclude<
      typeof status,
      "draft"
    >;
    return [
      {
        id: invoice.id,
        displayNumber: invoiceDisplayNumber(invoice.number),
        title: invoice.title,
        status,
        shownStatus,
        total: money(invoice.total),
        balance: money(invoice.balance),
        issueDate: formatDay(invoice.issueDate),
        dueDate,
        payable:
          (OPEN_INVOICE_STATUSES as readonly string[]).includes(status) &&
          toCents(invoice.balance) > 0,
        url,
      },
    ];
  });

  const payments: (PortalPayment & { createdAt: Date })[] = [
    ...deposits.map((payment) => ({
      id: payment.id,
      paidOn: formatDay(payment.paidOn),
      createdAt: payment.createdAt,
      kind: "deposit" as const,
      description: `Deposit on ${quoteDisplayNumber(payment.quote.number, payment.quote.revision)}`,
      method: PAYMENT_METHOD_LABELS[payment.method],
      amount: money(payment.amount),
      url: publicQuoteUrl(payment.quote),
    })),
    ...invoicePayments.map((payment) => {
      const refund = toCents(payment.amount) < 0;
      return {
        id: payment.id,
        paidOn: formatDay(payment.paidOn),
        createdAt: payment.createdAt,
        kind: refund ? ("refund" as const) : ("payment" as const),
        description: `${refund ? "Refund" : "Payment"} on ${invoiceDisplayNumber(payment.invoice.number)}`,
        method: INVOICE_PAYMENT_METHOD_LABELS[payment.method],
        amount: money(payment.amount),
        url: publicInvoiceUrl(payment.invoice),
      };
    }),
  ].sort(
    (a, b) => b.paidOn.localeCompare(a.paidOn) || b.createdAt.getTime() - a.createdAt.getTime(),
  );

  return {
    company: {
      name: company.name,
      slug: company.slug,
      logo: company.logo,
      accentColor: company.accentColor,
      email: company.contactEmail,
      phone: company.phone,
      website: company.website,
      address: company.address,
    },
    client: { name: client.name, email: client.email },
    today,
    quotes: quoteRows,
    invoices: invoiceRows,
    payments: payments.slice(0, MAX_ROWS).map(({ createdAt: _createdAt, ...payment }) => payment),
    requests: requests.map((request) => ({
      id: request.id,
      date: dayIn(request.createdAt, company.timeZone),
      status: request.status,
      summary: summaryOf(request.items.map((item) => item.name)),
      total: money(request.totalAmount),
    })),
  };
}

/** "Outlet, Panel upgrade and 2 more": the first services of a request. */
function summaryOf(names: string[]) {
  if (names.length === 0) return "Estimate request";
  const shown = names.slice(0, 2).join(", ");
  return names.length > 2 ? `${shown} and ${names.length - 2} more` : shown;
}
