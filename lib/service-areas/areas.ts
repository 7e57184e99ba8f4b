import "server-only";
import { prisma } from "@/lib/db";
import { invalid, notFound } from "@/lib/errors";
import { AREAS_PER_COMPANY, uniqueAreas, type ParsedArea } from "@/lib/service-areas/parse";

const areaSelect = { id: true, kind: true, value: true, createdAt: true } as const;

/** ZIP codes first, then cities (the enum sorts in declaration order), each alphabetically. */
export function listServiceAreas(companyId: string) {
  return prisma.serviceArea.findMany({
    where: { companyId },
    select: areaSelect,
    orderBy: [{ kind: "asc" }, { normalized: "asc" }],
  });
}

/**
 * Adds areas; ones the company already has (same kind and normalized form) are skipped
 * by the unique index, so a repeated paste or a race between two tabs adds nothing twice.
 */
export async function addServiceAreas(companyId: string, parsed: ParsedArea[]) {
  const areas = uniqueAreas(parsed);
  const existing = await prisma.serviceArea.count({ where: { companyId } });
  if (existing + areas.length > AREAS_PER_COMPANY) {
    const message = `A company can have at most ${AREAS_PER_COMPANY} service areas (you have ${existing}).`;
    throw invalid(message, [{ path: "values", message }]);
  }
  const { count } = await prisma.serviceArea.createMany({
    data: areas.map((area) => ({ companyId, ...area })),
    skipDuplicates: true,
  });
  return { added: count, skipped: parsed.length - count, areas: await listServiceAreas(companyId) };
}

export async function deleteServiceArea(companyId: string, id: string) {
  const { count } = await prisma.serviceArea.deleteMany({ where: { id, companyId } });
  if (count === 0) throw notFound("Service area not found.");
}

export async function clearServiceAreas(companyId: string) {
  const { count } = await prisma.serviceArea.deleteMany({ where: { companyId } });
  return { removed: count };
}
