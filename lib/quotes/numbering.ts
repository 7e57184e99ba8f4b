import "server-only";
import type { Prisma } from "@prisma/client";
import { notFound } from "@/lib/errors";

/**
 * The next quote number of a company, taken in the caller's transaction: one UPDATE ...
 * RETURNING bumps Company.lastQuoteNumber, and its row lock makes a concurrent creation
 * wait until this transaction ends. A rolled-back creation gives its number back, so
 * numbers are consecutive with no gaps or doubles.
 */
export async function nextQuoteNumber(tx: Prisma.TransactionClient, companyId: string) {
  const rows = await tx.$queryRaw<{ lastQuoteNumber: number }[]>`
    UPDATE "Company" SET "lastQuoteNumber" = "lastQuoteNumber" + 1
    WHERE "id" = ${companyId}
    RETURNING "lastQuoteNumber"`;
  if (rows.length === 0) throw notFound("Company not found.");
  return Number(rows[0].lastQuoteNumber);
}
