/**
 * The operator's review of reported community templates (docs/marketplace.md, "Review"):
 * there is no admin role in the product, so `npm run marketplace:review` calls these with its
 * own database client. No "server-only": the script runs outside Next.js.
 */
import type { PrismaClient } from "@prisma/client";
import { COMMUNITY_REPORT_THRESHOLD } from "./community-rules";

export type ReportedTemplate = {
  id: string;
  publicName: string | null;
  publisher: string;
  published: boolean;
  hidden: boolean;
  reports: { company: string; reason: string; details: string | null; createdAt: Date }[];
};

/** Every template with at least one report, the most reported first. */
export async function listReportedTemplates(prisma: PrismaClient): Promise<ReportedTemplate[]> {
  const rows = await prisma.customTemplate.findMany({
    where: { reports: { some: {} } },
    select: {
      id: true,
      publicName: true,
      publishedAt: true,
      company: { select: { name: true } },
      reports: {
        select: {
          reason: true,
          details: true,
          createdAt: true,
          reporterCompany: { select: { name: true } },
        },
        orderBy: { createdAt: "asc" },
      },
    },
  });
  return rows
    .map((row) => ({
      id: row.id,
      publicName: row.publicName,
      publisher: row.company.name,
      published: row.publishedAt !== null,
      hidden: row.reports.length >= COMMUNITY_REPORT_THRESHOLD,
      reports: row.reports.map((report) => ({
        company: report.reporterCompany.name,
        reason: report.reason,
        details: report.details,
        createdAt: report.createdAt,
      })),
    }))
    .sort((a, b) => b.reports.length - a.reports.length || a.id.localeCompare(b.id));
}

/** Clears a template's reports: shown again (if still published). Returns the reports deleted. */
export async function restoreTemplate(prisma: PrismaClient, id: string) {
  const template = await prisma.customTemplate.findUnique({ where: { id }, select: { id: true } });
  if (!template) throw new Error(`No template ${id}.`);
  const { count } = await prisma.templateReport.deleteMany({ where: { templateId: id } });
  return { id, reportsCleared: count };
}

/** Unpublishes a template; its reports stay, so a republished copy stays hidden until restored. */
export async function removeTemplate(prisma: PrismaClient, id: string) {
  const { count } = await prisma.customTemplate.updateMany({
    where: { id },
    data: { publishedAt: null },
  });
  if (count === 0) throw new Error(`No template ${id}.`);
  return { id, published: false };
}
