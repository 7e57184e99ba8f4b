/**
 * Invoices made directly with Prisma for the customer-side tests (the owner's API is tested on
 * its own): a sent invoice of $1,082.50 (one $1,000 line, 8.25 % tax) with the quote's deposit
 * of $280.10 credited (balance $802.40), and its link token.
 */
import { randomBytes } from "node:crypto";
import type { Prisma, PrismaClient } from "@prisma/client";
import { getServerEnv } from "@/lib/env";
import { deriveInvoiceToken, hashQuoteToken, quoteLinkSecret } from "@/lib/resources/quote-link";

let number = 0;

/** The token of an invoice's link, as lib/invoices/lifecycle.ts issues it. */
export function invoiceLinkFields(invoiceId: string) {
  const tokenNonce = randomBytes(16).toString("base64url");
  const token = deriveInvoiceToken(quoteLinkSecret(getServerEnv())!, invoiceId, tokenNonce);
  return { token, fields: { tokenNonce, tokenHash: hashQuoteToken(token) } };
}

export async function createSentInvoice(
  prisma: PrismaClient,
  companyId: string,
  overrides: Partial<Prisma.InvoiceUncheckedCreateInput> = {},
) {
  number += 1;
  const client = await prisma.client.create({
    data: { companyId, name: "Ann Customer", email: "ann@example.com", address: "1 Elm St" },
  });
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const created = await prisma.invoice.create({
    data: {
      companyId,
      number,
      clientId: client.id,
      status: "sent",
      title: "Panel upgrade",
      notes: "Thank you for your business.",
      issueDate: today,
      dueDate: new Date(today.getTime() + 15 * 86_400_000),
      terms: "net_15",
      taxRate: "8.25",
      subtotal: "1000",
      taxAmount: "82.50",
      total: "1082.50",
      depositApplied: "280.10",
      balance: "802.40",
      sentAt: new Date(),
      sentTo: "ann@example.com",
      lines: {
        create: [
          {
            sortOrder: 0,
            name: "Panel upgrade",
            unitPrice: "1000",
            quantity: "1",
            lineTotal: "1000",
          },
        ],
      },
      ...overrides,
    },
  });
  const link = invoiceLinkFields(created.id);
  const invoice = await prisma.invoice.update({ where: { id: created.id }, data: link.fields });
  return { invoice, token: link.token, client };
}
