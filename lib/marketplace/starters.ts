/**
 * The curated starter price books (docs/marketplace.md): versioned JSON data in
 * lib/marketplace/starters/, one file per trade, validated once on first use. Plain data and
 * zod only, so the later marketplace pages may preview a book in the browser too.
 */
import { SERVICE_CATEGORIES, type ServiceCategory } from "@/lib/categories";
import cleaning from "./starters/cleaning.json";
import construction from "./starters/construction.json";
import electrical from "./starters/electrical.json";
import hvac from "./starters/hvac.json";
import landscaping from "./starters/landscaping.json";
import painting from "./starters/painting.json";
import plumbing from "./starters/plumbing.json";
import roofing from "./starters/roofing.json";
import { starterBookSchema, type StarterBook } from "./schema";

/** The files as they are stored, one per trade. */
export const STARTER_FILES: Record<ServiceCategory, unknown> = {
  electrical,
  plumbing,
  hvac,
  landscaping,
  cleaning,
  painting,
  construction,
  roofing,
};

/** Parses one starter file; a broken file names itself and every offending field. */
export function parseStarterBook(data: unknown, file = "starter book"): StarterBook {
  const result = starterBookSchema.safeParse(data);
  if (result.success) return result.data;
  const details = result.error.issues
    .map((issue) => `${issue.path.join(".") || "(file)"}: ${issue.message}`)
    .join("; ");
  throw new Error(`Invalid starter price book ${file}: ${details}`);
}

let books: readonly StarterBook[] | null = null;

/** Every starter book, in the trades' order (lib/categories.ts). */
export function loadStarterBooks(): readonly StarterBook[] {
  books ??= SERVICE_CATEGORIES.map((trade) =>
    parseStarterBook(STARTER_FILES[trade], `lib/marketplace/starters/${trade}.json`),
  );
  return books;
}

/** What the marketplace lists for one starter book (the full book comes from getStarterTemplate). */
export type StarterTemplateSummary = {
  id: string;
  version: number;
  trade: ServiceCategory;
  name: string;
  description: string;
  /** Active services. */
  serviceCount: number;
  /** Categories of its services (a few books hold a service of a neighbouring trade). */
  categories: ServiceCategory[];
  laborRateCount: number;
  feeCount: number;
  /** Names of its active services, so the marketplace can search them without loading each book. */
  serviceNames: string[];
};

export function listStarterTemplates(): StarterTemplateSummary[] {
  return loadStarterBooks().map((book) => ({
    id: book.id,
    version: book.version,
    trade: book.trade,
    name: book.name,
    description: book.description,
    serviceCount: book.services.filter((service) => service.isActive).length,
    categories: SERVICE_CATEGORIES.filter((category) =>
      book.services.some((service) => service.category === category),
    ),
    laborRateCount: book.laborRates.length,
    feeCount: book.fees.length,
    serviceNames: book.services
      .filter((service) => service.isActive)
      .map((service) => service.name),
  }));
}

/** The starter book with this id, or null. */
export function getStarterTemplate(id: string): StarterBook | null {
  return loadStarterBooks().find((book) => book.id === id) ?? null;
}

export type { StarterBook, StarterService, StarterLaborRate, StarterFee } from "./schema";
