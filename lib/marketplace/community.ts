import "server-only";
import type { Prisma } from "@prisma/client";
import { prisma } from "@/lib/db";
import { conflict, invalid, notFound } from "@/lib/errors";
import { SERVICE_CATEGORIES, type ServiceCategory } from "@/lib/categories";
import { toMoneyString } from "@/lib/pricing";
import {
  publishTemplateSchema,
  reportTemplateSchema,
  type ApplyStarterOptionsInput,
  type PublishTemplateInput,
  type ReportTemplateInput,
} from "@/lib/validation/marketplace";
import { applyBook, parseApplyOptions, templateUsage } from "./apply";
import type { TemplateBook } from "./book";
import {
  COMMUNITY_LIST_LIMIT,
  COMMUNITY_REPORT_THRESHOLD,
  COMMUNITY_TEMPLATE_VERSION,
} from "./community-rules";

export { COMMUNITY_REPORT_THRESHOLD } from "./community-rules";

/**
 * Everything a community answer is built from, and nothing else (docs/marketplace.md, "What is
 * published"): never a spread of the row. `companyId` is read to answer `mine` and is not sent.
 */
export const publicTemplateSelect = {
  id: true,
  companyId: true,
  publicName: true,
  publicDescription: true,
  publicTrade: true,
  publishedAt: true,
  showCompanyName: true,
  company: { select: { name: true } },
  services: {
    select: {
      id: true,
      name: true,
      description: true,
      category: true,
      basePrice: true,
      unitType: true,
      estimatedTime: true,
      icon: true,
    },
    orderBy: [{ category: "asc" }, { name: "asc" }],
  },
  _count: { select: { reports: true } },
} satisfies Prisma.CustomTemplateSelect;

type PublicRow = Prisma.CustomTemplateGetPayload<{ select: typeof publicTemplateSelect }>;

const isHidden = (row: { _count: { reports: number } }) =>
  row._count.reports >= COMMUNITY_REPORT_THRESHOLD;

/** What every community answer says about a template, for the signed-in company `viewer`. */
function publicHeader(row: PublicRow, viewer: string) {
  return {
    kind: "community" as const,
    id: row.id,
    name: row.publicName ?? "",
    description: row.publicDescription ?? "",
    // Set by every publish; the queries read published rows only.
    trade: (row.publicTrade ?? "construction") as ServiceCategory,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    publisherName: row.showCompanyName ? row.company.name : null,
    mine: row.companyId === viewer,
    hidden: isHidden(row),
  };
}

export type CommunityTemplateListing = ReturnType<typeof publicHeader> & {
  serviceCount: number;
  categories: ServiceCategory[];
  serviceNames: string[];
  laborRateCount: 0;
  feeCount: 0;
  usage: { applications: number; companies: number };
};

export type CommunityBook = ReturnType<typeof publicHeader> & TemplateBook;

/** The published templates the viewer may see: hidden ones only for their publisher. */
export async function listCommunityTemplates(viewer: string): Promise<CommunityTemplateListing[]> {
  const [rows, usage] = await Promise.all([
    prisma.customTemplate.findMany({
      where: { publishedAt: { not: null } },
      select: publicTemplateSelect,
      orderBy: [{ publishedAt: "desc" }, { id: "asc" }],
      take: COMMUNITY_LIST_LIMIT,
    }),
    templateUsage("community"),
  ]);
  return rows
    .filter((row) => !isHidden(row) || row.companyId === viewer)
    .map((row) => ({
      ...publicHeader(row, viewer),
      serviceCount: row.services.length,
      categories: SERVICE_CATEGORIES.filter((category) =>
        row.services.some((service) => service.category === category),
      ),
      serviceNames: row.services.map((service) => service.name),
      laborRateCount: 0 as const,
      feeCount: 0 as const,
      usage: usage[row.id] ?? { applications: 0, companies: 0 },
    }));
}

/** A published template the viewer may see, or a 404 (unpublished, hidden, unknown). */
async function visibleRow(viewer: string, id: string) {
  const row = await prisma.customTemplate.findFirst({
    where: { id, publishedAt: { not: null } },
    select: publicTemplateSelect,
  });
  if (!row || (isHidden(row) && row.companyId !== viewer)) throw notFound("Template not found.");
  return row;
}

function toBook(row: PublicRow, viewer: string): CommunityBook {
  return {
    ...publicHeader(row, viewer),
    version: COMMUNITY_TEMPLATE_VERSION,
    laborRates: [],
    fees: [],
    services: row.services.map((service) => ({
      key: service.id,
      name: service.name,
      description: service.description ?? "",
      category: service.category,
      unitType: service.unitType,
      basePrice: toMoneyString(service.basePrice),
      estimatedTime: service.estimatedTime,
      icon: service.icon,
      isActive: true,
      laborRate: null,
      fee: null,
    })),
  };
}

/** One community template in full (its services only), for the preview and the apply dialog. */
export async function getCommunityTemplate(viewer: string, id: string): Promise<CommunityBook> {
  return toBook(await visibleRow(viewer, id), viewer);
}

/** Applies a community template with the starter books' apply (docs/marketplace.md). */
export async function applyCommunityTemplate(
  companyId: string,
  id: string,
  input: ApplyStarterOptionsInput,
) {
  const options = parseApplyOptions(input);
  const book = toBook(await visibleRow(companyId, id), companyId);
  return applyBook(companyId, "community", book, options);
}

/** What the publisher sees of its publication after publishing or unpublishing. */
const publicationSelect = {
  id: true,
  publishedAt: true,
  publicName: true,
  publicDescription: true,
  publicTrade: true,
  showCompanyName: true,
} satisfies Prisma.CustomTemplateSelect;

/** Publishes (or updates the publication of) one of the company's own custom templates. */
export async function publishCustomTemplate(
  companyId: string,
  id: string,
  input: PublishTemplateInput,
) {
  const data = publishTemplateSchema.parse(input);
  return prisma.$transaction(async (tx) => {
    const own = await tx.customTemplate.findFirst({
      where: { id, companyId },
      select: { publishedAt: true },
    });
    if (!own) throw notFound("Template not found.");
    return tx.customTemplate.update({
      where: { id },
      data: {
        publishedAt: own.publishedAt ?? new Date(),
        publicName: data.name,
        publicDescription: data.description || null,
        publicTrade: data.trade,
        showCompanyName: data.showCompanyName,
      },
      select: publicationSelect,
    });
  });
}

/** Takes one of the company's templates off the Community list at once; its reports stay. */
export async function unpublishCustomTemplate(companyId: string, id: string) {
  const { count } = await prisma.customTemplate.updateMany({
    where: { id, companyId },
    data: { publishedAt: null },
  });
  if (count === 0) throw notFound("Template not found.");
  return { id, published: false };
}

/** One report per company per template; never by the publisher (docs/marketplace.md). */
export async function reportCommunityTemplate(
  companyId: string,
  id: string,
  input: ReportTemplateInput,
) {
  const data = reportTemplateSchema.parse(input);
  const row = await visibleRow(companyId, id);
  if (row.companyId === companyId)
    throw invalid("You cannot report your own template.", [
      { path: "id", message: "You cannot report your own template." },
    ]);
  // The unique (template, reporting company) keeps one report per company, under races too.
  const { count } = await prisma.templateReport.createMany({
    data: {
      templateId: id,
      reporterCompanyId: companyId,
      reason: data.reason,
      details: data.details || null,
    },
    skipDuplicates: true,
  });
  if (count === 0) throw conflict("Your company already reported this template.");
  return { id, reported: true };
}
