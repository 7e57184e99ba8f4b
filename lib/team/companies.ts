import "server-only";
import { prisma } from "@/lib/db";
import { notFound } from "@/lib/errors";
import type { Role } from "@/lib/team/permissions";

export type CompanyChoice = { id: string; name: string; role: Role };

/** The companies a user is an active member of, for the switcher. */
export async function listMyCompanies(userId: string): Promise<CompanyChoice[]> {
  const rows = await prisma.membership.findMany({
    where: { userId, deactivatedAt: null },
    select: { role: true, company: { select: { id: true, name: true } } },
    orderBy: { createdAt: "asc" },
  });
  return rows.map((row) => ({ id: row.company.id, name: row.company.name, role: row.role }));
}

/** The company to switch to: one the user is an active member of (another is a 404). */
export async function companyToSwitchTo(userId: string, companyId: string) {
  const membership = await prisma.membership.findFirst({
    where: { userId, companyId, deactivatedAt: null },
    select: { companyId: true },
  });
  if (!membership) throw notFound("Company not found.");
  return membership.companyId;
}
