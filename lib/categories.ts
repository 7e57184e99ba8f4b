/**
 * Service categories and industries (docs/product.md §3). Plain data with no dependencies, on
 * the ground floor of lib/ (schemas, domains and browser bundles all use it), so
 * that browser bundles (calculator, demos) can import them without zod.
 */
export const SERVICE_CATEGORIES = [
  "electrical",
  "plumbing",
  "hvac",
  "landscaping",
  "cleaning",
  "painting",
  "construction",
  "roofing",
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export const INDUSTRY_TYPES = [...SERVICE_CATEGORIES, "generic"] as const;
export type IndustryType = (typeof INDUSTRY_TYPES)[number];

export const INDUSTRY_LABELS: Record<IndustryType, string> = {
  electrical: "Electrical",
  plumbing: "Plumbing",
  hvac: "HVAC",
  landscaping: "Landscaping",
  cleaning: "Cleaning",
  painting: "Painting",
  construction: "Construction",
  roofing: "Roofing",
  generic: "General",
};

export function isServiceCategory(value: unknown): value is ServiceCategory {
  return typeof value === "string" && (SERVICE_CATEGORIES as readonly string[]).includes(value);
}

/** A category's display name; unknown values are shown as they are. */
export const categoryLabel = (category: string) =>
  INDUSTRY_LABELS[category as IndustryType] ?? category;
