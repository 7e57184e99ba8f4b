import "server-only";
import { notFound } from "@/lib/errors";
import { prisma } from "@/lib/db";
import { toMoneyString } from "@/lib/pricing";
import type { PublicCompany } from "./types";

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

const SLUG_SHAPE = /^[a-z0-9-]{1,64}$/;

/** The active company behind a public slug (old slugs followed), or a 404. */
export async function resolvePublicCompany(slug: string) {
  const normalized = slug.trim().toLowerCase();
  if (!SLUG_SHAPE.test(normalized)) throw notFound("Company not found.");
  const found = await findPublicCompanyBySlug(normalized);
  if (!found) throw notFound("Company not found.");
  return found.company;
}

const money = (value: { toString(): string } | null) =>
  value == null ? null : toMoneyString(value);

export type ResolvedCompany = Awaited<ReturnType<typeof resolvePublicCompany>>;

/** What a customer may see about a company: branding and calculator settings, never owner data. */
export async function getPublicCompany(slug: string): Promise<PublicCompany> {
  return publicCompanyOf(await resolvePublicCompany(slug));
}

/** The public view of an already resolved company (one query for its service areas). */
export async function publicCompanyOf(company: ResolvedCompany): Promise<PublicCompany> {
  const areas = await prisma.serviceArea.findMany({
    where: { companyId: company.id },
    select: { kind: true, normalized: true },
    orderBy: { normalized: "asc" },
  });
  return {
    id: company.id,
    slug: company.slug,
    name: company.name,
    logo: company.logo,
    website: company.website,
    industryType: company.industryType,
    accentColor: company.accentColor,
    calculatorCategories: company.calculatorCategories,
    defaultCategory: company.defaultCategory,
    serviceCallFee: money(company.serviceCallFee),
    taxRate: company.taxRate.toString(),
    thankYouMessage: company.thankYouMessage,
    requireServiceAddress: company.requireServiceAddress,
    requireDescription: company.requireDescription,
    requirePhotos: company.requirePhotos,
    hasServiceAreas: areas.length > 0,
    serviceAreaZips: areas.filter((area) => area.kind === "zip").map((area) => area.normalized),
  };
}
