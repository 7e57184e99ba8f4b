import "server-only";
import { prisma } from "@/lib/db";
import { notFound } from "@/lib/errors";

/** The fields the dashboard reads about the signed-in company (docs/product.md §7 plus settings). */
export const companySelect = {
  id: true,
  name: true,
  slug: true,
  logo: true,
  industryType: true,
  hasSeenWelcome: true,
  plan: true,
  contactEmail: true,
  phone: true,
  website: true,
  address: true,
  serviceCallFee: true,
  taxRate: true,
  defaultMarkupPercent: true,
  accentColor: true,
  defaultCategory: true,
  thankYouMessage: true,
  timeZone: true,
} as const;

export async function getCompanyOrThrow(companyId: string) {
  const company = await prisma.company.findUnique({
    where: { id: companyId },
    select: companySelect,
  });
  if (!company) throw notFound("Company not found.");
  return company;
}

export async function setWelcomeSeen(companyId: string, hasSeenWelcome: boolean) {
  const company = await prisma.company.update({
    where: { id: companyId },
    data: { hasSeenWelcome },
    select: { id: true, hasSeenWelcome: true },
  });
  return company;
}
