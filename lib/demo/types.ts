/** Demo entities (docs/product.md §3): plain data, no server involved. */

export const DEMO_INDUSTRIES = [
  "electrical",
  "plumbing",
  "hvac",
  "landscaping",
  "cleaning",
  "painting",
] as const;
export type DemoIndustry = (typeof DEMO_INDUSTRIES)[number];

export const DEFAULT_DEMO_INDUSTRY: DemoIndustry = "electrical";

export const DEMO_INDUSTRY_LABELS: Record<DemoIndustry, string> = {
  electrical: "Electrical",
  plumbing: "Plumbing",
  hvac: "HVAC",
  landscaping: "Landscaping",
  cleaning: "Cleaning",
  painting: "Painting",
};

export function isDemoIndustry(value: unknown): value is DemoIndustry {
  return typeof value === "string" && (DEMO_INDUSTRIES as readonly string[]).includes(value);
}

/** Informational only: materials never enter totals. '(not included)' items cost 0. */
export type DemoMaterial = { name: string; price: number };

export type DemoServiceTemplate = {
  id: string;
  name: string;
  description: string;
  /** USD for one unit of the service. */
  price: number;
  /** Labor hours for one unit. */
  labor: number;
  materials: readonly DemoMaterial[];
};
