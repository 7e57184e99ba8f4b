/** Demo entities (docs/product.md §3): plain data, no server involved. */
import { INDUSTRY_LABELS, SERVICE_CATEGORIES, type ServiceCategory } from "@/lib/categories";

/** The demos offer the first six trades: every one has a premade catalogue (lib/demo/catalogues). */
export const DEMO_INDUSTRIES = SERVICE_CATEGORIES.slice(0, 6) as readonly Exclude<
  ServiceCategory,
  "construction" | "roofing"
>[];
export type DemoIndustry = (typeof DEMO_INDUSTRIES)[number];

export const DEFAULT_DEMO_INDUSTRY: DemoIndustry = "electrical";

export const DEMO_INDUSTRY_LABELS: Record<DemoIndustry, string> = INDUSTRY_LABELS;

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
