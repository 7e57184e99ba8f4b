import "server-only";
import { prisma } from "@/lib/db";

/**
 * Finds an active company by its public slug, following an old slug to the company's
 * current one. `redirectedFrom` is set when the slug was an old one.
 */
export async function findPublicCompanyBySlug(slug: string) {
  const normalized = slug.trim().toLowerCase();
  const company = await prisma.company.findUnique({ where: { slug: normalized } });
  if (company) return company.isActive ? { company, redirectedFrom: null } : null;
  const redirect = await prisma.slugRedirect.findUnique({
    where: { slug: normalized },
    include: { company: true },
  });
  if (!redirect || !redirect.company.isActive) return null;
  return { company: redirect.company, redirectedFrom: normalized };
}
