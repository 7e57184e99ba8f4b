/**
 * Rows for the customer portal's tests, written with Prisma directly: a client with quotes
 * (sent, draft, a replaced revision), invoices (sent and overdue, draft), payments and
 * requests, each sent one with its public link.
 */
import { randomBytes } from "node:crypto";
import type { Prisma, PrismaClient } from "@prisma/client";
import { issueQuoteLink } from "@/lib/quotes/token";
import { createOwner } from "@/test/db";

const day = (offset: number) => {
  const date = new Date(Date.now() + offset * 86_400_000);
  date.setUTCHours(0, 0, 0, 0);
  return date;
};

/** A company with its owner and public slug. */
export async function portalCompany(prisma: PrismaClient, name: string) {
  const { company } = await createOwner(prisma, name);
  return company;
}

export async function portalClient(
  prisma: PrismaClient,
  companyId: string,
  email: string,
  name = "Ann Customer",
) {
  return prisma.client.create({
    data: { companyId, name, email, emailKey: email.trim().toLowerCase() },
  });
}

export async function quoteFor(
  prisma: PrismaClient,
  companyId: string,
  clientId: string,
  data: Partial<Prisma.QuoteUncheckedCreateInput> & { number: number },
  { link = true }: { link?: boolean } = {},
) {
  const quote = await prisma.quote.create({
    data: {
      companyId,
      clientId,
      status: "sent",
      title: `Quote ${data.number}`,
      total: "1000.00",
      sentAt: new Date(),
      expiresAt: day(30),
      ...data,
    },
  });
  if (!link) return quote;
  return prisma.quote.update({
    where: { id: quote.id },
    data: issueQuoteLink(quote.id).fields,
  });
}

export async function invoiceFor(
  prisma: PrismaClient,
  companyId: string,
  clientId: string,
  data: Partial<Prisma.InvoiceUncheckedCreateInput> & { number: number },
  { link = true }: { link?: boolean } = {},
) {
  return prisma.invoice.create({
    data: {
      companyId,
      clientId,
      status: "sent",
      title: `Invoice ${data.number}`,
      issueDate: day(-1),
      dueDate: day(14),
      total: "500.00",
      balance: "500.00",
      sentAt: new Date(),
      // Only the nonce matters to the portal (the link is derived from it).
      ...(link
        ? {
            tokenNonce: randomBytes(16).toString("base64url"),
            tokenHash: randomBytes(32).toString("hex"),
          }
        : {}),
      ...data,
    },
  });
}
