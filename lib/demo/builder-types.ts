/**
 * Demo Service Builder state: an in-browser copy of the owner's price book (docs/product.md §3
 * Service and Labor rate), plus the demo-only materials list and markup. Money is kept in
 * integer cents so that what is stored is exactly what is priced.
 */
import type { UnitType } from "@/lib/pricing";
import { INDUSTRY_LABELS, type ServiceCategory } from "@/lib/categories";
import type { DemoIndustry } from "./types";

export { SERVICE_CATEGORIES, isServiceCategory, type ServiceCategory } from "@/lib/categories";

export const SERVICE_CATEGORY_LABELS: Record<ServiceCategory, string> = INDUSTRY_LABELS;

export type BuilderMaterial = { name: string; priceCents: number };

export type BuilderService = {
  id: string;
  name: string;
  description: string;
  category: ServiceCategory;
  unitType: UnitType;
  basePriceCents: number;
  /** Minutes per unit (spec: estimatedTime). */
  estimatedTime: number;
  /** What the job uses, shown to the customer; the base price already covers it. */
  materials: BuilderMaterial[];
  laborRateId: string | null;
  /** Percent added on top of base price + labor, 0-1000 with up to 2 decimals. */
  markupPercent: number;
};

export type BuilderLaborRate = { id: string; name: string; rateCents: number };

export type BuilderStart = DemoIndustry | "blank";

export type BuilderState = {
  /** Which starting point the visitor picked; null shows the picker. */
  startedFrom: BuilderStart | null;
  services: BuilderService[];
  laborRates: BuilderLaborRate[];
  /** Counter behind generated ids. */
  nextId: number;
};

export const MAX_SERVICES = 200;
export const MAX_LABOR_RATES = 20;
export const MAX_MATERIALS = 20;
