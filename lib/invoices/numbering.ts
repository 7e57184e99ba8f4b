import "server-only";
import type { Prisma } from "@prisma/client";
import { notFound } from "@/lib/errors";

/**
 * The next invoice number of a company, taken in the caller's transaction, as quotes do
 * (lib/quotes/numbering.ts): one UPDATE ... RETURNING bumps Company.lastInvoiceNumber, and its
 * row lock makes a concurrent creation wait until this transaction ends, so numbers are
 * consecutive with no gaps or doubles (a rolled-back creation gives its number back).
 */
export async function nextInvoiceNumber(tx: Prisma.TransactionClient, companyId: string) {
  const rows = await tx.$queryRaw<{ lastInvoiceNumber: number }[]>`
    UPDATE "Company" SET "lastInvoiceNumber" = "lastInvoiceNumber" + 1
    WHERE "id" = ${companyId}
    RETURNING "lastInvoiceNumber"`;
  if (rows.length === 0) throw notFound("Company not found.");
  return Number(rows[0].lastInvoiceNumber);
}
