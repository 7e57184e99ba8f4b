/**
 * Invoice rows for database tests, written with Prisma directly (no route involved): a client,
 * an invoice of two lines with its stored totals (as lib/pricing computes them on save) and,
 * unless it is a draft, a public link. Payments go through lib/invoices (recordInvoicePayment),
 * so their events and mails are the real ones.
 */
import { randomBytes } from "node:crypto";
import type { InvoiceStatus, Prisma, PrismaClient } from "@prisma/client";
import { deriveInvoiceToken, hashQuoteToken, quoteLinkSecret } from "@/lib/resources/quote-link";

type Options = {
  status?: InvoiceStatus;
  clientName?: string;
  /** null: a client without an email address. */
  clientEmail?: string | null;
  /** The quote's deposit credited (default 100.00). */
  depositApplied?: string;
  dueDate?: string;
  data?: Partial<Prisma.InvoiceUncheckedCreateInput>;
};

/** YYYY-MM-DD of today in UTC (the test companies' time zone). */
export const todayUtc = () => new Date().toISOString().slice(0, 10);
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * Panel upgrade 1 × $1,000.00 + Permit $50.00 = $1,050.00; Outlet 3 × $75.00 = $225.00.
 * Subtotal $1,275.00, tax 8.25% $105.19, total $1,380.19; with the default deposit of $100.00
 * credited the balance is $1,280.19.
 */
export async function createInvoiceRows(
  prisma: PrismaClient,
  companyId: string,
  options: Options = {},
) {
  const status = options.status ?? "sent";
  const client = await prisma.client.create({
    data: {
      companyId,
      name: options.clientName ?? "Casey Client",
      email:
        options.clientEmail === undefined
          ? `casey-${randomBytes(3).toString("hex")}@example.com`
          : options.clientEmail,
      address: "12 Main St, Springfield",
    },
  });
  const company = await prisma.company.update({
    where: { id: companyId },
    data: { lastInvoiceNumber: { increment: 1 } },
  });
  const deposit = options.depositApplied ?? "100.00";
  const total = 1380.19;
  const invoice = await prisma.invoice.create({
    data: {
      companyId,
      number: company.lastInvoiceNumber,
      clientId: client.id,
      status,
      title: "Kitchen rewiring",
      notes: "Thank you for your business.",
      terms: "net_15",
      issueDate: day("2026-03-01"),
      dueDate: day(options.dueDate ?? "2026-03-16"),
      taxRate: "8.250",
      subtotal: "1275.00",
      taxAmount: "105.19",
      total: total.toFixed(2),
      depositApplied: deposit,
      balance: (total - Number(deposit)).toFixed(2),
      sentAt: status === "draft" ? null : new Date(),
      sentTo: status === "draft" ? null : client.email,
      lines: {
        create: [
          {
            sortOrder: 0,
            name: "Panel upgrade",
            description: "200A service",
            unitPrice: "1000.00",
            quantity: "1",
            feeName: "Permit",
            feeType: "fixed",
            feeValue: "50.00",
            lineTotal: "1050.00",
          },
          {
            sortOrder: 1,
            name: "Outlet",
            unitType: "per_item",
            unitPrice: "75.00",
            quantity: "3",
            lineTotal: "225.00",
          },
        ],
      },
      ...options.data,
    },
  });
  if (status === "draft") return { client, invoice, token: null };
  const secret = quoteLinkSecret(process.env)!;
  const tokenNonce = randomBytes(16).toString("base64url");
  const token = deriveInvoiceToken(secret, invoice.id, tokenNonce);
  const linked = await prisma.invoice.update({
    where: { id: invoice.id },
    data: { tokenNonce, tokenHash: hashQuoteToken(token) },
  });
  return { client, invoice: linked, token };
}
