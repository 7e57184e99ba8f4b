/** Helpers of the marketplace's database tests (lib/marketplace). */
import type { PrismaClient } from "@prisma/client";

/** Everything of a company's price book that an apply may write, as stored. */
export async function priceBookOf(prisma: PrismaClient, companyId: string) {
  const [services, laborRates, serviceFees, usage] = await Promise.all([
    prisma.service.findMany({ where: { companyId }, orderBy: { id: "asc" } }),
    prisma.laborRate.findMany({ where: { companyId }, orderBy: { id: "asc" } }),
    prisma.serviceFee.findMany({ where: { companyId }, orderBy: { id: "asc" } }),
    prisma.templateUsage.findMany({ where: { companyId }, orderBy: { id: "asc" } }),
  ]);
  return { services, laborRates, serviceFees, usage };
}

/** The error a promise rejects with; fails the test when it resolves. */
export async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("Expected a failure.");
}
