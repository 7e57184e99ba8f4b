import "server-only";
import { notFound } from "@/lib/errors";
import { starterTemplateUsage } from "./apply";
import { getStarterTemplate, listStarterTemplates, type StarterTemplateSummary } from "./starters";

export type StarterTemplateListing = StarterTemplateSummary & {
  usage: { applications: number; companies: number };
};

/** Every starter book's summary with its usage counts (docs/marketplace.md). */
export async function listStarterTemplatesWithUsage(): Promise<StarterTemplateListing[]> {
  const usage = await starterTemplateUsage();
  return listStarterTemplates().map((summary) => ({
    ...summary,
    usage: usage[summary.id] ?? { applications: 0, companies: 0 },
  }));
}

/** The whole starter book, or a 404. */
export function starterTemplateOrNotFound(id: string) {
  const book = getStarterTemplate(id);
  if (!book) throw notFound("Template not found.");
  return book;
}
